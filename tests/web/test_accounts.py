"""Sign up, log in (remember me, wrong passwords, the rate limit, the `next` redirect), log out."""

import re
from urllib.parse import quote

import pytest
from werkzeug.security import generate_password_hash

from extensions import db
from models import Account
from tests.conftest import Table
from tests.web.pages import count, errors_for, flashes, words

PASSWORD = "cards-and-tiles"
HASH = generate_password_hash(PASSWORD, method="pbkdf2:sha256:1")  # quick to check


@pytest.fixture
def family(app):
    """An account called `family`, made straight in the database; nobody is logged in."""
    with app.app_context():
        db.session.add(Account(username="family", password_hash=HASH))
        db.session.commit()


def logged_in(client) -> bool:
    return client.get("/history/").status_code == 200


def login(visitor, username="family", password=PASSWORD, next_=None, **extra):
    url = "/login" if next_ is None else f"/login?next={quote(next_, safe='')}"
    return visitor.post(url, {"username": username, "password": password, **extra},
                        form_url="/login")


# --- Sign up ------------------------------------------------------------------------------------

def test_signup_makes_the_account_logs_in_and_welcomes(visitor, client, app):
    response = visitor.signup("Family", PASSWORD)
    assert response.status_code == 302 and response.location == "/matches/new"
    assert "Welcome to Rulezz! Start your first match." in flashes(client.get("/matches/new"))
    assert logged_in(client)
    with app.app_context():
        account = db.session.scalars(db.select(Account)).one()
        assert account.username == "family"  # names are kept in lower case


def test_a_table_name_may_have_spaces_and_logs_in_however_they_are_typed(visitor, client, app):
    assert visitor.signup(" Friday  Table ", PASSWORD).status_code == 302
    with app.app_context():
        assert db.session.scalars(db.select(Account.username)).one() == "friday table"
    visitor.post("/logout", {}, form_url="/")
    assert login(visitor, username="FRIDAY   table").status_code == 302
    assert "Log out friday table" in words(client.get("/"))
    visitor.post("/logout", {}, form_url="/")
    taken = visitor.signup("friday table", PASSWORD)
    assert errors_for(taken, "username") == ["That name is taken. Try another."]


@pytest.mark.real_hashes
def test_password_is_stored_hashed_never_as_typed(visitor, app):
    visitor.signup("family", PASSWORD)
    visitor.post("/logout", {}, form_url="/")
    visitor.signup("club", PASSWORD)
    with app.app_context():
        first, second = db.session.scalars(db.select(Account).order_by(Account.id))
        assert PASSWORD not in first.password_hash
        assert first.password_hash.startswith(("scrypt:", "pbkdf2:"))  # a slow key derivation
        assert first.password_hash != second.password_hash  # salted
        assert first.check_password(PASSWORD) and not first.check_password("cards-and-tile")


def test_the_signup_page_says_the_rules_before_they_are_broken(visitor):
    page = visitor.client.get("/signup")
    assert ("A table name has 3 to 40 characters. Use letters, digits, spaces, dots, dashes "
            "or underscores." in words(page))
    assert "A password has 8 to 200 characters." in words(page)
    assert errors_for(page, "username") == errors_for(page, "password") == []
    html = page.get_data(as_text=True)
    for name, kind in (("username", "username"), ("password", "new-password"),
                       ("confirm", "new-password")):
        assert re.search(rf'<input[^>]*autocomplete="{kind}"[^>]*name="{name}"', html), name


def test_a_signup_without_its_boxes_gets_the_rules_not_an_error(visitor, app):
    response = visitor.post("/signup", {})
    assert response.status_code == 200
    assert errors_for(response, "username") == ["A table name has 3 to 40 characters."]
    assert errors_for(response, "password") == ["A password has 8 to 200 characters."]


@pytest.mark.parametrize("username, password, confirm, field, message", [
    ("family", PASSWORD, PASSWORD, "username", "That name is taken. Try another."),
    ("FAMILY", PASSWORD, PASSWORD, "username", "That name is taken. Try another."),
    ("Family", PASSWORD, PASSWORD, "username", "That name is taken. Try another."),
    ("ab", PASSWORD, PASSWORD, "username", "A table name has 3 to 40 characters."),
    ("x" * 41, PASSWORD, PASSWORD, "username", "A table name has 3 to 40 characters."),
    ("the cards!", PASSWORD, PASSWORD, "username",
     "Use letters, digits, spaces, dots, dashes or underscores."),
    ("<b>club</b>", PASSWORD, PASSWORD, "username",
     "Use letters, digits, spaces, dots, dashes or underscores."),
    ("", PASSWORD, PASSWORD, "username", "A table name has 3 to 40 characters."),
    ("club", "short", "short", "password", "A password has 8 to 200 characters."),
    ("club", "", "", "password", "A password has 8 to 200 characters."),
    ("club", PASSWORD, "cards-and-tile", "confirm", "The passwords differ."),
])
def test_bad_signup_shows_the_message_and_stores_nothing(visitor, client, app, family, username,
                                                         password, confirm, field, message):
    response = visitor.post("/signup", {"username": username, "password": password,
                                        "confirm": confirm})
    assert response.status_code == 200
    assert message in errors_for(response, field)
    assert count(app, Account) == 1  # only `family`, made by the fixture
    assert not logged_in(client)


def test_bad_signup_keeps_the_name_but_never_echoes_the_password(visitor, family):
    response = visitor.post("/signup", {"username": "club", "password": "secret-pass-1",
                                        "confirm": "secret-pass-2"})
    page = response.get_data(as_text=True)
    assert 'value="club"' in page
    assert "secret-pass-1" not in page and "secret-pass-2" not in page


# --- Log in -------------------------------------------------------------------------------------

def test_login_goes_home_and_is_case_insensitive(visitor, client, family):
    response = login(visitor, username="  FAMILY ")
    assert response.status_code == 302 and response.location == "/"
    assert logged_in(client)
    assert "Log out family" in words(client.get("/"))


@pytest.mark.parametrize("remember, kept", [("y", True), (None, False)])
def test_remember_me_sets_a_lasting_cookie_only_when_ticked(visitor, client, family, remember,
                                                             kept):
    extra = {"remember": remember} if remember else {}
    assert login(visitor, **extra).status_code == 302
    assert (client.get_cookie("remember_token") is not None) is kept


def test_remember_me_is_ticked_on_the_login_page(client):
    page = client.get("/login").get_data(as_text=True)
    assert 'checked id="remember"' in page


@pytest.mark.parametrize("username, password", [
    ("family", "cards-and-tile"),  # wrong password
    ("family", PASSWORD.upper()),  # passwords are case-sensitive
    ("nobody-here", PASSWORD),     # unknown table name
])
def test_failed_login_says_so_and_logs_nobody_in(visitor, client, family, username, password):
    response = login(visitor, username=username, password=password)
    assert response.status_code == 200
    assert errors_for(response, "password") == ["Wrong table name or password."]
    assert client.get_cookie("remember_token") is None
    assert not logged_in(client)


def test_login_needs_both_boxes(visitor, family):
    response = login(visitor, username="", password="")
    assert errors_for(response, "username") == ["This field is required."]
    assert errors_for(response, "password") == ["This field is required."]


def test_ten_failed_logins_then_429_and_a_correct_login_is_not_counted(visitor, client, family):
    for _ in range(9):
        assert login(visitor, password="guess").status_code == 200
    assert login(visitor).status_code == 302  # a correct login: not counted as a try
    visitor.post("/logout", {}, form_url="/")
    assert login(visitor, password="guess").status_code == 200  # the 10th failed try
    refused = login(visitor, password="guess")
    assert refused.status_code == 429
    assert ("Too many wrong passwords for this table name: it is locked for up to 5 minutes, "
            "even with the right password. Try again later.") in words(refused)
    assert login(visitor).status_code == 429  # now even the right password waits
    assert not logged_in(client)


def test_the_limit_is_per_table_name(visitor, family, app):
    with app.app_context():
        db.session.add(Account(username="club", password_hash=HASH))
        db.session.commit()
    for _ in range(10):
        login(visitor, username="nobody", password="guess")
    assert login(visitor, username="nobody", password="guess").status_code == 429
    assert login(visitor, username="club").status_code == 302


def test_get_login_pages_are_not_counted(visitor, client, family):
    for _ in range(12):
        assert client.get("/login").status_code == 200
    assert login(visitor).status_code == 302


@pytest.mark.parametrize("target, expected", [
    ("/history/", "/history/"),
    ("/history/?status=ongoing", "/history/?status=ongoing"),
    ("/players", "/players"),
    ("//evil.example", "/"),
    ("//evil.example/history/", "/"),
    ("https://evil.example/x", "/"),
    ("http://localhost/history/", "/"),
    ("/\\evil.example", "/"),
    ("\\\\evil.example", "/"),
    ("javascript:alert(1)", "/"),
    ("JavaScript:alert(document.cookie)", "/"),
    ("/\t/evil.example", "/"),
    ("evil.example", "/"),
    ("", "/"),
])
def test_next_only_redirects_to_a_path_on_this_site(visitor, family, target, expected):
    response = login(visitor, next_=target)
    assert response.status_code == 302
    assert response.location == expected


def test_anonymous_round_trip_through_login_lands_on_the_page_asked_for(client, visitor, family):
    asked = client.get("/players")
    assert asked.status_code == 302
    response = visitor.post(asked.location, {"username": "family", "password": PASSWORD},
                            form_url="/login")
    assert response.location == "/players"


# --- Log out ------------------------------------------------------------------------------------

def test_logout_logs_out_and_forgets_the_phone(table, client):
    assert client.get_cookie("remember_token") is not None  # signing up remembers the phone
    response = table.post("/logout", {}, form_url="/")
    assert response.status_code == 302 and response.location == "/"
    assert client.get_cookie("remember_token") is None
    assert not logged_in(client)
    assert "Keep the score at the table" in words(client.get("/"))


def test_logout_is_post_only(table, client):
    assert client.get("/logout").status_code == 405
    assert logged_in(client)


def test_logout_without_csrf_is_refused(table, client):
    response = client.post("/logout")
    assert response.status_code == 400
    assert "This form has expired or did not come from Rulezz." in words(response)
    assert logged_in(client)


def test_signup_and_login_refuse_a_post_without_csrf(client, app, family):
    assert client.post("/signup", data={"username": "club", "password": PASSWORD,
                                        "confirm": PASSWORD}).status_code == 400
    assert count(app, Account) == 1
    assert client.post("/login", data={"username": "family",
                                       "password": PASSWORD}).status_code == 400
    assert not logged_in(client)


def test_signed_up_table_can_log_back_in(table, client):
    table.post("/logout", {}, form_url="/")
    response = Table(client).post("/login", {"username": "family", "password": "cards-and-tiles"})
    assert response.status_code == 302 and logged_in(client)
