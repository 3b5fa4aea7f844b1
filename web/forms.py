"""The base form and small helpers shared by the forms of every area."""

from flask_babel import get_locale
from flask_wtf import FlaskForm
from wtforms.fields.choices import SelectChoice

from i18n import tr


class Form(FlaskForm):
    """Every form of the app. WTForms' own messages ("Not a valid choice") come in the page's
    language from WTForms' catalog, which WTForms caches per language (`Meta.locales`; Flask-WTF's
    own lookup, which reads the file again on every request, is off: WTF_I18N_ENABLED)."""

    class Meta(FlaskForm.Meta):
        @property
        def locales(self):
            return [str(get_locale())]


def options(pairs) -> list[SelectChoice]:
    """(value, label) pairs as WTForms choices."""
    return [SelectChoice(value, label) for value, label in pairs]


def put_errors(form, errors: dict, field_for) -> None:
    """Attach messages (a game's or a service's) to the form's fields; any without a field go
    on the form."""
    for key, message in errors.items():
        field = field_for(key)
        (field.errors if field is not None else form.form_errors).append(tr(message))

