"""Fixtures for the web tests beyond tests/conftest.py: a second table group on its own phone,
a visitor who is not logged in; and two things that only make the run quicker: a test database
that skips fsync, and templates compiled once per run, not per test."""

import pytest
from jinja2 import BytecodeCache
from sqlalchemy import event
from sqlalchemy.engine import Engine

from tests.conftest import Table


def _no_fsync(connection, record) -> None:
    if type(connection).__module__.startswith("sqlite3"):
        cursor = connection.cursor()
        cursor.execute("PRAGMA synchronous=OFF")
        cursor.close()


@pytest.fixture(autouse=True)
def quick_sqlite():
    """The app asks SQLite to fsync every commit (synchronous=FULL), which is most of a web
    test's time. A throwaway test database needs no durability: this runs after the app's own
    connect hook, for these tests only. (tests/db checks the real settings.)"""
    event.listen(Engine, "connect", _no_fsync)
    yield
    event.remove(Engine, "connect", _no_fsync)


class _CompiledOnce(BytecodeCache):
    """Compiled templates kept in memory for the whole run. Jinja checks each entry against the
    template's source, so an edited template is compiled again."""

    def __init__(self):
        self.store = {}

    def load_bytecode(self, bucket):
        if bucket.key in self.store:
            bucket.bytecode_from_string(self.store[bucket.key])

    def dump_bytecode(self, bucket):
        self.store[bucket.key] = bucket.bytecode_to_string()


COMPILED = _CompiledOnce()


@pytest.fixture(autouse=True)
def compiled_templates(request, quick_sqlite):
    """Each test's app would compile every template again: most of a page's time."""
    if "app" in request.fixturenames:
        request.getfixturevalue("app").jinja_env.bytecode_cache = COMPILED


@pytest.fixture
def neighbours(app):
    """Another account, logged in on another client (its own cookies), as a second table."""
    other = Table(app.test_client())
    assert other.signup("neighbours", "next-door-pass").status_code == 302
    return other


@pytest.fixture
def visitor(client):
    """Someone not logged in, who can still read CSRF tokens from public pages."""
    return Table(client)
