"""Fixtures for the web tests beyond tests/conftest.py: a second table group on its own phone."""

import pytest

from tests.conftest import Table


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
