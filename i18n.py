"""Languages: which one a request is read in, its text direction, and `tr`, which translates
the messages that the game modules and services return (they cannot call gettext themselves).
Everything else is translated with Flask-Babel's gettext; templates get it through Jinja's i18n
extension, fed with the request's catalog (`catalog`)."""

from babel.lists import format_list
from flask import g, request
from flask_babel import format_date, format_time, get_locale, get_translations
from flask_login import current_user

from config import LANGUAGES, RTL_LANGUAGES
from extensions import db
from games.text import score

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
    return request.accept_languages.best_match(list(LANGUAGES)) or "en"


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


def catalog():
    """The request's catalog (Flask-Babel's `get_translations`), looked up once per request: each
    lookup walks three context objects, about 20 µs on a slow server, and a standings page shows
    about a hundred strings."""
    found = g.get("catalog")
    if found is None:
        found = g.catalog = get_translations()
    return found


def tr(message) -> str:
    """A games.text.Msg in the reader's language; values that are messages themselves are
    translated too. A plain string is translated as it is."""
    if not message:
        return ""
    if isinstance(message, str):
        return catalog().ugettext(message)
    params = {key: tr(value) if hasattr(value, "params") else shown(value)
              for key, value in message.params.items()}
    text = catalog().ugettext(message.text)
    return text % params if params else text


def shown(value):
    """A value inside a sentence: a negative number with a real minus sign (−5), a signed number
    that keeps its sign in front in right-to-left text, a tuple of names as a list ("Ana, Bo
    and Cy" in the reader's language)."""
    if isinstance(value, tuple):
        return listed(value)
    if isinstance(value, int) and not isinstance(value, bool):
        value = score(value)
    if isinstance(value, str) and value[:1] in "+−" and value[1:2].isdigit() and rtl():
        return LRM + value
    return value


def listed(items) -> str:
    return format_list([str(item) for item in items], locale=get_locale()) if items else ""


def rtl() -> bool:
    locale = get_locale()
    return bool(locale) and locale.language in RTL_LANGUAGES


def text_direction() -> str:
    return "rtl" if rtl() else "ltr"


def install(app) -> None:
    """Jinja's i18n extension with the request's catalog (`_`, `ngettext`, new-style: escaped
    values, %-formatting), and Flask-Babel's date and time filters."""
    app.jinja_env.add_extension("jinja2.ext.i18n")
    app.jinja_env.install_gettext_callables(
        gettext=lambda text: catalog().ugettext(text),
        ngettext=lambda one, many, n: catalog().ungettext(one, many, n), newstyle=True)
    app.jinja_env.filters.update(dateformat=format_date, timeformat=format_time)
    app.before_request(remember_choice)
    app.after_request(keep_cookie)
