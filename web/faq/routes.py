"""Public FAQ pages: the rules summary, questions tables argue about, and worked examples that are
computed by the game module itself, so the page can never disagree with the scores."""

from flask import Blueprint, abort, render_template, request
from flask_login import current_user

from extensions import hand_checks
from games import GAMES
from games.core import work_example
from services import matches as service
from web.faq import checker
from web.faq.content import QUESTIONS

bp = Blueprint("faq", __name__, url_prefix="/faq")


@bp.route("/")
def index():
    return render_template("faq/index.html", games=list(GAMES))


@bp.route("/<game_id>")
def game(game_id: str, **check):
    game = GAMES.get(game_id) or abort(404)
    if game.id in checker.CHECKERS and "hand_form" not in check:
        check["hand_form"] = checker.RummyHandForm()
    return render_template("faq/game.html", game=game, questions=QUESTIONS.get(game.id, ()),
                           examples=[(ex, work_example(game, ex)) for ex in game.examples],
                           back=came_from(), **check)


@bp.post("/indian-rummy/check")
@hand_checks
def check_rummy_hand():
    """The hand checker's answer, on the rules page itself."""
    form = checker.RummyHandForm()
    found = checker.check(form) if form.validate_on_submit() else None
    status = 200 if found or not form.errors else 422
    return game("indian-rummy", hand_form=form, hand=found), status


def came_from():
    """The match this page was opened from (`?match=<id>`), for a link back to it: only the
    logged-in account's own match; any other value is no match, never an error."""
    if not current_user.is_authenticated:
        return None
    return service.account_match(current_user, request.args.get("match", ""))
