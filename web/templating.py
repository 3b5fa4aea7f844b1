"""Jinja filters shared by the templates."""

from flask_babel import gettext as _

from games import GAMES
from games.fields import BoolSetting, ChoiceSetting
from games.text import signed
from i18n import tr


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
    app.jinja_env.filters.update(tr=tr, signed=signed, game_name=game_name,
                                 setting_default=setting_default)
