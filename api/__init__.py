"""The JSON API v1: its routes (routes.py) and statistics (stats.py) on one blueprint, for
clients holding a bearer token."""

from flask import Blueprint

from extensions import csrf

bp = Blueprint("api", __name__, url_prefix="/api/v1")
csrf.exempt(bp)  # token-authenticated: no cookies, so no cross-site request forgery

from api import routes, stats  # noqa: E402,F401  (their views join the blueprint)
