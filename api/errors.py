"""JSON error answers: {"error": message} for HTTP errors, {"errors": {field: message}} for
input."""

from flask import jsonify

from i18n import tr


def problem(status: int, message: str):
    response = jsonify({"error": message})
    response.status_code = status
    return response


def invalid(errors: dict, status: int = 422):
    response = jsonify({"errors": {key: tr(message) for key, message in errors.items()}})
    response.status_code = status
    return response
