"""A table's own games: described once (a page with the game said back in sentences), kept by
the account, and started like any game."""

from flask import Blueprint

bp = Blueprint("games", __name__, url_prefix="/games")

from web.games import routes  # noqa: E402,F401  (its views join the blueprint)
