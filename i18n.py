"""Translation helpers: a request's catalog looked up once, the game modules' messages, and the
page's text direction."""

from flask import g
from flask_babel import get_locale, get_translations
from jinja2 import pass_eval_context
from markupsafe import Markup

from config import RTL_LANGUAGES


def catalog():
    """The request's translations. Flask-Babel looks them up again on every call, which is most
    of the cost of a page with a hundred strings; once per request is enough."""
    found = g.get("catalog")  # one lookup through the proxy: this runs a hundred times a page
    if found is None:
        found = g.catalog = get_translations()
    return found


def gettext(text: str, **params) -> str:
    translated = catalog().ugettext(text)
    return translated % params if params else translated


def ngettext(singular: str, plural: str, num: int, **params) -> str:
    translated = catalog().ungettext(singular, plural, num)
    return translated % {"num": num, **params}


def tr(message) -> str:
    """Translate a games.text.Msg (or pass a plain string through gettext)."""
    if hasattr(message, "params"):
        return gettext(message.text, **message.params)
    return gettext(message) if message else ""


def translator():
    """`tr` for a loop over many messages: the request's catalog is looked up once."""
    translate = catalog().ugettext

    def tr_message(message) -> str:
        text = translate(message.text)
        return text % message.params if message.params else text
    return tr_message


def text_direction() -> str:
    locale = get_locale()
    return "rtl" if locale and locale.language in RTL_LANGUAGES else "ltr"


def install(app) -> None:
    """Templates use the same once-per-request catalog. Jinja's new-style gettext fills in the
    values itself, escaping them, so a player's name in a message is never markup."""
    app.jinja_env.install_gettext_callables(
        lambda text: catalog().ugettext(text),
        lambda singular, plural, num: catalog().ungettext(singular, plural, num),
        newstyle=True)
    # The same new-style functions, called directly: Jinja's reach them through two context
    # calls each, a cost a page with a few dozen `_()` notices.
    app.jinja_env.globals.update(_=template_gettext, gettext=template_gettext,
                                 ngettext=template_ngettext)


@pass_eval_context
def template_gettext(eval_ctx, text: str, **variables):
    return fill(eval_ctx, catalog().ugettext(text), variables)


@pass_eval_context
def template_ngettext(eval_ctx, singular: str, plural: str, num: int, **variables):
    variables.setdefault("num", num)
    return fill(eval_ctx, catalog().ungettext(singular, plural, num), variables)


def fill(eval_ctx, text: str, variables: dict):
    """As Jinja does: the text is a format string even without values ("%%" is "%"), and with
    autoescape the values are escaped."""
    if eval_ctx.autoescape:
        text = Markup(text)
    return text % variables if variables or "%" in text else text
