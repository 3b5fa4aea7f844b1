"""The table's pages: home, new match, standings with round entry and the match's links."""

from flask import Blueprint

bp = Blueprint("matches", __name__)

from web.matches import routes  # noqa: E402,F401  (its views join the blueprint)
