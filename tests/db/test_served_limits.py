"""The limits of issue 12 sent to gunicorn over loopback, as a hostile client would send them:
each is answered with its 4xx (not a worker killed at its timeout), the answer is small, and
nothing is stored (no row in any table); the seconds each took are recorded, not judged. The same cases in-process are in tests/api/test_limits.py and tests/web/.
(SQLite, and PostgreSQL when RULEZZ_TEST_POSTGRES is set.)"""

import html
import io
import json
import time
import urllib.error
import urllib.request

import pytest
import security
from sqlalchemy import text
from werkzeug.datastructures import FileStorage
from werkzeug.test import encode_multipart

from tests.db.http import Browser, call
from tests.db.test_concurrency import record
from tests.db.test_races import engine
from tests.servers import served
from tests.web.pages import field_value

PASSWORD = "cards-on-the-table"
TABLES = ("account", "api_token", "failed_login", "idempotent_request", "login_session",
          "match", "seat", "round", "player")
HUGE = "99999999999999999999"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with served(tmp_path_factory, "limits") as running:
        yield running


@pytest.fixture(scope="module")
def table(server):
    """An account with one Skyjo match of one round, through the API and a logged-in browser."""
    status, body = call(server.url, "POST", "/api/v1/accounts",
                        {"username": "hostile", "password": PASSWORD})
    assert status == 201
    token = body["token"]
    status, match = call(server.url, "POST", "/api/v1/matches",
                         {"game": "skyjo", "players": ["Ana", "Bo"]}, token)
    assert status == 201
    assert call(server.url, "POST", f"/api/v1/matches/{match['id']}/rounds",
                {"points": {"Ana": 3, "Bo": 5}, "closer": "Ana"}, token)[0] == 201
    return {"token": token, "match": match["id"], "browser": logged_in(server, "hostile")}


@pytest.fixture(scope="module")
def empty(server):
    """A browser logged in to an account with no players and no matches: one a backup can be
    restored into, so that only the file's own problems refuse it."""
    assert call(server.url, "POST", "/api/v1/accounts",
                {"username": "empty", "password": PASSWORD})[0] == 201
    return logged_in(server, "empty")


def logged_in(server, username: str) -> Browser:
    browser = Browser(server.url)
    login = browser.get("/login")
    assert browser.post("/login", {"csrf_token": field_value(login, "csrf_token"),
                                   "username": username, "password": PASSWORD}) == 302
    return browser


def rows(server) -> dict:
    with engine(server).connect() as db:
        return {t: db.execute(text(f"SELECT count(*) FROM {t}")).scalar() for t in TABLES}


def timed(opener, request) -> tuple[int, bytes, float]:
    """(status, body, seconds) of one request, whatever the status."""
    started = time.monotonic()
    try:
        with opener.open(request, timeout=30) as response:
            status, body = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, body = error.code, error.read()
    return status, body, time.monotonic() - started


def sent(server, label, request, expected, opener=None) -> dict:
    """Send one hostile request; what must hold of every answer."""
    before = rows(server)
    status, body, seconds = timed(opener or urllib.request.build_opener(), request)
    figures = {"status": status, "seconds": round(seconds, 3), "answer bytes": len(body)}
    record(f"limit: {label}", figures)
    assert status == expected, (label, figures, body[:300])
    assert rows(server) == before, (label, "stored something")
    return {**figures, "body": body}


def api(server, table, method, path, data: bytes | None = None):
    request = urllib.request.Request(f"{server.url}/api/v1{path}", data=data, method=method)
    request.add_header("Content-Type", "application/json")
    request.add_header("Authorization", f"Bearer {table['token']}")
    return request


def named(method: str, path: str, table) -> str:
    """A request as the figures name it: the match's id left out."""
    return f"{method} {path.replace(table['match'], 'M')}"


def nested(depth: int) -> bytes:
    return ('{"points": ' + "[" * depth + "]" * depth + ', "closer": "Ana"}').encode()


def unknown_keys(size: int) -> bytes:
    """A JSON object of `size` bytes, give or take one key, of keys no request has."""
    return json.dumps({f"k{i:06}": 0 for i in range(size // len('"k000000": 0, '))}).encode()


JSON_ENDPOINTS = [("POST", "/accounts"), ("POST", "/tokens"), ("POST", "/matches"),
                  ("POST", "/matches/{match}/rounds"), ("PUT", "/matches/{match}/rounds/1")]


@pytest.mark.parametrize("depth, expected", [(325, 422), (5_000, 400), (30_000, 400),
                                             (100_000, 413)])
def test_deep_nesting_on_every_json_endpoint(server, table, depth, expected):
    for method, path in JSON_ENDPOINTS:
        path = path.format(match=table["match"])
        sent(server, f"JSON {depth:,} deep, {named(method, path, table)}",
             api(server, table, method, path, nested(depth)), expected)


def test_a_body_of_unknown_keys_over_the_limit_is_refused_unread(server, table):
    body = unknown_keys(770_000)
    for path in ("/matches", f"/matches/{table['match']}/rounds"):
        answer = sent(server, f"0.77 MB of unknown keys, {named('POST', path, table)}",
                      api(server, table, "POST", path, body), 413)
        assert answer["answer bytes"] < 2000


def test_unknown_keys_under_the_limit_get_twenty_errors(server, table):
    body = unknown_keys(60_000)
    answer = sent(server, "60 KB of unknown keys, POST rounds",
                  api(server, table, "POST", f"/matches/{table['match']}/rounds", body), 422)
    assert len(json.loads(answer["body"])["errors"]) == 20 and answer["answer bytes"] < 5000


@pytest.mark.parametrize("path, expected", [
    (f"/matches?page={HUGE}", 422), ("/matches/{match}/rounds/" + HUGE, 404)])
def test_absurd_numbers_in_the_api(server, table, path, expected):
    method = "GET" if "page" in path else "PUT"
    path = path.format(match=table["match"])
    sent(server, named(method, path, table),
         api(server, table, method, path, b"{}" if method == "PUT" else None), expected)


@pytest.mark.parametrize("path", [f"/history/?page={HUGE}", f"/players/{HUGE}999"])
def test_absurd_numbers_in_the_pages(server, table, path):
    sent(server, f"GET {path}", urllib.request.Request(server.url + path), 404,
         table["browser"].opener)


@pytest.mark.parametrize("path", ["/login?next=", "/api/v1/games?page="])
def test_a_long_address_is_refused_with_the_headers_of_every_answer(server, path):
    """gunicorn's own 414 (its request line limit) carries none of the app's headers: the app
    answers a long address itself, in the reader's words."""
    request = urllib.request.Request(server.url + path + "a" * 5_000)
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=30)
    assert refused.value.code == 414
    assert refused.value.headers["Content-Security-Policy"] == security.POLICY
    assert refused.value.headers["X-Frame-Options"] == "DENY"
    assert "That address is too long." in refused.value.read().decode()


def backup(rounds: int, unknown: int = 0) -> bytes:
    """A backup of `rounds` Okey stakes rounds in matches of 1,000 (the most a match holds),
    and `unknown` keys beside its own."""
    match = {"game": "okey-stakes", "players": ["A", "B"], "settings": {}, "first_dealer": None,
             "closed": False, "created_at": "2025-05-01T19:00:00+00:00",
             "rounds": [{"winner": "A"}] * min(rounds, 1000)}
    return json.dumps({"format": "rulezz-backup", "version": 1,
                       "exported_at": "2025-05-01T21:00:00+00:00", "players": ["A", "B"],
                       "matches": [match] * max(1, rounds // 1000),
                       **{f"k{i:06}": 0 for i in range(unknown)}},
                      separators=(",", ":")).encode()


def restore(server, browser, body: bytes) -> urllib.request.Request:
    """The restore form posted with `body` as its file."""
    page = browser.get("/backup")
    fields = {"csrf_token": field_value(page, "csrf_token"), "file": FileStorage(
        io.BytesIO(body), filename="rulezz.json", content_type="application/json")}
    boundary, data = encode_multipart(fields)
    return urllib.request.Request(f"{server.url}/backup", data=data, headers={
        "Content-Type": f"multipart/form-data; boundary={boundary}"})


@pytest.mark.parametrize("label, body, problem", [
    ("backup of 300,000 rounds", lambda: backup(300_000),
     "This backup holds more than 50000 rounds"),
    ("backup nested 325 deep", lambda: backup(1).replace(b'"players"', b'"x":' + nested(325)
                                                           + b',"players"'),
     "This file is not a Rulezz backup."),
    ("backup nested 100,000 deep", lambda: b"[" * 100_000 + b"]" * 100_000,
     "This file is not a Rulezz backup: it is not valid JSON."),
    ("backup with 64,000 unknown keys", lambda: backup(1, unknown=64_000),
     "This backup has parts Rulezz does not know: k000000, k000001")])
def test_hostile_backups_are_refused(server, empty, label, body, problem):
    data = body()
    answer = sent(server, f"{label} ({len(data):,} bytes)", restore(server, empty, data),
                  422, empty.opener)
    page = html.unescape(answer["body"].decode())
    assert "Nothing was restored." in page and problem in page, page[-3000:]
    assert answer["answer bytes"] < 32_000
