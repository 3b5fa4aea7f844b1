"""Login sessions kept on the server (issue 12): logging out ends the session cookie and the
remember-me cookie even where a copy of them was kept; every login gets a token of its own;
"Log out everywhere", a password change and deleting the account end what they say. And the
password rules: common passwords and all-space ones are refused."""

import pytest

from extensions import db
from models import Account, ApiToken, IdempotentRequest, Match, Player, Round, Seat
from tests.conftest import Table
from tests.web.pages import errors_for, flashes, words

PASSWORD = "cards-and-tiles"
NEW = "shuffle-and-deal"
API = "/api/v1"
COMMON = ("That password is one of the most common ones, the first tried by anyone guessing. "
          "Choose another.")


def logged_in(client) -> bool:
    return client.get("/history/").status_code == 200


def phone(app, username="family", password=PASSWORD) -> Table:
    """Another phone (its own cookies) logged in to the account."""
    other = Table(app.test_client())
    response = other.post("/login", {"username": username, "password": password,
                                     "remember": "y"})
    assert response.status_code == 302, words(response)
    return other


def api_token(client, username="family", password=PASSWORD) -> str:
    response = client.post(f"{API}/tokens", json={"username": username, "password": password})
    assert response.status_code == 201, response.get_json()
    return response.get_json()["token"]


def api_works(client, token: str) -> bool:
    return client.get(f"{API}/matches",
                      headers={"Authorization": f"Bearer {token}"}).status_code == 200


def cookie(client, name: str) -> str | None:
    found = client.get_cookie(name)
    return found.value if found else None


def with_cookie(app, name: str, value: str):
    """A phone that has nothing but this cookie (copied from another one)."""
    thief = app.test_client()
    thief.set_cookie(name, value)
    return thief


# --- Logging out ends the session on the server -------------------------------------------------

def test_a_session_cookie_copied_before_logout_no_longer_logs_in(app, table, client):
    copied = cookie(client, "session")
    assert logged_in(with_cookie(app, "session", copied))
    table.post("/logout", {}, form_url="/")
    assert not logged_in(with_cookie(app, "session", copied))


def test_a_remember_cookie_copied_before_logout_no_longer_logs_in(app, table, client):
    copied = cookie(client, "remember_token")
    assert copied and logged_in(with_cookie(app, "remember_token", copied))
    table.post("/logout", {}, form_url="/")
    assert not logged_in(with_cookie(app, "remember_token", copied))


def test_every_login_gets_a_remember_token_of_its_own(app, table):
    first, second = phone(app), phone(app)
    tokens = {cookie(first.client, "remember_token"), cookie(second.client, "remember_token")}
    assert len(tokens) == 2 and None not in tokens


def test_logging_out_one_phone_keeps_the_others(app, table, client):
    other = phone(app)
    other.post("/logout", {}, form_url="/")
    assert not logged_in(other.client)
    assert logged_in(client)


def test_a_cookie_naming_an_account_id_logs_nobody_in(app, table):
    """A session cookie made before login sessions (it held the account's id) is not enough."""
    old = app.test_client()
    with old.session_transaction() as session:
        session["_user_id"] = "1"
        session["_fresh"] = True
    assert not logged_in(old)


def test_login_sessions_are_stored_as_digests_only(app, table, client):
    from models import LoginSession

    token = cookie(client, "remember_token").split("|")[0]
    with app.app_context():
        hashes = list(db.session.scalars(db.select(LoginSession.token_hash)))
    assert len(hashes) == 1
    assert token not in hashes[0] and len(hashes[0]) == 64


def test_a_login_session_ends_after_a_year(app, table, client):
    from models import LoginSession
    from services.accounts import SESSION_LIFETIME

    with app.app_context():
        db.session.execute(db.update(LoginSession).values(
            created_at=LoginSession.created_at - SESSION_LIFETIME))
        db.session.commit()
    assert not logged_in(client)
    phone(app)  # a new login; the expired session is deleted
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(LoginSession)) == 1


# --- The account page ---------------------------------------------------------------------------

def test_the_players_page_links_the_account_page(table):
    assert 'href="/account"' in table.client.get("/players").get_data(as_text=True)
    assert table.client.get("/account").status_code == 200


def test_log_out_everywhere_ends_every_phone_and_api_token(app, table, client):
    other = phone(app)
    copied = cookie(other.client, "remember_token")
    token = api_token(client)
    response = table.post("/account/logout-everywhere", {}, form_url="/account")
    assert response.status_code == 302
    assert not logged_in(client) and not logged_in(other.client)
    assert not logged_in(with_cookie(app, "remember_token", copied))
    assert not api_works(client, token)
    assert "You are logged out on every phone, and every API token is revoked." in flashes(
        client.get(response.location))
    with app.app_context():
        from models import LoginSession
        assert db.session.scalar(db.select(db.func.count()).select_from(LoginSession)) == 0
    assert phone(app)  # the password still works


def test_log_out_everywhere_needs_csrf(app, table, client):
    assert client.post("/account/logout-everywhere").status_code == 400
    assert logged_in(client)


def change(table, current=PASSWORD, new=NEW, again=None):
    return table.post("/account/password", {"current_password": current, "new_password": new,
                                            "new_password_again": new if again is None
                                            else again}, form_url="/account")


def test_changing_the_password_ends_the_other_sessions_and_keeps_this_one(app, table, client):
    other = phone(app)
    copied = cookie(other.client, "remember_token")
    token = api_token(client)
    response = change(table)
    assert response.status_code == 302
    assert ("Your password is changed. Every other phone is logged out, and every API token is "
            "revoked.") in flashes(client.get(response.location))
    assert logged_in(client)
    assert not logged_in(other.client)
    assert not logged_in(with_cookie(app, "remember_token", copied))
    assert not api_works(client, token)
    visitor = Table(app.test_client())
    assert visitor.post("/login", {"username": "family", "password": PASSWORD}).status_code == 200
    assert phone(app, password=NEW)


@pytest.mark.parametrize("current, new, again, field, message", [
    ("not-the-password", NEW, NEW, "current_password", "Wrong password."),
    ("", NEW, NEW, "current_password", "This field is required."),
    (PASSWORD, "short", "short", "new_password", "A password has 8 to 200 characters."),
    (PASSWORD, "Password123", "Password123", "new_password", COMMON),
    (PASSWORD, " " * 10, " " * 10, "new_password", "A password cannot be only spaces."),
    (PASSWORD, NEW, NEW + "!", "new_password_again", "The passwords differ."),
])
def test_a_refused_password_change_says_why_and_changes_nothing(app, table, client, current, new,
                                                               again, field, message):
    other = phone(app)
    response = change(table, current, new, again)
    assert response.status_code == 200
    assert message in errors_for(response, field)
    assert logged_in(client) and logged_in(other.client)
    assert phone(app, password=PASSWORD)


def everything_of(app, account_id: int) -> dict:
    from models import LoginSession

    def rows(model, *where):
        return db.session.scalar(db.select(db.func.count()).select_from(model).where(*where))

    with app.app_context():
        matches = db.select(Match.id).where(Match.account_id == account_id)
        return {"account": rows(Account, Account.id == account_id),
                "players": rows(Player, Player.account_id == account_id),
                "matches": rows(Match, Match.account_id == account_id),
                "seats": rows(Seat, Seat.match_id.in_(matches)),
                "rounds": rows(Round, Round.match_id.in_(matches)),
                "api tokens": rows(ApiToken, ApiToken.account_id == account_id),
                "idempotent requests": rows(IdempotentRequest,
                                            IdempotentRequest.account_id == account_id),
                "login sessions": rows(LoginSession, LoginSession.account_id == account_id)}


def account_id(app, username: str) -> int:
    with app.app_context():
        return db.session.scalar(db.select(Account.id).filter_by(username=username))


def test_deleting_the_account_deletes_everything_of_it_and_logs_out(app, table, client,
                                                                    neighbours):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.round(url, **{"points-0": "3", "points-1": "4", "closer": "Ana"})
    table.post("/players", {"name": "Zed"})
    token = api_token(client)
    client.post(f"{API}/matches", json={"game": "okey", "players": ["Cy", "Dee"]},
                headers={"Authorization": f"Bearer {token}", "Idempotency-Key": "k1"})
    other = phone(app)
    theirs = neighbours.start("okey", ["Ana", "Bo"])
    family, neighbours_id = account_id(app, "family"), account_id(app, "neighbours")
    before = everything_of(app, neighbours_id)
    assert all(everything_of(app, family).values())

    refused = table.post("/account/delete", {"delete_password": "not-the-password"},
                         form_url="/account")
    assert refused.status_code == 200
    assert errors_for(refused, "delete_password") == ["Wrong password."]
    assert all(everything_of(app, family).values()) and logged_in(client)

    response = table.post("/account/delete", {"delete_password": PASSWORD}, form_url="/account")
    assert response.status_code == 302 and response.location == "/"
    assert "Your account is deleted, with all its players and matches." in flashes(
        client.get("/"))
    assert set(everything_of(app, family).values()) == {0}
    assert not logged_in(client) and not logged_in(other.client)
    assert not api_works(client, token)
    assert everything_of(app, neighbours_id) == before
    assert neighbours.client.get(theirs).status_code == 200
    assert Table(app.test_client()).signup("family", NEW).status_code == 302  # the name is free


# --- Password rules -----------------------------------------------------------------------------


@pytest.mark.parametrize("password, message", [
    ("password", COMMON),
    ("PassWord1", COMMON),
    ("12345678", COMMON),
    ("QWERTYUIOP", COMMON),
    ("iloveyou", COMMON),
    (" " * 8, "A password cannot be only spaces."),
    ("\t \u00a0 " * 3, "A password cannot be only spaces."),
])
def test_sign_up_refuses_common_and_blank_passwords(visitor, client, app, password, message):
    response = visitor.post("/signup", {"username": "club", "password": password,
                                        "confirm": password})
    assert response.status_code == 200
    assert message in errors_for(response, "password")
    assert not logged_in(client)


def test_the_common_password_list_is_short_and_shipped_with_the_app():
    from services.accounts import COMMON_PASSWORDS

    assert 100 <= len(COMMON_PASSWORDS) <= 200
    assert all(p == p.casefold() and p.strip() == p for p in COMMON_PASSWORDS)
