"""Reading and changing matches. Every score comes from replaying the rounds through the game
module; every change is checked by the game module first and is stored whole or not at all."""

import random
import re
import secrets
import time
from typing import NamedTuple

from flask import abort
from sqlalchemy import bindparam, inspect
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import selectinload

from extensions import db
from games import GAMES
from games import core
from games.seats import from_seats, to_seats
from games.text import Msg, N_
from models import Match, Player, Round, Seat

TOKEN = re.compile(r"[A-Za-z0-9_-]{1,32}")  # the shape of match ids and share tokens
RETRIES = 40  # tries to store a round while other phones store theirs at the same moment


def game_of(match: Match):
    return GAMES.get(match.game_id)


def table(match: Match, players: tuple[str, ...] | None = None) -> core.Match:
    """The game module's view of a match: names in seating order, settings, first dealer."""
    players = match.player_names if players is None else players
    dealer = players[match.first_dealer_seat] if match.first_dealer_seat is not None else None
    return core.Match(players, match.settings, dealer)


def inputs(match: Match) -> list[dict]:
    game, players = game_of(match), match.player_names
    return [from_seats(game, players, r.input) for r in match.rounds]


# The reads of the pages a phone reloads most, built once: building a statement costs more than
# SQLite takes to run it, and reading rows costs a fraction of loading seats and rounds as objects.
SEATS, ROUNDS, PLAYERS = Seat.__table__, Round.__table__, Player.__table__
NAMES = (db.select(PLAYERS.c.name).join_from(SEATS, PLAYERS)
         .where(SEATS.c.match_id == bindparam("match_id")).order_by(SEATS.c.seat))
SEATED = (db.select(SEATS.c.match_id, PLAYERS.c.name).join_from(SEATS, PLAYERS)
          .where(SEATS.c.match_id.in_(bindparam("ids", expanding=True)))
          .order_by(SEATS.c.match_id, SEATS.c.seat))
STORED = (db.select(ROUNDS.c.input).where(ROUNDS.c.match_id == bindparam("match_id"))
          .order_by(ROUNDS.c.number))


def read(match: Match) -> tuple[core.Match, list[dict]]:
    """A match's table and round inputs, read as rows: what a page that shows it needs."""
    db.session.flush()  # rows are read as they are stored: store this request's changes first
    players = tuple(db.session.execute(NAMES, {"match_id": match.id}).scalars())
    stored = db.session.execute(STORED, {"match_id": match.id}).scalars()
    game = game_of(match)
    return table(match, players), [from_seats(game, players, s) for s in stored]


def standings(match: Match, loaded: tuple | None = None) -> core.Standings:
    """The replay of a match's rounds; `loaded` is what `read` returned, if it was called."""
    played_at, played = loaded or (table(match), inputs(match))
    return core.replay(game_of(match), played_at, played)


class Status(NamedTuple):
    """A match as shown: the replay, plus what the table decided (ending it before its end)."""

    result: core.Standings
    finished: bool
    ended_early: bool
    winners: tuple[str, ...]


def status(match: Match, loaded: tuple | None = None) -> Status:
    result = standings(match, loaded)
    ended_early = (match.closed and not result.finished
                   and not game_of(match).open_ended(match.settings))
    return Status(result, result.finished or match.closed, ended_early, winners(match, result))


def winners(match: Match, result: core.Standings) -> tuple[str, ...]:
    """The game's winners, or the leaders of a match the table ended itself."""
    return result.winners or (result.leaders if match.closed else ())


def ranking(game, result: core.Standings) -> list[tuple[str, int]]:
    """Sides from first to last place."""
    return sorted(result.totals.items(), key=lambda item: item[1], reverse=not game.lower_wins)


def owned_match(account, match_id: str) -> Match:
    """The account's match, or 404: another account's match does not exist for it."""
    match = db.session.get(Match, match_id) if TOKEN.fullmatch(match_id) else None
    if match is None or match.account_id != account.id:
        abort(404)
    return match


def roster_player(account, name: str) -> Player:
    player = find_player(account, name)
    if player is not None:
        return player
    player = Player(account=account, name=name)
    db.session.add(player)
    return player


def start_match(account, game, checked: core.Match) -> Match:
    match = Match(account_id=account.id, game_id=game.id, settings=dict(checked.settings))
    for seat, name in enumerate(checked.players):
        match.seats.append(Seat(seat=seat, player=roster_player(account, name)))
    if checked.first_dealer:
        match.first_dealer_seat = checked.players.index(checked.first_dealer)
    db.session.add(match)
    db.session.commit()
    return match


def add_round(match: Match, raw, nonce: str | None = None, loaded: tuple | None = None):
    """Store a new round. Returns (round, errors). The same nonce twice stores one round; two
    phones adding different rounds at once both land, numbered one after the other. `loaded`
    is what `read` returned, if the caller has it: the first try uses it."""
    game, nonce = game_of(match), nonce or None  # an empty nonce is no nonce
    if match.closed:
        return None, {"round": Msg(N_("You ended this match. Resume it to add rounds."))}
    for _ in range(RETRIES):
        if nonce:
            earlier = db.session.scalar(db.select(Round).filter_by(match_id=match.id, nonce=nonce))
            if earlier is not None:
                return earlier, {}
        played_at, played = loaded or read(match)
        loaded = None  # a retry reads again: another phone's round is stored by then
        clean, errors = core.validate_round(game, played_at, played, raw)
        if errors:
            return None, errors
        new = Round(match_id=match.id, number=len(played) + 1, nonce=nonce,
                    input=to_seats(game, played_at.players, clean))
        db.session.add(new)
        try:
            refresh(match, [*played, clean], played_at)
            db.session.commit()
            return new, {}
        except IntegrityError:
            db.session.rollback()  # another phone stored a round first: look again
            time.sleep(random.uniform(0.002, 0.02))
    return None, {"round": Msg(N_("Too many rounds were entered at once. "
                                  "Check the table and try again."))}


def edit_round(match: Match, number: int, raw) -> dict:
    game = game_of(match)
    rounds, errors = core.validate_edit(game, table(match), inputs(match), number - 1, raw)
    if errors:
        return errors
    match.rounds[number - 1].input = to_seats(game, match.player_names, rounds[number - 1])
    refresh(match)
    db.session.commit()
    return {}


def delete_round(match: Match, number: int) -> dict:
    game = game_of(match)
    _, errors = core.validate_delete(game, table(match), inputs(match), number - 1)
    if errors:
        return errors
    doomed = match.rounds[number - 1]
    later = match.rounds[number:]
    match.rounds.remove(doomed)
    db.session.flush()
    for r in later:  # renumber in order so the unique number is never held twice
        r.number -= 1
        db.session.flush()
    refresh(match)
    db.session.commit()
    return {}


def refresh(match: Match, rounds: list | None = None, played_at: core.Match | None = None):
    """After any change: rewrite the copies of the replay's verdict that lists show (finished,
    rounds, winners), and bump the version that the standings page's ETag is made from."""
    rounds = inputs(match) if rounds is None else rounds
    result = core.replay(game_of(match), played_at or table(match), rounds)
    match.finished = match.closed or result.finished
    match.round_count = len(rounds)
    match.winners = list(winners(match, result))
    next_version(match)


def next_version(match: Match) -> None:
    """A new version of a stored match. The database adds the one, so two phones changing the
    match at the same moment get two versions, and the ETag of one is never the other's page."""
    match.version = Match.version + 1 if inspect(match).persistent else 1


def end_match(match: Match, closed: bool = True) -> None:
    """The table ends the match now (or, with closed=False, takes it up again). A match whose
    own end has come needs no closing."""
    match.closed = closed and not standings(match).finished
    refresh(match)
    db.session.commit()


def matches_query(account, game_id=None, player_id=None, finished=None, rounds=True):
    """The account's matches, newest first, filtered as the history page and the API ask; with
    their seats and rounds loaded, or (rounds=False) the match rows alone, for a list that
    takes its names from `seat_names`."""
    query = db.select(Match).filter_by(account_id=account.id)
    if game_id:
        query = query.filter_by(game_id=game_id)
    if player_id is not None:
        query = query.where(Match.seats.any(Seat.player_id == player_id))
    if finished is not None:
        query = query.filter_by(finished=finished)
    query = query.order_by(Match.created_at.desc(), Match.id)
    return query.options(*with_rounds()) if rounds else query


def with_rounds():
    """Load options for a list of matches: seats with players, and rounds, in one query each."""
    return selectinload(Match.seats).joinedload(Seat.player), selectinload(Match.rounds)


def seat_names(matches) -> dict[str, list[str]]:
    """The players of each of these matches, in seating order, in one query: a list needs
    only the names."""
    names = {match.id: [] for match in matches}
    for match_id, name in db.session.execute(SEATED, {"ids": list(names)}):
        names[match_id].append(name)
    return names


def find_player(account, name: str) -> Player | None:
    return next((p for p in account.players if p.name.casefold() == name.casefold()), None)


def share_link(match: Match, on: bool) -> None:
    """Make (or revoke) the read-only link to a match's standings that needs no login."""
    if on and not match.share_token:
        match.share_token = secrets.token_urlsafe(16)
    elif not on:
        match.share_token = None
    next_version(match)
    db.session.commit()


def renamed(player: Player) -> None:
    """A player's new name shows on every page of their matches: those pages are new versions."""
    db.session.execute(db.update(Match).where(Match.seats.any(Seat.player_id == player.id))
                       .values(version=Match.version + 1))
