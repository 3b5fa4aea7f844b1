"""Languages: which one a request is read in, its text direction, and `tr`, which translates
the messages that the game modules and services return (they cannot call gettext themselves).
Everything else is translated with Flask-Babel's gettext; templates get it through Jinja's i18n
extension, fed with the request's catalog (`catalog`)."""

import functools
from datetime import UTC

from babel import dates, negotiate_locale
from babel.lists import format_list
from flask import g, request
from flask_babel import get_locale, get_timezone, get_translations
from flask_login import current_user
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from config import LANGUAGES, RTL_LANGUAGES
from extensions import db
from games.text import Msg, Written, score

COOKIE = "lang"
LRM = "\u200e"  # keeps a sign before its number in right-to-left text, as CLDR writes it


def select_locale() -> str:
    """A language just chosen (a footer link), else the account's, else the one this phone chose
    before (a cookie), else the browser's preference, else English."""
    chosen = request.args.get("lang")
    if chosen in LANGUAGES:
        return chosen
    if current_user.is_authenticated and current_user.language in LANGUAGES:
        return current_user.language
    if request.cookies.get(COOKIE) in LANGUAGES:
        return request.cookies[COOKIE]
    return preferred(request.headers.get("Accept-Language", ""))


# A browser that says "no" (Norwegian) reads Bokmål, as CLDR has it.
ALIASES = {"no": "nb"}


@functools.lru_cache(maxsize=256)
def preferred(accept_language: str) -> str:
    """The browser's first language, in its own order, that Rulezz speaks, a regional tag
    counting as its language (Babel's `negotiate_locale`: "nb-NO, en;q=0.5" reads Norwegian,
    where Werkzeug's `best_match` would take the exact "en" first); else English. A phone
    sends the same header with every request: each header's answer is kept."""
    wanted = [tag for tag, q in parse_accept_header(accept_language, LanguageAccept) if q > 0]
    found = negotiate_locale(wanted, LANGUAGES, sep="-", aliases=ALIASES)
    return found.lower() if found else "en"


def remember_choice() -> None:
    """A language chosen with `?lang=` is kept: on the account when logged in, and in a cookie
    for this phone."""
    chosen = request.args.get("lang")
    if chosen not in LANGUAGES:
        return
    g.chosen_language = chosen
    if current_user.is_authenticated and current_user.language != chosen:
        current_user.language = chosen
        db.session.commit()


def keep_cookie(response):
    chosen = g.get("chosen_language")
    if chosen:
        response.set_cookie(COOKIE, chosen, max_age=365 * 24 * 3600, samesite="Lax",
                            httponly=True)
    return response


class Reading:
    """The request's language as pages use it: its catalog, locale, direction and time zone,
    looked up once. (Flask-Babel's helpers look them up on every call, walking three context
    objects each time: a standings page translates about a hundred strings and game messages,
    the history writes forty dates and times, and the lookups cost more than Babel's own work.)"""

    __slots__ = ("catalog", "locale", "rtl", "timezone")

    def __init__(self):
        self.catalog, self.locale, self.timezone = get_translations(), get_locale(), get_timezone()
        self.rtl = bool(self.locale) and self.locale.language in RTL_LANGUAGES

    def date(self, value, format: str = "medium") -> str:
        """A stored moment's date as the reader's language writes it, where the reader is: what
        Flask-Babel's `format_date` writes, with its lookups done once."""
        return dates.format_date(self.local(value), format, locale=self.locale)

    def time(self, value, format: str = "medium") -> str:
        return dates.format_time(self.local(value), format, locale=self.locale)

    def local(self, value):
        """A moment stored in UTC (naive, as every column keeps it) in the reader's time zone."""
        return (value if value.tzinfo else value.replace(tzinfo=UTC)).astimezone(self.timezone)

    def message(self, message: Msg) -> str:
        text = self.catalog.ugettext(message.text)
        if not message.params:
            return text
        return text % {key: self.message(value) if isinstance(value, Msg) else self.shown(value)
                       for key, value in message.params.items()}

    def shown(self, value):
        """A value inside a sentence: a negative number with a real minus sign (−5), a signed
        number that keeps its sign in front in right-to-left text, a tuple of names as a list
        ("Ana, Bo and Cy" in the reader's language)."""
        if type(value) is int:
            value = score(value)
        elif isinstance(value, tuple):
            return listed(value)
        elif isinstance(value, Written):
            return listed([f"{player} {self.shown(points)}" for player, points in value.items()])
        if self.rtl and isinstance(value, str) and value[:1] in "+−" and value[1:2].isdigit():
            return LRM + value
        return value


def reading() -> Reading:
    found = g.get("reading")
    if found is None:
        found = g.reading = Reading()
    return found


def catalog():
    """The request's catalog (Flask-Babel's `get_translations`), looked up once per request."""
    return reading().catalog


def tr(message) -> str:
    """A games.text.Msg in the reader's language; values that are messages themselves are
    translated too. A plain string is translated as it is."""
    if not message:
        return ""
    if isinstance(message, str):
        return reading().catalog.ugettext(message)
    return reading().message(message)


def listed(items) -> str:
    return format_list([str(item) for item in items], locale=reading().locale) if items else ""


def dateformat(value, format: str = "medium") -> str:
    return reading().date(value, format)


def timeformat(value, format: str = "medium") -> str:
    return reading().time(value, format)


def local_day(value):
    """The date of a stored moment where the reader is (a match started late on a game night
    belongs to that night's date, wherever the server is)."""
    return reading().local(value).date()


def rtl() -> bool:
    return reading().rtl


def text_direction() -> str:
    return "rtl" if rtl() else "ltr"


def install(app) -> None:
    """Jinja's i18n extension with the request's catalog (`_`, `ngettext`, new-style: escaped
    values, %-formatting), and the date and time filters (Babel's, in the reader's language and
    time zone)."""
    app.jinja_env.add_extension("jinja2.ext.i18n")
    app.jinja_env.install_gettext_callables(
        gettext=lambda text: catalog().ugettext(text),
        ngettext=lambda one, many, n: catalog().ungettext(one, many, n), newstyle=True)
    app.jinja_env.filters.update(dateformat=dateformat, timeformat=timeformat)
    app.before_request(remember_choice)
    app.after_request(keep_cookie)
