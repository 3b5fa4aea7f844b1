"""Small helpers shared by the forms of every area."""

from flask_babel import lazy_gettext as _l
from wtforms.fields.choices import SelectChoice
from wtforms.validators import Regexp


def options(pairs) -> list[SelectChoice]:
    """(value, label) pairs as WTForms choices."""
    return [SelectChoice(value, label) for value, label in pairs]


def tidy(value):
    """Collapse runs of spaces in a typed name: ' Ana  Lu ' is 'Ana Lu'."""
    return " ".join(value.split()) if isinstance(value, str) else value


# No name has control characters, and PostgreSQL cannot store NUL.
PRINTABLE = Regexp(r"^[^\x00-\x1f\x7f]*$", message=_l("Names cannot contain control characters."))
