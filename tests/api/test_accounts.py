"""POST /accounts, POST /tokens, DELETE /tokens/current, and the bearer token the other
endpoints need (tests/api/test_access.py has what each endpoint answers without one)."""

import pytest

from extensions import db
from models import Account, ApiToken

from .conftest import API, Api, answered_as_documented, documented


def accounts(app) -> list[str]:
    with app.app_context():
        return sorted(db.session.scalars(db.select(Account.username)))


# --- POST /accounts -----------------------------------------------------------------------------

def test_an_account_is_created_with_a_working_token(client, app):
    response = client.post(f"{API}/accounts", json={"username": "Family",
                                                    "password": "cards-and-tiles"})
    assert response.status_code == 201
    body = response.get_json()
    assert set(body) == {"username", "token"}
    assert body["username"] == "family"
    assert len(body["token"]) >= 32
    answered_as_documented("post", "/accounts", response)
    assert accounts(app) == ["family"]
    assert Api(client, body["token"]).get("/matches").status_code == 200


def test_the_token_is_not_stored_in_the_clear(client, app, token):
    with app.app_context():
        hashes = list(db.session.scalars(db.select(ApiToken.token_hash)))
    assert len(hashes) == 1 and token not in hashes[0]


def test_a_taken_username_is_409(client, app, token):
    for taken in ("family", "FAMILY", " Family "):
        response = client.post(f"{API}/accounts", json={"username": taken,
                                                        "password": "another-password"})
        assert response.status_code == 409, taken
        answered_as_documented("post", "/accounts", response)
    assert accounts(app) == ["family"]


INVALID_SIGN_UPS = [
    ({"password": "cards-and-tiles"}, "username"),
    ({"username": "family"}, "password"),
    ({"username": 123, "password": "cards-and-tiles"}, "username"),
    ({"username": "family", "password": 12345678}, "password"),
    ({"username": "ab", "password": "cards-and-tiles"}, "username"),
    ({"username": "x" * 41, "password": "cards-and-tiles"}, "username"),
    ({"username": "two/words", "password": "cards-and-tiles"}, "username"),
    ({"username": "family", "password": "short"}, "password"),
    ({"username": "family", "password": ""}, "password"),
]


def test_invalid_sign_up_is_422_and_stores_nothing(client, app):
    for data, field in INVALID_SIGN_UPS:
        response = client.post(f"{API}/accounts", json=data)
        assert response.status_code == 422, data
        body = response.get_json()
        answered_as_documented("post", "/accounts", response)
        assert field in body["errors"], (data, body)
    assert accounts(app) == []


def test_sign_up_with_a_body_that_is_not_json_is_400(client, app):
    response = client.post(f"{API}/accounts", data="username=family&password=cards",
                           content_type="application/json")
    assert response.status_code == 400
    documented("Error", response.get_json())
    response = client.post(f"{API}/accounts", data="{not json", content_type="application/json")
    assert response.status_code == 400
    assert accounts(app) == []


def test_sign_up_with_a_json_array_is_422(client, app):
    response = client.post(f"{API}/accounts", json=["family", "cards-and-tiles"])
    assert response.status_code == 422
    documented("Errors", response.get_json())
    assert accounts(app) == []


@pytest.mark.parametrize("raw", [
    '{"username": "\\ud800ana", "password": "cards-and-tiles"}',
    '{"username": "family", "password": "' + "\\ud800" * 8 + '"}',
], ids=["surrogate in username", "surrogate in password"])
def test_sign_up_with_a_lone_surrogate_is_refused_not_a_crash(client, app, raw):
    """JSON may carry a lone UTF-16 surrogate ("\\ud800"); it is not text the database can keep,
    so the answer is 4xx, not a 500 from deep inside the hashing or the database."""
    response = client.post(f"{API}/accounts", data=raw, content_type="application/json")
    assert response.status_code in (400, 422), response.get_data(as_text=True)
    assert accounts(app) == []


# --- POST /tokens -------------------------------------------------------------------------------

def test_logging_in_gives_a_new_token_and_the_old_one_keeps_working(client, token):
    response = client.post(f"{API}/tokens", json={"username": "FAMILY",
                                                  "password": "cards-and-tiles"})
    assert response.status_code == 201
    answered_as_documented("post", "/tokens", response)
    new = response.get_json()["token"]
    assert set(response.get_json()) == {"token"}
    assert new != token
    assert Api(client, new).get("/matches").status_code == 200
    assert Api(client, token).get("/matches").status_code == 200


WRONG_CREDENTIALS = [
    {"username": "family", "password": "wrong-password"},
    {"username": "nobody", "password": "cards-and-tiles"},
    {"username": "family"},
    {"username": ["family"], "password": "cards-and-tiles"},
    {"username": "family", "password": None},
    {},
]


def test_wrong_credentials_are_401(client, token):
    for data in WRONG_CREDENTIALS:
        response = client.post(f"{API}/tokens", json=data)
        assert response.status_code == 401, data
        answered_as_documented("post", "/tokens", response)
        assert "token" not in response.get_json()


def test_logging_in_with_a_body_that_is_not_json_is_400(client, token):
    response = client.post(f"{API}/tokens", data="family:cards-and-tiles",
                           content_type="application/json")
    assert response.status_code == 400
    documented("Error", response.get_json())


@pytest.mark.parametrize("raw", [
    '{"username": "family", "password": "\\ud800"}',
    '{"username": "\\ud800", "password": "cards-and-tiles"}',
], ids=["surrogate in password", "surrogate in username"])
def test_logging_in_with_a_lone_surrogate_is_401_not_a_crash(client, token, raw):
    response = client.post(f"{API}/tokens", data=raw, content_type="application/json")
    assert response.status_code in (400, 401, 422), response.get_data(as_text=True)


def test_repeated_wrong_passwords_are_slowed_down(client, token):
    for _ in range(10):
        wrong = client.post(f"{API}/tokens", json={"username": "family", "password": "guess"})
        assert wrong.status_code == 401
    blocked = client.post(f"{API}/tokens", json={"username": "family",
                                                 "password": "cards-and-tiles"})
    assert blocked.status_code == 429
    answered_as_documented("post", "/tokens", blocked)
    signup = client.post(f"{API}/accounts", json={"username": "other", "password": "other-pass"})
    assert signup.status_code == 201
    assert client.post(f"{API}/tokens", json={"username": "other",
                                              "password": "other-pass"}).status_code == 201


# --- DELETE /tokens/current ---------------------------------------------------------------------

def test_revoking_a_token_ends_it_and_only_it(client, api, token, skyjo):
    second = client.post(f"{API}/tokens", json={"username": "family",
                                                "password": "cards-and-tiles"}).get_json()["token"]
    response = api.delete("/tokens/current")
    assert response.status_code == 204
    assert response.get_data() == b""
    assert api.get("/matches").status_code == 401
    assert api.get(f"/matches/{skyjo['id']}").status_code == 401
    assert api.delete("/tokens/current").status_code == 401
    assert api.as_(second).get(f"/matches/{skyjo['id']}").status_code == 200


# --- The bearer token (what every endpoint answers without one: test_access.py) -----------------

def test_the_scheme_name_is_not_case_sensitive(api, token):
    assert api.get("/matches", token=None,
                   headers={"Authorization": f"bearer {token}"}).status_code == 200
