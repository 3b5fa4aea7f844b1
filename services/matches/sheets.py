"""The read model: a match read as a `Scoresheet` (the stored row, its game, the table's facts,
the rounds' inputs and their replay, computed once), one match or a list of them. Pages, the
API and the backup all show that one object."""

import functools
import re
from dataclasses import dataclass

from flask import abort
from sqlalchemy import select
from sqlalchemy.orm import joinedload
from sqlalchemy.orm.exc import ObjectDeletedError

from extensions import db
from games import GAMES, core
from games.seats import from_seats
from models import Match, MatchLink, Player, Round, Seat

TOKEN = re.compile(r"[A-Za-z0-9_-]{1,32}")  # the shape of match ids and share tokens


@dataclass(frozen=True)
class Scoresheet:
    """A match as it is shown: what was stored and what the game's rules make of it."""

    match: Match
    game: core.Game
    table: core.Table
    rounds: tuple[dict, ...]     # the rounds' inputs, players by name
    standings: core.Standings    # their replay
    version: int = 0             # the match's version these were read at (see unit.claim)
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
        """The best total once the match is over: the game's winners, or when the table ended
        it the leaders, or in a game that splits (a pool), every side still in."""
        if self.split:
            return self.standings.still_in
        return self.standings.leaders if self.finished else ()

    @functools.cached_property
    def rejoin_offers(self) -> dict[str, core.Rejoined]:
        """Each side out: whether it may come back before the next round, at what total."""
        return core.rejoin_offers(self.game, self.table, self.standings)

    def before(self, number: int | None = None) -> tuple[core.Table, dict[str, core.Rejoined]]:
        """The table as round `number` (by default the next) finds it, who is out, and whether
        each side out may come back before it: what its round form offers."""
        if self.game.outs is None:
            return self.table, {}
        if number is None or number > len(self.rounds):
            return self.standings.table_for(self.table), self.rejoin_offers
        so_far = core.replay(self.game, self.table, self.rounds[:number - 1],
                             derived=self.derived)
        return so_far.table_for(self.table), core.rejoin_offers(self.game, self.table, so_far)

    @property
    def rejoin_until(self):
        """When coming back closes, in the game's words (None: no rejoining)."""
        return self.game.outs.until(self.table.settings) if self.game.outs else None

    @property
    def out_line(self) -> int | None:
        """The total that puts a side out in this match (None: nobody goes out)."""
        return self.game.out_line(self.table.settings)

    @property
    def splits(self) -> bool:
        """Whether ending the match early makes every side still in a winner (games.core.Outs)."""
        game = self.game
        return (game.outs is not None and game.outs.split
                and game.out_line(self.table.settings) is not None)

    @property
    def split(self) -> bool:
        """Ended early, and so won by every side still in."""
        return self.ended_early and self.splits

    @functools.cached_property
    def ranking(self) -> list[core.Place]:
        """Sides from first to last, with their ranks (ties share one)."""
        return core.ranked(self.game, self.table.settings, self.standings.totals,
                           self.standings.out, first=self.standings.won_at_once)

    @property
    def last_round(self) -> core.RoundResult | None:
        return self.standings.rounds[-1] if self.standings.rounds else None

    @property
    def unit(self) -> core.Unit:
        """What one entry of this match is called (a round, a deal, a hand, a game)."""
        return self.game.unit_of(self.table.settings)

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
    """The game a match plays: its game's, or the one its settings describe (a table's own)."""
    return GAMES.get(match.game_id).played_with(match.settings)


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


def load(match: Match) -> Scoresheet:
    """A match's scoresheet, its rounds read as rows (its seats and their players usually came
    with the match: `account_match`). The version is read first: a change stored meanwhile
    makes it older than the rounds, never newer, so the change's claim refuses it."""
    db.session.flush()  # rows are read as they are stored: store this request's changes first
    try:
        version = match.version
        players = tuple(seat.player.name for seat in match.seats)
    except ObjectDeletedError:  # deleted by another phone since this request began
        abort(404)
    game = game_of(match)
    stored = db.session.execute(select(Round.input, Round.nonce, Round.derived)
                                .where(Round.match_id == match.id).order_by(Round.number)).all()
    return scoresheet(match, players, [from_seats(game, players, s.input) for s in stored],
                      version, tuple(s.nonce for s in stored), tuple(s.derived for s in stored))


def load_many(matches) -> list[Scoresheet]:
    """The scoresheets of a list of matches, in two queries however long the list."""
    names, stored = seat_names(matches), {match.id: [] for match in matches}
    for match_id, inp, derived in db.session.execute(
            select(Round.match_id, Round.input, Round.derived)
            .where(Round.match_id.in_(list(stored))).order_by(Round.match_id, Round.number)):
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
    """The account's match of that id, with its seats and their players, or None (a malformed
    id, another account's match)."""
    if not TOKEN.fullmatch(match_id):
        return None
    match = db.session.scalars(select(Match).options(joinedload(Match.seats))
                               .where(Match.id == match_id)).unique().one_or_none()
    return match if match is not None and match.account_id == account.id else None


def owner_and_version(match_id: str):
    """The match's account and version, or None: all a phone's revalidation reads of it."""
    if not TOKEN.fullmatch(match_id):
        return None
    return db.session.execute(select(Match.account_id, Match.version)
                              .where(Match.id == match_id)).first()


def entered_by(match: Match, number: int) -> MatchLink | None:
    """The score link that entered (or last changed) round `number`, or None: the account."""
    return db.session.scalar(select(MatchLink).join(Round, Round.link_id == MatchLink.id)
                             .where(Round.match_id == match.id, Round.number == number))


# --- Lists --------------------------------------------------------------------------------------

def matches_query(account, game_id=None, player_id=None, finished=None):
    """The account's matches, newest first, filtered as the history page and the API ask. A list
    takes its names from `seat_names` and its verdicts from the stored copies."""
    query = select(Match).filter_by(account_id=account.id)
    if game_id:
        query = query.filter_by(game_id=game_id)
    if player_id is not None:
        query = query.where(Match.seats.any(Seat.player_id == player_id))
    if finished is not None:
        query = query.filter_by(finished=finished)
    return query.order_by(Match.created_at.desc(), Match.id)


def page_of(account, number: int, per_page: int, **filters):
    """One page of the account's matches (Flask-SQLAlchemy's Pagination), filtered as
    `matches_query`; a page past the last is empty."""
    return db.paginate(matches_query(account, **filters), page=number, per_page=per_page,
                       error_out=False)


def ongoing(account, limit: int = 10) -> list[Match]:
    return db.session.scalars(select(Match).filter_by(account_id=account.id, finished=False)
                              .order_by(Match.updated_at.desc()).limit(limit)).all()


def seat_names(matches) -> dict[str, list[str]]:
    """The players of each of these matches, in seating order, in one query: a list needs
    only the names."""
    names = {match.id: [] for match in matches}
    for match_id, name in db.session.execute(
            select(Seat.match_id, Player.name).join(Seat.player)
            .where(Seat.match_id.in_(list(names))).order_by(Seat.match_id, Seat.seat)):
        names[match_id].append(name)
    return names
