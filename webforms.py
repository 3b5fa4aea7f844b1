"""The base form and small helpers shared by the forms of every area."""

import functools

from babel.support import Translations
from flask_babel import get_locale, lazy_gettext as _l
from flask_wtf import FlaskForm
from markupsafe import Markup, escape
from wtforms.fields.choices import SelectChoice
from wtforms.i18n import messages_path
from wtforms.validators import Regexp
from wtforms.widgets import core as widgets


class Form(FlaskForm):
    """Every form of the app. WTForms' own messages ("Not a valid choice") come from a catalog
    read once per language; Flask-WTF would read the file again on every request."""

    class Meta(FlaskForm.Meta):
        def get_translations(self, form):
            return wtforms_catalog(str(get_locale()))


@functools.cache
def wtforms_catalog(locale: str) -> Translations:
    return Translations.load(messages_path(), [locale], domain="wtforms")


def html_params(**attributes) -> Markup:
    """WTForms' `html_params`, same output, built with f-strings. WTForms 3.3 builds every
    attribute with `Markup.format`, which was most of the cost of drawing a round form; the
    equivalence is checked by tests/web/test_forms.py for the pinned WTForms."""
    params = []
    for key, value in sorted(attributes.items()):
        key = escape(widgets.clean_key(key))
        if value is True:
            params.append(key)
        elif value is not False:
            # escape() writes a quote as &#34;, but a Markup value passes through as it is
            params.append(f'{key}="{str(escape(value)).replace(QUOTE, ESCAPED_QUOTE)}"')
    return Markup(" ".join(params))


QUOTE, ESCAPED_QUOTE = '"', "&quot;"
wtforms_html_params = widgets.html_params  # the original, kept for the equivalence test
widgets.html_params = html_params  # Select, TextArea and lists look the module's name up
widgets.Input.html_params = staticmethod(html_params)  # every <input> uses this one


def options(pairs) -> list[SelectChoice]:
    """(value, label) pairs as WTForms choices."""
    return [SelectChoice(value, label) for value, label in pairs]


def tidy(value):
    """Collapse runs of spaces in a typed name: ' Ana  Lu ' is 'Ana Lu'."""
    return " ".join(value.split()) if isinstance(value, str) else value


# No name has control characters, and PostgreSQL cannot store NUL.
PRINTABLE = Regexp(r"^[^\x00-\x1f\x7f]*$", message=_l("Names cannot contain control characters."))
