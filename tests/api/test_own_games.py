"""POST /games, GET /games/own, GET/DELETE /games/own/<id>, and a match of an own game: a
table's own game through the API, kept by its account alone, checked as the page checks it."""

import pytest

from extensions import db
from models import OwnGame

from .conftest import answered_as_documented

DARTS = {"name": "Kitchen darts", "start": 301, "negatives": True, "winner": "lowest",
         "end": "target", "end_at": 0, "deal": "none", "rules": "Doubles count twice."}


def stored(app) -> int:
    with app.app_context():
        return db.session.scalar(db.select(db.func.count(OwnGame.id)))


def test_a_game_described_is_kept_and_said_back(api, app):
    response = api.post("/games", DARTS)
    assert response.status_code == 201
    answered_as_documented("POST", "/games", response)
    game = response.get_json()
    assert game["name"] == "Kitchen darts" and game["settings"]["start"] == 301
    assert game["summary"] == [
        "The lowest total wins.", "Everyone starts with 301.",
        "Each round, type everyone's points, below 0 too.",
        "The match ends after the round in which a total falls to 0 or less."]
    listed = api.get("/games/own")
    answered_as_documented("GET", "/games/own", listed)
    assert [g["id"] for g in listed.get_json()["games"]] == [game["id"]]
    one = api.get(f"/games/own/{game['id']}")
    answered_as_documented("GET", "/games/own/{game_id}", one)
    assert one.get_json() == game


def test_the_summary_is_in_the_requests_language(api):
    game = api.post("/games", DARTS, headers={"Accept-Language": "pt"}).get_json()
    assert game["summary"][0] != "The lowest total wins."
    assert api.get(f"/games/own/{game['id']}", headers={"Accept-Language": "en"}).get_json()[
        "summary"][0] == "The lowest total wins."


@pytest.mark.parametrize("changes, key, message", [
    ({"name": ""}, "name", "Give the game a name."),
    ({"name": 7}, "name", "Keep the name to 40 characters."),
    ({"rules": "x" * 4001}, "rules", "The rules are a text of at most 4000 characters."),
    ({"teams": True}, "teams", "Two teams of two are exactly 4 players: set the fewest and the "
                               "most players to 4."),
    ({"end": "rounds", "end_at": 0}, "end_at",
     "A match of 0 rounds cannot be played: choose 1 to 500."),
    ({"colour": "red"}, "colour", "There is no house rule called colour."),
])
def test_refused_with_one_message_per_field_and_nothing_kept(api, app, changes, key, message):
    response = api.post("/games", {**DARTS, **changes})
    assert response.status_code == 422
    answered_as_documented("POST", "/games", response)
    assert response.get_json()["errors"] == {key: message}
    assert stored(app) == 0


def test_a_match_of_it_plays_its_rules_and_keeps_them(api):
    game = api.post("/games", DARTS).get_json()
    match = api.start("custom", ["Ana", "Bo"], own=game["id"])
    assert match["settings"] == game["settings"]
    played = api.round(match["id"], {"points": {"Ana": -180, "Bo": -60}})
    assert played["totals"] == {"Ana": 121, "Bo": 241}
    played = api.round(match["id"], {"points": {"Ana": -121, "Bo": -100}})
    assert played["finished"] and played["winners"] == ["Ana"]
    assert api.delete(f"/games/own/{game['id']}").status_code == 204
    kept = api.get(f"/matches/{match['id']}").get_json()
    assert kept["winners"] == ["Ana"] and kept["settings"]["name"] == "Kitchen darts"


def test_a_match_of_it_takes_no_settings_beside_it(api):
    game = api.post("/games", DARTS).get_json()
    response = api.post("/matches", {"game": "custom", "players": ["Ana", "Bo"],
                                     "own": game["id"], "settings": {"start": 0}})
    assert response.status_code == 422
    assert response.get_json()["errors"] == {
        "settings": "A game of your own brings its settings: send none with it."}


def test_another_account_never_sees_it(api, other, app):
    game = api.post("/games", DARTS).get_json()
    assert other.get(f"/games/own/{game['id']}").status_code == 404
    assert other.delete(f"/games/own/{game['id']}").status_code == 404
    assert other.get("/games/own").get_json() == {"games": []}
    response = other.post("/matches", {"game": "custom", "players": ["Ana", "Bo"],
                                       "own": game["id"]})
    assert response.status_code == 422 and response.get_json()["errors"] == {
        "own": "No such game."}
    assert stored(app) == 1


@pytest.mark.parametrize("own", [True, "1", 0, 2**40, None])
def test_an_own_game_that_is_no_id_is_no_game(api, own):
    api.post("/games", DARTS)
    response = api.post("/matches", {"game": "custom", "players": ["Ana", "Bo"], "own": own})
    assert response.status_code == 422
    assert response.get_json()["errors"] == {"own": "No such game."}


def test_without_a_token_nothing_is_kept(api, app):
    assert api.post("/games", DARTS, token=None).status_code == 401
    assert api.get("/games/own", token=None).status_code == 401
    assert stored(app) == 0
