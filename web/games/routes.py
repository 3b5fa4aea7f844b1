"""A table's own games: the list, describing one (or copying a ready-made game), its page,
changing and deleting it. Only its account sees them; a match copies the game it starts with."""

from flask import abort, flash, redirect, render_template, request, url_for
from flask_babel import gettext as _
from flask_login import current_user, login_required

from games import GAMES
from games.core import validate_settings
from i18n import tr
from services import own_games
from services.limits import MAX_OWN_GAMES
from web.forms import put_errors
from web.games import bp
from web.games.forms import as_data, own_game_form


@bp.route("/")
@login_required
def index():
    return render_template("games/index.html", games=own_games.own_games(current_user),
                           most=MAX_OWN_GAMES, made=own_games.describable())


@bp.route("/new", methods=["GET", "POST"])
@login_required
def new():
    """A new game, from nothing or from a game it copies (`?copy=uno`: "Make your own from
    this")."""
    game = own_games.describable()
    copied = GAMES.get(request.args.get("copy"))
    start = {**copied.as_own, "name": tr(copied.name)} if copied and copied.as_own else {}
    form = own_game_form(game, data=as_data(start))
    return describe(game, form)


@bp.route("/<int:game_id>")
@login_required
def show(game_id: int):
    own = mine(game_id)
    game = own_games.describable().played_with(own.settings)
    return render_template("games/show.html", own=own, game=game,
                           said=game.described(own.settings))


@bp.route("/<int:game_id>/edit", methods=["GET", "POST"])
@login_required
def edit(game_id: int):
    own = mine(game_id)
    form = own_game_form(own_games.describable(),
                         data=as_data({**own.settings, "version": own.version}))
    return describe(own_games.describable(), form, own)


@bp.route("/<int:game_id>/delete", methods=["GET", "POST"])
@login_required
def delete(game_id: int):
    own = mine(game_id)
    if request.method == "POST":  # CSRF-checked, as every POST is (extensions.csrf)
        own_games.delete(own)
        flash(_("%(name)s was deleted. Matches already played keep it.", name=own.name))
        return redirect(url_for("games.index"))
    return render_template("games/delete.html", own=own)


@bp.post("/said")
@login_required
def said():
    """The game as the form describes it so far, in sentences (the page's script asks as the
    table makes its choices)."""
    game = own_games.describable()
    form = own_game_form(game)
    sentences, errors = say_back(game, form)
    return render_template("games/_said.html", said=sentences, problems=errors)


def describe(game, form, own=None):
    """The page that describes a game: shown, said back (`preview`), or saved."""
    sentences, errors = say_back(game, form)
    if form.validate_on_submit() and not errors and not request.form.get("preview"):
        seen = int(form.version.data) if (form.version.data or "").isdigit() else None
        saved, errors = own_games.save(current_user, form.settings(), own, seen)
        if saved is not None:
            flash(_("%(name)s is saved.", name=saved.name))
            return redirect(url_for("games.show", game_id=saved.id))
        if own is not None:
            form.version.data = str(own.version)  # saving again keeps what is typed here
    if form.is_submitted():
        put_errors(form, errors, form.field_for)
    return render_template("games/edit.html", form=form, own=own, said=sentences)


def say_back(game, form) -> tuple[tuple, dict]:
    """The sentences the form's choices make, or why they make no game."""
    settings, errors = validate_settings(game, form.settings())
    return (game.described(settings) if settings else ()), errors


def mine(game_id: int):
    own = own_games.own_game(current_user, game_id)
    return own if own is not None else abort(404)
