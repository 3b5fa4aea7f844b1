"""Helpers for the pages' forms (what the API's forms share with them is in forms.py)."""

from i18n import tr


def put_errors(form, errors: dict, field_for) -> None:
    """Attach messages (a game's or a service's) to the form's fields; any without a field go
    on the form."""
    for key, message in errors.items():
        field = field_for(key)
        (field.errors if field is not None else form.form_errors).append(tr(message))
