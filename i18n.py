"""Languages: which one a request is read in, its text direction, and `tr`, which translates
the messages that the game modules and services return (they cannot call gettext themselves).
Everything else is translated with Flask-Babel's own gettext."""

from flask import request, session
from flask_babel import get_locale, gettext

from config import LANGUAGES, RTL_LANGUAGES


def select_locale() -> str:
    """The language chosen on the page (kept in the session), else the browser's preference."""
    chosen = request.args.get("lang") or session.get("lang")
    if chosen in LANGUAGES:
        session["lang"] = chosen
        return chosen
    return request.accept_languages.best_match(list(LANGUAGES)) or "en"


def tr(message) -> str:
    """A games.text.Msg in the reader's language; values that are messages themselves are
    translated too. A plain string goes through gettext."""
    if not message:
        return ""
    if isinstance(message, str):
        return gettext(message)
    params = {key: tr(value) if hasattr(value, "params") else value
              for key, value in message.params.items()}
    return gettext(message.text, **params)


def text_direction() -> str:
    locale = get_locale()
    return "rtl" if locale and locale.language in RTL_LANGUAGES else "ltr"
