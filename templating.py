"""Jinja filters and helpers shared by the templates."""

import functools

from babel import dates
from flask_babel import get_locale, get_timezone, gettext as _

import round_table
from games import GAMES
from games.fields import BoolSetting, ChoiceSetting
from games.text import signed
from i18n import tr


def datetime_short(value) -> str:
    """A stored (UTC) time, short, in the reader's language and time zone."""
    return short_datetime(value, str(get_locale()), get_timezone())


@functools.lru_cache(maxsize=4096)
def short_datetime(value, locale: str, timezone) -> str:
    # Remembered: a history page formats twenty of these, and they never change.
    return dates.format_datetime(value, "short", tzinfo=timezone, locale=locale)


def game_name(game_id: str) -> str:
    game = GAMES.get(game_id)
    return game.name if game else game_id


def setting_default(setting) -> str:
    if isinstance(setting, BoolSetting):
        return _("on") if setting.default else _("off")
    if isinstance(setting, ChoiceSetting):
        return tr(dict(setting.choices)[setting.default])
    return _("none") if setting.default is None else str(setting.default)


def register(app) -> None:
    app.jinja_env.globals["round_rows"] = round_table.rows
    app.jinja_env.filters.update(
        tr=tr, signed=signed, game_name=game_name, setting_default=setting_default,
        datetime_short=datetime_short)
