"""The races of tests/db/test_races.py, with the server killed (SIGKILL, every worker at once)
a moment after one race's requests left, then started again on the same database. Streams of
races run at gunicorn with four workers on a fresh database per race. After the restart every
acknowledged change is there and no refused one is, whatever order the changes landed in; every
match is whole (rounds 1..n, none after the end, the stored count is the rows, no row left of a
deleted match); SQLite's file passes its integrity check. (SQLite, and PostgreSQL when
RULEZZ_TEST_POSTGRES is set, which has no such check of its own.)"""

import http.client
import itertools
import sqlite3
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from sqlalchemy import text

from games.core import replay, validate_new_match
from tests.databases import using_postgres
from tests.db.http import call
from tests.db.test_concurrency import record
from tests.db.test_races import SKYJO, consistent, engine, skyjo_round
from tests.servers import Server, fresh_database, upgrade

WORKERS = 4
STREAMS = 3        # tables racing at once, each on matches of its own
KILL_AFTER = 12    # races answered in full before the kill: the server is known to work
KILL_DELAY = 0.01  # after a race's requests left: some are being handled, some answered
API = "/api/v1/matches"
TABLE = validate_new_match(SKYJO, ["Ana", "Bo"], {"end_at": 100})[0]
GONE = "gone"          # a deleted match
REFUSED = "refused"    # a change the match, as it then stood, does not take

# --- What each change makes of a match: its rounds as (Ana's, Bo's) points, or GONE -----------


@dataclass(frozen=True)
class Change:
    method: str
    path: str          # after the match's address
    body: dict | None
    apply: object      # rounds -> the rounds after the change, or REFUSED


def replayed(rounds):
    return replay(SKYJO, TABLE, [skyjo_round(*r) for r in rounds])


def checked(rounds):
    """The rounds, or REFUSED when the match would end before its last round."""
    ended = replayed(rounds).ended_after
    return REFUSED if ended is not None and ended < len(rounds) else tuple(rounds)


def post(ana, bo=5) -> Change:
    return Change("POST", "/rounds", skyjo_round(ana, bo), lambda rounds: (
        REFUSED if rounds == GONE or replayed(rounds).finished else (*rounds, (ana, bo))))


def edit(number, ana, bo=5) -> Change:
    return Change("PUT", f"/rounds/{number}", skyjo_round(ana, bo), lambda rounds: (
        REFUSED if rounds == GONE or number > len(rounds)
        else checked([*rounds[:number - 1], (ana, bo), *rounds[number:]])))


def delete(number) -> Change:
    return Change("DELETE", f"/rounds/{number}", None, lambda rounds: (
        REFUSED if rounds == GONE or number > len(rounds)
        else checked([*rounds[:number - 1], *rounds[number:]])))


DROP = Change("DELETE", "", None, lambda rounds: REFUSED if rounds == GONE else GONE)


def outcomes(base, changes, answers) -> set:
    """Every state the match may be in: the acknowledged changes landed, the refused did not, the
    unanswered may have; in any order in which each change that landed was taken."""
    landed = [c for c, a in zip(changes, answers) if a is not None and a < 300]
    maybe = [c for c, a in zip(changes, answers) if a is None]
    states = set()
    for k in range(len(maybe) + 1):
        for extra in itertools.combinations(maybe, k):
            for order in itertools.permutations(landed + list(extra)):
                state = tuple(base)
                for change in order:
                    state = change.apply(state) if state != REFUSED else REFUSED
                states.add(state)
    return states - {REFUSED}


# --- Streams of races, and the kill ---------------------------------------------------------------

@dataclass
class Tracked:
    """A match a stream created (id None: its creation got no answer, or a refusal): the rounds
    acknowledged before its race, and the race's changes (or the setup's post the kill cut off)
    with their answers (None: no answer, the server was killed)."""
    id: str | None
    base: list = field(default_factory=list)
    changes: list = field(default_factory=list)
    answers: list = field(default_factory=list)


def answered(url, token, method, path, body=None):
    """(status, JSON body) of a request, or (None, None) when the server died before answering."""
    try:
        return call(url, method, path, body, token)
    except (OSError, http.client.HTTPException):
        return None, None


def answer(url, token, change: Change, match_id: str):
    return answered(url, token, change.method, f"{API}/{match_id}{change.path}", change.body)[0]


class InFlight:
    """The race requests sent and not answered yet; `released` is set as a race's leave."""

    def __init__(self):
        self.lock, self.count, self.released = threading.Lock(), 0, threading.Event()

    def add(self, n: int) -> None:
        with self.lock:
            self.count += n


def race_at_once(url, token, match, changes, flight: InFlight):
    """Send the race's requests at the same moment."""
    start = threading.Barrier(len(changes), action=flight.released.set)

    def send(change):
        start.wait()
        flight.add(1)
        status = answer(url, token, change, match.id)
        flight.add(-1)
        return status

    match.changes = changes
    with ThreadPoolExecutor(max_workers=len(changes)) as pool:
        match.answers = list(pool.map(send, changes))


def stream(url, token, setup, changes, tracked, flight):
    """New matches, each set up and raced, until the server is gone."""
    while True:
        status, created = answered(url, token, "POST", API, {
            "game": "skyjo", "players": ["Ana", "Bo"], "settings": {"end_at": 100}})
        if status != 201:  # no match to follow; any answer but none counts (a 5xx, say)
            tracked.append(Tracked(None, answers=[status] if status else []))
            return
        match = Tracked(created["id"])
        tracked.append(match)
        for ana, bo in setup:
            status = answer(url, token, post(ana, bo), match.id)
            if status != 201:  # cut off (or refused): the setup's last post is the change
                match.changes, match.answers = [post(ana, bo)], [status]
                return
            match.base.append((ana, bo))
        race_at_once(url, token, match, changes, flight)
        if None in match.answers:
            return


def raced(url, token, setup, changes) -> tuple[list[Tracked], list[threading.Thread]]:
    """Streams of races until KILL_AFTER have been answered, then on until a moment after a
    race's requests left, some still unanswered: the caller kills the server there."""
    tracked, flight = [], InFlight()
    streams = [threading.Thread(target=stream, args=(url, token, setup, changes, tracked,
                                                     flight)) for _ in range(STREAMS)]
    for s in streams:
        s.start()
    deadline = time.monotonic() + 60
    while (sum(len(m.changes) > 1 and bool(m.answers) for m in tracked) < KILL_AFTER
           and time.monotonic() < deadline):
        time.sleep(0.005)
    for _ in range(100):
        flight.released.clear()
        flight.released.wait(10)
        time.sleep(KILL_DELAY)
        if flight.count:
            break
    return tracked, streams


# --- After the restart ----------------------------------------------------------------------------

def stored(server, token, match_id):
    status, match = call(server.url, "GET", f"{API}/{match_id}", token=token)
    if status == 404:
        return GONE
    assert status == 200, status
    return tuple((r["input"]["points"]["Ana"], r["input"]["points"]["Bo"])
                 for r in match["rounds"])


def leftovers(server) -> int:
    """Rows of matches that are gone: seats and rounds no match holds."""
    with engine(server).connect() as db:
        return sum(db.execute(text(f"SELECT count(*) FROM {table} WHERE match_id NOT IN "
                                   "(SELECT id FROM match)")).scalar()
                   for table in ("round", "seat"))


def all_matches(server) -> list[str]:
    with engine(server).connect() as db:
        return list(db.execute(text("SELECT id FROM match")).scalars())


def integrity(database_url) -> str:
    """SQLite's own check of its file (and of the foreign keys); PostgreSQL has no such check."""
    if using_postgres():
        return "n/a (PostgreSQL)"
    with sqlite3.connect(database_url.removeprefix("sqlite:///")) as db:
        result = db.execute("PRAGMA integrity_check").fetchone()[0]
        return result if not db.execute("PRAGMA foreign_key_check").fetchall() else "foreign keys"


def killed_mid_race(tmp_path, label, setup, *changes):
    with fresh_database(tmp_path, "killed") as url:
        upgrade(url)
        log = tmp_path / "gunicorn.log"
        server = Server(url, log, WORKERS).start()
        try:
            status, body = call(server.url, "POST", "/api/v1/accounts",
                                {"username": "racers", "password": "cards-on-the-table"})
            assert status == 201
            token = body["token"]
            started = time.monotonic()
            tracked, streams = raced(server.url, token, setup, list(changes))
        finally:
            server.kill()
        raced_for = time.monotonic() - started
        for s in streams:
            s.join(30)
        restarted = Server(url, log, workers=1).start()  # to read back: one worker is enough
        try:
            figures = check(restarted, token, tracked)
        finally:
            restarted.stop()
            engine(restarted).dispose()
    record(label, {**figures, "seconds racing": round(raced_for, 1)})
    assert_kept(figures)


def assert_kept(figures: dict) -> None:
    assert figures["races"] > KILL_AFTER, figures
    assert figures["unanswered at the kill"] > 0, "the kill came between races, not in one"
    assert figures["5xx"] == 0 and figures["not as acknowledged"] == [], figures
    assert figures["broken matches"] == [] and figures["rows of deleted matches"] == 0, figures
    assert figures["integrity_check"] in ("ok", "n/a (PostgreSQL)"), figures


def check(server, token, tracked) -> dict:
    """What the restarted server holds, against what the streams were answered."""
    followed = [m for m in tracked if m.id]  # not a match whose creation got no answer
    races = [m for m in followed if len(m.changes) > 1]  # not a setup cut off by the kill
    answers = [a for m in races for a in m.answers]
    states = {m.id: stored(server, token, m.id) for m in followed}
    matches = all_matches(server)
    return {
        "races": len(races), "answers": len(answers),
        "acknowledged": sum(a is not None and a < 300 for a in answers),
        "refused": sum(a is not None and 400 <= a < 500 for a in answers),
        "unanswered at the kill": answers.count(None),
        "stored without an answer": sum(  # the kill came after the commit, before the answer
            states[m.id] not in outcomes(m.base, m.changes, [a or 499 for a in m.answers])
            for m in followed),
        "5xx": sum(a is not None and a >= 500 for m in tracked for a in m.answers),
        "matches checked": len(matches),
        "not as acknowledged": [(m.id, m.base, [c.method + c.path for c in m.changes],
                                 m.answers, states[m.id]) for m in followed
                                if states[m.id] not in outcomes(m.base, m.changes, m.answers)],
        "broken matches": [state for match_id in matches
                           if not all((state := consistent(server, token, match_id)).values())],
        "rows of deleted matches": leftovers(server),
        "integrity_check": integrity(server.database_url)}


def test_killed_while_an_edit_ends_the_match_and_a_round_is_posted(tmp_path):
    killed_mid_race(tmp_path, "SIGKILL mid-race: edit ends the match / post", [(10, 5)],
                    edit(1, 1, 120), post(3))


def test_killed_while_a_round_is_posted_and_round_1_deleted(tmp_path):
    killed_mid_race(tmp_path, "SIGKILL mid-race: post / delete round 1",
                    [(i, 5) for i in range(1, 6)], post(9), delete(1))


def test_killed_while_the_same_round_is_edited_and_deleted(tmp_path):
    killed_mid_race(tmp_path, "SIGKILL mid-race: edit / delete the same round",
                    [(1, 5), (2, 5)], edit(2, 7), delete(2))


def test_killed_while_the_match_is_deleted_and_rounds_posted(tmp_path):
    killed_mid_race(tmp_path, "SIGKILL mid-race: delete the match / posts", [(1, 5)],
                    DROP, post(2), post(3))
