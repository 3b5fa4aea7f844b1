"""Two phones at one table submit at once: 50 concurrent round submissions at gunicorn with four
workers store every distinct round once, numbered one after the other, and never a 5xx.
Runs on SQLite, and on PostgreSQL when RULEZZ_TEST_POSTGRES is set."""

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.databases import using_postgres
from tests.db.http import Browser, call
from tests.servers import ROOT, served
from tests.web.pages import field_value

PAIRS = 25  # 25 distinct rounds, each sent twice at the same moment: 50 submissions


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with served(tmp_path_factory, "concurrency", workers=4) as running:
        yield running


def new_skyjo(server, username):
    status, body = call(server.url, "POST", "/api/v1/accounts",
                        {"username": username, "password": "cards-on-the-table"})
    assert status == 201
    token = body["token"]
    status, match = call(server.url, "POST", "/api/v1/matches",
                         {"game": "skyjo", "players": ["Ana", "Bo"],
                          "settings": {"end_at": 1000}}, token)
    assert status == 201
    return token, match["id"]


def stored_rounds(server, token, match_id):
    status, match = call(server.url, "GET", f"/api/v1/matches/{match_id}", token=token)
    assert status == 200
    return match["rounds"]


def check(rounds, statuses, label):
    numbers = [r["number"] for r in rounds]
    marks = sorted(r["input"]["points"]["Ana"] for r in rounds)
    figures = {"sent": len(statuses), "acknowledged": sum(s in (201, 302) for s in statuses),
               "stored": len(rounds), "5xx": sum(s >= 500 for s in statuses)}
    record(label, figures)
    assert figures["5xx"] == 0, statuses
    assert numbers == list(range(1, PAIRS + 1)), "consecutive numbers, none skipped"
    assert marks == list(range(PAIRS)), "every distinct round stored exactly once"


def record(label, figures):
    """Keep the figures for the closing note (test-artifacts/concurrency.json)."""
    path = ROOT / "test-artifacts" / "concurrency.json"
    path.parent.mkdir(exist_ok=True)
    data = json.loads(path.read_text()) if path.exists() else {}
    data[f"{label} ({'postgresql' if using_postgres() else 'sqlite'})"] = figures
    path.write_text(json.dumps(data, indent=2))


def test_api_submissions_with_idempotency_keys(server):
    token, match_id = new_skyjo(server, "api-table")

    def submit(i):
        round_ = {"points": {"Ana": i, "Bo": 5}, "closer": "Ana"}
        return call(server.url, "POST", f"/api/v1/matches/{match_id}/rounds", round_, token,
                    {"Idempotency-Key": f"round-{i}"})[0]

    with ThreadPoolExecutor(max_workers=2 * PAIRS) as pool:
        statuses = list(pool.map(submit, [i for i in range(PAIRS) for _ in (1, 2)]))
    assert set(statuses) == {201}, statuses
    check(stored_rounds(server, token, match_id), statuses, "API, Idempotency-Key twice")


def test_form_submissions_with_the_same_form_twice(server):
    token, match_id = new_skyjo(server, "form-table")
    phone = Browser(server.url)
    login = phone.get("/login")
    assert phone.post("/login", {"csrf_token": field_value(login, "csrf_token"),
                                 "username": "form-table",
                                 "password": "cards-on-the-table"}) == 302
    forms = []
    for i in range(PAIRS):  # each phone loads the page: its own form, with its own nonce
        page = phone.get(f"/matches/{match_id}")
        forms.append({"csrf_token": field_value(page, "csrf_token"),
                      "nonce": field_value(page, "nonce"),
                      "points-0": str(i), "points-1": "5", "closer": "Ana"})

    with ThreadPoolExecutor(max_workers=2 * PAIRS) as pool:
        statuses = list(pool.map(lambda form: phone.post(f"/matches/{match_id}", form),
                                 [form for form in forms for _ in (1, 2)]))
    assert set(statuses) == {302}, statuses
    check(stored_rounds(server, token, match_id), statuses, "web form, same form twice")
