"""POST/GET /matches, GET/DELETE /matches/<id>, POST /matches/<id>/end, and the spectator link."""

import re

import pytest

from extensions import db
from games import GAMES
from models import Match, Player
from services import matches as service
from services.matches import unit

from .conftest import answered_as_documented

MATCH_KEYS = {"id", "game", "players", "teams", "settings", "rounds", "totals", "finished",
              "ended_early", "winners", "out", "next_dealer", "next_starter"}
PLAYERS = {"skyjo": ["Ana", "Bo", "Cy"], "euchre": ["Ana", "Bo", "Cy", "Dee"],
           "okey": ["Ana", "Bo", "Cy"], "okey-stakes": ["Ana", "Bo"],
           "indian-rummy": ["Ana", "Bo", "Cy", "Dee"], "okey-101": ["Ana", "Bo", "Cy", "Dee"],
           "tarneeb": ["Ana", "Bo", "Cy", "Dee"], "sueca": ["Ana", "Bo", "Cy", "Dee"],
           "chinchon": ["Ana", "Bo", "Cy"],
           "uno": ["Ana", "Bo", "Cy"], "rummikub": ["Ana", "Bo"],
           "five-crowns": ["Ana", "Bo", "Cy", "Dee"], "6-nimmt": ["Ana", "Bo", "Cy"],
           "hearts": ["Ana", "Bo", "Cy", "Dee"], "custom": ["Ana", "Bo", "Cy"]}
# (next dealer, next starter) of a new match with the first player dealing (Skyjo deals nothing
# and its first starter is decided at the table).
FIRST_TURN = {"skyjo": (None, None), "euchre": ("Ana", "Bo"), "okey": ("Ana", "Cy"),
              "okey-stakes": ("Ana", "Bo"), "indian-rummy": ("Ana", "Bo"),
              "okey-101": ("Ana", "Dee"), "tarneeb": ("Ana", "Dee"), "sueca": ("Ana", "Dee"),
              "chinchon": ("Ana", "Cy"), "uno": ("Ana", "Bo"), "rummikub": ("Ana", "Bo"),
              "five-crowns": ("Ana", "Bo"), "6-nimmt": ("Ana", None), "hearts": ("Ana", None),
              "custom": ("Ana", "Bo")}


def stored_matches(app) -> int:
    with app.app_context():
        return db.session.scalar(db.select(db.func.count(Match.id)))


# --- POST /matches ------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", [game.id for game in GAMES])
def test_a_new_match_of_each_game(api, game_id):
    game, players = GAMES.get(game_id), PLAYERS[game_id]
    response = api.post("/matches", {"game": game_id, "players": players})
    assert response.status_code == 201
    answered_as_documented("post", "/matches", response)
    match = response.get_json()
    assert set(match) == MATCH_KEYS
    assert match["game"] == game_id
    assert match["players"] == players
    assert match["rounds"] == []
    assert match["finished"] is False and match["ended_early"] is False
    assert match["winners"] == []
    assert (match["next_dealer"], match["next_starter"]) == FIRST_TURN[game_id]
    games = {g["id"]: g for g in api.get("/games").get_json()["games"]}
    assert match["settings"] == games[game_id]["settings"]
    teams = [[players[seat] for seat in team] for team in game.partnerships_of(match["settings"])]
    assert match["teams"] == (teams or None)
    start = game.start_total(match["settings"])
    assert match["totals"] == {side: start for side in game.sides(players)}
    assert api.get(f"/matches/{match['id']}").get_json() == match


def test_euchre_partners_are_seats_one_and_three(api):
    match = api.start("euchre", ["North", "East", "South", "West"], first_dealer="West")
    assert match["teams"] == [["North", "South"], ["East", "West"]]
    assert set(match["totals"]) == {"North & South", "East & West"}
    assert (match["next_dealer"], match["next_starter"]) == ("West", "North")


def test_settings_and_first_dealer_are_kept(api):
    match = api.start("okey", ["Ana", "Bo", "Cy"], settings={"start": 7}, first_dealer="Bo")
    assert match["settings"] == {"start": 7}
    assert match["totals"] == {"Ana": 7, "Bo": 7, "Cy": 7}
    assert (match["next_dealer"], match["next_starter"]) == ("Bo", "Ana")
    partial = api.start("indian-rummy", ["Ana", "Bo"], settings={"drops": True})
    assert partial["settings"] == {"format": "total", "end_at": 500, "deadwood_cap": None,
                                   "drops": True, "first_drop": 20, "middle_drop": 40,
                                   "pool": 101, "rejoins": 1, "deals": 2}


def test_names_are_tidied(api):
    match = api.start("skyjo", ["  Ana   Lu ", "Bo"], first_dealer=" Bo ")
    assert match["players"] == ["Ana Lu", "Bo"]


INVALID = [
    ({"game": "poker", "players": ["Ana", "Bo"]}, "game"),
    ({"players": ["Ana", "Bo"]}, "game"),
    ({"game": ["skyjo"], "players": ["Ana", "Bo"]}, "game"),
    ({"game": "skyjo"}, "players"),
    ({"game": "skyjo", "players": ["Ana"]}, "players"),
    ({"game": "skyjo", "players": [f"P{i}" for i in range(9)]}, "players"),
    ({"game": "euchre", "players": ["Ana", "Bo", "Cy"]}, "players"),
    ({"game": "skyjo", "players": "Ana, Bo"}, "players"),
    ({"game": "skyjo", "players": ["Ana", "ana"]}, "players"),
    ({"game": "skyjo", "players": ["Ana", "  "]}, "players"),
    ({"game": "skyjo", "players": ["Ana", 7]}, "players"),
    ({"game": "skyjo", "players": ["Ana", "B" * 41]}, "players"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "settings": {"end_at": 5}}, "end_at"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "settings": {"end_at": "100"}}, "end_at"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "settings": {"end_at": 100.5}}, "end_at"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "settings": {"end_at": True}}, "end_at"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "settings": {"closer_penalty": "triple"}},
     "closer_penalty"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "settings": {"target": 10}}, "target"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "settings": [100]}, "settings"),
    ({"game": "euchre", "players": ["A", "B", "C", "D"], "settings": {"defend_alone": "no"}},
     "defend_alone"),
    ({"game": "okey-stakes", "players": ["A", "B"], "settings": {"games": 0}}, "games"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "first_dealer": "Cy"}, "first_dealer"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "first_dealer": 1}, "first_dealer"),
    ({"game": "skyjo", "players": ["Ana", "Bo"], "colour": "red"}, "colour"),
]


def test_an_invalid_new_match_is_422_and_stores_nothing(api, app):
    for data, field in INVALID:
        response = api.post("/matches", data)
        assert response.status_code == 422, data
        answered_as_documented("post", "/matches", response)
        assert field in response.get_json()["errors"], (data, response.get_json())
    assert stored_matches(app) == 0
    assert api.get("/matches").get_json()["matches"] == []


def test_a_new_match_with_a_body_that_is_not_json_is_400(api, app):
    for raw, content_type in (("game=skyjo", "application/json"),
                              ('{"game": "skyjo", "players": ["Ana", "Bo"]}', "text/plain")):
        response = api.post("/matches", data=raw, content_type=content_type)
        assert response.status_code == 400
        answered_as_documented("post", "/matches", response)
    assert api.post("/matches", ["skyjo"]).status_code == 422
    assert stored_matches(app) == 0


def test_a_player_name_with_a_lone_surrogate_is_refused_not_a_crash(api, app):
    """"\\ud800" is valid JSON but no text the database can store: 400 or 422, not a 500."""
    response = api.post("/matches", data='{"game": "skyjo", "players": ["\\ud800", "Bo"]}',
                        content_type="application/json")
    assert response.status_code in (400, 422), response.get_data(as_text=True)
    assert stored_matches(app) == 0


def test_players_join_the_accounts_roster_once(api, app):
    api.start("skyjo", ["Ana", "Bo"])
    api.start("okey", ["ana", "Bo", "Cy"])
    with app.app_context():
        assert sorted(db.session.scalars(db.select(Player.name))) == ["Ana", "Bo", "Cy"]


# --- Match ids ----------------------------------------------------------------------------------

def test_match_ids_are_unguessable(api):
    ids = [api.start("skyjo", ["Ana", "Bo"])["id"] for _ in range(8)]
    assert len(set(ids)) == len(ids)
    for match_id in ids:
        assert re.fullmatch(r"[A-Za-z0-9_-]{16,}", match_id), match_id
        assert not match_id.isdigit()
    assert len({match_id[:4] for match_id in ids}) > 1  # not a counter with a common prefix


# --- GET /matches/<id>, DELETE /matches/<id> ----------------------------------------------------

def test_deleting_a_match(api, app, skyjo):
    kept = api.start("okey", ["Ana", "Bo"])
    response = api.delete(f"/matches/{skyjo['id']}")
    assert response.status_code == 204
    assert response.get_data() == b""
    assert api.get(f"/matches/{skyjo['id']}").status_code == 404
    assert api.delete(f"/matches/{skyjo['id']}").status_code == 404
    assert [m["id"] for m in api.get("/matches").get_json()["matches"]] == [kept["id"]]
    assert stored_matches(app) == 1


def test_a_delete_that_loses_every_race_answers_409_with_the_match(api, app, skyjo, monkeypatch):
    def another_phone_won(sheet, after=None):
        raise service.Conflict

    monkeypatch.setattr(unit, "claim", another_phone_won)
    response = api.delete(f"/matches/{skyjo['id']}")
    assert response.status_code == 409
    assert response.get_json()["match"]["id"] == skyjo["id"]
    answered_as_documented("delete", "/matches/{match_id}", response)
    assert api.get(f"/matches/{skyjo['id']}").status_code == 200


# --- GET /matches -------------------------------------------------------------------------------

def test_the_list_is_newest_first_without_rounds(api, skyjo):
    later = api.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    response = api.get("/matches")
    assert response.status_code == 200
    answered_as_documented("get", "/matches", response)
    body = response.get_json()
    assert body["next_page"] is None
    assert [m["id"] for m in body["matches"]] == [later["id"], skyjo["id"]]
    summary = body["matches"][1]
    assert set(summary) == MATCH_KEYS - {"rounds"}
    assert summary == {k: v for k, v in skyjo.items() if k != "rounds"}


def test_the_list_filters_by_game_player_and_finished(api):
    sky = api.start("skyjo", ["Ana", "Bo"])
    okey = api.start("okey", ["Cy", "Bo"], settings={"start": 1})
    euchre = api.start("euchre", ["Ana", "Bo", "Cy", "Dee"])
    api.round(okey["id"], {"winner": "Cy"})  # Bo drops to -1: finished
    api.post(f"/matches/{euchre['id']}/end")

    def ids(**query):
        response = api.get("/matches", query_string=query)
        assert response.status_code == 200, response.get_json()
        return {m["id"] for m in response.get_json()["matches"]}

    assert ids(game="skyjo") == {sky["id"]}
    assert ids(game="okey") == {okey["id"]}
    assert ids(game="poker") == set()
    assert ids(player="ana") == {sky["id"], euchre["id"]}
    assert ids(player="Dee") == {euchre["id"]}
    assert ids(player="Nobody") == set()
    assert ids(finished="true") == {okey["id"], euchre["id"]}
    assert ids(finished="false") == {sky["id"]}
    assert ids(game="euchre", finished="true", player="Bo") == {euchre["id"]}
    assert ids(game="", player="") == {sky["id"], okey["id"], euchre["id"]}


def test_the_list_has_pages_of_twenty(api):
    made = [api.start("skyjo", ["Ana", "Bo"])["id"] for _ in range(21)]
    first = api.get("/matches").get_json()
    assert len(first["matches"]) == 20 and first["next_page"] == 2
    second = api.get("/matches", query_string={"page": 2}).get_json()
    assert second["next_page"] is None
    assert [m["id"] for m in second["matches"]] == [made[0]]
    assert {m["id"] for m in first["matches"]} | {made[0]} == set(made)
    beyond = api.get("/matches", query_string={"page": 3}).get_json()
    assert beyond == {"matches": [], "next_page": None}


def test_a_bad_page_or_finished_is_422(api):
    for query, field in [({"page": "0"}, "page"), ({"page": "-1"}, "page"),
                         ({"page": "two"}, "page"), ({"page": "1.5"}, "page"),
                         ({"page": ""}, "page"), ({"finished": "yes"}, "finished"),
                         ({"finished": "True"}, "finished")]:
        response = api.get("/matches", query_string=query)
        assert response.status_code == 422, query
        answered_as_documented("get", "/matches", response)
        assert field in response.get_json()["errors"], query


def test_a_page_in_other_digits_is_422_not_a_crash(api):
    """"²" and "١" are digits to str.isdigit() but not to int(): the page check must refuse
    them rather than crash."""
    for page in ("²", "١"):
        response = api.get("/matches", query_string={"page": page})
        assert response.status_code == 422, (page, response.get_data(as_text=True))
        assert "page" in response.get_json()["errors"]


def test_a_huge_page_number_is_an_empty_page_not_a_crash(api, skyjo):
    """A page far beyond the last one is empty (or refused), never a 500 from an offset too
    large for the database."""
    response = api.get("/matches", query_string={"page": str(10 ** 20)})
    assert response.status_code in (200, 422), response.get_data(as_text=True)
    if response.status_code == 200:
        assert response.get_json() == {"matches": [], "next_page": None}
    # Thousands of digits: refused, not a 500 (past 4 KB, the address alone is refused).
    assert api.get("/matches", query_string={"page": "9" * 4000}).status_code == 422
    assert api.get("/matches", query_string={"page": "9" * 5000}).status_code == 414


# --- POST /matches/<id>/end ---------------------------------------------------------------------

def test_ending_a_match_before_its_end(api):
    match = api.start("skyjo", ["Ana", "Bo", "Cy"])
    api.round(match["id"], {"points": {"Ana": 10, "Bo": 4, "Cy": 4}, "closer": "Ana"})
    response = api.post(f"/matches/{match['id']}/end")
    assert response.status_code == 200
    answered_as_documented("post", "/matches/{match_id}/end", response)
    ended = response.get_json()
    assert ended["finished"] is True and ended["ended_early"] is True
    assert ended["winners"] == ["Bo", "Cy"]  # the lowest totals share the win
    assert ended["next_dealer"] is None and ended["next_starter"] is None
    assert ended["totals"] == {"Ana": 20, "Bo": 4, "Cy": 4}
    assert api.get(f"/matches/{match['id']}").get_json() == ended
    again = api.post(f"/matches/{match['id']}/end")
    assert again.status_code == 200 and again.get_json() == ended
    refused = api.post(f"/matches/{match['id']}/rounds",
                       {"points": {"Ana": 1, "Bo": 2, "Cy": 3}, "closer": "Ana"})
    assert refused.status_code == 409
    assert len(api.get(f"/matches/{match['id']}").get_json()["rounds"]) == 1


def test_ending_a_match_that_had_come_to_its_end_is_not_early(api):
    match = api.start("okey-stakes", ["Ana", "Bo"], settings={"games": 1})
    done = api.round(match["id"], {"winner": "Bo"})
    assert done["finished"] is True and done["ended_early"] is False
    ended = api.post(f"/matches/{match['id']}/end").get_json()
    assert ended["finished"] is True and ended["ended_early"] is False
    assert ended["winners"] == ["Bo"]


def test_ending_an_open_ended_match_is_not_early(api):
    """Okey for stakes with no number of games has no end of its own: the table ends it."""
    match = api.start("okey-stakes", ["Ana", "Bo", "Cy"])
    api.round(match["id"], {"winner": "Cy", "joker": True})
    ended = api.post(f"/matches/{match['id']}/end").get_json()
    assert ended["finished"] is True and ended["ended_early"] is False
    assert ended["winners"] == ["Cy"] and ended["totals"] == {"Ana": -2, "Bo": -2, "Cy": 4}


def test_ending_a_match_marks_it_finished_in_the_list(api, skyjo):
    assert api.get("/matches", query_string={"finished": "true"}).get_json()["matches"] == []
    api.post(f"/matches/{skyjo['id']}/end")
    listed = api.get("/matches", query_string={"finished": "true"}).get_json()["matches"]
    assert [m["id"] for m in listed] == [skyjo["id"]]
    assert listed[0]["ended_early"] is True


# --- The spectator link -------------------------------------------------------------------------

def test_a_spectator_link_shows_the_standings_without_login(api, app, skyjo):
    response = api.post(f"/matches/{skyjo['id']}/share")
    assert response.status_code == 201
    answered_as_documented("post", "/matches/{match_id}/share", response)
    shared = response.get_json()
    url = shared["share_url"]
    assert {k: v for k, v in shared.items() if k != "share_url"} == skyjo
    assert url.startswith("http") and "/s/" in url
    assert skyjo["id"] not in url
    assert api.get(f"/matches/{skyjo['id']}").get_json()["share_url"] == url
    assert api.post(f"/matches/{skyjo['id']}/share").get_json()["share_url"] == url

    stranger = app.test_client()  # no cookies, no token
    page = stranger.get(url)
    assert page.status_code == 200 and page.mimetype == "text/html"
    html = page.get_data(as_text=True)
    assert "Skyjo" in html and "Ana" in html and "Bo" in html
    assert stranger.post(url).status_code in (404, 405)  # read-only

    revoked = api.delete(f"/matches/{skyjo['id']}/share")
    assert revoked.status_code == 200
    answered_as_documented("delete", "/matches/{match_id}/share", revoked)
    assert "share_url" not in revoked.get_json()
    assert stranger.get(url).status_code == 404
    again = api.post(f"/matches/{skyjo['id']}/share").get_json()["share_url"]
    assert again != url and stranger.get(again).status_code == 200


def test_a_spectator_link_follows_the_match(api, app, skyjo):
    url = api.post(f"/matches/{skyjo['id']}/share").get_json()["share_url"]
    api.round(skyjo["id"], {"points": {"Ana": 55, "Bo": 66}, "closer": "Bo"})
    html = app.test_client().get(url).get_data(as_text=True)
    assert "139" in html  # Bo: 7 + 66 doubled to 132
    api.delete(f"/matches/{skyjo['id']}")
    assert app.test_client().get(url).status_code == 404


def test_guessing_spectator_links_finds_nothing(client):
    assert client.get("/s/abc").status_code == 404
