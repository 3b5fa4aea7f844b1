"""Who may open what, route by route: one table of every route of the web app, with what an
anonymous visitor gets (sent to log in and brought back, or the public page) and what another
account gets for a match or player of someone else's (the same 404 as for one that does not
exist, and nothing changed). Then the names shown on pages, which are always escaped."""

import re
from dataclasses import dataclass
from urllib.parse import parse_qs, urlsplit

import pytest

from extensions import db
from models import Account, Match, MatchLink, OwnGame, Player
from tests.web.pages import match_id, words

LOGIN = "login"  # an anonymous visitor is sent to log in, then back to the page asked for
NOT_FOUND = 404  # another account's match or player does not exist for you
NOTHING_HERE = "There is nothing here. It may have been deleted."
EDIT = {"points-0": "99", "points-1": "2", "closer": "Bo"}

# (method, route as the app declares it, form data posted, what an anonymous visitor gets,
#  what another account gets). An anonymous visitor gets LOGIN or the status of a public
# answer; another account gets NOT_FOUND where the route names one account's match or player,
# and None where it names nothing of anyone's (each account sees its own page there).
ROUTES = [
    ("GET", "/", None, 200, None),
    ("GET", "/login", None, 200, None),
    ("POST", "/login", {"username": "nobody", "password": "not-the-password"}, 200, None),
    ("GET", "/signup", None, 200, None),
    ("POST", "/signup", {"username": "ab", "password": "short", "confirm": "other"}, 200, None),
    ("POST", "/logout", {}, 302, None),
    ("GET", "/faq/", None, 200, None),
    ("GET", "/faq/<game_id>", None, 200, None),
    ("POST", "/faq/<game_id>/check", {"indicator": "R5", "tiles": "R1 R2 R3 Y4 B4 K4 K12 K13 K1 "
                                      "B7 B8 B9 B10 B11"}, 200, None),
    ("GET", "/s/<token>", None, 200, None),
    ("GET", "/static/<path:filename>", None, 200, None),
    ("GET", "/sw.js", None, 200, None),
    ("GET", "/offline", None, 200, None),
    ("GET", "/matches/new", None, LOGIN, None),
    ("GET", "/matches/new/<game_id>", None, LOGIN, None),
    ("POST", "/matches/new/<game_id>", {"seat0": "Ana", "seat1": "Bo"}, LOGIN, None),
    ("GET", "/history/", None, LOGIN, None),
    ("GET", "/games/", None, LOGIN, None),
    ("GET", "/games/new", None, LOGIN, None),
    ("POST", "/games/new", {"name": "Mine"}, LOGIN, None),
    ("POST", "/games/said", {"name": "Mine"}, LOGIN, None),
    ("GET", "/games/<int:game_id>", None, LOGIN, NOT_FOUND),
    ("GET", "/games/<int:game_id>/edit", None, LOGIN, NOT_FOUND),
    ("POST", "/games/<int:game_id>/edit", {"name": "Mine now", "end": "none"}, LOGIN, NOT_FOUND),
    ("GET", "/games/<int:game_id>/delete", None, LOGIN, NOT_FOUND),
    ("POST", "/games/<int:game_id>/delete", {}, LOGIN, NOT_FOUND),
    ("GET", "/account", None, LOGIN, None),
    ("POST", "/account/password", {"current_password": "not-the-password",
                                   "new_password": "a-new-password",
                                   "new_password_again": "a-new-password"}, LOGIN, None),
    ("POST", "/account/logout-everywhere", {}, LOGIN, None),
    ("POST", "/account/delete", {"delete_password": "not-the-password"}, LOGIN, None),
    ("GET", "/players", None, LOGIN, None),
    ("POST", "/players", {"name": "Zed"}, LOGIN, None),
    ("GET", "/players/<int(max=2147483647):player_id>", None, LOGIN, NOT_FOUND),
    ("POST", "/players/<int(max=2147483647):player_id>", {"name": "Mine now"}, LOGIN, NOT_FOUND),
    ("GET", "/players/<int(max=2147483647):player_id>/stats", None, LOGIN, NOT_FOUND),
    ("GET", "/stats", None, LOGIN, None),
    ("GET", "/backup", None, LOGIN, None),
    ("POST", "/backup", {}, LOGIN, None),
    ("GET", "/backup/rulezz.json", None, LOGIN, None),
    ("GET", "/matches/<match_id>", None, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>", {"nonce": "theirs", **EDIT}, LOGIN, NOT_FOUND),
    ("GET", "/matches/<match_id>/rounds/<int(max=2147483647):number>", None, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/rounds/<int(max=2147483647):number>", EDIT, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/rounds/<int(max=2147483647):number>/delete", {}, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/undo", {}, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/put-back", {"number": "1", "version": "1"}, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/end", {"confirm": "yes"}, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/resume", {}, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/rematch", {}, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/share", {}, LOGIN, NOT_FOUND),  # no "on": the link goes off
    ("POST", "/matches/<match_id>/links", {"kind": "score"}, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/links/<int(max=2147483647):link_id>/stop", {"confirm": "yes"},
     LOGIN, NOT_FOUND),
    ("GET", "/score/<token>", None, 404, None),  # a watch link's token opens no rounds
    ("GET", "/matches/<match_id>/table.csv", None, LOGIN, NOT_FOUND),
    ("GET", "/matches/<match_id>/delete", None, LOGIN, NOT_FOUND),
    ("POST", "/matches/<match_id>/delete", {}, LOGIN, NOT_FOUND),
]
IDS = [f"{method} {rule}" for method, rule, *_ in ROUTES]
OWNED = [pytest.param(*row, id=f"{row[0]} {row[1]}") for row in ROUTES if row[4] == NOT_FOUND]


@dataclass(frozen=True)
class Theirs:
    """What the neighbours' account has: a shared match with one round, and its players."""

    match_id: str
    player_id: int
    token: str
    game_id: int  # a game of their own

    def url(self, rule: str, match_id: str | None = None, player_id: int | None = None,
            game_id: int | None = None) -> str:
        """The route filled in with their things (or with the ids given instead)."""
        return (rule.replace("<match_id>", match_id or self.match_id)
                .replace("<int:game_id>", str(game_id or self.game_id))
                .replace("<int(max=2147483647):player_id>", str(player_id or self.player_id))
                .replace("<int(max=2147483647):number>", "1")
                .replace("<game_id>/check", "okey/check").replace("<game_id>", "skyjo")
                .replace("<int(max=2147483647):link_id>", "1")
                .replace("<token>", self.token).replace("<path:filename>", "rulezz.css"))

    def missing(self, rule: str) -> str:
        """The route filled in with a match and a player that do not exist."""
        return self.url(rule, match_id="x" * len(self.match_id), player_id=999999,
                        game_id=999999)


@pytest.fixture
def theirs(neighbours, app) -> Theirs:
    url = neighbours.start("skyjo", ["Ana", "Bo"])
    neighbours.round(url, **{"points-0": "3", "points-1": "4", "closer": "Ana"})
    neighbours.post(f"{url}/share", {"on": "1"}, form_url=url)
    own = neighbours.post("/games/new", {"name": "Theirs", "end": "none"}).location
    with app.app_context():
        match = db.session.get(Match, match_id(url))
        link = db.session.scalar(db.select(MatchLink).filter_by(match_id=match.id))
        return Theirs(match.id, match.seats[0].player_id, link.token(app.config["SECRET_KEY"]),
                      int(own.rsplit("/", 1)[-1]))


def everything(app):
    """All that is stored, as plain data: any change by a request shows up here."""
    with app.app_context():
        matches = [(m.id, m.account_id, m.game_id, m.settings, m.first_dealer_seat, m.closed,
                    m.finished, m.version, m.player_names,
                    [(r.number, r.input, r.link_id) for r in m.rounds])
                   for m in db.session.scalars(db.select(Match).order_by(Match.id))]
        links = [(k.id, k.match_id, k.kind, k.token_hash, k.stopped_at)
                 for k in db.session.scalars(db.select(MatchLink).order_by(MatchLink.id))]
        players = [(p.id, p.account_id, p.name)
                   for p in db.session.scalars(db.select(Player).order_by(Player.id))]
        accounts = list(db.session.scalars(db.select(Account.username).order_by(Account.id)))
        games = [(g.id, g.account_id, g.settings, g.version)
                 for g in db.session.scalars(db.select(OwnGame).order_by(OwnGame.id))]
    return matches, links, players, accounts, games


def send(person, method: str, url: str, data, token_from: str):
    """GET, or POST the form data with a valid CSRF token read from `token_from`."""
    if method == "GET":
        response = person.client.get(url)
    else:
        response = person.post(url, data, form_url=token_from)
    response.close()  # a static file is streamed
    return response


def test_every_route_of_the_web_app_is_in_the_table_once(app):
    routes = {(method, rule.rule) for rule in app.url_map.iter_rules()
              if not rule.rule.startswith("/api/")
              for method in rule.methods - {"HEAD", "OPTIONS"}}
    listed = [(method, rule) for method, rule, *_ in ROUTES]
    assert len(listed) == len(set(listed)), "a route is in the table twice"
    assert set(listed) == routes


@pytest.mark.parametrize("method, rule, data, anonymous, other", ROUTES, ids=IDS)
def test_what_an_anonymous_visitor_gets(visitor, theirs, app, method, rule, data, anonymous,
                                        other):
    before = everything(app)
    url = theirs.url(rule)
    response = send(visitor, method, url, data, token_from="/login")
    if anonymous == LOGIN:
        assert response.status_code == 302
        where = urlsplit(response.location)
        assert where.path == "/login" and parse_qs(where.query)["next"] == [url]
    else:
        assert response.status_code == anonymous
        assert response.status_code != 302 or not response.location.startswith("/login")
    assert everything(app) == before


@pytest.mark.parametrize("method, rule, data, anonymous, other", OWNED)
def test_what_another_account_gets(table, theirs, app, method, rule, data, anonymous, other):
    table.client.get("/")  # shows the sign-up's welcome, which would be on the next page only
    before = everything(app)
    response = send(table, method, theirs.url(rule), data, token_from="/")
    assert response.status_code == other
    assert NOTHING_HERE in words(response)
    assert everything(app) == before  # nothing changed, and no rematch made for anyone
    # The same answer as for a match or player that does not exist: nothing tells them apart.
    missing = send(table, method, theirs.missing(rule), data, token_from="/")
    assert missing.status_code == response.status_code
    assert words(missing) == words(response)


def test_logging_in_from_the_redirect_opens_the_match(theirs, app, client, visitor):
    url = theirs.url("/matches/<match_id>")
    response = client.get(url)
    back = visitor.post(response.location, {"username": "neighbours",
                                            "password": "next-door-pass"}, form_url="/login")
    assert back.status_code == 302 and back.location == url
    assert client.get(url).status_code == 200


def test_home_lists_only_own_matches(table, theirs):
    mine = table.start("okey", ["Cy", "Dee"])
    html = table.client.get("/").get_data(as_text=True)
    assert f'href="{mine}"' in html and theirs.match_id not in html


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
    assert f"Points as entered: {SHOWN} 5 and Bo 9." in notes


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
