"""Everything the templates get from the app besides a view's own values: the filters, and the
globals every page reads (its language and direction, the languages offered, the round an undo
may put back). The one place that registers anything for Jinja (tests/test_layers.py);
Flask-Babel registers its own gettext and date and number filters itself."""

import functools

from flask_babel import get_locale, gettext as _, ngettext

from config import LANGUAGES
from games import GAMES
from games.fields import BoolSetting, ChoiceSetting
from games.text import score, signed
from i18n import listed, text_direction, tr
from web.matches.takeback import offer
from web.qr import qr_code


def game_name(game_id: str) -> str:
    """A game's name in the reader's language, from its id."""
    game = GAMES.get(game_id)
    return tr(game.name) if game else game_id


def rounds_count(match) -> str:
    """How many rounds a match has, in its game's word for them ("3 hands" in Euchre)."""
    one, many = GAMES.get(match.game_id).unit_of(match.settings).count
    return ngettext(one, many, match.round_count)


@functools.singledispatch
def setting_default(setting) -> str:
    """A house rule's default as the rules page writes it (a number, or none, by default)."""
    return _("none") if setting.default is None else str(setting.default)


@setting_default.register
def bool_default(setting: BoolSetting) -> str:
    return _("on") if setting.default else _("off")


@setting_default.register
def choice_default(setting: ChoiceSetting) -> str:
    return tr(dict(setting.choices)[setting.default])


def page_globals() -> dict:
    """What every page reads: its language and direction, the languages offered, and the round
    an undo may put back (templates/matches/_put_back.html asks for it itself)."""
    return {"text_direction": text_direction(), "languages": LANGUAGES,
            "locale": str(get_locale()), "put_back_offer": offer}


def register(app) -> None:
    app.jinja_env.filters.update(tr=tr, signed=signed, score=score, names=listed,
                                 game_name=game_name, rounds_count=rounds_count,
                                 setting_default=setting_default, qr_code=qr_code)
    app.context_processor(page_globals)
