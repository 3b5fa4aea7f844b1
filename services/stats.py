"""The account's statistics, added up by the database from each seat's figures (written by
`matches.refresh` with every change of a match's rounds, so they never disagree with the
matches): a few statements however many matches, and the rows read are a player's per game,
not a match's. Streaks read one small row per seat of a match over, in the order played."""

from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from sqlalchemy import case, extract, func

from extensions import db
from games import GAMES
from games.figures import keys, of
from games.figures.records import HeadToHead, PlayerRecord, Record, Statistics, versus
from models import Match
from models.match import FIGURES
from services import matches as service

MATCHES, SEATS, PLAYERS = Match.__table__, service.SEATS, service.PLAYERS
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

    def where(self, account) -> list:
        conditions = [MATCHES.c.account_id == account.id]
        if self.game_id:
            conditions.append(MATCHES.c.game_id == self.game_id)
        if self.since:
            conditions.append(MATCHES.c.created_at >= datetime.combine(self.since, time()))
        if self.until:
            conditions.append(MATCHES.c.created_at <
                              datetime.combine(self.until + timedelta(days=1), time()))
        return conditions

    def seats(self, account) -> list:
        """The seats that count, as conditions on the seat joined to its match."""
        mine = [] if self.player_id is None else [SEATS.c.player_id == self.player_id]
        return [*self.where(account), *mine]


def seated(*columns):
    return db.select(*columns).join_from(SEATS, MATCHES, MATCHES.c.id == SEATS.c.match_id)


def statistics(account, filters: Filters = Filters(), streaks: bool = True,
               months: bool = False) -> Statistics:
    """Every player's record over the account's matches that pass the filters; the winning
    streaks (one more statement) and the matches per month (one more) when asked for."""
    where = filters.seats(account)
    rows = db.session.execute(
        seated(SEATS.c.player_id, MATCHES.c.game_id,
               func.sum(case((PLAYED, 1), else_=0)).label("matches"),
               *(func.sum(SEATS.c[c]).label(c) for c in SUMMED),
               *(func.max(SEATS.c[c]).label(f"most_{c}") for c in RECORDS),
               *(f(case((SEATS.c.rounds > 0, SEATS.c.best))).label(name)
                 for f, name in ((func.min, "lowest"), (func.max, "highest"))))
        .where(*where).group_by(MATCHES.c.game_id, SEATS.c.player_id)).all()
    names = dict(db.session.execute(db.select(PLAYERS.c.id, PLAYERS.c.name)
                                    .where(PLAYERS.c.account_id == account.id)).all())
    results = wins_in_order(where) if streaks else {}
    players = {}
    for row in rows:
        if row.game_id not in GAMES:
            continue
        game = GAMES.get(row.game_id)
        player = players.setdefault(row.player_id, PlayerRecord(
            names[row.player_id], results=results.get(row.player_id, []) if streaks else None))
        player.by_game[game.id] = Record.summed(
            game, row.matches, summed(game, row), row.lowest if game.lower_wins else row.highest,
            results.get((row.player_id, game.id), []) if streaks else None)
    return Statistics(dict(sorted(players.items())),
                      per_month(filters.where(account)) if months else Counter())


def summed(game, row) -> dict[str, int]:
    """A row's sums by the game's tally names: a record tally (the largest) as its largest."""
    records = of(game).records
    return {key: getattr(row, f"most_{column}" if key in records else column) or 0
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


def per_month(where) -> Counter:
    """Matches started per month (the first day of the month), counted by the database."""
    year, month = extract("year", MATCHES.c.created_at), extract("month", MATCHES.c.created_at)
    return Counter({date(int(y), int(m), 1): n for y, m, n in db.session.execute(
        db.select(year, month, func.count()).where(*where).group_by(year, month))})


def head_to_head(account, filters: Filters, first: int, second: int) -> HeadToHead:
    """Two players' matches together, over, and who finished with the better total: their two
    seats of each such match, grouped by match."""
    def total_of(player_id):
        return func.max(case((SEATS.c.player_id == player_id, SEATS.c.total)))
    pairs = db.session.execute(
        seated(func.max(MATCHES.c.game_id), total_of(first), total_of(second))
        .where(*filters.where(account), PLAYED, SEATS.c.player_id.in_((first, second)))
        .group_by(SEATS.c.match_id).having(func.count() == 2))
    return versus((GAMES.get(g), x, y) for g, x, y in pairs if g in GAMES)
