"""Changes of one match that race each other, sent at the same moment to gunicorn with four
workers through the API: each pair 30 times. Whatever the order they land in, no answer is a
5xx, the rounds are numbered 1..n, no round follows the end of the match, and the stored round
count is the number of rounds. Two new matches naming the same new players at once are both
stored. (SQLite, and PostgreSQL when RULEZZ_TEST_POSTGRES is set.)"""

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import create_engine, text

from games import GAMES
from games.core import Table, replay
from tests.db.http import call
from tests.db.test_concurrency import record
from tests.servers import served

TRIES = 30
SKYJO = GAMES.get("skyjo")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with served(tmp_path_factory, "races", workers=4) as running:
        yield running


@pytest.fixture(scope="module")
def token(server):
    status, body = call(server.url, "POST", "/api/v1/accounts",
                        {"username": "racers", "password": "cards-on-the-table"})
    assert status == 201
    return body["token"]


def skyjo_round(ana: int, bo: int = 5) -> dict:
    return {"points": {"Ana": ana, "Bo": bo}, "closer": "Ana"}


def new_match(server, token, rounds) -> str:
    status, match = call(server.url, "POST", "/api/v1/matches",
                         {"game": "skyjo", "players": ["Ana", "Bo"],
                          "settings": {"end_at": 100}}, token)
    assert status == 201
    for r in rounds:
        assert call(server.url, "POST", f"/api/v1/matches/{match['id']}/rounds", r,
                    token)[0] == 201
    return match["id"]


def at_once(*requests):
    """Send the requests at the same moment; their statuses."""
    start = threading.Barrier(len(requests))

    def send(request):
        start.wait()
        return request()[0]

    with ThreadPoolExecutor(max_workers=len(requests)) as pool:
        return list(pool.map(send, requests))


def consistent(server, token, match_id) -> dict:
    """The match as the API shows it and as a replay of its stored rounds makes it: what must
    hold after any race."""
    status, match = call(server.url, "GET", f"/api/v1/matches/{match_id}", token=token)
    if status == 404:
        return {"gone": True}
    assert status == 200
    rounds = match["rounds"]
    numbers = [r["number"] for r in rounds]
    result = replay(SKYJO, Table(("Ana", "Bo"), match["settings"]), [r["input"] for r in rounds])
    with engine(server).connect() as db:
        count, finished = db.execute(text("SELECT round_count, finished FROM match WHERE id = :id"),
                                     {"id": match_id}).one()
        rows = db.execute(text("SELECT count(*) FROM round WHERE match_id = :id"),
                          {"id": match_id}).scalar()
    return {"numbered 1..n": numbers == list(range(1, len(rounds) + 1)),
            "no round after the end": result.ended_after in (None, len(rounds)),
            "totals are the replay's": match["totals"] == result.totals,
            "stored count is the rows": count == rows == len(rounds),
            "stored finished is the replay's": bool(finished) == result.finished}


_engines = {}


def engine(server):
    if server.database_url not in _engines:
        _engines[server.database_url] = create_engine(server.database_url)
    return _engines[server.database_url]


def run(server, token, label, setup, *changes):
    statuses, broken = [], []
    for _ in range(TRIES):
        match_id = new_match(server, token, setup)
        statuses += at_once(*(lambda change=change: change(match_id) for change in changes))
        state = consistent(server, token, match_id)
        if not all(state.values()):
            broken.append(state)
    figures = {"tries": TRIES, "answers": sorted(set(statuses)),
               "5xx": sum(s >= 500 for s in statuses), "broken matches": len(broken)}
    record(label, figures)
    assert figures["5xx"] == 0 and broken == [], figures


def test_editing_the_last_round_to_end_the_match_while_a_round_is_posted(server, token):
    api = f"{server.url}"
    run(server, token, "race: edit ends the match / post", [skyjo_round(10)],
        lambda m: call(api, "PUT", f"/api/v1/matches/{m}/rounds/1", skyjo_round(1, 120), token),
        lambda m: call(api, "POST", f"/api/v1/matches/{m}/rounds", skyjo_round(3), token))


def test_posting_a_round_while_round_1_is_deleted(server, token):
    api = f"{server.url}"
    run(server, token, "race: post / delete round 1", [skyjo_round(i) for i in range(1, 6)],
        lambda m: call(api, "POST", f"/api/v1/matches/{m}/rounds", skyjo_round(9), token),
        lambda m: call(api, "DELETE", f"/api/v1/matches/{m}/rounds/1", token=token))


def test_editing_and_deleting_the_same_round_at_once(server, token):
    api = f"{server.url}"
    run(server, token, "race: edit / delete the same round", [skyjo_round(1), skyjo_round(2)],
        lambda m: call(api, "PUT", f"/api/v1/matches/{m}/rounds/2", skyjo_round(7), token),
        lambda m: call(api, "DELETE", f"/api/v1/matches/{m}/rounds/2", token=token))


def test_deleting_a_match_while_rounds_are_posted(server, token):
    api = f"{server.url}"
    run(server, token, "race: delete the match / posts", [skyjo_round(1)],
        lambda m: call(api, "DELETE", f"/api/v1/matches/{m}", token=token),
        lambda m: call(api, "POST", f"/api/v1/matches/{m}/rounds", skyjo_round(2), token),
        lambda m: call(api, "POST", f"/api/v1/matches/{m}/rounds", skyjo_round(3), token))


def test_starting_two_matches_with_the_same_new_players_at_once(server, token):
    """Both phones put the new names on the roster: one stores them, the other finds them."""
    api, statuses = f"{server.url}", []
    for i in range(TRIES):
        new = {"game": "skyjo", "players": [f"Cy {i}", f"Dee {i}"]}
        statuses += at_once(*[lambda: call(api, "POST", "/api/v1/matches", new, token)] * 2)
    with engine(server).connect() as db:
        seated = db.execute(text("SELECT count(*) FROM seat JOIN player ON player.id = "
                                 "seat.player_id WHERE player.name LIKE 'Cy %'")).scalar()
    figures = {"tries": TRIES, "answers": sorted(set(statuses)),
               "5xx": sum(s >= 500 for s in statuses), "matches stored": seated}
    record("race: two new matches with the same new players", figures)
    assert statuses == [201] * 2 * TRIES and seated == 2 * TRIES, figures


def test_changes_of_two_matches_of_the_same_players_at_once_keep_their_months_right(server,
                                                                                      token):
    """Ana and Bo's matches share the rows of their month (services/rollups.py): rounds posted,
    edited and a match deleted at the same moment in three of them leave each row the sum of
    the seats as stored, none lost to another change."""
    api, statuses = f"{server.url}", []
    for _ in range(TRIES // 3):
        first, second, third = (new_match(server, token, [skyjo_round(1)]) for _ in range(3))
        statuses += at_once(
            lambda: call(api, "POST", f"/api/v1/matches/{first}/rounds", skyjo_round(2), token),
            lambda: call(api, "POST", f"/api/v1/matches/{second}/rounds", skyjo_round(3),
                         token),
            lambda: call(api, "PUT", f"/api/v1/matches/{first}/rounds/1", skyjo_round(4), token),
            lambda: call(api, "DELETE", f"/api/v1/matches/{third}", token=token))
    sums = "sum(won), sum(rounds), sum(points), sum(own_1), sum(own_4)"
    with engine(server).connect() as db:
        rolled = db.execute(text(
            f"SELECT player_id, game_id, sum(started), sum(matches), {sums} FROM month_figures "
            "GROUP BY player_id, game_id ORDER BY player_id, game_id")).all()
        seats = db.execute(text(
            "SELECT seat.player_id, match.game_id, "
            "sum(CASE WHEN seat.seat = 0 THEN 1 ELSE 0 END), "
            f"sum(CASE WHEN match.finished THEN 1 ELSE 0 END), {sums} FROM seat JOIN match "
            "ON match.id = seat.match_id GROUP BY seat.player_id, match.game_id "
            "ORDER BY seat.player_id, match.game_id")).all()
    figures = {"tries": TRIES // 3, "answers": sorted(set(statuses)),
               "5xx": sum(s >= 500 for s in statuses), "rows": len(rolled)}
    record("race: two matches of the same players, their months", figures)
    assert figures["5xx"] == 0 and rolled and [tuple(r) for r in rolled] == [
        tuple(r) for r in seats], figures
