"""Small helpers shared by the forms of every area."""

from wtforms.fields.choices import SelectChoice


def options(pairs) -> list[SelectChoice]:
    """(value, label) pairs as WTForms choices."""
    return [SelectChoice(value, label) for value, label in pairs]


def tidy(value):
    """Collapse runs of spaces in a typed name: ' Ana  Lu ' is 'Ana Lu'."""
    return " ".join(value.split()) if isinstance(value, str) else value
