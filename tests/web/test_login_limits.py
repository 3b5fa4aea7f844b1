"""The failed-login limit (issue 12): one count per table name, kept in the database, so it
holds across gunicorn workers, across servers and across the login page and the API's
POST /tokens; and one per client address, against trying many names. And a wrong password
takes as long for an unknown name as for a known one."""

from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest

from app import create_app
from extensions import db
from tests.conftest import Table
from tests.db.http import call
from tests.servers import served
from tests.web.pages import errors_for, form_errors, words

PASSWORD = "cards-and-tiles"
API = "/api/v1"
NAME_LOCKED = ("Too many wrong passwords for this table name: it is locked for up to 5 minutes, "
               "even with the right password. Try again later.")
ADDRESS_LOCKED = ("Too many wrong passwords from your network: logging in from it is paused for "
                  "up to 5 minutes. Try again later.")


def web_login(person: Table, username="family", password=PASSWORD):
    return person.post("/login", {"username": username, "password": password})


def api_login(client, username="family", password=PASSWORD, address=None):
    extra = {"environ_base": {"REMOTE_ADDR": address}} if address else {}
    return client.post(f"{API}/tokens", json={"username": username, "password": password},
                       **extra)


@pytest.fixture
def family(table):
    """The account `family`, signed up and logged out again."""
    table.post("/logout", {}, form_url="/")
    return table


def locked_page(response) -> bool:
    return (response.status_code == 429 and NAME_LOCKED in form_errors(response)
            and 0 < int(response.headers["Retry-After"]) <= 300)


def test_ten_failures_lock_the_name_even_for_the_right_password(family):
    for _ in range(10):
        assert web_login(family, password="guess").status_code == 200
    refused = web_login(family)
    assert locked_page(refused), words(refused)
    assert family.client.get("/history/").status_code == 302  # nobody logged in


def test_failures_on_the_page_and_the_api_count_together(family, client):
    for _ in range(5):
        assert web_login(family, password="guess").status_code == 200
        assert api_login(client, password="guess").status_code == 401
    assert locked_page(web_login(family))
    refused = api_login(client)
    assert refused.status_code == 429
    assert refused.get_json() == {"error": NAME_LOCKED}
    assert 0 < int(refused.headers["Retry-After"]) <= 300


@pytest.fixture
def second_app(app, database_url):
    """Another instance of the app on the same database: another gunicorn worker, or another
    server behind the load balancer."""
    other = create_app({"TESTING": True, "SECRET_KEY": "test",
                        "SQLALCHEMY_DATABASE_URI": database_url})
    yield other
    with other.app_context():
        db.session.remove()
        db.engine.dispose()


def test_two_app_instances_on_one_database_share_the_count(family, second_app):
    other = Table(second_app.test_client())
    for _ in range(5):
        assert web_login(family, password="guess").status_code == 200
        assert web_login(other, password="guess").status_code == 200
    assert locked_page(web_login(family))
    assert locked_page(web_login(other))


def test_a_page_on_one_instance_and_the_api_on_another_share_the_count(family, second_app):
    api = second_app.test_client()
    for _ in range(5):
        assert web_login(family, password="guess").status_code == 200
        assert api_login(api, password="guess").status_code == 401
    assert api_login(api).status_code == 429
    assert locked_page(web_login(family))


def test_the_lock_lifts_when_the_window_has_passed(family, app):
    from models import FailedLogin

    for _ in range(10):
        web_login(family, password="guess")
    assert web_login(family).status_code == 429
    with app.app_context():
        db.session.execute(db.update(FailedLogin).values(at=FailedLogin.at - timedelta(minutes=5,
                                                                                       seconds=1)))
        db.session.commit()
    assert web_login(family).status_code == 302


def test_the_lock_is_per_name(family, app):
    for _ in range(11):
        web_login(family, username="nobody", password="guess")
    assert web_login(family, username="nobody", password="guess").status_code == 429
    assert web_login(family).status_code == 302


def test_refused_attempts_do_not_lengthen_the_lock(family, app):
    from models import FailedLogin

    for _ in range(10):
        web_login(family, password="guess")
    for _ in range(5):
        assert web_login(family, password="guess").status_code == 429
    with app.app_context():
        assert db.session.scalar(db.select(db.func.count()).select_from(FailedLogin)) == 10


def test_typed_names_are_not_stored_in_the_clear(family, app):
    from models import FailedLogin

    web_login(family, username="my-secret-password", password="guess")
    with app.app_context():
        stored = db.session.execute(db.select(FailedLogin)).scalars().all()
        assert len(stored) == 1
        assert "my-secret-password" not in repr(vars(stored[0]))


def test_many_names_from_one_address_are_limited_too(app, client):
    """Spraying: one try for each of many names. The 31st failure from one address within the
    window is refused, even for a right password; another address is not."""
    api_signup = client.post(f"{API}/accounts", json={"username": "family", "password": PASSWORD})
    assert api_signup.status_code == 201
    for n in range(30):
        assert api_login(client, f"name-{n}", "guess", address="10.0.0.7").status_code == 401
    refused = api_login(client, address="10.0.0.7")
    assert refused.status_code == 429
    assert refused.get_json() == {"error": ADDRESS_LOCKED}
    sprayer = Table(app.test_client())
    sprayer.client.environ_base["REMOTE_ADDR"] = "10.0.0.7"
    page = web_login(sprayer, "name-x", "guess")
    assert page.status_code == 429 and ADDRESS_LOCKED in form_errors(page)
    assert api_login(client, address="10.0.0.8").status_code == 201


def test_a_password_change_and_an_account_deletion_count_wrong_passwords(app, table):
    for _ in range(5):
        table.post("/account/password", {"current_password": "guess", "new_password": "a-b-c-d-e",
                                         "new_password_again": "a-b-c-d-e"}, form_url="/account")
        table.post("/account/delete", {"delete_password": "guess"}, form_url="/account")
    refused = table.post("/account/delete", {"delete_password": PASSWORD}, form_url="/account")
    assert refused.status_code == 429
    assert NAME_LOCKED in errors_for(refused, "delete_password")


# --- An unknown name is not told apart by speed --------------------------------------------------

def test_a_wrong_password_costs_one_hash_of_the_same_cost_for_an_unknown_name(visitor,
                                                                             hashes_checked):
    assert visitor.signup("family", PASSWORD).status_code == 302
    visitor.post("/logout", {}, form_url="/")
    costs = {}
    for username in ("family", "nobody"):
        hashes_checked.clear()
        assert visitor.post("/login", {"username": username, "password": "guess"},
                            form_url="/login").status_code == 200
        costs[username] = list(hashes_checked)
    assert len(costs["family"]) == 1 and costs["nobody"] == costs["family"]  # before: no hash


# --- Under gunicorn: the count holds across worker processes ------------------------------------

@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with served(tmp_path_factory, "limits", workers=3) as running:
        yield running


def test_thirty_wrong_passwords_at_three_workers_lock_the_name_after_ten(server):
    status, _ = call(server.url, "POST", "/api/v1/accounts",
                     {"username": "workers", "password": PASSWORD})
    assert status == 201
    statuses = [call(server.url, "POST", "/api/v1/tokens",
                     {"username": "workers", "password": "guess"})[0] for _ in range(30)]
    right = call(server.url, "POST", "/api/v1/tokens",
                 {"username": "workers", "password": PASSWORD})[0]
    print(f"statuses at 3 workers: {statuses}; then the right password: {right}")
    assert statuses == [401] * 10 + [429] * 20
    assert right == 429


def test_twenty_wrong_passwords_at_once_check_no_more_than_ten(server):
    """Sent at the same moment to three workers: each attempt is written down before it is
    counted, so the workers see each other's and at most ten passwords are checked."""
    status, _ = call(server.url, "POST", "/api/v1/accounts",
                     {"username": "at-once", "password": PASSWORD})
    assert status == 201

    def guess(n):
        return call(server.url, "POST", "/api/v1/tokens",
                    {"username": "at-once", "password": f"guess-{n}"})[0]

    with ThreadPoolExecutor(20) as pool:
        statuses = list(pool.map(guess, range(20)))
    print(f"20 at once: {statuses.count(401)} checked (401), {statuses.count(429)} refused (429)")
    assert set(statuses) <= {401, 429} and statuses.count(401) <= 10
    assert call(server.url, "POST", "/api/v1/tokens",
                {"username": "at-once", "password": PASSWORD})[0] == 429
