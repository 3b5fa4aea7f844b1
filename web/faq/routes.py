"""Public FAQ pages: the rules summary, questions tables argue about, and worked examples that are
computed by the game module itself, so the page can never disagree with the scores; and, for a
game that has one, its hand checker."""

from flask import abort, render_template, request
from flask_babel import get_locale
from flask_login import current_user

from extensions import hand_checks
from games import GAMES
from games.core import work_example
from games.figures.records import shown
from services import matches as service
from web.faq import bp
from web.faq.forms import check_form
from web.matches.access import held


@bp.route("/")
def index():
    return render_template("faq/index.html", games=list(GAMES),
                           figures=[(game, shown(game)) for game in GAMES])


@bp.route("/<game_id>")
def game(game_id: str):
    game = GAMES.get(game_id) or abort(404)
    form = check_form(game.checker, formdata=None) if game.checker else None
    return rules_page(game, check_form=form)


def as_played(game, back):
    """The game as the match this page was opened from plays it (a table's own game: the one
    it describes), with that match's settings; else the game, and no settings."""
    if back is None or back.game_id != game.id:
        return game, None
    return game.played_with(back.settings), back.settings


@bp.post("/<game_id>/check")
@hand_checks
def check(game_id: str):
    """A game's hand checker, answered on its rules page: no login, one budget per address (with
    the API's checkers)."""
    game = GAMES.get(game_id)
    if game is None or game.checker is None:
        abort(404)
    form = check_form(game.checker)
    checked = form.checked()
    return rules_page(game, 200 if checked else 422, check_form=form, checked=checked)


def rules_page(game, status: int = 200, **check):
    """A game's rules page; `check`: its hand checker's form and answer, if it has one."""
    extra = game.checker.page(str(get_locale())) if game.checker else {}
    back = came_from()
    game, settings = as_played(game, back)
    return render_template("faq/game.html", game=game, questions=game.questions,
                           examples=[(ex, work_example(game, ex)) for ex in game.examples],
                           back=back, settings=settings,
                           described=game.described(settings) if settings else (),
                           extra=extra, **check), status


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
