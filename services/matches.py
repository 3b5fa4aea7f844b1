"""Reading and changing matches. Every score comes from replaying the rounds through the game
module; every change is checked by the game module first and is stored whole or not at all.

A match is read as a `Scoresheet`: the stored row, its game, the table's facts, the rounds'
inputs and their replay, computed once. Pages, the API and the backup all show that one object.
"""

import functools
import random
import re
import time
from dataclasses import dataclass

from flask import abort
from sqlalchemy import bindparam, inspect
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import joinedload
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.orm.exc import ObjectDeletedError

from extensions import db
from games import GAMES, core, figures, naming
from games.seats import from_seats, to_seats
from games.text import Msg, N_
from models import Match, MatchLink, Player, Round, Seat
from models.match import FIGURES
from services import rollups, unit
from services.limits import MAX_ROUNDS

TOKEN = re.compile(r"[A-Za-z0-9_-]{1,32}")  # the shape of match ids and share tokens
RETRIES = 40  # tries to store a round while other phones store theirs at the same moment


@dataclass(frozen=True)
class Scoresheet:
    """A match as it is shown: what was stored and what the game's rules make of it."""

    match: Match
    game: core.Game
    table: core.Table
    rounds: tuple[dict, ...]     # the rounds' inputs, players by name
    standings: core.Standings    # their replay
    version: int = 0             # the match's version these were read at (see `claim`)
    nonces: tuple = ()           # each stored round's form nonce (None: none), in order
    stale: tuple[int, ...] = ()  # the rounds whose kept derivation the replay made anew

    @property
    def players(self) -> tuple[str, ...]:
        return self.table.players

    @property
    def derived(self) -> tuple:
        """What the replay derived from each round (games.core.Derive), to replay them again."""
        return tuple(r.derived for r in self.standings.rounds)

    @property
    def finished(self) -> bool:
        """Over by the game's rules, or because the table ended it."""
        return self.standings.finished or self.match.closed

    @property
    def ended_early(self) -> bool:
        return ended_early(self.match) and not self.standings.finished

    @property
    def winners(self) -> tuple[str, ...]:
        """The best total once the match is over: the game's winners, or the leaders when the
        table ended it."""
        return self.standings.leaders if self.finished else ()

    @functools.cached_property
    def ranking(self) -> list[core.Place]:
        """Sides from first to last, with their ranks (ties share one)."""
        return core.ranked(self.game, self.standings.totals)

    @property
    def last_round(self) -> core.RoundResult | None:
        return self.standings.rounds[-1] if self.standings.rounds else None

    @property
    def planned(self) -> int | None:
        """How many rounds (hands, games) the match lasts, when its settings fix it."""
        return self.game.planned(self.table.settings)

    def to_go(self, total: int) -> core.Distance | None:
        """How far a total is from the match's threshold, if it has one."""
        return self.game.to_go(self.table.settings, total)


def ended_early(match: Match) -> bool:
    """The table ended the match before the end its game sets, as a list can tell from the stored
    row alone (a match without an end of its own, like Okey for stakes, is not ended early)."""
    return match.closed and not game_of(match).open_ended(match.settings)


def game_of(match: Match) -> core.Game:
    return GAMES.get(match.game_id)


def table_of(match: Match, players: tuple[str, ...]) -> core.Table:
    """The game module's view of a match: names in seating order, settings, first dealer."""
    dealer = players[match.first_dealer_seat] if match.first_dealer_seat is not None else None
    return core.Table(players, match.settings, dealer)


def scoresheet(match: Match, players: tuple[str, ...], rounds, version: int = 0,
               nonces: tuple = (), derived: tuple = ()) -> Scoresheet:
    """`derived`: what each round kept of its derivation (the `derived` column), if read."""
    game, table = game_of(match), table_of(match, players)
    rounds = tuple(rounds)
    standings = core.replay(game, table, rounds, derived=derived)
    # A copy still current comes back as it was given; any other was made anew (or none kept).
    stale = tuple(r.number for r, kept in zip(standings.rounds, derived)
                  if r.derived is not None and r.derived is not kept)
    return Scoresheet(match, game, table, rounds, standings, version, nonces, stale)


# The reads of the pages a phone reloads most, built once: reading rows costs a fraction of
# loading seats and rounds as objects.
SEATS, ROUNDS, PLAYERS = Seat.__table__, Round.__table__, Player.__table__
SEATED = (db.select(SEATS.c.match_id, PLAYERS.c.name).join_from(SEATS, PLAYERS)
          .where(SEATS.c.match_id.in_(bindparam("ids", expanding=True)))
          .order_by(SEATS.c.match_id, SEATS.c.seat))
STORED = (db.select(ROUNDS.c.input, ROUNDS.c.nonce, ROUNDS.c.derived)
          .where(ROUNDS.c.match_id == bindparam("match_id")).order_by(ROUNDS.c.number))
# A seat's figures rewritten (executed with every seat of a match at once: one statement).
SEAT_FIGURES = SEATS.update().where(SEATS.c.match_id == bindparam("match"),
                                    SEATS.c.seat == bindparam("at"))
# A new round's row, written as it is (every round posted runs it, holding the match).
ADD_ROUND = ROUNDS.insert()
STORED_OF = (db.select(ROUNDS.c.match_id, ROUNDS.c.input, ROUNDS.c.derived)
             .where(ROUNDS.c.match_id.in_(bindparam("ids", expanding=True)))
             .order_by(ROUNDS.c.match_id, ROUNDS.c.number))
# A round's derivation kept anew (executed with every stale round of a match at once).
KEEP_DERIVED = ROUNDS.update().where(ROUNDS.c.match_id == bindparam("match"),
                                     ROUNDS.c.number == bindparam("at"))


def load(match: Match) -> Scoresheet:
    """A match's scoresheet, its rounds read as rows (its seats and their players usually came
    with the match: `account_match`). The version is read first: a change stored meanwhile
    makes it older than the rounds, never newer, so `claim` refuses it."""
    db.session.flush()  # rows are read as they are stored: store this request's changes first
    try:
        version = match.version
        players = tuple(seat.player.name for seat in match.seats)
    except ObjectDeletedError:  # deleted by another phone since this request began
        abort(404)
    game = game_of(match)
    stored = db.session.execute(STORED, {"match_id": match.id}).all()
    return scoresheet(match, players, [from_seats(game, players, s.input) for s in stored],
                      version, tuple(s.nonce for s in stored), tuple(s.derived for s in stored))


def load_many(matches) -> list[Scoresheet]:
    """The scoresheets of a list of matches, in two queries however long the list."""
    names, stored = seat_names(matches), {match.id: [] for match in matches}
    for match_id, inp, derived in db.session.execute(STORED_OF, {"ids": list(stored)}):
        stored[match_id].append((inp, derived))
    sheets = []
    for match in matches:
        players, game = tuple(names[match.id]), game_of(match)
        sheets.append(scoresheet(match, players,
                                 [from_seats(game, players, s) for s, _ in stored[match.id]],
                                 derived=tuple(d for _, d in stored[match.id])))
    return sheets


def owned_match(account, match_id: str) -> Match:
    """The account's match, or 404: another account's match does not exist for it."""
    return account_match(account, match_id) or abort(404)


def account_match(account, match_id: str) -> Match | None:
    """The account's match of that id, or None (a malformed id, another account's match)."""
    match = (db.session.scalars(WITH_SEATS, {"match_id": match_id}).unique().one_or_none()
             if TOKEN.fullmatch(match_id) else None)
    return match if match is not None and match.account_id == account.id else None


# A match with its seats and their players: one statement, built once (every page of a match).
WITH_SEATS = db.select(Match).options(joinedload(Match.seats)).where(
    Match.id == bindparam("match_id"))


# --- Changes ------------------------------------------------------------------------------------

def start_match(account, game: core.Game, table: core.Table) -> Match:
    """A new match; names not on the roster yet are added to it. When another phone adds one of
    them at the same moment, the roster's unique name refuses the second insert: that phone
    tries again and finds the name the first one stored."""
    for tries_left in reversed(range(RETRIES)):
        match = Match(account_id=account.id, game_id=game.id, settings=dict(table.settings))
        for seat, name in enumerate(table.players):
            match.seats.append(Seat(seat=seat, player=roster_player(account, name)))
        if table.first_dealer:
            match.first_dealer_seat = table.players.index(table.first_dealer)
        db.session.add(match)
        try:
            rollups.recount(match)  # it counts among the month's matches started
            unit.commit(match)
            return match
        except IntegrityError:
            db.session.rollback()
            if not tries_left:
                raise


def roster_player(account, name: str) -> Player:
    player = find_player(account, name)
    if player is not None:
        return player
    player = Player(account=account, name=name)
    db.session.add(player)
    return player


class Conflict(Exception):
    """Another change of this match was stored while this one was being checked."""


# What the loser of two changes made at the same moment is told (the API answers 409).
CONFLICT = Msg(N_("Another phone changed this match at the same moment, so nothing was saved. "
                  "Check the standings and try again."))


def claim(sheet: Scoresheet, after: Scoresheet | None = None) -> None:
    """Take the match for one change: its version goes up by one, only if it is still the one
    the change was checked against. The UPDATE holds the match's row (PostgreSQL) or the
    database's write lock (SQLite) until the commit, so the changes of one match, from any
    phone or the API, are stored one after the other, each checked against the one before.
    With `after` (the match once changed) the same UPDATE writes its list copies, so that
    `refresh(after)` finds them written: a round's post stays within its statements."""
    written = copies(after) if after else {}
    done = db.session.execute(CLAIM_AND_COPY if after else CLAIM, {
        "match_id": sheet.match.id, "seen": sheet.version, "next": sheet.version + 1,
        **{f"new_{key}": value for key, value in written.items()}})
    if done.rowcount != 1:
        raise Conflict
    for key, value in {"version": sheet.version + 1, **written}.items():
        set_committed_value(sheet.match, key, value)  # the match object as the row now is


# The claim, built once (every change runs it): the version, and with a round the copies too.
MATCHES = Match.__table__
CLAIM = MATCHES.update().where(MATCHES.c.id == bindparam("match_id"),
                               MATCHES.c.version == bindparam("seen")).values(
    version=bindparam("next"))
CLAIM_AND_COPY = CLAIM.values({key: bindparam(f"new_{key}", type_=MATCHES.c[key].type)
                               for key in ("finished", "round_count", "winners", "closed")})


# What a form sent again with other figures is told: an old copy of the page (a phone's back
# button, a page kept offline) whose one-time nonce already stored round n.
USED = N_("This form was already used to save round %(n)s, so this round was not saved: the "
          "page was an old copy. Check the standings and enter it again if it is missing.")
# What a phone entering round n is told when another phone stored a round n first.
TAKEN = N_("Another phone entered round %(n)s first, so yours was not saved. Check the "
           "standings: if yours is another round, enter it again.")


def sent_again(sheet: Scoresheet, at: int, raw) -> bool:
    """Whether `raw` is stored round `at` (from 0) sent again (a double tap, an answer lost),
    checked as it was when it was stored; else its nonce comes from an old copy of the page."""
    before = core.replay(sheet.game, sheet.table, sheet.rounds[:at], derived=sheet.derived)
    clean, errors = core.validate_round(sheet.game, sheet.table, before, raw)
    return not errors and clean == sheet.rounds[at]


def add_round(match: Match, raw, nonce: str | None = None, sheet: Scoresheet | None = None,
              by=None, number: int | None = None):
    """Store a new round. Returns (the new scoresheet, errors). The same nonce twice stores one
    round; two phones adding different rounds at once both land, numbered one after the other,
    each checked against the match as the other left it (no round after the end), unless they
    say which round they enter (`number`, as the round form does): then the one whose number
    was taken first is told so (TAKEN), since two phones entering round n at the same moment
    are two phones entering the round just played.
    `sheet` is the match as the caller already loaded it: the first try uses it. `by` is the
    score link it comes through (models/link.py), None for the match's account."""
    nonce = nonce or None  # an empty nonce is no nonce
    for _ in range(RETRIES):
        sheet = sheet or load(match)
        if nonce is not None and nonce in sheet.nonces:
            at = sheet.nonces.index(nonce)
            if sent_again(sheet, at, raw):
                return sheet, {}  # a double tap: the first one stored it
            return None, {"match": Msg(USED, n=at + 1)}
        if number is not None and number != len(sheet.rounds) + 1:
            taken = number <= len(sheet.rounds)  # else rounds were deleted meanwhile
            return None, {"match": Msg(TAKEN, n=number) if taken else CONFLICT}
        if match.closed:
            return None, {"round": Msg(N_("You ended this match. Resume it to add rounds."))}
        if len(sheet.rounds) >= MAX_ROUNDS:
            return None, {"round": Msg(N_("A match holds at most %(max)s rounds."),
                                       max=MAX_ROUNDS)}
        clean, errors = core.validate_round(sheet.game, sheet.table, sheet.standings, raw)
        if errors:
            return None, errors
        after = Scoresheet(match, sheet.game, sheet.table, (*sheet.rounds, clean),
                           core.extend(sheet.game, sheet.table, sheet.standings, clean),
                           sheet.version + 1, (*sheet.nonces, nonce))
        # Worked out before the claim: from the claim to the commit, other changes wait.
        tallied = seat_figures(after)
        try:
            claim(sheet, after)
            keep_derived(sheet)
            db.session.execute(ADD_ROUND, {
                "match_id": match.id, "number": len(sheet.rounds) + 1, "nonce": nonce,
                "input": to_seats(sheet.game, sheet.players, clean), "link_id": by and by.id,
                "derived": after.standings.rounds[-1].derived})
            refresh(after, tallied)
            unit.commit(match)
            return after, {}
        except (Conflict, IntegrityError):
            db.session.rollback()  # another phone changed the match first: look again
            sheet = None
            time.sleep(random.uniform(0.002, 0.02))
    return None, {"round": Msg(N_("Too many rounds were entered at once. "
                                  "Check the table and try again."))}


def edit_round(match: Match, number: int, raw, by=None):
    """Replace round `number` (from 1), as changed through `by` (a score link, or None: the
    account). Returns (the new scoresheet, errors)."""
    sheet = load(match)
    if not 1 <= number <= len(sheet.rounds):
        return None, {"match": CONFLICT}
    result, errors = core.validate_edit(sheet.game, sheet.table, sheet.rounds, number - 1, raw,
                                        sheet.derived)
    if errors:
        return None, errors

    def store():
        stored, edited = stored_rounds(match), result.rounds[number - 1]
        stored[number - 1].input = to_seats(sheet.game, sheet.players, edited.input)
        stored[number - 1].derived = edited.derived
        stored[number - 1].link_id = by and by.id
    return changed(sheet, result, store)


def delete_round(match: Match, number: int, sheet: Scoresheet | None = None):
    """Delete round `number` (from 1); later rounds move up. Returns (scoresheet, errors).
    `sheet` is the match as the caller already loaded it (to keep what the round was)."""
    sheet = sheet or load(match)
    if not 1 <= number <= len(sheet.rounds):
        return None, {"match": CONFLICT}
    result, errors = core.validate_delete(sheet.game, sheet.table, sheet.rounds, number - 1,
                                          sheet.derived)
    if errors:
        return None, errors

    def store():
        stored = stored_rounds(match)
        db.session.delete(stored[number - 1])
        db.session.flush()
        for r in stored[number:]:  # renumber in order so the unique number is never held twice
            r.number -= 1
            db.session.flush()
    return changed(sheet, result, store)


# What a put-back is told when the match is no longer as the delete left it.
MOVED_ON = Msg(N_("The match has changed since that round was deleted, so it was not put "
                  "back. Enter it again as a new round if it is missing."))


def put_back_round(match: Match, number: int, stored: dict, version: int, by=None):
    """Put a deleted round (its input by seat, `stored`) back at its number; the rounds from
    that number on move down one. Only onto the match as the delete left it (`version`): once
    anything else changed, the number and the replay it was deleted from may mean something
    else, so it is refused. The input is checked by the game again, as an edit is. Returns
    (the new scoresheet, errors)."""
    sheet = load(match)
    if sheet.version == version + 1 and already_back(sheet, number, stored):
        return sheet, {}  # this put-back sent twice (a double tap): the first one stored it
    if sheet.version != version or not 1 <= number <= len(sheet.rounds) + 1:
        return None, {"match": MOVED_ON}
    raw = from_seats(sheet.game, sheet.players, stored)
    clean, errors = core.parse_round(sheet.game, sheet.table, raw)
    if errors:
        return None, errors
    rounds = [*sheet.rounds[:number - 1], clean, *sheet.rounds[number - 1:]]
    derived = [*sheet.derived[:number - 1], None, *sheet.derived[number - 1:]]
    result, errors = core.checked_sequence(sheet.game, sheet.table, rounds, derived)
    if errors:
        return None, errors

    def store():
        make_room(match, number)
        db.session.add(Round(match_id=match.id, number=number, link_id=by and by.id,
                             input=to_seats(sheet.game, sheet.players, clean),
                             derived=result.rounds[number - 1].derived))
    return changed(sheet, result, store)


def already_back(sheet: Scoresheet, number: int, stored: dict) -> bool:
    """Round `number` is the one a put-back brings (its input by seat, `stored`)."""
    return (number <= len(sheet.rounds)
            and to_seats(sheet.game, sheet.players, sheet.rounds[number - 1]) == stored)


def make_room(match: Match, number: int) -> None:
    """Move the rounds from `number` on down one, in two statements that never hold a number
    twice, even row by row (SQLite and PostgreSQL check the unique number as each row
    changes): first out of the way to -(n + 1), then back to n + 1."""
    later = (ROUNDS.c.match_id == match.id) & (ROUNDS.c.number >= number)
    db.session.execute(ROUNDS.update().where(later).values(number=-(ROUNDS.c.number + 1)))
    db.session.execute(ROUNDS.update().where(ROUNDS.c.match_id == match.id, ROUNDS.c.number < 0)
                       .values(number=-ROUNDS.c.number))


def entered_by(match: Match, number: int):
    """The score link that entered (or last changed) round `number`, or None: the account."""
    return db.session.scalar(db.select(MatchLink).join(Round, Round.link_id == MatchLink.id)
                             .where(Round.match_id == match.id, Round.number == number))


def keep_derived(sheet: Scoresheet) -> None:
    """Keep anew what the replay derived where the kept copy was stale (another solver's) or
    missing: done by a change, once it holds the match, so no other change writes between."""
    if sheet.stale:
        db.session.execute(KEEP_DERIVED, [
            {"match": sheet.match.id, "at": n, "derived": sheet.standings.rounds[n - 1].derived}
            for n in sheet.stale])


def stored_rounds(match: Match) -> list[Round]:
    return list(db.session.scalars(db.select(Round).filter_by(match_id=match.id)
                                   .order_by(Round.number)))


def changed(sheet: Scoresheet, result: core.Standings, store) -> tuple:
    """Claim the match, `store` the change, refresh the stored copies, commit: (the new
    scoresheet, no errors), or (None, the conflict) when another change came first."""
    try:
        claim(sheet)
        keep_derived(sheet)
        store()
        after = Scoresheet(sheet.match, sheet.game, sheet.table,
                           tuple(r.input for r in result.rounds), result, sheet.version + 1)
        refresh(after)
        unit.commit(sheet.match)
        return after, {}
    except (Conflict, IntegrityError):
        db.session.rollback()
        return None, {"match": CONFLICT}


def end_match(match: Match, closed: bool = True):
    """The table ends the match now (or, with closed=False, takes it up again). A match whose
    own end has come needs no closing. Returns (the new scoresheet, errors)."""
    sheet = load(match)

    def store():
        match.closed = closed and not sheet.standings.finished
    return changed(sheet, sheet.standings, store)


def refresh(sheet: Scoresheet, tallied: list[dict] | None = None) -> None:
    """After any change: rewrite the copies of the scoresheet's verdict that lists show
    (finished, rounds, winners) and each seat's figures, which the statistics add up. (The
    version the standings page's ETag is made from went up when the change claimed the
    match.) A match being made (a restored backup) gets its seats' figures with its seats.
    The month's figures its seats count in are then recounted from them (services/rollups).
    `tallied`: the seats' figures (`seat_figures`), if the change worked them out already."""
    match = sheet.match
    for key, value in copies(sheet).items():
        if getattr(match, key) != value:  # (a round's claim wrote them already: nothing to flush)
            setattr(match, key, value)
    rows = tallied or seat_figures(sheet)
    if inspect(match).persistent:
        db.session.execute(SEAT_FIGURES, [{"match": match.id, "at": seat, **row}
                                          for seat, row in enumerate(rows)])
        rollups.recount(match)
    else:  # the backup recounts the months of all it restores at once
        for seat, row in zip(match.seats, rows):
            for key, value in row.items():
                setattr(seat, key, value)


def copies(sheet: Scoresheet) -> dict:
    """What lists read of a match without replaying it. A match the table ended that a later
    change brings to its own end is no longer "ended by the table": its end is the game's."""
    return {"finished": sheet.finished, "round_count": len(sheet.rounds),
            "winners": list(sheet.winners),
            "closed": sheet.match.closed and not sheet.standings.finished}


def seat_figures(sheet: Scoresheet) -> list[dict]:
    """Each seat's figures as its columns, tallied from the same replay as the standings."""
    tallied = figures.tally(sheet.game, sheet.table, sheet.standings, sheet.winners,
                            sheet.finished)
    return [dict(zip(FIGURES, [*row, *[0] * (len(FIGURES) - len(row))]))
            for row in tallied["seats"]]


def next_version(match: Match) -> None:
    """A new version of a stored match. The database adds the one, so two phones changing the
    match at the same moment get two versions, and the ETag of one is never the other's page."""
    match.version = Match.version + 1 if inspect(match).persistent else 1


def delete_match(match: Match) -> dict:
    """Delete the match and its rounds, after any change being stored at this moment. Returns
    the errors: none, or CONFLICT when changes kept landing first on every try."""
    for _ in range(RETRIES):
        try:
            claim(load(match))
            players = list(db.session.scalars(db.select(Seat.player_id)
                                              .filter_by(match_id=match.id)))
            db.session.delete(match)
            rollups.recount(match, players)
            unit.commit(match)
            return {}
        except Conflict:
            db.session.rollback()
    return {"match": CONFLICT}


def rename(player: Player, name: str) -> None:
    """A player's new name shows on every page of their matches: those pages are new versions,
    and the winners that lists show are written again, replayed, where the old name is in them
    (alone or in a team's name)."""
    old, player.name = player.name, name
    played = Match.seats.any(Seat.player_id == player.id)
    db.session.execute(db.update(Match).where(played).values(version=Match.version + 1))
    finished = db.session.scalars(db.select(Match).where(played, Match.finished))
    for sheet in load_many([m for m in finished if any(old in side for side in m.winners)]):
        refresh(sheet)


# --- Lists --------------------------------------------------------------------------------------

def matches_query(account, game_id=None, player_id=None, finished=None):
    """The account's matches, newest first, filtered as the history page and the API ask. A list
    takes its names from `seat_names` and its verdicts from the stored copies."""
    query = db.select(Match).filter_by(account_id=account.id)
    if game_id:
        query = query.filter_by(game_id=game_id)
    if player_id is not None:
        query = query.where(Match.seats.any(Seat.player_id == player_id))
    if finished is not None:
        query = query.filter_by(finished=finished)
    return query.order_by(Match.created_at.desc(), Match.id)


def ongoing(account, limit: int = 10) -> list[Match]:
    return db.session.scalars(db.select(Match).filter_by(account_id=account.id, finished=False)
                              .order_by(Match.updated_at.desc()).limit(limit)).all()


def seat_names(matches) -> dict[str, list[str]]:
    """The players of each of these matches, in seating order, in one query: a list needs
    only the names."""
    names = {match.id: [] for match in matches}
    for match_id, name in db.session.execute(SEATED, {"ids": list(names)}):
        names[match_id].append(name)
    return names


ROSTER = (db.select(PLAYERS.c.name).where(PLAYERS.c.account_id == bindparam("account_id"))
          .order_by(PLAYERS.c.id))


def roster_order(account_id: int) -> list[str]:
    """The account's players in the order they joined it: a player's place, which gives them the
    same colour on every match's chart (web/charts.py), whatever they are renamed."""
    return list(db.session.execute(ROSTER, {"account_id": account_id}).scalars())


def seatings(account, game: core.Game, recent: int = 20) -> list[tuple[str, ...]]:
    """The players of the account's last match of this game (most tables play again), then of
    the last match of each other size among its recent ones: a table of three tonight starts
    from its last table of three, never from four names with one to clear."""
    matches = db.session.scalars(db.select(Match).filter_by(account_id=account.id, game_id=game.id)
                                 .order_by(Match.created_at.desc()).limit(recent)).all()
    names, by_size = seat_names(matches), {}
    for match in matches:
        by_size.setdefault(len(names[match.id]), tuple(names[match.id]))
    return list(by_size.values())


def find_player(account, name: str) -> Player | None:
    """The roster's player of that name (names that read the same are one: games.naming)."""
    return next((p for p in account.players if naming.key(p.name) == naming.key(name)), None)
