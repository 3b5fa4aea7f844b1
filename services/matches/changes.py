"""Every change of a match: start, add a round, edit one, delete one, put one back, end,
resume, delete the match. Each is checked by the game module first, then stored whole or not
at all through the one unit of work (services/matches/unit.py), and answers a `Change`."""

from sqlalchemy import select, update

from extensions import db
from games import core
from games.seats import from_seats, to_seats
from games.text import Msg, N_
from models import Match, Round, Seat
from services import rollups
from services.limits import MAX_ROUNDS
from services.matches.roster import roster_player
from services.matches.sheets import Scoresheet, load
from services.matches import unit
from services.matches.unit import CONFLICT, RETRIES, Change, attempt, commit, refuse, store

# What a form sent again with other figures is told: an old copy of the page (a phone's back
# button, a page kept offline) whose one-time nonce already stored round n.
USED = N_("This form was already used to save round %(n)s, so this round was not saved: the "
          "page was an old copy. Check the standings and enter it again if it is missing.")
# What a phone entering round n is told when another phone stored a round n first.
TAKEN = N_("Another phone entered round %(n)s first, so yours was not saved. Check the "
           "standings: if yours is another round, enter it again.")
# What a put-back is told when the match is no longer as the delete left it.
MOVED_ON = Msg(N_("The match has changed since that round was deleted, so it was not put "
                  "back. Enter it again as a new round if it is missing."))
BUSY = {"round": Msg(N_("Too many rounds were entered at once. "
                        "Check the table and try again."))}


def start_match(account, game: core.Game, table: core.Table) -> Change:
    """A new match; names not on the roster yet are added to it. When another phone adds one of
    them at the same moment, the roster's unique name refuses the second insert: that phone
    tries again and finds the name the first one stored."""
    def work():
        match = Match(account_id=account.id, game_id=game.id, settings=dict(table.settings))
        for seat, name in enumerate(table.players):
            match.seats.append(Seat(seat=seat, player=roster_player(account, name)))
        if table.first_dealer:
            match.first_dealer_seat = table.players.index(table.first_dealer)
        db.session.add(match)
        rollups.recount(match)  # it counts among the month's matches started
        commit(match)
        return Change(load(match))
    return attempt(work, tries=RETRIES)


def sent_again(sheet: Scoresheet, at: int, raw) -> bool:
    """Whether `raw` is stored round `at` (from 0) sent again (a double tap, an answer lost),
    checked as it was when it was stored; else its nonce comes from an old copy of the page."""
    before = core.replay(sheet.game, sheet.table, sheet.rounds[:at], derived=sheet.derived)
    clean, errors = core.validate_round(sheet.game, sheet.table, before, raw)
    return not errors and clean == sheet.rounds[at]


def add_round(match: Match, raw, nonce: str | None = None, sheet: Scoresheet | None = None,
              by=None, number: int | None = None) -> Change:
    """Store a new round. The same nonce twice stores one round; two phones adding different
    rounds at once both land, numbered one after the other, each checked against the match as
    the other left it (no round after the end), unless they say which round they enter
    (`number`, as the round form does): then the one whose number was taken first is told so
    (TAKEN), since two phones entering round n at the same moment are two phones entering the
    round just played.
    `sheet` is the match as the caller already loaded it: the first try uses it. `by` is the
    score link it comes through (models/link.py), None for the match's account."""
    nonce = nonce or None  # an empty nonce is no nonce

    def work():
        nonlocal sheet
        current, sheet = sheet or load(match), None
        if nonce is not None and nonce in current.nonces:
            at = current.nonces.index(nonce)
            if sent_again(current, at, raw):
                return Change(current, repeated=True)  # a double tap: the first one stored it
            return refuse({"match": Msg(USED, n=at + 1)})
        if number is not None and number != len(current.rounds) + 1:
            taken = number <= len(current.rounds)  # else rounds were deleted meanwhile
            return refuse({"match": Msg(TAKEN, n=number) if taken else CONFLICT})
        if match.closed:
            return refuse({"round": Msg(N_("You ended this match. Resume it to add rounds."))})
        if len(current.rounds) >= MAX_ROUNDS:
            return refuse({"round": Msg(N_("A match holds at most %(max)s rounds."),
                                        max=MAX_ROUNDS)})
        clean, errors = core.validate_round(current.game, current.table, current.standings, raw)
        if errors:
            return refuse(errors)
        standings = core.extend(current.game, current.table, current.standings, clean)
        after = Scoresheet(match, current.game, current.table, (*current.rounds, clean),
                           standings, current.version + 1, (*current.nonces, nonce))

        def write():
            db.session.add(Round(match_id=match.id, number=len(current.rounds) + 1, nonce=nonce,
                                 input=to_seats(current.game, current.players, clean),
                                 link_id=by and by.id, derived=standings.rounds[-1].derived))
        return store(current, after, write)
    return attempt(work, tries=RETRIES, gave_up=BUSY)


def replayed(sheet: Scoresheet, result: core.Standings) -> Scoresheet:
    """The match once a change gave it these standings."""
    return Scoresheet(sheet.match, sheet.game, sheet.table,
                      tuple(r.input for r in result.rounds), result, sheet.version + 1)


def edit_round(match: Match, number: int, raw, by=None) -> Change:
    """Replace round `number` (from 1), as changed through `by` (a score link, or None: the
    account)."""
    def work():
        sheet = load(match)
        if not 1 <= number <= len(sheet.rounds):
            return refuse({"match": CONFLICT})
        result, errors = core.validate_edit(sheet.game, sheet.table, sheet.rounds, number - 1,
                                            raw, sheet.derived)
        if errors:
            return refuse(errors)

        def write():
            edited = result.rounds[number - 1]
            db.session.execute(update(Round).where(Round.match_id == match.id,
                                                   Round.number == number)
                               .values(input=to_seats(sheet.game, sheet.players, edited.input),
                                       derived=edited.derived, link_id=by and by.id))
        return store(sheet, replayed(sheet, result), write)
    return attempt(work, gave_up={"match": CONFLICT})


def delete_round(match: Match, number: int, sheet: Scoresheet | None = None) -> Change:
    """Delete round `number` (from 1); later rounds move up. `sheet` is the match as the caller
    already loaded it (to keep what the round was)."""
    def work():
        current = sheet or load(match)
        if not 1 <= number <= len(current.rounds):
            return refuse({"match": CONFLICT})
        result, errors = core.validate_delete(current.game, current.table, current.rounds,
                                              number - 1, current.derived)
        if errors:
            return refuse(errors)

        def write():
            db.session.execute(db.delete(Round).where(Round.match_id == match.id,
                                                      Round.number == number))
            move(match, number + 1, -1)
        return store(current, replayed(current, result), write)
    return attempt(work, gave_up={"match": CONFLICT})


def put_back_round(match: Match, number: int, stored: dict, version: int, by=None) -> Change:
    """Put a deleted round (its input by seat, `stored`) back at its number; the rounds from
    that number on move down one. Only onto the match as the delete left it (`version`): once
    anything else changed, the number and the replay it was deleted from may mean something
    else, so it is refused. The input is checked by the game again, as an edit is."""
    def work():
        sheet = load(match)
        if sheet.version == version + 1 and already_back(sheet, number, stored):
            return Change(sheet, repeated=True)  # this put-back sent twice (a double tap)
        if sheet.version != version or not 1 <= number <= len(sheet.rounds) + 1:
            return refuse({"match": MOVED_ON})
        raw = from_seats(sheet.game, sheet.players, stored)
        clean, errors = core.parse_round(sheet.game, sheet.table, raw)
        if errors:
            return refuse(errors)
        rounds = [*sheet.rounds[:number - 1], clean, *sheet.rounds[number - 1:]]
        derived = [*sheet.derived[:number - 1], None, *sheet.derived[number - 1:]]
        result, errors = core.checked_sequence(sheet.game, sheet.table, rounds, derived)
        if errors:
            return refuse(errors)

        def write():
            move(match, number, +1)
            db.session.add(Round(match_id=match.id, number=number, link_id=by and by.id,
                                 input=to_seats(sheet.game, sheet.players, clean),
                                 derived=result.rounds[number - 1].derived))
        return store(sheet, replayed(sheet, result), write)
    return attempt(work, gave_up={"match": CONFLICT})


def already_back(sheet: Scoresheet, number: int, stored: dict) -> bool:
    """Round `number` is the one a put-back brings (its input by seat, `stored`)."""
    return (number <= len(sheet.rounds)
            and to_seats(sheet.game, sheet.players, sheet.rounds[number - 1]) == stored)


def move(match: Match, number: int, by: int) -> None:
    """Move the rounds from `number` on by one (up: -1, down: +1), in two statements that never
    hold a number twice, even row by row (SQLite and PostgreSQL check the unique number as each
    row changes): first out of the way, below 0, then back, moved."""
    db.session.execute(update(Round).where(Round.match_id == match.id, Round.number >= number)
                       .values(number=-Round.number)
                       .execution_options(synchronize_session=False))
    db.session.execute(update(Round).where(Round.match_id == match.id, Round.number < 0)
                       .values(number=-Round.number + by)
                       .execution_options(synchronize_session=False))


def end_match(match: Match, closed: bool = True) -> Change:
    """The table ends the match now (or, with closed=False, takes it up again). A match whose
    own end has come needs no closing."""
    def work():
        sheet = load(match)

        def write():
            match.closed = closed and not sheet.standings.finished
        return store(sheet, replayed(sheet, sheet.standings), write, tally_first=False)
    return attempt(work, gave_up={"match": CONFLICT})


def delete_match(match: Match) -> Change:
    """Delete the match and its rounds, after any change being stored at this moment."""
    def work():
        unit.claim(load(match))
        players = list(db.session.scalars(select(Seat.player_id).filter_by(match_id=match.id)))
        db.session.delete(match)
        rollups.recount(match, players)
        commit(match)
        return Change()
    return attempt(work, tries=RETRIES, gave_up={"match": CONFLICT})
