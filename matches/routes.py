"""The table's pages: home, new match, standings with round entry, edit, undo, end, rematch."""

import hashlib

from flask import (Blueprint, abort, flash, make_response, redirect, render_template, request,
                   session, url_for)
from flask_babel import get_locale, gettext as _
from flask_login import current_user, login_required

from extensions import db
from games import GAMES
from games.core import new_match as check_new_match
from i18n import tr
from matches import service
from matches.forms import new_match_form, put_errors, round_form
from models import Match

bp = Blueprint("matches", __name__)
RECENT_ROUNDS = 20  # rounds shown on the match page; the rest are one tap away


@bp.route("/")
def index():
    if not current_user.is_authenticated:
        return render_template("matches/welcome.html", games=list(GAMES))
    ongoing = db.session.scalars(
        db.select(Match).filter_by(account_id=current_user.id, finished=False)
        .order_by(Match.updated_at.desc()).limit(10)).all()
    return render_template("matches/home.html", ongoing=ongoing, names=service.seat_names(ongoing),
                           games=list(GAMES))


@bp.route("/matches/new")
@login_required
def new():
    return render_template("matches/choose_game.html", games=list(GAMES))


@bp.route("/matches/new/<game_id>", methods=["GET", "POST"])
@login_required
def new_for(game_id: str):
    game = GAMES.get(game_id) or abort(404)
    # The last seating is a suggestion on the page only: a posted form says who plays.
    form = new_match_form(game, data=last_seating(game) if request.method == "GET" else None)
    if form.validate_on_submit():
        seats = form.players()
        dealer_seat = int(form.first_dealer.data) if game.deals else None
        dealer = next((name for seat, name in seats if seat == dealer_seat), None)
        checked, errors = check_new_match(game, [name for _, name in seats], form.settings(),
                                          dealer)
        if not errors and game.deals and dealer is None:
            errors = {"first_dealer": _("Put a player in the first dealer's seat.")}
        if not errors:
            match = service.start_match(current_user, game, checked)
            return redirect(url_for("matches.show", match_id=match.id))
        put_errors(form, errors, lambda key: form._fields.get(
            {"players": "seat0", "first_dealer": "first_dealer"}.get(key, f"rule_{key}")))
    return render_template("matches/new.html", game=game, form=form,
                           roster=[p.name for p in current_user.players])


def last_seating(game) -> dict:
    """Seats filled as in the account's last match of this game: most tables play again."""
    last = db.session.scalar(db.select(Match).filter_by(account_id=current_user.id,
                                                        game_id=game.id)
                             .order_by(Match.created_at.desc()).limit(1))
    if last is None:
        return {}
    return {f"seat{i}": name for i, name in enumerate(last.player_names)}


@bp.route("/matches/<match_id>", methods=["GET", "POST"])
def show(match_id: str):
    if request.method == "GET" and (unchanged := still_current(match_id)):
        return unchanged
    return show_page(match_id)


def still_current(match_id: str):
    """A 304 when the phone's copy of its own match is the current version. Phones revalidate
    the standings often, so this reads one row and not even the account; anything unusual
    (no login in the session, another account's match) takes the full path."""
    user_id = session.get("_user_id")
    if (not request.if_none_match or not user_id or session.get("_flashes")
            or not service.TOKEN.fullmatch(match_id)):
        return None
    row = db.session.execute(db.select(Match.account_id, Match.version)
                             .filter_by(id=match_id)).first()
    if row is None or str(row.account_id) != user_id:
        return None
    sent = current_copy(page_tag(match_id, row.version, user_id))
    return not_modified(sent) if sent else None


@login_required
def show_page(match_id: str):
    match = service.owned_match(current_user, match_id)
    tag = (page_tag(match.id, match.version, current_user.get_id())
           if request.method == "GET" and not session.get("_flashes") else None)
    if tag and (sent := current_copy(tag)):  # e.g. logged in again from the remember cookie
        return not_modified(sent)
    game, loaded = service.game_of(match), service.read(match)
    form = round_form(game, loaded[0])
    if form.validate_on_submit():
        errors = service.add_round(match, form.raw_input(), form.nonce.data, loaded)[1]
        if not errors:
            return redirect(url_for("matches.show", match_id=match_id, _anchor="standings"))
        form.show_errors(errors)
    status = service.status(match, loaded)
    response = make_response(render_template(
        "matches/show.html", match=match, players=loaded[0].players, game=game, form=form,
        status=status,
        result=status.result, ranking=service.ranking(game, status.result),
        recent=RECENT_ROUNDS, all_rounds=request.args.get("rounds") == "all"))
    if tag:
        response.set_etag(tag)
        response.headers["Cache-Control"] = "private, no-cache"
    return response


def page_tag(match_id: str, version: int, user_id: str) -> str:
    """The standings page changes only when the match does (its version), or with the reader's
    account, language and view. A page with a pending flash message is shown once: never tagged."""
    key = f"{match_id}:{version}:{user_id}:{get_locale()}:{request.args.get('rounds')}"
    return hashlib.sha256(key.encode()).hexdigest()[:32]


def current_copy(tag: str) -> str | None:
    """The ETag the phone sent back if its copy is this version. Compression appends its
    coding to the tag ("…:gzip"), so that variant is the same version too."""
    for sent in request.if_none_match.as_set(include_weak=True):
        if sent == tag or sent.startswith(tag + ":"):
            return sent
    return None


def not_modified(tag: str):
    response = make_response("", 304)
    response.set_etag(tag)
    response.headers["Cache-Control"] = "private, no-cache"
    return response


@bp.route("/matches/<match_id>/rounds/<int:number>", methods=["GET", "POST"])
@login_required
def edit_round(match_id: str, number: int):
    match = service.owned_match(current_user, match_id)
    if not 1 <= number <= len(match.rounds):
        abort(404)
    game, table = service.game_of(match), service.table(match)
    current = service.inputs(match)[number - 1]
    form = round_form(game, table, data=form_data(game, table, current)
                      if request.method == "GET" else None)
    if form.validate_on_submit():
        errors = service.edit_round(match, number, form.raw_input())
        if not errors:
            flash(_("Round %(n)s changed. The scores were worked out again.", n=number))
            return redirect(url_for("matches.show", match_id=match.id, _anchor="standings"))
        form.show_errors(errors)
    return render_template("matches/edit_round.html", match=match, players=table.players,
                           game=game, form=form, number=number)


def form_data(game, table, inp) -> dict:
    """A stored round input as the round form's field data, for editing."""
    data = {}
    for f in game.fields:
        value = inp.get(f.name)
        if isinstance(value, dict):
            for seat, player in enumerate(table.players):
                v = value.get(player)
                key = f"{f.name}-{seat}-drop" if isinstance(v, str) else f"{f.name}-{seat}"
                data[key] = "" if v is None else str(v) if not isinstance(v, str) else v
        elif isinstance(value, bool) or value is None:
            data[f.name] = value if isinstance(value, bool) else ""
        else:
            data[f.name] = str(value)
    return data


@bp.post("/matches/<match_id>/rounds/<int:number>/delete")
@login_required
def delete_round(match_id: str, number: int):
    match = service.owned_match(current_user, match_id)
    if not 1 <= number <= len(match.rounds):
        abort(404)
    errors = service.delete_round(match, number)
    for message in errors.values():
        flash(tr(message), "error")
    if not errors:
        flash(_("Round %(n)s deleted. The scores were worked out again.", n=number))
    return redirect(url_for("matches.show", match_id=match.id, _anchor="standings"))


@bp.post("/matches/<match_id>/undo")
@login_required
def undo(match_id: str):
    match = service.owned_match(current_user, match_id)
    if not match.rounds:
        flash(_("There is no round to undo."), "error")
        return redirect(url_for("matches.show", match_id=match.id))
    return delete_round(match_id, len(match.rounds))


@bp.post("/matches/<match_id>/end")
@login_required
def end(match_id: str):
    match = service.owned_match(current_user, match_id)
    service.end_match(match)
    flash(_("The match is over."))
    return redirect(url_for("matches.show", match_id=match.id))


@bp.post("/matches/<match_id>/resume")
@login_required
def resume(match_id: str):
    match = service.owned_match(current_user, match_id)
    service.end_match(match, closed=False)
    return redirect(url_for("matches.show", match_id=match.id))


@bp.post("/matches/<match_id>/share")
@login_required
def share(match_id: str):
    match = service.owned_match(current_user, match_id)
    service.share_link(match, on=bool(request.form.get("on")))
    return redirect(url_for("matches.show", match_id=match.id, _anchor="share-title"))


@bp.post("/matches/<match_id>/rematch")
@login_required
def rematch(match_id: str):
    old = service.owned_match(current_user, match_id)
    game = service.game_of(old)
    checked, errors = check_new_match(game, list(old.player_names), old.settings,
                                      service.table(old).first_dealer)
    if errors:  # only if the game's rules changed since: start afresh from the form
        flash(_("These house rules are no longer offered; choose them again."), "error")
        return redirect(url_for("matches.new_for", game_id=game.id))
    match = service.start_match(current_user, game, checked)
    return redirect(url_for("matches.show", match_id=match.id))


@bp.route("/matches/<match_id>/delete", methods=["GET", "POST"])
@login_required
def delete(match_id: str):
    match = service.owned_match(current_user, match_id)
    if request.method == "POST":  # CSRFProtect has checked the token
        db.session.delete(match)
        db.session.commit()
        flash(_("The match was deleted."))
        return redirect(url_for("history.index"))
    return render_template("matches/delete.html", match=match, game=service.game_of(match))
