"""A server killed with SIGKILL in the middle of a stream of submissions loses no acknowledged
round, and the SQLite file stays sound (write-ahead log, foreign keys on)."""

import sqlite3
import threading
import time

from tests.db.http import call
from tests.db.test_concurrency import record
from tests.servers import Server, upgrade


def test_sigkill_mid_stream_loses_no_acknowledged_round(tmp_path):
    path = tmp_path / "rulezz.sqlite"
    url = f"sqlite:///{path}"
    upgrade(url)
    server = Server(url, tmp_path / "gunicorn.log", workers=2).start()
    status, body = call(server.url, "POST", "/api/v1/accounts",
                        {"username": "durable", "password": "cards-on-the-table"})
    token = body["token"]
    status, match = call(server.url, "POST", "/api/v1/matches",
                         {"game": "okey-stakes", "players": ["Ana", "Bo", "Cy"]}, token)
    assert status == 201

    acknowledged, sent, stop = [], [0], threading.Event()

    def stream():
        for i in range(100_000):
            if stop.is_set():
                return
            sent[0] += 1
            try:
                status, _ = call(server.url, "POST", f"/api/v1/matches/{match['id']}/rounds",
                                 {"winner": ["Ana", "Bo", "Cy"][i % 3], "pairs": i % 2 == 0},
                                 token, {"Idempotency-Key": f"k{i}"})
            except OSError:
                return  # the server is gone
            if status == 201:
                acknowledged.append(i)

    streamer = threading.Thread(target=stream)
    streamer.start()
    while len(acknowledged) < 40:
        time.sleep(0.01)
    server.kill()
    stop.set()
    streamer.join(30)

    restarted = Server(url, tmp_path / "gunicorn.log", workers=2).start()
    try:
        status, after = call(restarted.url, "GET", f"/api/v1/matches/{match['id']}", token=token)
    finally:
        restarted.stop()
    stored = len(after["rounds"])
    record("SIGKILL mid-stream", {"sent": sent[0], "acknowledged": len(acknowledged),
                                  "stored": stored})
    assert status == 200
    assert stored >= len(acknowledged) and stored <= sent[0]
    # Rounds are stored in order, so the first `stored` submissions are the ones that landed.
    assert acknowledged == list(range(len(acknowledged)))
    assert sum(after["totals"].values()) == 0

    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
