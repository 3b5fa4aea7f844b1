"""JSON error answers: {"error": message} for HTTP errors, {"errors": {field: message}} for
input."""

from flask import jsonify

from i18n import tr
from services.limits import first


def problem(status: int, message: str):
    response = jsonify({"error": message})
    response.status_code = status
    return response


def invalid(errors: dict, status: int = 422):
    """The first errors, each in the reader's words: a body of a thousand unknown keys gets a
    short answer."""
    response = jsonify({"errors": {key: tr(message) for key, message in first(errors).items()}})
    response.status_code = status
    return response
