"""The account's statistics, added up by the database from each month's figures of a player in
a game (rewritten from the seats' figures by every change of a match: services/rollups.py, so
they never disagree with the matches): a few statements however many matches, and the rows
read are a player's per game and month, not a match's. A period that starts or ends inside a
month adds the seats of those days. Streaks read one small row per seat of a match over, in the
order played."""

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from sqlalchemy import Integer, and_, case, cast, extract, false, func, or_, union_all

from extensions import db
from games import GAMES
from games.figures import keys, of
from games.figures.records import HeadToHead, PlayerRecord, Record, Statistics, versus
from models import Match, Player, Seat
from models.match import FIGURES
from services.rollups import MONTHS, SEAT_SUMS, month_of, next_month, within

MATCHES, SEATS = Match.__table__, Seat.__table__
# Added up: whether won, the rounds and their points, a game's own tallies (the best round is
# the least or the most, and the final total is read by head-to-head alone).
SUMMED = [c for c in FIGURES if c not in ("best", "total")]
# The slots some game keeps a record in (its largest value, not the sum): their largest too.
RECORDS = sorted({FIGURES[keys(g).index(key)] for g in GAMES for key in of(g).records})
PLAYED = MATCHES.c.finished  # a match counts as played once over (ended early too)


@dataclass(frozen=True)
class Filters:
    """Which matches count: one game or all, started from `since` to `until` (whole days)."""

    game_id: str | None = None
    since: date | None = None
    until: date | None = None
    player_id: int | None = None  # only this player's figures

    def where(self, account_id: int) -> list:
        conditions = [MATCHES.c.account_id == account_id]
        if self.game_id:
            conditions.append(MATCHES.c.game_id == self.game_id)
        if self.since:
            conditions.append(MATCHES.c.created_at >= datetime.combine(self.since, time()))
        if self.until:
            conditions.append(MATCHES.c.created_at <
                              datetime.combine(self.until + timedelta(days=1), time()))
        return conditions

    def seats(self, account_id: int) -> list:
        """The seats that count, as conditions on the seat joined to its match."""
        mine = [] if self.player_id is None else [SEATS.c.player_id == self.player_id]
        return [*self.where(account_id), *mine]

    def whole_months(self) -> tuple[date | None, date | None] | None:
        """The months wholly within the days, as (the first, the month after the last), None
        for no bound; None when no month is."""
        first = self.since and (self.since if self.since.day == 1 else next_month(self.since))
        end = self.until and month_of(self.until + timedelta(days=1))
        return None if first and end and first >= end else (first, end)

    def edges(self) -> list[tuple[date, date]]:
        """The days counted outside the whole months: (first, day after the last) at most
        twice, a month's days each at most."""
        whole, after = self.whole_months(), self.until and self.until + timedelta(days=1)
        if whole is None:
            return [(self.since, after)]
        first, end = whole
        return [(a, b) for a, b in ((self.since, first), (end, after)) if a and b and a < b]

    def months(self, account_id: int, players=True) -> list:
        """The whole months' rows that count, as conditions on them (everyone's, unless
        `players`)."""
        whole = self.whole_months()
        if whole is None:
            return [false()]
        conditions = [MONTHS.c.account_id == account_id]
        if self.game_id:
            conditions.append(MONTHS.c.game_id == self.game_id)
        if players and self.player_id is not None:
            conditions.append(MONTHS.c.player_id == self.player_id)
        first, end = whole
        return conditions + ([MONTHS.c.month >= first] if first else []) + (
            [MONTHS.c.month < end] if end else [])


def started_within(edges) -> list:
    """The condition on a match: started within one of the edges' days."""
    return [or_(*(and_(*within(first, end)) for first, end in edges))]


def seated(*columns):
    return db.select(*columns).join_from(SEATS, MATCHES, MATCHES.c.id == SEATS.c.match_id)


def statistics(account, filters: Filters = Filters(), streaks: bool = True,
               months: bool = False) -> Statistics:
    """Every player's record over the account's matches that pass the filters; the winning
    streaks (one more statement) and the matches per month (one more) when asked for."""
    result = db.session.execute(added_up(account.id, filters))
    columns, rows = list(result.keys()), result.all()
    names = dict(db.session.execute(db.select(Player.id, Player.name)
                                    .filter_by(account_id=account.id)).all())
    results = wins_in_order(filters.seats(account.id)) if streaks else {}
    players = {}
    for row in rows:
        row = dict(zip(columns, row))
        player_id, game = row["player_id"], GAMES.get(row["game_id"])
        if game is None:
            continue
        player = players.setdefault(player_id, PlayerRecord(
            names[player_id], results=results.get(player_id, []) if streaks else None))
        player.by_game[game.id] = Record.summed(
            game, row["matches"], summed(game, row),
            row["lowest" if game.lowest_wins() else "highest"],
            results.get((player_id, game.id), []) if streaks else None)
    return Statistics(dict(sorted(players.items())),
                      per_month(account.id, filters) if months else Counter())


def added_up(account_id: int, filters: Filters):
    """Per player and game, the figures of the months' rows that count, and of the seats of the
    days at the edges."""
    conditions, source = filters.months(account_id), MONTHS
    if edges := filters.edges():
        source = union_all(
            db.select(MONTHS.c.player_id, MONTHS.c.game_id,
                      *(MONTHS.c[c.key] for c in SEAT_SUMS)).where(*conditions),
            # As the months' columns (PostgreSQL would otherwise add up sums as numeric).
            seated(SEATS.c.player_id, MATCHES.c.game_id,
                   *(cast(c.element, Integer).label(c.key) for c in SEAT_SUMS))
            .where(*filters.seats(account_id), *started_within(edges))
            .group_by(MATCHES.c.game_id, SEATS.c.player_id)).subquery()
        conditions = []
    return (db.select(source.c.player_id, source.c.game_id,
                      *(func.sum(source.c[c]).label(c) for c in ("matches", *SUMMED)),
                      *(func.max(source.c[f"most_{c}"]).label(f"most_{c}") for c in RECORDS),
                      func.min(source.c.lowest).label("lowest"),
                      func.max(source.c.highest).label("highest"))
            .where(*conditions).group_by(source.c.game_id, source.c.player_id))


def summed(game, row: dict) -> dict[str, int]:
    """A row's sums by the game's tally names: a record tally (the largest) as its largest."""
    records = of(game).records
    return {key: row[f"most_{column}" if key in records else column] or 0
            for key, column in zip(keys(game), FIGURES) if column in SUMMED}


def wins_in_order(where) -> dict:
    """Each player's wins of the matches over, in the order they started: over all games (by
    player) and in each (by player and game)."""
    out = {}
    for player_id, game_id, won in db.session.execute(
            seated(SEATS.c.player_id, MATCHES.c.game_id, SEATS.c.won).where(*where, PLAYED)
            .order_by(MATCHES.c.created_at, MATCHES.c.id)):
        out.setdefault(player_id, []).append(bool(won))
        out.setdefault((player_id, game_id), []).append(bool(won))
    return out


def per_month(account_id: int, filters: Filters) -> Counter:
    """Matches started per month (the first day of the month), counted by the database: the
    whole months' from their rows, the edges' from their matches."""
    whole, edges = month_counts(account_id, filters)
    counted = Counter(dict(db.session.execute(whole).all()))
    if edges is not None:
        counted.update({date(int(y), int(m), 1): n for y, m, n in db.session.execute(edges)})
    return +counted  # no month of none


def month_counts(account_id: int, filters: Filters):
    """The statements of `per_month`: the whole months', the edges' (None without edges)."""
    whole = (db.select(MONTHS.c.month, func.sum(MONTHS.c.started))
             .where(*filters.months(account_id, players=False)).group_by(MONTHS.c.month))
    if not (edges := filters.edges()):
        return whole, None
    year, month = extract("year", MATCHES.c.created_at), extract("month", MATCHES.c.created_at)
    return whole, (db.select(year, month, func.count())
                   .where(*filters.where(account_id), *started_within(edges))
                   .group_by(year, month))


def head_to_head(account, filters: Filters, first: int, second: int) -> HeadToHead:
    """Two players' matches together, over, and who finished with the better total: their two
    seats of each such match, grouped by match."""
    def total_of(player_id):
        return func.max(case((SEATS.c.player_id == player_id, SEATS.c.total)))
    pairs = db.session.execute(
        seated(func.max(MATCHES.c.game_id), total_of(first), total_of(second))
        .where(*filters.where(account.id), PLAYED, SEATS.c.player_id.in_((first, second)))
        .group_by(SEATS.c.match_id).having(func.count() == 2))
    return versus((GAMES.get(g), x, y) for g, x, y in pairs if g in GAMES)
