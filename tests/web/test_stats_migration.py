"""Migration 0004 fills each stored seat's figures from its match's replay: the statistics of
a database upgraded from 0003 are those of the same rounds entered today. Migration 0006 adds
them up per player, game and month."""

import json
import os
import subprocess
import sys

import pytest
from sqlalchemy import create_engine, text

from games import GAMES, core
from tests.databases import fresh_postgres, using_postgres
from tests.servers import ROOT


@pytest.fixture
def empty_url(tmp_path):
    if using_postgres():
        with fresh_postgres("migrate") as url:
            yield url
    else:
        yield f"sqlite:///{tmp_path / 'migrate.sqlite'}"


def upgrade(url, revision="head"):
    subprocess.run([sys.executable, "-m", "flask", "--app", "app", "db", "upgrade", revision],
                   cwd=ROOT, env={**os.environ, "DATABASE_URL": url, "SECRET_KEY": "tests"},
                   check=True, capture_output=True)


def ana_and_bo(db) -> None:
    """An account of before (id 1) with two players, Ana (1) and Bo (2)."""
    db.execute(text("INSERT INTO account (id, username, password_hash, created_at) "
                    "VALUES (1, 'old', 'x', '2026-01-01')"))
    db.execute(text("INSERT INTO player (id, account_id, name) VALUES (1, 1, 'Ana'), "
                    "(2, 1, 'Bo')"))


def test_an_upgrade_fills_the_seats_figures_from_the_rounds(empty_url):
    upgrade(empty_url, "0003")
    game = GAMES.get("skyjo")
    settings = json.dumps(dict(core.validate_new_match(game, ["Ana", "Bo"], {"end_at": 10},
                                                       None)[0].settings))
    engine = create_engine(empty_url)
    with engine.begin() as db:
        ana_and_bo(db)
        db.execute(text(
            "INSERT INTO match (id, account_id, game_id, settings, closed, version, round_count,"
            " winners, finished, created_at, updated_at) VALUES ('m1', 1, 'skyjo', :settings, "
            "false, 2, 2, '[\"Bo\"]', true, '2026-01-01', '2026-01-01')"), {"settings": settings})
        db.execute(text("INSERT INTO seat (match_id, seat, player_id) VALUES ('m1', 0, 1), "
                        "('m1', 1, 2)"))
        # Stored by seat: Ana closes both rounds; doubled in the second (4 is not alone lowest).
        db.execute(text(
            "INSERT INTO round (match_id, number, input, created_at) VALUES "
            "('m1', 1, '{\"points\": {\"0\": 5, \"1\": 8}, \"closer\": 0}', '2026-01-01'), "
            "('m1', 2, '{\"points\": {\"0\": 4, \"1\": 2}, \"closer\": 0}', '2026-01-01')"))
    upgrade(empty_url)
    with engine.connect() as db:
        seats = db.execute(text("SELECT seat, won, rounds, points, best, total, own_1, own_2 "
                                "FROM seat ORDER BY seat")).all()
    engine.dispose()
    # Ana: 5 + 8 (doubled), closed 2, doubled 1; Bo: 8 + 2, the winner.
    assert [tuple(s) for s in seats] == [(0, 0, 2, 13, 5, 13, 2, 1), (1, 1, 2, 10, 2, 10, 0, 0)]


def test_an_upgrade_adds_up_each_months_figures_from_the_seats(empty_url):
    """Migration 0006: per account, game, player and month started, the seats' figures added
    up (the largest too, and the least and most best round of the seats with rounds)."""
    upgrade(empty_url, "0005")
    engine = create_engine(empty_url)
    with engine.begin() as db:
        ana_and_bo(db)
        for match_id, finished, at in (("m1", True, "2026-01-31 23:30:00"),
                                       ("m2", False, "2026-01-02 10:00:00"),
                                       ("m3", True, "2026-02-01 00:10:00")):
            db.execute(text(
                "INSERT INTO match (id, account_id, game_id, settings, closed, version, "
                "round_count, winners, finished, created_at, updated_at) VALUES (:id, 1, "
                "'okey-stakes', '{}', false, 1, 1, '[]', :finished, :at, :at)"),
                {"id": match_id, "finished": finished, "at": at})
        # seat, player, won, rounds, points, best, total, own_1 (balance), own_2 (biggest win)
        seats = [("m1", 0, 1, 1, 2, 30, 30, 30, 30, 30), ("m1", 1, 2, 0, 2, -30, -10, -30, -30, 0),
                 ("m2", 0, 2, 0, 1, 50, 50, 50, 50, 50), ("m2", 1, 1, 0, 1, -50, -50, -50, -50, 0),
                 ("m3", 0, 1, 0, 0, 0, 0, 0, 0, 0), ("m3", 1, 2, 1, 0, 0, 0, 0, 0, 0)]
        db.execute(text(
            "INSERT INTO seat (match_id, seat, player_id, won, rounds, points, best, total, own_1,"
            " own_2, own_3, own_4, own_5) VALUES (:m, :s, :p, :won, :rounds, :points, :best, "
            ":total, :o1, :o2, 0, 0, 0)"),
            [dict(zip(("m", "s", "p", "won", "rounds", "points", "best", "total", "o1", "o2"), row))
             for row in seats])
    upgrade(empty_url)
    with engine.connect() as db:
        rows = db.execute(text(
            "SELECT player_id, month, started, matches, won, rounds, points, own_1, own_2, "
            "most_own_1, most_own_2, lowest, highest FROM month_figures "
            "WHERE account_id = 1 AND game_id = 'okey-stakes' ORDER BY month, player_id")).all()
    engine.dispose()
    january, february = "2026-01-01", "2026-02-01"
    assert [(p, str(m), *rest) for p, m, *rest in rows] == [
        (1, january, 1, 1, 1, 3, -20, -20, 30, 30, 30, -50, 30),
        (2, january, 1, 1, 0, 3, 20, 20, 50, 50, 50, -10, 50),
        (1, february, 1, 1, 0, 0, 0, 0, 0, 0, 0, None, None),  # no rounds: no best round
        (2, february, 0, 1, 1, 0, 0, 0, 0, 0, 0, None, None)]
