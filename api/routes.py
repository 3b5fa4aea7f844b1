"""JSON API v1: the same models and game modules as the web pages, never a copy of their math."""

import json

from flask import abort, jsonify, request
from flask_babel import gettext as _

from api import bp
from api.auth import account, auth, scoring_link
from api.errors import invalid, problem
from api.idempotency import idempotent, round_nonce
from api.openapi import document
from api.serialize import game_json, link_json, match_json, own_game_json
from extensions import hand_checks
from games import GAMES
from games.core import validate_new_match
from games.fields import Invalid
from i18n import tr
from models.link import KINDS
from services import accounts, links, own_games
from services.limits import MAX_ID, MAX_PAGE, MAX_ROUNDS, too_deep
from services import matches as service

PER_PAGE = 20
MAX_BODY = 64 * 1024  # a round or a match is well under 2 KB


@bp.url_value_preprocessor
def limit_body(endpoint, values) -> None:
    """No request of the API needs more than this; a bigger one is refused unread (413)."""
    request.max_content_length = MAX_BODY


def body() -> dict:
    """The request's JSON object; 400 when the body is not JSON at all."""
    try:
        data = json.loads(request.get_data()) if request.is_json else abort(400)
    except (ValueError, RecursionError):  # RecursionError: nested past what Python parses
        data = abort(400)
    if not isinstance(data, dict):
        abort(invalid({"body": _("The body must be a JSON object.")}))
    if too_deep(data):
        abort(invalid({"body": _("The body has values nested too deep.")}))
    if not unicode_ok(data):
        abort(invalid({"body": _("The text is not valid Unicode.")}))
    return data


def unicode_ok(value) -> bool:
    """JSON may carry a lone surrogate (\\ud800), which no UTF-8 text or database can hold."""
    if isinstance(value, dict):
        return all(unicode_ok(k) and unicode_ok(v) for k, v in value.items())
    if isinstance(value, list):
        return all(unicode_ok(v) for v in value)
    return not isinstance(value, str) or not any(0xD800 <= ord(c) <= 0xDFFF for c in value)


def created(payload, status=201):
    response = jsonify(payload)
    response.status_code = status
    return response


@bp.get("/openapi.json")
def openapi():
    return jsonify(document())


# --- Accounts and tokens ------------------------------------------------------------------------

@bp.post("/accounts")
def create_account():
    data = body()
    username, password = data.get("username"), data.get("password")
    if not isinstance(username, str) or not isinstance(password, str):
        return invalid({"username" if not isinstance(username, str) else "password":
                        _("Send a username and a password as text.")})
    new, errors = accounts.sign_up(username, password)
    if errors.get("username") == accounts.TAKEN:
        return problem(409, _("That username is taken."))
    if errors:
        return invalid(errors)
    return created({"username": new.username, "token": accounts.issue_token(new)})


@bp.post("/tokens")
def create_token():
    """Log in: limited by the same failed-login counts as the login page (per name and per
    address, in the database; services/accounts.py)."""
    data = body()
    username, password = data.get("username"), data.get("password")
    attempt = accounts.log_in(username if isinstance(username, str) else "",
                              password if isinstance(password, str) else "",
                              request.remote_addr)
    if attempt.refused:
        response = problem(429, tr(attempt.refused))
        response.headers["Retry-After"] = str(attempt.retry_after)
        return response
    if not attempt.account:
        return problem(401, _("Wrong username or password."))
    return created({"token": accounts.issue_token(attempt.account)})


@bp.delete("/tokens/current")
@auth.login_required
def revoke_token():
    accounts.revoke_token(auth.current_user())
    return "", 204


# --- Games --------------------------------------------------------------------------------------

@bp.get("/games")
def games():
    return jsonify({"games": [game_json(game) for game in GAMES]})


@bp.get("/games/<game_id>")
def game(game_id: str):
    found = GAMES.get(game_id)
    return jsonify(game_json(found)) if found else problem(404, _("No such game."))


# --- The account's own games (a table's own game, described once) ------------------------------

@bp.post("/games")
@auth.login_required
@idempotent(done=201)
def make_game():
    """Describe a game once: its name, rules text and choices, as the game whose settings make
    a whole game takes them (GET /games/custom lists them as its settings)."""
    saved, errors = own_games.save(account(), body())
    return invalid(errors) if errors else created(own_game_json(saved))


@bp.get("/games/own")
@auth.login_required
def list_own_games():
    return jsonify({"games": [own_game_json(own) for own in own_games.own_games(account())]})


@bp.get("/games/own/<int:game_id>")
@auth.login_required
def own_game(game_id: int):
    found = own_games.own_game(account(), game_id)
    return jsonify(own_game_json(found)) if found else problem(404, _("No such game."))


@bp.delete("/games/own/<int:game_id>")
@auth.login_required
def delete_own_game(game_id: int):
    """Matches already played keep the game: they hold a copy of it."""
    found = own_games.own_game(account(), game_id)
    if found is None:
        return problem(404, _("No such game."))
    own_games.delete(found)
    return "", 204


# --- Hand checkers ------------------------------------------------------------------------------

@bp.post("/games/<game_id>/check")
@hand_checks
def check_hand(game_id: str):
    """Check a hand of a game that has a checker. No login: one budget per address, shared with
    the rules pages' checkers."""
    game = GAMES.get(game_id)
    if game is None or game.checker is None:
        return problem(404, _("No such game."))
    data = body()
    try:
        checked = game.checker.check({i.name: data.get(i.name) for i in game.checker.inputs})
    except Invalid as error:
        return invalid(error.errors)
    return jsonify(game.checker.as_json(checked, tr))


# --- Matches ------------------------------------------------------------------------------------

@bp.post("/matches")
@auth.login_required
@idempotent(done=201)
def create_match():
    data = body()
    found = GAMES.get(data.get("game"))
    if found is None:
        return invalid({"game": _("Choose one of: %(games)s.",
                                  games=", ".join(g.id for g in GAMES))})
    unknown = set(data) - {"game", "players", "settings", "first_dealer", "own"}
    settings, own_errors = own_settings(found, data)
    table, errors = validate_new_match(found, data.get("players"), settings,
                                       data.get("first_dealer"))
    errors.update(own_errors)
    errors.update({key: _("Matches have nothing called “%(name)s”.", name=key) for key in unknown})
    if errors:
        return invalid(errors)
    return created(match_json(service.start_match(account(), found, table).sheet))


def own_settings(game, data: dict) -> tuple:
    """The settings of a new match: as sent, or those of the account's own game it names
    (`own`, for a game whose settings make a whole game)."""
    if "own" not in data:
        return data.get("settings"), {}
    own = own_games.own_game(account(), data["own"]) if game.made_by else None
    if own is None:
        return data.get("settings"), {"own": _("No such game.")}
    if "settings" in data:
        return own.settings, {"settings": _("A game of your own brings its settings: send "
                                            "none with it.")}
    return own.settings, {}


@bp.get("/matches")
@auth.login_required
def list_matches():
    args = request.args
    errors, page = {}, args.get("page", "1")
    if not whole(page, MAX_PAGE):
        errors["page"] = _("A page is a whole number from 1 to %(max)s.", max=MAX_PAGE)
    finished = {"true": True, "false": False, None: None}.get(args.get("finished"), "bad")
    if finished == "bad":
        errors["finished"] = _("Use true or false.")
    if errors:
        return invalid(errors)
    player_id = None
    if args.get("player"):
        player = service.find_player(account(), args["player"])
        player_id = player.id if player else -1
    game_id = args.get("game") or None
    if game_id is not None and game_id not in GAMES:
        return jsonify({"matches": [], "next_page": None})  # no match is of an unknown game
    found = service.page_of(account(), int(page), PER_PAGE, game_id=game_id,
                            player_id=player_id, finished=finished)
    shared = links.share_urls(m.id for m in found.items)
    return jsonify({"matches": [match_json(sheet, False, shared.get(sheet.match.id))
                                for sheet in service.load_many(found.items)],
                    "next_page": found.next_num if found.has_next else None})


def whole(text: str, most: int) -> bool:
    """Whether a query's value is a whole number from 1 to `most` (read only when it is short:
    Python refuses to read a number of thousands of digits)."""
    return (text.isascii() and text.isdigit() and len(text) <= len(str(most))
            and 1 <= int(text) <= most)


def owned(match_id: str):
    return service.owned_match(account(), match_id)


@bp.get("/matches/<match_id>")
@auth.login_required
def get_match(match_id: str):
    return jsonify(match_json(service.load(owned(match_id))))


@bp.delete("/matches/<match_id>")
@auth.login_required
def delete_match(match_id: str):
    match = owned(match_id)
    change = service.delete_match(match)
    return refused(match, change.errors) if change.refused else ("", 204)


@bp.post("/matches/<match_id>/end")
@auth.login_required
@idempotent(done=200)
def end_match(match_id: str):
    match = owned(match_id)
    change = service.end_match(match)
    return refused(match, change.errors) if change.refused else jsonify(match_json(change.sheet))


@bp.post("/matches/<match_id>/rounds")
@auth.login_required
@idempotent(done=201)
def add_round(match_id: str):
    """`?round=n` says which round this is (as the round form's for_round does): when another
    client stored a round n first, this one gets a 409 instead of being stored as round n+1."""
    match = owned(match_id)
    data, number = body(), request.args.get("round")
    if number is not None and not whole(number, MAX_ROUNDS):
        return invalid({"round": _("A round is a whole number from 1 to %(max)s.",
                                   max=MAX_ROUNDS)})
    sheet, nonce = service.load(match), round_nonce()
    sent_again = nonce is not None and nonce in sheet.nonces  # (then answered as stored)
    if sheet.finished and not sent_again:
        return invalid({"round": _("This match is over: no more rounds can be added.")}, 409)
    change = service.add_round(match, data, nonce, sheet=sheet, by=scoring_link(),
                               number=int(number) if number is not None else None)
    if change.refused:
        return refused(match, change.errors)
    return created(match_json(change.sheet))


def refused(match, errors: dict):
    """422 for input the game refuses; 409, with the match as it now stands, when another
    change of the match was stored first (or, for a new round, its number was taken)."""
    if "match" not in errors:
        return invalid(errors)
    response = jsonify({"errors": {key: tr(message) for key, message in errors.items()},
                        "match": match_json(service.load(match))})
    response.status_code = 409
    return response


def round_number(match, number: int) -> int:
    if not 1 <= number <= match.round_count:
        abort(404, _("No such round."))
    return number


@bp.put(f"/matches/<match_id>/rounds/<int(max={MAX_ID}):number>")
@auth.login_required
def edit_round(match_id: str, number: int):
    match = owned(match_id)
    change = service.edit_round(match, round_number(match, number), body(), by=scoring_link())
    return refused(match, change.errors) if change.refused else jsonify(match_json(change.sheet))


@bp.delete(f"/matches/<match_id>/rounds/<int(max={MAX_ID}):number>")
@auth.login_required
def delete_round(match_id: str, number: int):
    match = owned(match_id)
    change = service.delete_round(match, round_number(match, number))
    return refused(match, change.errors) if change.refused else jsonify(match_json(change.sheet))


@bp.post("/matches/<match_id>/share")
@auth.login_required
def share(match_id: str):
    match = owned(match_id)
    links.share(match, on=True)
    return created(match_json(service.load(match)))


@bp.delete("/matches/<match_id>/share")
@auth.login_required
def unshare(match_id: str):
    match = owned(match_id)
    links.share(match, on=False)
    return jsonify(match_json(service.load(match)))


# --- Links for other phones (services/links.py) -------------------------------------------------

@bp.post("/matches/<match_id>/links")
@auth.login_required
def make_link(match_id: str):
    match = owned(match_id)
    kind = body().get("kind")
    if kind not in KINDS:
        return invalid({"kind": _("Choose one of: %(kinds)s.", kinds=", ".join(KINDS))})
    made, error = links.make(match, kind)
    return invalid({"kind": error}) if error else created(link_json(made))


@bp.get("/matches/<match_id>/links")
@auth.login_required
def list_links(match_id: str):
    return jsonify({"links": [link_json(link) for link in links.live(owned(match_id))]})


@bp.delete("/matches/<match_id>/links/<token>")
@auth.login_required
def stop_link(match_id: str, token: str):
    if not links.stop(owned(match_id), token=token):
        return problem(404, _("No such link."))
    return "", 204

