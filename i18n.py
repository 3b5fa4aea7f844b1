"""Languages: which one a request is read in, its text direction, and `tr`, which translates
the messages that the game modules and services return (they cannot call gettext themselves).
Everything else is translated with Flask-Babel's gettext; templates get it, and its date and
number filters, from Flask-Babel itself."""

from babel import negotiate_locale
from babel.lists import format_list
from flask import g, request
from flask_babel import get_locale, gettext
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


def preferred(accept_language: str) -> str:
    """The browser's first language, in its own order, that Rulezz speaks, a regional tag
    counting as its language (Babel's `negotiate_locale`: "nb-NO, en;q=0.5" reads Norwegian,
    where Werkzeug's `best_match` would take the exact "en" first); else English."""
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


def tr(message) -> str:
    """A games.text.Msg in the reader's language; values that are messages themselves are
    translated too. A plain string is translated as it is."""
    if not message:
        return ""
    if isinstance(message, str):
        return gettext(message)
    return gettext(message.text, **{key: tr(value) if isinstance(value, Msg) else shown(value)
                                    for key, value in message.params.items()})


def shown(value):
    """A value inside a sentence: a negative number with a real minus sign (−5), a signed
    number that keeps its sign in front in right-to-left text, a tuple of names as a list
    ("Ana, Bo and Cy" in the reader's language)."""
    if type(value) is int:
        value = score(value)
    elif isinstance(value, tuple):
        return listed(value)
    elif isinstance(value, Written):
        return listed([f"{player} {shown(points)}" for player, points in value.items()])
    if isinstance(value, str) and value[:1] in "+−" and value[1:2].isdigit() and rtl():
        return LRM + value
    return value


def listed(items) -> str:
    """Names as a list in the reader's language ("Ana, Bo and Cy"; Babel's `format_list`)."""
    return format_list([str(item) for item in items], locale=get_locale()) if items else ""


def rtl() -> bool:
    locale = get_locale()
    return bool(locale) and locale.language in RTL_LANGUAGES


def text_direction() -> str:
    return "rtl" if rtl() else "ltr"


def install(app) -> None:
    """The language chosen with `?lang=` kept for the next requests."""
    app.before_request(remember_choice)
    app.after_request(keep_cookie)
