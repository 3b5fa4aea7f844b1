"""The account as one JSON file and back; a match's table as CSV."""

from flask import Blueprint

bp = Blueprint("backup", __name__)

from web.backup import routes  # noqa: E402,F401  (its views join the blueprint)
