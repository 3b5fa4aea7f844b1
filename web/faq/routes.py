"""Public FAQ pages: the rules summary, questions tables argue about, and worked examples that are
computed by the game module itself, so the page can never disagree with the scores."""

from flask import Blueprint, abort, render_template

from games import GAMES
from games.core import work_example
from web.faq.content import QUESTIONS

bp = Blueprint("faq", __name__, url_prefix="/faq")


@bp.route("/")
def index():
    return render_template("faq/index.html", games=list(GAMES))


@bp.route("/<game_id>")
def game(game_id: str):
    game = GAMES.get(game_id) or abort(404)
    return render_template("faq/game.html", game=game, questions=QUESTIONS.get(game.id, ()),
                           examples=[(ex, work_example(game, ex)) for ex in game.examples])
