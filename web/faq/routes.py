"""Public FAQ pages: the rules summary, questions tables argue about, and worked examples that are
computed by the game module itself, so the page can never disagree with the scores."""

from flask import abort, render_template, request
from flask_login import current_user

from extensions import hand_checks
from games import GAMES
from games.core import work_example
from games.figures.records import shown
from services import matches as service
from web.faq import bp, checker
from web.faq.content import QUESTIONS
from web.faq.forms import OkeyCheckForm
from web.matches.access import held


@bp.route("/")
def index():
    return render_template("faq/index.html", games=list(GAMES),
                           figures=[(game, shown(game)) for game in GAMES])


@bp.route("/<game_id>")
def game(game_id: str):
    return rules_page(GAMES.get(game_id) or abort(404))


def rules_page(game, status: int = 200, **check):
    """A game's rules page; `check`: a hand checker's form and answer, for the games that
    have one."""
    if game.id == "okey" and "okey_form" not in check:
        check["okey_form"] = OkeyCheckForm(formdata=None)
    if game.id in checker.CHECKERS and "hand_form" not in check:
        check["hand_form"] = checker.RummyHandForm(formdata=None)
    return render_template("faq/game.html", game=game, questions=QUESTIONS.get(game.id, ()),
                           examples=[(ex, work_example(game, ex)) for ex in game.examples],
                           back=came_from(), **check), status


@bp.post("/okey/check")
@hand_checks
def okey_check():
    """The Okey hand checker: no login, one budget per address (with the API's checkers)."""
    form = OkeyCheckForm()
    checked = form.checked()
    return rules_page(GAMES.get("okey"), 200 if checked else 422, okey_form=form, checked=checked)


@bp.post("/indian-rummy/check")
@hand_checks
def check_rummy_hand():
    """The Indian Rummy hand checker's answer, on the rules page itself."""
    form = checker.RummyHandForm()
    found = checker.check(form) if form.validate_on_submit() else None
    status = 200 if found or not form.errors else 422
    return rules_page(GAMES.get("indian-rummy"), status, hand_form=form, hand=found)


def came_from():
    """The match this page was opened from (`?match=<id>`), for a link back to it: the
    logged-in account's own match, or one this phone scores through a link; any other value is
    no match, never an error."""
    match_id = request.args.get("match", "")
    if current_user.is_authenticated and (
            match := service.account_match(current_user, match_id)) is not None:
        return match
    link = held(match_id)
    return link.match if link is not None else None
