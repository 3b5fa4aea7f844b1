"""Everything the templates get from the app besides a view's own values: the filters, and the
globals every page reads (its language and direction, the languages offered, the round an undo
may put back). The one place that registers anything for Jinja (tests/test_layers.py);
Flask-Babel registers its own gettext and date and number filters itself."""

import functools

from flask_babel import get_locale, gettext as _, ngettext

from config import LANGUAGES
from games.fields import BoolSetting, ChoiceSetting, TextSetting
from games.text import score, signed
from i18n import listed, text_direction, tr
from services.matches import game_of
from web.matches.takeback import offer
from web.qr import qr_code


def game_name(match) -> str:
    """The name of a match's game in the reader's language (a table's own game: its own)."""
    return tr(game_of(match).name)


def rounds_count(match) -> str:
    """How many rounds a match has, in its game's word for them ("3 hands" in Euchre)."""
    one, many = game_of(match).unit_of(match.settings).count
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


@setting_default.register
def text_default(setting: TextSetting) -> str:
    return tr(setting.default) if setting.default else _("none")


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
