"""Sign-up, log-in, the account page and the account's players."""

from flask import Blueprint

bp = Blueprint("accounts", __name__)

from web.accounts import routes  # noqa: E402,F401  (its views join the blueprint)
