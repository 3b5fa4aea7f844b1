"""Who may open what: another account's match does not exist for you (404), anonymous visitors
are sent to log in and come back, and names are always shown escaped."""

import re
from urllib.parse import parse_qs, urlsplit

import pytest

from extensions import db
from models import Match, Player, Round
from tests.web.pages import count, stored_match, words

# (method, path after the match URL, form data)
MATCH_URLS = [
    ("get", "", None),
    ("post", "", {"nonce": "theirs", "points-0": "1", "points-1": "2", "closer": "Ana"}),
    ("get", "/rounds/1", None),
    ("post", "/rounds/1", {"points-0": "99", "points-1": "2", "closer": "Bo"}),
    ("post", "/rounds/1/delete", {}),
    ("post", "/undo", {}),
    ("post", "/end", {}),
    ("post", "/resume", {}),
    ("post", "/rematch", {}),
    ("get", "/delete", None),
    ("post", "/delete", {}),
]
IDS = [f"{m.upper()} {p or '/'}" for m, p, _ in MATCH_URLS]


@pytest.fixture
def their_match(neighbours, app):
    """A match of the neighbours' account with one round in it."""
    url = neighbours.start("skyjo", ["Ana", "Bo"])
    neighbours.round(url, **{"points-0": "3", "points-1": "4", "closer": "Ana"})
    return url


def request(table, method, url, data, token_from="/"):
    """GET, or POST with a valid CSRF token read from `token_from`."""
    if method == "get":
        return table.client.get(url)
    return table.post(url, data, form_url=token_from)


@pytest.mark.parametrize("method, suffix, data", MATCH_URLS, ids=IDS)
def test_another_accounts_match_is_404_and_untouched(table, their_match, app, method, suffix,
                                                     data):
    before = stored_match(app, their_match)
    response = request(table, method, their_match + suffix, data)
    assert response.status_code == 404
    assert "There is nothing here. It may have been deleted." in words(response)
    assert stored_match(app, their_match) == before
    assert count(app, Match) == 1 and count(app, Round) == 1  # no rematch made for anyone
    # The same answer as for a match that does not exist: nothing tells the two apart.
    missing = request(table, method, "/matches/no-such-match" + suffix, data)
    assert missing.status_code == 404
    assert "There is nothing here. It may have been deleted." in words(missing)


@pytest.mark.parametrize("method, suffix, data", MATCH_URLS, ids=IDS)
def test_anonymous_is_sent_to_login_with_next(visitor, their_match, app, method, suffix, data):
    before = stored_match(app, their_match)
    response = request(visitor, method, their_match + suffix, data, token_from="/login")
    assert response.status_code == 302
    where = urlsplit(response.location)
    assert where.path == "/login"
    assert parse_qs(where.query)["next"] == [their_match + suffix]
    assert stored_match(app, their_match) == before


@pytest.mark.parametrize("path", ["/matches/new", "/matches/new/skyjo", "/matches/new/chess",
                                  "/history/", "/players", "/players/1"])
def test_anonymous_pages_redirect_to_login(client, path):
    response = client.get(path)
    assert response.status_code == 302
    where = urlsplit(response.location)
    assert where.path == "/login" and parse_qs(where.query)["next"] == [path]


def test_anonymous_posts_are_redirected_and_store_nothing(visitor, app):
    response = visitor.post("/matches/new/skyjo", {"seat0": "Ana", "seat1": "Bo"},
                            form_url="/login")
    assert response.status_code == 302 and urlsplit(response.location).path == "/login"
    assert count(app, Match) == 0


@pytest.mark.parametrize("path", ["/", "/login", "/signup", "/faq/", "/faq/skyjo"])
def test_public_pages_need_no_login(client, path):
    assert client.get(path).status_code == 200


def test_logging_in_from_the_redirect_opens_the_match(their_match, app, client, visitor):
    response = client.get(their_match)
    back = visitor.post(response.location, {"username": "neighbours",
                                            "password": "next-door-pass"}, form_url="/login")
    assert back.status_code == 302 and back.location == their_match
    assert client.get(their_match).status_code == 200


def test_home_lists_only_own_matches(table, their_match):
    mine = table.start("okey", ["Cy", "Dee"])
    html = table.client.get("/").get_data(as_text=True)
    assert f'href="{mine}"' in html and f'href="{their_match}"' not in html


# --- Escaping -----------------------------------------------------------------------------------

EVIL = "<script>alert(1)</script>"
SHOWN = "&lt;script&gt;alert(1)&lt;/script&gt;"


def test_a_player_name_with_markup_is_shown_escaped_everywhere(table, app):
    url = table.start("skyjo", [EVIL, "Bo"])
    table.round(url, **{"points-0": "5", "points-1": "9", "closer": "Bo"})
    with app.app_context():
        pid = db.session.scalar(db.select(Player.id).filter_by(name=EVIL))
    table.post(f"{url}/share", {"on": "1"}, form_url=url)
    spectators = re.search(r'href="https?://[^/"]+(/s/[^"]+)"',
                           table.client.get(url).get_data(as_text=True)).group(1)
    pages = [url, f"{url}/rounds/1", f"{url}/delete", "/", "/history/", "/players",
             f"/players/{pid}", "/matches/new/skyjo", spectators]
    for path in pages:
        page = table.client.get(path).get_data(as_text=True)
        assert EVIL not in page, path
        assert SHOWN in page, path
    notes = table.client.get(url).get_data(as_text=True)
    assert f"Points as entered: {SHOWN} 5, Bo 9." in notes


def test_a_markup_name_in_euchre_teams_is_escaped(table):
    url = table.start("euchre", [EVIL, "Bo", "Cy", "Dee"])
    table.round(url, maker="Cy", tricks="5")
    page = table.client.get(url).get_data(as_text=True)
    assert EVIL not in page
    assert f"{SHOWN} &amp; Cy" in page


def test_a_markup_name_in_flash_messages_is_escaped(table):
    table.post("/players", {"name": EVIL})
    page = table.client.get("/players").get_data(as_text=True)
    assert f"{SHOWN} joined your roster." in page
    assert EVIL not in page


def test_a_markup_name_in_an_error_message_is_escaped(table):
    """The roster's duplicate-name message carries the stored name."""
    table.post("/players", {"name": EVIL})
    response = table.post("/players", {"name": EVIL.upper()})
    page = response.get_data(as_text=True)
    assert f"{SHOWN} is already on your roster." in page
    assert EVIL not in page


def test_a_markup_name_in_drop_labels_is_escaped(table):
    """The drop chooser's label carries the player's name (a lazy string would not be escaped)."""
    url = table.start("indian-rummy", [EVIL, "Bo"], drops="y")
    page = table.client.get(url).get_data(as_text=True)
    assert f"How {SHOWN}&#39;s hand counts" in page or f"How {SHOWN}'s hand counts" in page
    assert EVIL not in page
