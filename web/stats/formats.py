"""The statistics' win rates and months in the reader's language: Flask-Babel's formats,
remembered per language. A page shows 50 win rates and a month a row; the same few hundred
values come back on every visit, and Babel takes longer to format one than to find it here."""

import functools
from datetime import date

from flask_babel import format_date, format_percent, get_locale


def percent(rate: float) -> str:
    return _percent(rate, str(get_locale()))


def month(first_day: date) -> str:
    return _month(first_day, str(get_locale()))


# `language` is the request's: the formats below read it from the request, the cache by name.
@functools.lru_cache(maxsize=4096)
def _percent(rate: float, language: str) -> str:
    return format_percent(rate)


@functools.lru_cache(maxsize=1024)
def _month(first_day: date, language: str) -> str:
    return format_date(first_day, "MMMM y")
