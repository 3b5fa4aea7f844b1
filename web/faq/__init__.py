"""The rules pages, the questions tables argue about, and the hand checkers."""

from flask import Blueprint

bp = Blueprint("faq", __name__, url_prefix="/faq")

from web.faq import routes  # noqa: E402,F401  (its views join the blueprint)
