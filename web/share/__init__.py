"""The links to a match that need no login: watch and score links."""

from flask import Blueprint

bp = Blueprint("share", __name__)

from web.share import routes  # noqa: E402,F401  (its views join the blueprint)
