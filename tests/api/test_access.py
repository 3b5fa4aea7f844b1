"""Who may call what, endpoint by endpoint: one table of every route of the API, with what a
caller without a valid bearer token gets (401, or the public answer) and what another account
gets for a match of someone else's (the same 404 as for a match that does not exist, and
nothing changed). Then the lists, which show each account its own matches only."""

import pytest

from .conftest import API, documented

ROUND = {"points": {"Ana": 1, "Bo": 2}, "closer": "Ana"}
NEW_MATCH = {"game": "skyjo", "players": ["Ana", "Bo"]}
LOGIN = {"username": "family", "password": "cards-and-tiles"}


def new_account(n: int) -> dict:
    return {"username": f"newcomer-{n}", "password": "cards-and-tiles"}


# (method, route under /api/v1 as the app declares it, JSON body (or a function of the attempt
#  number giving one), what a caller without a valid token gets, what another account gets).
# Another account gets 404 where the route names a match, None where it names nothing of
# anyone's.
ROUTES = [
    ("POST", "/accounts", new_account, 201, None),
    ("POST", "/tokens", LOGIN, 201, None),
    ("GET", "/games", None, 200, None),
    ("GET", "/games/<game_id>", None, 200, None),
    ("POST", "/games", {"name": "Ours"}, 401, None),
    ("GET", "/games/own", None, 401, None),
    ("GET", "/games/own/<int:game_id>", None, 401, 404),  # a game of family's own
    ("DELETE", "/games/own/<int:game_id>", None, 401, 404),
    ("POST", "/games/<game_id>/check", {"indicator": "R5", "tiles": "R1 R2 R3 Y4 B4 K4 K12 K13 "
                                        "K1 B7 B8 B9 B10 B11".split()}, 200, None),
    ("GET", "/openapi.json", None, 200, None),
    ("DELETE", "/tokens/current", None, 401, None),
    ("POST", "/matches", NEW_MATCH, 401, None),
    ("GET", "/matches", None, 401, None),
    ("GET", "/matches/<match_id>", None, 401, 404),
    ("DELETE", "/matches/<match_id>", None, 401, 404),
    ("POST", "/matches/<match_id>/end", None, 401, 404),
    ("POST", "/matches/<match_id>/rounds", ROUND, 401, 404),
    ("PUT", "/matches/<match_id>/rounds/<int(max=2147483647):number>", ROUND, 401, 404),
    ("DELETE", "/matches/<match_id>/rounds/<int(max=2147483647):number>", None, 401, 404),
    ("POST", "/matches/<match_id>/share", None, 401, 404),
    ("DELETE", "/matches/<match_id>/share", None, 401, 404),
    ("POST", "/matches/<match_id>/links", {"kind": "score"}, 401, 404),
    ("GET", "/matches/<match_id>/links", None, 401, 404),
    ("DELETE", "/matches/<match_id>/links/<token>", None, 401, 404),
    ("GET", "/stats", None, 401, None),
    ("GET", "/players/<name>/stats", None, 401, None),  # a name: each account's own roster
]
IDS = [f"{method} {rule}" for method, rule, *_ in ROUTES]
OWNED = [pytest.param(*row, id=f"{row[0]} {row[1]}") for row in ROUTES if row[4] == 404]

# Ways to come without a valid token; "revoked" is a token of family's that was revoked.
BAD_HEADERS = {
    "none": {},
    "unknown token": {"Authorization": "Bearer not-a-real-token"},
    "no token after Bearer": {"Authorization": "Bearer "},
    "other scheme": {"Authorization": "Basic ZmFtaWx5OmNhcmRzLWFuZC10aWxlcw=="},
    "token without scheme": {"Authorization": "{token}"},
    "revoked token": {"Authorization": "Bearer {revoked}"},
}


def path(rule: str, match_id: str, own_game: int = 1) -> str:
    return (rule.replace("<match_id>", match_id).replace("<int(max=2147483647):number>", "1")
            .replace("<int:game_id>", str(own_game))
            .replace("<game_id>/check", "okey/check").replace("<game_id>", "skyjo")
            .replace("<token>", "no-such-link"))


def body(data, n: int = 0):
    return {"json": data(n) if callable(data) else data} if data is not None else {}


@pytest.fixture
def revoked(client, token) -> str:
    """Another token of family's, revoked: it must be refused as if it never existed."""
    response = client.post(f"{API}/tokens", json=LOGIN)
    old = response.get_json()["token"]
    assert client.delete(f"{API}/tokens/current",
                         headers={"Authorization": f"Bearer {old}"}).status_code == 204
    return old


def test_every_route_of_the_api_is_in_the_table_once(app):
    routes = {(method, rule.rule[len(API):]) for rule in app.url_map.iter_rules()
              if rule.rule.startswith(API + "/")
              for method in rule.methods - {"HEAD", "OPTIONS"}}
    listed = [(method, rule) for method, rule, *_ in ROUTES]
    assert len(listed) == len(set(listed)), "a route is in the table twice"
    assert set(listed) == routes


@pytest.mark.parametrize("method, rule, data, without_token, other_account", ROUTES, ids=IDS)
def test_what_a_caller_without_a_valid_token_gets(client, api, token, revoked, skyjo, ours,
                                                  method, rule, data, without_token,
                                                  other_account):
    shared = api.post(f"/matches/{skyjo['id']}/share").get_json()
    for n, (bad, headers) in enumerate(BAD_HEADERS.items()):
        headers = {k: v.format(token=token, revoked=revoked) for k, v in headers.items()}
        response = client.open(API + path(rule, skyjo["id"]), method=method, headers=headers,
                               **body(data, n))
        assert response.status_code == without_token, bad
        if without_token == 401:
            assert response.headers["WWW-Authenticate"].startswith("Bearer"), bad
            documented("Error", response.get_json())
    # Nothing happened: the match, its round, its link and family's token are as they were.
    assert api.get(f"/matches/{skyjo['id']}").get_json() == shared
    assert [m["id"] for m in api.get("/matches").get_json()["matches"]] == [skyjo["id"]]
    assert api.get("/games/own").get_json()["games"] == [ours]


@pytest.fixture
def ours(api) -> dict:
    """A game of family's own, the first: /games/own/1."""
    game = api.post("/games", {"name": "Ours", "end": "none"}).get_json()
    assert game["id"] == 1
    return game


@pytest.mark.parametrize("method, rule, data, without_token, other_account", OWNED)
def test_what_another_account_gets(api, other, skyjo, ours, method, rule, data, without_token,
                                   other_account):
    shared = api.post(f"/matches/{skyjo['id']}/share").get_json()
    missing = "x" * len(skyjo["id"])
    for headers in ({}, {"Idempotency-Key": "neighbour-key"}):
        response = other.call(method, path(rule, skyjo["id"]), headers=headers, **body(data))
        assert response.status_code == other_account
        documented("Error", response.get_json())
        # The same answer as for a match (or game) that does not exist at all.
        unknown = other.call(method, path(rule, missing, own_game=999999), **body(data))
        assert unknown.status_code == 404
        assert response.get_json() == unknown.get_json()
    assert api.get(f"/matches/{skyjo['id']}").get_json() == shared
    assert api.get("/games/own").get_json()["games"] == [ours]


def test_another_accounts_matches_are_not_listed(api, other, skyjo):
    assert other.get("/matches").get_json() == {"matches": [], "next_page": None}
    assert other.get("/matches", query_string={"player": "Ana"}).get_json()["matches"] == []
    mine = other.start("skyjo", ["Ana", "Bo"])
    assert [m["id"] for m in other.get("/matches").get_json()["matches"]] == [mine["id"]]
    assert [m["id"] for m in api.get("/matches").get_json()["matches"]] == [skyjo["id"]]


def test_the_same_names_on_two_accounts_are_two_rosters(api, other, skyjo):
    theirs = other.start("okey", ["ana", "Bo"])
    assert theirs["players"] == ["ana", "Bo"]
    assert api.get("/matches", query_string={"player": "Ana"}).get_json()["matches"][0]["id"] \
        == skyjo["id"]
