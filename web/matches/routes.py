"""The table's pages: home, new match, standings with round entry, edit, undo, end, rematch."""

from datetime import UTC, datetime

from flask import (abort, flash, get_flashed_messages, make_response, redirect,
                   render_template, request, url_for)
from flask_babel import gettext as _
from flask_login import current_user, login_required

from games import GAMES
from games.core import rematch_dealer, validate_new_match
from i18n import select_locale, tr
from models.link import KINDS
from services import links, own_games
from services import matches as service
from services.limits import MAX_ID
from web import charts, live
from web.forms import put_errors
from web.matches import bp, takeback
from web.matches.access import held, scoring, viewer
from web.matches.forms import new_match_form, round_form, round_form_data

RECENT_ROUNDS = 20  # rounds shown on the match page; the rest are one tap away
IN_PLACE = "X-Rulezz-Save"  # the header static/rulezz.js sends with a round it saves in place


@bp.route("/")
def index():
    if not current_user.is_authenticated:
        return render_template("matches/welcome.html", games=list(GAMES))
    ongoing = service.ongoing(current_user)
    return render_template("matches/home.html", ongoing=ongoing, names=service.seat_names(ongoing),
                           games=list(GAMES))


@bp.route("/matches/new")
@login_required
def new():
    return render_template("matches/choose_game.html", games=list(GAMES),
                           own=own_games.own_games(current_user), made=own_games.describable())


@bp.route("/matches/new/<game_id>", methods=["GET", "POST"])
@login_required
def new_for(game_id: str):
    registered = GAMES.get(game_id) or abort(404)
    # A table's own game (`?own=<id>`) comes with all its settings: none is asked here.
    own = own_game_asked(registered)
    game = registered.played_with(own.settings) if own else registered
    # Earlier seatings are suggestions on the page only: a posted form says who plays. The
    # last one fills the seats, or the one of the size asked for (`?players=3`; 0: none).
    seatings = service.seatings(current_user, game) if request.method == "GET" else []
    size = request.args.get("players", type=int)
    chosen = next((s for s in seatings if size is None or len(s) == size), ())
    form = new_match_form(game, data={f"seat{i}": name for i, name in enumerate(chosen)})
    if form.validate_on_submit():
        seats = form.players()
        dealer_seat = int(form.first_dealer.data) if game.deals else None
        dealer = next((name for seat, name in seats if seat == dealer_seat), None)
        table, errors = validate_new_match(registered, [name for _, name in seats],
                                           own.settings if own else form.settings(), dealer)
        if not errors and game.deals and dealer is None:
            errors = {"first_dealer": _("Put a player in the first dealer's seat.")}
        if not errors:
            match = service.start_match(current_user, game, table).sheet.match
            return redirect(url_for("matches.show", match_id=match.id))
        put_errors(form, errors, form.field_for)
    return render_template("matches/new.html", game=game, form=form, seatings=seatings,
                           chosen=chosen, roster=[p.name for p in current_user.players],
                           own=own)


def own_game_asked(game):
    """The account's own game a new match is of (`?own=<id>`), for a game whose settings make
    a whole game; None when none is asked. Another account's, or a deleted one, is a 404."""
    if not game.made_by or "own" not in request.args:
        return None
    found = own_games.own_game(current_user, request.args.get("own", type=int))
    return found if found is not None else abort(404)


@bp.route("/matches/<match_id>", methods=["GET", "POST"])
def show(match_id: str):
    """The match page, for its account or through a score link (web/matches/access.py)."""
    if request.method == "GET" and (unchanged := still_current(match_id)):
        return unchanged
    access = scoring(match_id)
    match = access.match
    sheet = service.load(match)
    cards = by_cards()
    form = next_round_form(sheet, cards)
    if request.form.get("view"):  # the form sent only to show or hide the cards: not saved
        return standings_page(access, sheet, form)
    if form.is_submitted() and form.tampered():
        abort(400)
    if form.validate_on_submit():
        change = service.add_round(match, form.raw_input(), form.nonce.data, sheet,
                                   by=access.link, number=form.entered_round())
        if not change.refused and not in_place():  # the next round is entered the same way
            over = change.sheet.standings.finished
            return redirect(url_for("matches.show", match_id=match_id, cards=1 if cards else None,
                                    _anchor="standings" if over else "enter"))
        if not change.refused:  # saved by the script: the new page at once, with a fresh form
            # A double tap's answer shows the match as it is now, not as this request read it.
            sheet = service.load(match) if change.repeated else change.sheet
            return standings_page(access, sheet, next_round_form(sheet, cards, formdata=None))
        sheet = service.load(match)  # refused: the standings as they are now (another phone's)
        form.for_round.data = str(len(sheet.rounds) + 1)
        form.show_errors(change.errors)
    return standings_page(access, sheet, form, 422 if in_place() and form.errors else 200)


def next_round_form(sheet, cards: bool, **kwargs):
    """The form of the round to enter next, as the table finds it (who is out, who may rejoin)."""
    table, offers = sheet.before()
    return round_form(sheet.game, table, cards, entering=len(sheet.rounds) + 1, offers=offers,
                      **kwargs)


def standings_page(access, sheet, form, status: int = 200):
    """The match page; 422 when the script's save comes back with the form's errors. Its
    account sees the match's links too; a score link's phone, the rounds only. It names its
    version (`live_tag`) so that the script's polls are conditional from the first, and a GET
    of it carries that tag as its ETag, unless it shows a message once (a flash)."""
    chart = (charts.of_sheet(sheet, service.roster_order(sheet.match.account_id))
             if sheet.standings.rounds else None)
    tag = page_tag(sheet.match.id, sheet.version, access.viewer)
    response = make_response(render_template(
        "matches/show.html", sheet=sheet, form=form, recent=RECENT_ROUNDS, chart=chart,
        all_rounds=request.args.get("rounds") == "all", owner=access.owner,
        links=links.live(sheet.match) if access.owner else [], live_url=live.address(),
        live_tag=tag, shown_at=datetime.now(UTC)), status)
    if request.method == "GET" and not get_flashed_messages():
        live.mark(response, tag)
    return response


def by_cards() -> bool:
    """Whether the table counts from the cards (`?cards=1`, kept from round to round): the round
    form then has each player's cards (matches/forms.py: the field kinds that count `by_cards`)."""
    return request.args.get("cards") == "1"


def in_place() -> bool:
    """A save sent by static/rulezz.js, which puts the answer into the page itself: it gets the
    page at once (200) or the form with its errors (422), instead of a redirect."""
    return request.headers.get(IN_PLACE) == "save"


def still_current(match_id: str):
    """A 304 when the phone's copy of the match is the current version, for its account or a
    phone holding one of its live score links: phones revalidate the standings often, so this
    reads the match's owner and version (and the link) and nothing else. A page with a message
    to show once (a flash) is never answered from the phone's copy."""
    if not request.if_none_match or get_flashed_messages():
        return None
    row = service.owner_and_version(match_id)
    if row is None:
        return None
    owner = current_user.is_authenticated and row.account_id == current_user.id
    link = None if owner else held(match_id)
    if not (owner or link):
        return None
    return live.not_modified(page_tag(match_id, row.version, viewer(link)))


def page_tag(match_id: str, version: int, viewer: str) -> str:
    """The standings page changes only when the match does (its version), or with the reader
    (the account, or a score link), language, view and the round it offers to put back.
    The language is the one `select_locale` chooses, as its code: a 304 needs no more of it."""
    offer = takeback.offer(match_id, version)
    return live.tag(match_id, version, viewer, select_locale(), request.args.get("rounds"),
                    by_cards(), offer and offer.number)


@bp.route(f"/matches/<match_id>/rounds/<int(max={MAX_ID}):number>", methods=["GET", "POST"])
def edit_round(match_id: str, number: int):
    access = scoring(match_id)
    match = access.match
    sheet = service.load(match)
    if not 1 <= number <= len(sheet.rounds):
        abort(404)
    data = (round_form_data(sheet.game, sheet.players, sheet.rounds[number - 1])
            if request.method == "GET" else None)
    table, offers = sheet.before(number)
    form = round_form(sheet.game, table, data=data, offers=offers)
    if form.validate_on_submit():
        change = service.edit_round(match, number, form.raw_input(), by=access.link)
        if not change.refused:
            flash(_("Round %(n)s changed. The scores were worked out again.", n=number))
            return redirect(url_for("matches.show", match_id=match.id, _anchor="standings"))
        form.show_errors(change.errors)
    return render_template("matches/edit_round.html", match=match, players=sheet.players,
                           game=sheet.game, form=form, number=number,
                           entered_by=service.entered_by(match, number))


@bp.post(f"/matches/<match_id>/rounds/<int(max={MAX_ID}):number>/delete")
def delete_round(match_id: str, number: int):
    match = scoring(match_id).match
    if not 1 <= number <= match.round_count:
        abort(404)
    before = service.load(match)
    change = service.delete_round(match, number, before)
    if say(change.errors):
        return redirect(url_for("matches.show", match_id=match.id, _anchor="standings"))
    # No flash: the offer to put the round back says what was deleted, at the top.
    takeback.keep(before, number, change.sheet)
    return redirect(url_for("matches.show", match_id=match.id, _anchor="put-back"))


@bp.post("/matches/<match_id>/put-back")
def put_back(match_id: str):
    """Put the round this phone deleted last back (see web/matches/takeback.py)."""
    access = scoring(match_id)
    match = access.match
    kept = takeback.take(match.id, request.form.get("number", type=int),
                         request.form.get("version", type=int))
    if kept is None:
        flash(_("There is no deleted round to put back: it is back already, or the match "
                "has changed since."), "error")
    elif not say(service.put_back_round(match, kept["number"], kept["input"],
                                        kept["version"], by=access.link).errors):
        flash(_("Round %(n)s is back. The scores were worked out again.", n=kept["number"]))
    return redirect(url_for("matches.show", match_id=match.id, _anchor="standings"))


def say(errors: dict) -> bool:
    """Flash a change's errors (e.g. another phone's change came first); True if there were."""
    for message in errors.values():
        flash(tr(message), "error")
    return bool(errors)


@bp.post("/matches/<match_id>/undo")
def undo(match_id: str):
    match = scoring(match_id).match
    if not match.round_count:
        flash(_("There is no round to undo."), "error")
        return redirect(url_for("matches.show", match_id=match.id))
    return delete_round(match_id, match.round_count)


def confirmed() -> bool:
    """Whether the form's "yes" came with it (templates/matches/_ask.html)."""
    return request.form.get("confirm") == "yes"


def ask(question: str, said: str, yes: str, no: str, match_id: str):
    """The question an action asks first, as a page: for a post without its "yes" (a page from
    before the question was asked on the page itself)."""
    return render_template("matches/confirm.html", question=question, said=said, yes=yes, no=no,
                           back=url_for("matches.show", match_id=match_id))


@bp.post("/matches/<match_id>/end")
@login_required
def end(match_id: str):
    match = service.owned_match(current_user, match_id)
    if not confirmed():
        said = (_("The match ends now and everyone still in shares the win: a split. You can "
                  "resume it afterwards.") if service.load(match).splits else
                _("The match ends now and whoever leads wins. You can resume it afterwards."))
        return ask(_("End the match now?"), said, _("Yes, end it now"), _("No, keep playing"),
                   match_id)
    if not say(service.end_match(match).errors):
        flash(_("The match is over."))
    return redirect(url_for("matches.show", match_id=match_id))


@bp.post("/matches/<match_id>/resume")
@login_required
def resume(match_id: str):
    say(service.end_match(service.owned_match(current_user, match_id), closed=False).errors)
    return redirect(url_for("matches.show", match_id=match_id))


@bp.post("/matches/<match_id>/share")
@login_required
def share(match_id: str):
    """The one spectator link of before: on (made if none) or off (every watch link)."""
    links.share(service.owned_match(current_user, match_id), on=bool(request.form.get("on")))
    return redirect(url_for("matches.show", match_id=match_id, _anchor="share-title"))


@bp.post("/matches/<match_id>/links")
@login_required
def make_link(match_id: str):
    match = service.owned_match(current_user, match_id)
    kind = request.form.get("kind")
    if kind not in KINDS:
        abort(400)
    made, error = links.make(match, kind)
    if error:
        flash(tr(error), "error")
        return redirect(url_for("matches.show", match_id=match_id, _anchor="share-title"))
    return redirect(url_for("matches.show", match_id=match_id, _anchor=f"link-{made.id}"))


@bp.post(f"/matches/<match_id>/links/<int(max={MAX_ID}):link_id>/stop")
@login_required
def stop_link(match_id: str, link_id: int):
    match = service.owned_match(current_user, match_id)
    if not confirmed():
        return ask(_("Stop this link?"),
                   _("Phones that opened it can no longer use it, and it cannot be started "
                     "again."), _("Yes, stop this link"), _("No, keep it"), match_id)
    if links.stop(match, link_id=link_id):
        flash(_("The link was stopped: it opens nothing any more."))
    return redirect(url_for("matches.show", match_id=match_id, _anchor="share-title"))


@bp.post("/matches/<match_id>/rematch")
@login_required
def rematch(match_id: str):
    old = service.load(service.owned_match(current_user, match_id))
    table, errors = validate_new_match(old.game, list(old.players), old.table.settings,
                                       rematch_dealer(old.game, old.table, len(old.rounds)))
    if errors:  # only if the game's rules changed since: start afresh from the form
        flash(_("These house rules are no longer offered; choose them again."), "error")
        return redirect(url_for("matches.new_for", game_id=old.game.id))
    match = service.start_match(current_user, old.game, table).sheet.match
    return redirect(url_for("matches.show", match_id=match.id))


@bp.route("/matches/<match_id>/delete", methods=["GET", "POST"])
@login_required
def delete(match_id: str):
    match = service.owned_match(current_user, match_id)
    if request.method == "POST":  # CSRFProtect has checked the token
        if (change := service.delete_match(match)).refused:
            flash(tr(change.errors["match"]))
            return redirect(url_for("matches.show", match_id=match.id, _anchor="standings"))
        flash(_("The match was deleted."))
        return redirect(url_for("history.index"))
    return render_template("matches/delete.html", sheet=service.load(match))
