"""Phones at one table entering the same round at the same moment (issue 15): each phone's form
says which round it enters, so whatever the order the posts land in, one is stored and every
other is told that another phone entered that round first; a phone then saving its form again
stores the next round. Against gunicorn with four workers, 10 times over three phones
(SQLite, and PostgreSQL when RULEZZ_TEST_POSTGRES is set)."""

import threading
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.db.http import Browser
from tests.db.test_concurrency import new_skyjo, stored_rounds
from tests.servers import served
from tests.web.pages import field_value

TRIES, PHONES = 10, 3
TAKEN = "Another phone entered round {n} first"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with served(tmp_path_factory, "same-round", workers=4) as running:
        yield running


def logged_in(server, username: str) -> Browser:
    phone = Browser(server.url)
    login = phone.get("/login")
    assert phone.post("/login", {"csrf_token": field_value(login, "csrf_token"),
                                 "username": username,
                                 "password": "cards-on-the-table"}) == 302
    return phone


def save_in_place(phone: Browser, path: str, form: dict):
    """(status, page) of a round saved as static/rulezz.js saves it."""
    request = urllib.request.Request(phone.base + path, urllib.parse.urlencode(form).encode(),
                                     headers={"X-Rulezz-Save": "save"})
    try:
        with phone.opener.open(request, timeout=60) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_the_same_round_from_three_phones_at_once_is_stored_once(server):
    token, match_id = new_skyjo(server, "same-round")
    phones = [logged_in(server, "same-round") for _ in range(PHONES)]
    path = f"/matches/{match_id}"
    for n in range(1, TRIES + 1):
        forms = []
        for i, phone in enumerate(phones):  # each phone shows the page, ready for round n
            page = phone.get(path)
            assert field_value(page, "for_round") == str(n)
            forms.append({"csrf_token": field_value(page, "csrf_token"),
                          "nonce": field_value(page, "nonce"), "for_round": str(n),
                          "points-0": str(10 + i), "points-1": "5", "closer": "Ana"})
        start = threading.Barrier(PHONES)

        def send(i):
            start.wait()
            return save_in_place(phones[i], path, forms[i])

        with ThreadPoolExecutor(max_workers=PHONES) as pool:
            answers = list(pool.map(send, range(PHONES)))
        statuses = sorted(status for status, _ in answers)
        assert statuses == [200] + [422] * (PHONES - 1), statuses
        for status, page in answers:
            if status == 422:  # told plainly, and shown the round that was stored
                assert TAKEN.format(n=n) in page
                assert f"Standings after {n} round" in page
                assert field_value(page, "for_round") == str(n + 1)
        assert len(stored_rounds(server, token, match_id)) == n
    rounds = stored_rounds(server, token, match_id)
    assert [r["number"] for r in rounds] == list(range(1, TRIES + 1))
