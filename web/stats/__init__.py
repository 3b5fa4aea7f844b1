"""The account's statistics, and a page per player."""

from flask import Blueprint

bp = Blueprint("stats", __name__)

from web.stats import routes  # noqa: E402,F401  (its views join the blueprint)
