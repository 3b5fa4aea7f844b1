"""Fixtures: an app on an empty database per test, a browser-like client, a logged-in table.

The database is SQLite, or PostgreSQL when RULEZZ_TEST_POSTGRES is set (see tests/databases.py).
"""

import os
from functools import partial

import pytest
from werkzeug.security import check_password_hash, generate_password_hash

import models.account

from app import create_app
from extensions import db
from tests.databases import fresh_postgres, using_postgres
from tests.web.pages import field_value


# The tests read times in UTC wherever they run (the app's default is the machine's own time
# zone: config.time_zone); a test of another zone says so.
os.environ["TIME_ZONE"] = "UTC"


@pytest.fixture(scope="session")
def postgres_url():
    """One PostgreSQL database for the run's Flask tests, emptied before each test."""
    if not using_postgres():
        yield None
        return
    with fresh_postgres("tests") as url:
        yield url


@pytest.fixture
def database_url(tmp_path, postgres_url):
    return postgres_url or f"sqlite:///{tmp_path / 'test.sqlite'}"


@pytest.fixture
def app(database_url):
    app = create_app({
        "TESTING": True,
        "SECRET_KEY": "test",
        "SQLALCHEMY_DATABASE_URI": database_url,
    })
    with app.app_context():
        db.drop_all()
        db.create_all()
    yield app
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


@pytest.fixture(autouse=True)
def quick_hashes(request, monkeypatch):
    """In-process app tests hash passwords with one PBKDF2 round: the real cost (scrypt, slow on
    purpose) would take most of the run. Tests marked `real_hashes` keep the app's hashing."""
    if "app" in request.fixturenames and "real_hashes" not in request.keywords:
        monkeypatch.setattr(models.account, "generate_password_hash",
                            partial(generate_password_hash, method="pbkdf2:sha256:1"))


@pytest.fixture
def hashes_checked(monkeypatch) -> list[str]:
    """The method and cost (`scrypt:32768:8:1`) of every password hash checked: a wrong password
    for an unknown name must cost what it costs for a known one, counted rather than timed."""
    checked = []

    def check(pwhash, password):
        checked.append(pwhash.split("$")[0])
        return check_password_hash(pwhash, password)

    monkeypatch.setattr(models.account, "check_password_hash", check)
    return checked


def pytest_configure(config):
    config.addinivalue_line("markers", "real_hashes: hash passwords as the app does")


@pytest.fixture
def client(app):
    return app.test_client()


class Table:
    """Acts as a person at the table would: reads the CSRF token from the page, then posts."""

    def __init__(self, client):
        self.client = client

    def token(self, url: str) -> str:
        return field_value(self.client.get(url), "csrf_token")

    def post(self, url: str, data: dict, form_url: str | None = None, **kwargs):
        return self.client.post(url, data={"csrf_token": self.token(form_url or url), **data},
                                **kwargs)

    def signup(self, username="family", password="cards-and-tiles"):
        return self.post("/signup", {"username": username, "password": password,
                                     "confirm": password})

    def start(self, game_id: str, players, **rules):
        data = {f"seat{i}": name for i, name in enumerate(players)}
        data.update({f"rule_{k}": v for k, v in rules.items()})
        response = self.post(f"/matches/new/{game_id}", data)
        assert response.status_code == 302, response.get_data(as_text=True)
        return response.location

    def nonce(self, url: str) -> str:
        return field_value(self.client.get(url), "nonce")

    def round(self, match_url: str, **fields):
        data = {"nonce": self.nonce(match_url), **fields}
        return self.post(match_url, data)


@pytest.fixture
def table(client):
    t = Table(client)
    assert t.signup().status_code == 302
    return t


def pytest_sessionfinish(session, exitstatus):
    """A skipped test is a test that did not run: the run fails rather than count it a pass."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    skipped = reporter.stats.get("skipped", []) if reporter else []
    if skipped and exitstatus == 0:
        reporter.write_line(f"FAILED: {len(skipped)} test(s) were skipped; every test must run.",
                            red=True)
        session.exitstatus = 1
