"""Each month's figures of a player (models.figures.MonthFigures), the copy the statistics add
up, after every change the pages make: a new match, rounds, an edit, a delete, undo, put-back,
end early, resume, a rename, a match deleted, a backup restored. Each time they equal the rows
counted afresh from every seat, and the matches per month those the match rows give."""

import json
from collections import Counter
from datetime import datetime

import pytest
from sqlalchemy import func

from extensions import db
from models import Account, Match, MonthFigures, Player
from services import rollups, stats
from tests.web.test_backup import restore
from tests.web.test_stats import player_id, skyjo
from tests.web.test_takeback import put_back

MONTHS = MonthFigures.__table__


def stored(app) -> list[tuple]:
    with app.app_context():
        return [tuple(r) for r in db.session.execute(
            db.select(MONTHS).order_by(*MONTHS.primary_key.columns)).all()]


def afresh(app) -> list[tuple]:
    """The rows counted from every seat into an empty table (then rolled back)."""
    with app.app_context():
        db.session.execute(MONTHS.delete())
        for account_id, in db.session.execute(db.select(Account.id)).all():
            rollups.recount_started(account_id, db.session.execute(
                db.select(Match.game_id, Match.created_at).filter_by(account_id=account_id)))
        rows = [tuple(r) for r in db.session.execute(
            db.select(MONTHS).order_by(*MONTHS.primary_key.columns)).all()]
        db.session.rollback()
        return rows


def months_of_matches(app) -> Counter:
    with app.app_context():
        return Counter(rollups.month_of(at) for at in db.session.scalars(
            db.select(Match.created_at)))


def per_month(app) -> Counter:
    with app.app_context():
        return stats.statistics(db.session.scalar(db.select(Account)), months=True).months


def right(app) -> bool:
    now = stored(app)
    assert now == afresh(app)
    assert per_month(app) == months_of_matches(app)
    return bool(now)


def test_every_change_of_a_match_keeps_the_months_right(table, app):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="10")
    assert right(app)  # a new match counts among the month's matches started
    for ana, bo in ((5, 8), (4, 2)):
        assert table.round(url, **{"points-0": str(ana), "points-1": str(bo),
                                   "closer": "Ana"}).status_code == 302
        assert right(app)
    steps = [(f"{url}/rounds/2", {"points-0": "1", "points-1": "2", "closer": "Ana"}, None),
             (f"{url}/rounds/2/delete", {}, None), ("put back", None, None),
             (f"{url}/undo", {}, url), (f"{url}/end", {"confirm": "yes"}, url), (f"{url}/resume", {}, url)]
    for action, data, form_url in steps:
        response = put_back(table, url) if data is None else table.post(action, data, form_url)
        assert response.status_code == 302 and right(app), action
    ana = player_id(table, "Ana")
    assert table.post(f"/players/{ana}", {"name": "Ana Lu"}).status_code == 302
    assert right(app)
    other = skyjo(table, [(3, 3, "Bo")])  # Ana Lu and Bo again: their month grows
    assert right(app)
    assert table.post(f"{other}/delete", {}).status_code == 302
    assert right(app)
    with app.app_context():
        assert db.session.scalar(db.select(func.sum(MONTHS.c.started))) == 1


def test_a_deleted_match_takes_its_players_rows_with_it(table, app):
    url = table.start("skyjo", ["Cy", "Dee"])
    assert {r[2] for r in stored(app)} == {player_id(table, "Cy"), player_id(table, "Dee")}
    assert table.post(f"{url}/delete", {}).status_code == 302
    assert stored(app) == [] == afresh(app)


def backup(matches) -> bytes:
    return json.dumps({"format": "rulezz-backup", "version": 1,
                       "exported_at": "2025-05-01T21:00:00+00:00", "players": ["Ana", "Bo"],
                       "matches": matches}).encode()


def match_at(created_at: str, ana: int, bo: int) -> dict:
    return {"game": "skyjo", "players": ["Ana", "Bo"], "settings": {"end_at": 10},
            "first_dealer": None, "closed": False, "created_at": created_at,
            "rounds": [{"points": {"Ana": ana, "Bo": bo}, "closer": "Ana"}]}


# Three months; the days a period may start or end inside one of them.
HISTORY = [match_at("2025-01-31T23:30:00+00:00", 12, 1), match_at("2025-02-01T00:10:00", 1, 12),
           match_at("2025-02-14T20:00:00", 11, 12), match_at("2025-02-28T21:00:00", 12, 3),
           match_at("2025-03-01T09:00:00", 2, 12)]


def test_a_restored_backup_has_its_months(table, app):
    response = restore(table, backup(HISTORY))
    assert response.status_code == 302
    assert right(app)
    with app.app_context():
        assert dict(db.session.execute(
            db.select(MONTHS.c.month, func.sum(MONTHS.c.started)).group_by(MONTHS.c.month))
            .all()) == {datetime(2025, m, 1).date(): n for m, n in ((1, 1), (2, 3), (3, 1))}


@pytest.mark.parametrize(("since", "until", "played"), [
    (None, None, [0, 1, 2, 3, 4]),
    ("2025-02-01", "2025-02-28", [1, 2, 3]),           # a whole month
    ("2025-01-31", "2025-02-01", [0, 1]),              # the last day of one, the first of the next
    ("2025-02-02", "2025-02-27", [2]),                 # inside one month
    ("2025-02-14", None, [2, 3, 4]),                   # from the middle of a month on
    (None, "2025-02-14", [0, 1, 2]),                   # up to the middle of a month
    ("2025-01-15", "2025-03-15", [0, 1, 2, 3, 4]),     # a whole month between two halves
    ("2025-03-02", None, []),
])
def test_a_period_counts_the_matches_started_in_it(table, app, since, until, played):
    """The whole months from their rows and the days at the edges from their seats add up to
    the figures of the matches that period holds, restored alone into another account."""
    assert restore(table, backup(HISTORY)).status_code == 302
    alone = type(table)(app.test_client())
    alone.signup("alone")
    assert restore(alone, backup([HISTORY[i] for i in played])).status_code == 302
    day = (lambda text: text and datetime.fromisoformat(text).date())
    with app.app_context():
        first, second = (db.session.scalar(db.select(Account).filter_by(username=name))
                         for name in ("family", "alone"))
        period = stats.statistics(first, stats.Filters(None, day(since), day(until)),
                                  months=True)
        everything = stats.statistics(second, months=True)
        names = dict(db.session.execute(db.select(Player.id, Player.name)).all())
    assert {names[k]: p.as_dict() for k, p in period.players.items()} == {
        names[k]: p.as_dict() for k, p in everything.players.items()}
    assert period.months == everything.months
    assert sum(period.months.values()) == len(played)
