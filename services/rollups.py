"""Each month's figures of a player in a game (models.figures.MonthFigures): the seats' figures
of the matches started that month, added up. `recount` rewrites the rows a match counts in,
from the seats as they are now; every change of a match calls it (`services.matches`), so the
copy never disagrees with the seats, and the statistics read these rows instead of every seat."""

from datetime import date, datetime, time

from sqlalchemy import bindparam, case, func
from sqlalchemy.dialects import postgresql, sqlite

from extensions import db
from games.figures import SLOTS
from models import Account, Match, MonthFigures, Player, Seat

MATCHES, SEATS, MONTHS = Match.__table__, Seat.__table__, MonthFigures.__table__
OWN = [f"own_{n}" for n in range(1, SLOTS + 1)]
KEY = ["account_id", "game_id", "player_id", "month"]
UPSERT = {"postgresql": postgresql.insert, "sqlite": sqlite.insert}
# A group of seats' figures, as the month's row holds them (also the statistics' edge months).
SEAT_SUMS = [
    func.sum(case((SEATS.c.seat == 0, 1), else_=0)).label("started"),
    func.sum(case((MATCHES.c.finished, 1), else_=0)).label("matches"),
    *(func.sum(SEATS.c[c]).label(c) for c in ("won", "rounds", "points", *OWN)),
    *(func.max(SEATS.c[c]).label(f"most_{c}") for c in OWN),
    func.min(case((SEATS.c.rounds > 0, SEATS.c.best))).label("lowest"),
    func.max(case((SEATS.c.rounds > 0, SEATS.c.best))).label("highest"),
]


def month_of(moment: date | datetime) -> date:
    return date(moment.year, moment.month, 1)


def next_month(month: date) -> date:
    return date(month.year + month.month // 12, month.month % 12 + 1, 1)


def recount(match: Match, deleted_from: list[int] | None = None) -> None:
    """Rewrite the rows a match counts in: its game's, in the month it started, for its players
    (`deleted_from`: their ids, once the match and its seats are deleted)."""
    db.session.flush()  # a new match gets its start time
    if deleted_from is None:
        recount_month(match.account_id, match.game_id, month_of(match.created_at), "match",
                      match_id=match.id)
    else:
        recount_month(match.account_id, match.game_id, month_of(match.created_at), "ids",
                      clear=True, players=deleted_from)


def recount_started(account_id: int, started) -> None:
    """Rewrite the rows of every game and month that matches started in, (game id, start
    time) pairs, for all the account's players: matches stored at once (a restored backup)."""
    for game_id, month in sorted({(game_id, month_of(at)) for game_id, at in started}):
        recount_month(account_id, game_id, month, "account", clear=True)


def recount_month(account_id: int, game_id: str, month: date, who: str, clear=False,
                  **players) -> None:
    """Rewrite one game's rows of one month for some players (`who`, as `whose` names them),
    from their seats in the matches of that game started that month; `clear` first when a
    player may have no seat left there (a match deleted). The account's row is locked first
    (PostgreSQL; SQLite has one writer at a time): two changes of the same rows then recount
    one after the other, the second from seats that include the first."""
    db.session.flush()  # the seats as this request left them
    values = {"account_id": account_id, "game_id": game_id, "month": month,
              "start": datetime.combine(month, time()),
              "end": datetime.combine(next_month(month), time()), **players}
    dialect = db.session.get_bind().dialect.name
    if dialect != "sqlite":  # PostgreSQL's row lock (SQLite's writers take turns already)
        db.session.execute(db.select(Account.id).where(Account.id == account_id)
                           .with_for_update(key_share=True))
    if clear:
        db.session.execute(clearing(who), values)
    db.session.execute(counting(dialect, who), values)


def whose(who: str):
    """Whose rows a recount rewrites: those seated in a match, these (a deleted match's), or
    all the account's."""
    if who == "match":
        theirs = SEATS.alias("theirs")  # not the seats the count reads
        return db.select(theirs.c.player_id).where(theirs.c.match_id == bindparam("match_id"))
    if who == "ids":
        return bindparam("players", expanding=True)
    return db.select(Player.id).where(Player.account_id == bindparam("account_id"))


def clearing(who: str):
    return MONTHS.delete().where(
        MONTHS.c.account_id == bindparam("account_id"), MONTHS.c.game_id == bindparam("game_id"),
        MONTHS.c.month == bindparam("month"), MONTHS.c.player_id.in_(whose(who)))


def counting(dialect: str, who: str):
    """Insert the rows counted, or overwrite those already there: one statement. (SQLite and
    PostgreSQL write the same INSERT ... ON CONFLICT; SQLAlchemy has it per dialect.)"""
    counted = (db.select(MATCHES.c.account_id, MATCHES.c.game_id, SEATS.c.player_id,
                         bindparam("month", type_=MONTHS.c.month.type), *SEAT_SUMS)
               .join_from(SEATS, MATCHES, MATCHES.c.id == SEATS.c.match_id)
               .where(MATCHES.c.account_id == bindparam("account_id"),
                      MATCHES.c.game_id == bindparam("game_id"),
                      MATCHES.c.created_at >= bindparam("start"),
                      MATCHES.c.created_at < bindparam("end"),
                      SEATS.c.player_id.in_(whose(who)))
               .group_by(MATCHES.c.account_id, MATCHES.c.game_id, SEATS.c.player_id))
    insert = UPSERT[dialect](MONTHS).from_select([*KEY, *(c.key for c in SEAT_SUMS)], counted)
    return insert.on_conflict_do_update(
        index_elements=KEY, set_={c.key: insert.excluded[c.key] for c in SEAT_SUMS})


def within(first: date, end: date) -> list:
    """The conditions on a match: started from the day `first` to before the day `end`."""
    return [MATCHES.c.created_at >= datetime.combine(first, time()),
            MATCHES.c.created_at < datetime.combine(end, time())]
