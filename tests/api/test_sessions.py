"""The API's side of issue 12: POST /tokens is limited by the same per-name and per-address
counts as the login page, answering 429 with a clear message and Retry-After; the password
rules (common and all-space passwords refused) hold for POST /accounts; a wrong password takes
as long for an unknown name as for a known one; revoking a token ends it."""


import pytest

from extensions import db
from models import ApiToken

from .conftest import API, Api, answered_as_documented

PASSWORD = "cards-and-tiles"
NAME_LOCKED = ("Too many wrong passwords for this table name: it is locked for up to 5 minutes, "
               "even with the right password. Try again later.")
COMMON = ("That password is one of the most common ones, the first tried by anyone guessing. "
          "Choose another.")


def login(client, username="family", password=PASSWORD):
    return client.post(f"{API}/tokens", json={"username": username, "password": password})


def test_ten_wrong_passwords_lock_the_name_with_a_clear_answer(client, token):
    for _ in range(10):
        assert login(client, password="guess").status_code == 401
    refused = login(client)
    assert refused.status_code == 429
    answered_as_documented("post", "/tokens", refused)
    assert refused.get_json() == {"error": NAME_LOCKED}
    assert 0 < int(refused.headers["Retry-After"]) <= 300
    assert "token" not in refused.get_json()


def test_malformed_logins_count_against_the_address(client, token):
    """A body without a name (or with one that is not text) still tries a password: it counts
    for the client's address, and for the empty name."""
    for _ in range(10):
        assert client.post(f"{API}/tokens", json={"password": "guess"}).status_code == 401
    assert client.post(f"{API}/tokens", json={"username": ["x"]}).status_code == 429
    for n in range(20):
        assert login(client, f"name-{n}", "guess").status_code == 401
    assert login(client).status_code == 429


@pytest.mark.parametrize("password, message", [
    ("password1", COMMON),
    ("Qwerty123", COMMON),
    ("ABCDEFGH", COMMON),
    (" " * 9, "A password cannot be only spaces."),
])
def test_sign_up_refuses_common_and_blank_passwords(client, app, password, message):
    response = client.post(f"{API}/accounts", json={"username": "club", "password": password})
    assert response.status_code == 422
    answered_as_documented("post", "/accounts", response)
    assert response.get_json() == {"errors": {"password": message}}


def test_revoking_a_token_twice_is_401_the_second_time(client, api, token, app):
    assert api.delete("/tokens/current").status_code == 204
    assert api.delete("/tokens/current").status_code == 401
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(ApiToken)) == 0


def test_a_wrong_password_costs_one_hash_of_the_same_cost_for_an_unknown_name(client,
                                                                             hashes_checked):
    assert client.post(f"{API}/accounts", json={"username": "family",
                                                "password": PASSWORD}).status_code == 201
    costs = {}
    for username in ("family", "nobody"):
        hashes_checked.clear()
        assert login(client, username, "guess").status_code == 401
        costs[username] = list(hashes_checked)
    assert len(costs["family"]) == 1 and costs["nobody"] == costs["family"]  # before: no hash


def test_a_token_from_before_still_works_after_a_web_login(client, token):
    """Logging in on the page makes a login session, not an API token: tokens are untouched."""
    page = client.get("/login").get_data(as_text=True)
    from tests.web.pages import field_value
    response = client.post("/login", data={"csrf_token": field_value(page, "csrf_token"),
                                           "username": "family", "password": PASSWORD})
    assert response.status_code == 302
    assert Api(client, token).get("/matches").status_code == 200
