"""The match's own phone and a score link's phone enter the same round at the same moment, 30
times, at gunicorn with four workers: each round is stored once, the other phone is told (its
page again, 200, not a redirect), never a 5xx. (SQLite, and PostgreSQL when
RULEZZ_TEST_POSTGRES is set.)"""

import re
from urllib.error import HTTPError

import pytest

from tests.db.http import Browser, call
from tests.db.test_concurrency import record
from tests.db.test_races import at_once
from tests.servers import served
from tests.web.pages import field_value

TRIES = 30
PASSWORD = "cards-on-the-table"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with served(tmp_path_factory, "link-races", workers=4) as running:
        yield running


def form_of(page: str, ana: int) -> dict:
    return {"csrf_token": field_value(page, "csrf_token"), "nonce": field_value(page, "nonce"),
            "for_round": field_value(page, "for_round"),
            "points-0": str(ana), "points-1": "5", "closer": "Ana"}


def test_the_owner_and_a_score_link_entering_the_same_round_store_it_once(server):
    status, body = call(server.url, "POST", "/api/v1/accounts",
                        {"username": "two-phones", "password": PASSWORD})
    token = body["token"]
    status, match = call(server.url, "POST", "/api/v1/matches",
                         {"game": "skyjo", "players": ["Ana", "Bo"],
                          "settings": {"end_at": 1000}}, token)
    status, link = call(server.url, "POST", f"/api/v1/matches/{match['id']}/links",
                        {"kind": "score"}, token)
    assert status == 201
    owner, phone = Browser(server.url), Browser(server.url)
    assert owner.post("/login", {"csrf_token": field_value(owner.get("/login"), "csrf_token"),
                                 "username": "two-phones", "password": PASSWORD}) == 302
    with pytest.raises(HTTPError) as opened:  # the link redirects to the match, now held
        phone.get(re.sub(r"^https?://[^/]+", "", link["url"]))
    assert opened.value.code == 302
    opened.value.close()  # its socket
    url = f"/matches/{match['id']}"
    statuses = []
    for i in range(TRIES):
        forms = [form_of(owner.get(url), i), form_of(phone.get(url), i)]  # both: round i + 1
        statuses.append(sorted(at_once(lambda: (owner.post(url, forms[0]),),
                                       lambda: (phone.post(url, forms[1]),))))
    status, stored = call(server.url, "GET", f"/api/v1/matches/{match['id']}", token=token)
    rounds = stored["rounds"]
    figures = {"tries": TRIES, "answers": sorted({s for pair in statuses for s in pair}),
               "stored": len(rounds), "one stored, one told": statuses.count([200, 302])}
    record("race: owner and score link enter the same round", figures)
    assert [r["number"] for r in rounds] == list(range(1, TRIES + 1))
    assert [r["input"]["points"]["Ana"] for r in rounds] == list(range(TRIES))
    assert statuses == [[200, 302]] * TRIES, figures
