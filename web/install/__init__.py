"""What makes Rulezz an installable app: the service worker and the offline page."""

from flask import Blueprint

bp = Blueprint("install", __name__)

from web.install import routes  # noqa: E402,F401  (its views join the blueprint)
