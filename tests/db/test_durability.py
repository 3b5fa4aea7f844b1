"""A server killed with SIGKILL in the middle of streams of submissions loses no acknowledged
round, and the SQLite file stays sound (write-ahead log, foreign keys on)."""

import http.client
import sqlite3
import threading
import time

from tests.db.http import call
from tests.db.test_concurrency import record
from tests.servers import Server, upgrade

STREAMS = 4  # phones submitting at once, each to its own match, so several are in flight


def test_sigkill_mid_stream_loses_no_acknowledged_round(tmp_path):
    path = tmp_path / "rulezz.sqlite"
    url = f"sqlite:///{path}"
    upgrade(url)
    server = Server(url, tmp_path / "gunicorn.log", workers=2).start()
    status, body = call(server.url, "POST", "/api/v1/accounts",
                        {"username": "durable", "password": "cards-on-the-table"})
    token = body["token"]
    matches = [call(server.url, "POST", "/api/v1/matches",
                    {"game": "okey-stakes", "players": ["Ana", "Bo", "Cy"]}, token)[1]["id"]
               for _ in range(STREAMS)]
    acknowledged = {m: [] for m in matches}
    sent = {m: 0 for m in matches}

    def stream(match_id):
        for i in range(100_000):
            sent[match_id] += 1
            try:
                status, _ = call(server.url, "POST", f"/api/v1/matches/{match_id}/rounds",
                                 {"winner": ["Ana", "Bo", "Cy"][i % 3], "pairs": i % 2 == 0},
                                 token, {"Idempotency-Key": f"{match_id}-{i}"})
            except (OSError, http.client.HTTPException):
                return  # the server is gone, perhaps halfway through its answer
            if status != 201:
                return
            acknowledged[match_id].append(i)

    streams = [threading.Thread(target=stream, args=(m,)) for m in matches]
    for s in streams:
        s.start()
    while sum(map(len, acknowledged.values())) < 60:
        time.sleep(0.005)
    server.kill()
    for s in streams:
        s.join(30)

    restarted = Server(url, tmp_path / "gunicorn.log", workers=2).start()
    try:
        after = {m: call(restarted.url, "GET", f"/api/v1/matches/{m}", token=token)[1]
                 for m in matches}
    finally:
        restarted.stop()
    stored = {m: len(after[m]["rounds"]) for m in matches}
    record("SIGKILL mid-stream", {"sent": sum(sent.values()),
                                  "acknowledged": sum(map(len, acknowledged.values())),
                                  "stored": sum(stored.values())})
    for m in matches:
        # Each stream waits for an answer before its next round, so what landed is a prefix.
        assert acknowledged[m] == list(range(len(acknowledged[m])))
        assert len(acknowledged[m]) <= stored[m] <= sent[m], m
        assert sum(after[m]["totals"].values()) == 0

    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
