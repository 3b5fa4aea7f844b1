"""The account's matches, newest first, with filters."""

from flask import Blueprint

bp = Blueprint("history", __name__, url_prefix="/history")

from web.history import routes  # noqa: E402,F401  (its views join the blueprint)
