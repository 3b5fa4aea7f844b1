"""GET /games and /games/<id>: public, and each game's round_schema describes its round input."""

import jsonschema
import pytest

from .conftest import documented

SETTINGS = {
    "skyjo": {"end_at": 100, "closer_penalty": "double"},
    "euchre": {"target": 10, "defend_alone": True, "lone_euchre_bonus": False,
               "stick_the_dealer": False},
    "okey": {"start": 20},
    "okey-stakes": {"stake": 1, "doubles_stack": True, "games": None},
    "indian-rummy": {"end_at": 500, "deadwood_cap": None, "drops": False, "first_drop": 20,
                     "middle_drop": 40},
}
PLAYERS = {"skyjo": (2, 8), "euchre": (4, 4), "okey": (2, 4), "okey-stakes": (2, 4),
           "indian-rummy": (2, 4)}

# Round inputs exactly as the contract gives them: these fit the game's round_schema...
VALID = {
    "skyjo": [{"points": {"Ana": 3, "Bo": -2}, "closer": "Ana"}],
    "euchre": [{"maker": "Ana", "tricks": 5, "alone": True, "defender_alone": False},
               {"maker": "Ana", "tricks": 0}, {"passed": True}],
    "okey": [{"indicator": None, "winner": None, "pairs": False, "okey_discard": False},
             {"indicator": "Ana", "winner": "Bo"}, {}],
    "okey-stakes": [{"winner": None, "pairs": False, "joker": False}, {"winner": "Ana"}],
    "indian-rummy": [{"winner": "Ana", "deadwood": {"Bo": 30, "Cy": "first-drop"}},
                     {"winner": "Ana", "deadwood": {"Bo": "middle-drop"}}],
}
# ...and these do not.
INVALID = {
    "skyjo": [{"points": {"Ana": 3}}, {"closer": "Ana"}, {"points": {"Ana": 141}, "closer": "Ana"},
              {"points": {"Ana": 3.5}, "closer": "Ana"},
              {"points": {"Ana": 3}, "closer": "Ana", "extra": 1}],
    "euchre": [{}, {"maker": "Ana"}, {"maker": "Ana", "tricks": 6},
               {"maker": "Ana", "tricks": 3, "alone": "yes"}, {"passed": False}],
    "okey": [{"winner": 3}, {"pairs": "no"}, {"okey": True}],
    "okey-stakes": [{"winner": 1}, {"joker": 1}, {"pairs": True, "stake": 2}],
    "indian-rummy": [{"winner": "Ana"}, {"deadwood": {"Bo": 3}},
                     {"winner": "Ana", "deadwood": {"Bo": 131}},
                     {"winner": "Ana", "deadwood": {"Bo": "drop"}}],
}


@pytest.fixture
def games(client):
    response = client.get("/api/v1/games")
    assert response.status_code == 200
    body = response.get_json()
    assert set(body) == {"games"}
    return {game["id"]: game for game in body["games"]}


def test_games_lists_the_five_games_without_a_token(games):
    assert set(games) == set(SETTINGS)
    for game in games.values():
        documented("Game", game)
        assert set(game) == {"id", "name", "min_players", "max_players", "teams", "settings",
                             "round_schema"}
        assert isinstance(game["name"], str) and game["name"]


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_a_game_has_its_player_counts_teams_and_default_settings(games, game_id):
    game = games[game_id]
    assert (game["min_players"], game["max_players"]) == PLAYERS[game_id]
    assert game["teams"] is (game_id == "euchre")
    assert game["settings"] == SETTINGS[game_id]


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_one_game_is_the_same_as_in_the_list(client, games, game_id):
    response = client.get(f"/api/v1/games/{game_id}")
    assert response.status_code == 200
    assert response.get_json() == games[game_id]


@pytest.mark.parametrize("game_id", sorted(SETTINGS))
def test_the_round_schema_describes_the_round_input(games, game_id):
    schema = games[game_id]["round_schema"]
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for round_input in VALID[game_id]:
        assert validator.is_valid(round_input), round_input
    for round_input in INVALID[game_id]:
        assert not validator.is_valid(round_input), round_input


def test_an_unknown_game_is_404(client):
    response = client.get("/api/v1/games/poker")
    assert response.status_code == 404
    documented("Error", response.get_json())


def test_games_need_no_token_even_a_bad_one(client):
    response = client.get("/api/v1/games", headers={"Authorization": "Bearer wrong"})
    assert response.status_code == 200
    assert len(response.get_json()["games"]) == 5
