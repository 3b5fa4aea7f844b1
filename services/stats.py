"""The account's statistics, from each match's tallied copy (written by `matches.refresh` with
every change of its rounds, so they never disagree with the matches). A match whose copy is
missing or of an older tally is tallied again from its replay here; either way, a constant
number of statements however many matches."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from extensions import db
from games import GAMES, figures
from games.figures.records import Statistics, Tallied, collect
from models import Match
from services import matches as service

MATCHES, SEATS, PLAYERS = Match.__table__, service.SEATS, service.PLAYERS


@dataclass(frozen=True)
class Filters:
    """Which matches count: one game or all, started from `since` to `until` (whole days)."""

    game_id: str | None = None
    since: date | None = None
    until: date | None = None
    player_id: int | None = None  # only the matches this player sat in

    def where(self, account) -> list:
        conditions = [MATCHES.c.account_id == account.id]
        if self.game_id:
            conditions.append(MATCHES.c.game_id == self.game_id)
        if self.since:
            conditions.append(MATCHES.c.created_at >= datetime.combine(self.since, time()))
        if self.until:
            conditions.append(MATCHES.c.created_at <
                              datetime.combine(self.until + timedelta(days=1), time()))
        if self.player_id is not None:
            conditions.append(MATCHES.c.id.in_(db.select(SEATS.c.match_id)
                                               .where(SEATS.c.player_id == self.player_id)))
        return conditions


def statistics(account, filters: Filters = Filters()) -> Statistics:
    """Every player's record over the account's matches that pass the filters."""
    where = filters.where(account)
    rows = db.session.execute(db.select(MATCHES.c.id, MATCHES.c.game_id, MATCHES.c.created_at,
                                        MATCHES.c.figures).where(*where)
                              .order_by(MATCHES.c.created_at, MATCHES.c.id)).all()
    seats = {row.id: [] for row in rows}
    for match_id, player_id, name in db.session.execute(
            db.select(SEATS.c.match_id, PLAYERS.c.id, PLAYERS.c.name)
            .join_from(SEATS, PLAYERS).join(MATCHES, MATCHES.c.id == SEATS.c.match_id)
            .where(*where).order_by(SEATS.c.match_id, SEATS.c.seat)):
        seats[match_id].append((player_id, name))
    copies = {row.id: row.figures for row in rows}
    stale = [row.id for row in rows if row.game_id in GAMES
             and not figures.current(GAMES.get(row.game_id), row.figures)]
    if stale:
        copies.update(tally_again(stale))
    return collect(Tallied(GAMES.get(row.game_id), row.created_at, seats[row.id], copies[row.id])
                   for row in rows if row.game_id in GAMES)


def tally_again(ids: list[str]) -> dict[str, dict]:
    """Matches stored before their copy was kept (or by an older tally): replayed, in three
    statements however many. The copy is written by the next change of the match."""
    matches = db.session.scalars(db.select(Match).where(Match.id.in_(ids))).all()
    return {sheet.match.id: service.tallied(sheet) for sheet in service.load_many(matches)}
