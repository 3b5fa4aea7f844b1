"""A hand checker's form on its game's rules page, built from the inputs the checker declares
(games/checkers.py): a box per input, bounded before the checker reads it."""

from flask_babel import get_locale
from flask_wtf import FlaskForm
from wtforms import StringField, TextAreaField
from wtforms.validators import InputRequired, Length

from games.fields import Invalid
from i18n import tr
from web.forms import put_errors


def check_form(checker, **kwargs) -> FlaskForm:
    """The checker's form, in the reader's language (Okey writes tiles in its letters)."""
    language = str(get_locale())

    class CheckForm(FlaskForm):
        def checked(self):
            """The checker's answer, or None with the form's errors set."""
            if not self.validate():
                return None
            sent = {i.name: i.split(self[i.name].data or "") if i.split else self[i.name].data
                    for i in checker.inputs}
            try:
                return checker.check(sent, language)
            except Invalid as error:
                put_errors(self, error.errors or {"": error.message},
                           lambda key: self[key] if key in self else None)
                return None

    for i in checker.inputs:
        setattr(CheckForm, i.name, box(i, language))
    return CheckForm(**kwargs)


def box(i, language: str):
    """One input's box: a text area for a hand that wraps, with the checker's own attributes."""
    required = [InputRequired(tr(i.required))] if i.required else []
    attrs = dict(i.attrs)
    if i.placeholder:
        attrs["placeholder"] = i.placeholder(language)
    hint = i.hint(language) if callable(i.hint) else i.hint
    kind = TextAreaField if i.lines > 1 else StringField
    return kind(tr(i.label), validators=[*required, Length(max=i.max_length)], render_kw=attrs,
                description=tr(hint) if hint else "")
