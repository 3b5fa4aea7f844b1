"""Translation helpers: the game modules' messages, and the page's text direction."""

from flask_babel import get_locale, gettext

from config import RTL_LANGUAGES


def tr(message) -> str:
    """Translate a games.text.Msg (or pass a plain string through gettext)."""
    if hasattr(message, "params"):
        return gettext(message.text, **message.params) if message.params else gettext(message.text)
    return gettext(message) if message else ""


def text_direction() -> str:
    locale = get_locale()
    return "rtl" if locale and locale.language in RTL_LANGUAGES else "ltr"
