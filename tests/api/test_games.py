"""GET /games and /games/<id>: public, and each game's round_schema describes its round input."""

import jsonschema
import pytest

from games import GAMES

from .conftest import documented

GAME_IDS = [game.id for game in GAMES]

# Round inputs exactly as the contract gives them: these fit the game's round_schema...
VALID = {
    "skyjo": [{"points": {"Ana": 3, "Bo": -2}, "closer": "Ana"},
              {"cards": {"Ana": [[1, 2, 3], [4, 4, 4]]}, "points": {"Bo": -2}, "closer": "Ana"},
              {"cards": {"Ana": [], "Bo": [[-2, 0, 12]]}, "closer": "Bo"}],
    "euchre": [{"maker": "Ana", "tricks": 5, "alone": True, "defender_alone": False},
               {"maker": "Ana", "tricks": 0}, {"passed": True}],
    "okey": [{"indicator": None, "winner": None, "pairs": False, "okey_discard": False},
             {"indicator": "Ana", "winner": "Bo"}, {}],
    "okey-stakes": [{"winner": None, "pairs": False, "joker": False}, {"winner": "Ana"}],
    "okey-101": [{"finisher": "Ana", "okey": True, "opened": {"Bo": "pairs"}, "tiles": {"Bo": 4},
                  "okeys": {"Bo": 1}, "penalties": {"Ana": 1}},
                 {"finisher": None, "opened": {"Ana": "no", "Bo": "no"}}],
    "tarneeb": [{"bidder": "Ana", "bid": 7, "tricks": 13},
                {"bidder": "Bo", "bid": 13, "tricks": 0}],
    "chinchon": [{"closer": "Ana", "close": "chinchon"},
                 {"closer": "Ana", "close": "card", "left": 2, "points": {"Bo": 5}}],
    "sueca": [{"points": {"Ana & Cy": 60, "Bo & Dee": 60}},
              {"points": {"Ana & Cy": 120, "Bo & Dee": 0}, "all_tricks": True}],
    "indian-rummy": [{"winner": "Ana", "deadwood": {"Bo": 30, "Cy": "first-drop"}},
                     {"winner": "Ana", "deadwood": {"Bo": "middle-drop"}}],
    "uno": [{"winner": "Ana", "points": {"Bo": 77, "Cy": 0}}],
    "rummikub": [{"winner": "Bo", "points": {"Ana": 30}}],
    "five-crowns": [{"points": {"Ana": 0, "Bo": 40}}],
    "6-nimmt": [{"points": {"Ana": 7, "Bo": 0, "Cy": 12}}],
    "hearts": [{"points": {"Ana": -26, "Bo": 0, "Cy": 0}}],
    "custom": [{"points": {"Ana": 12, "Bo": 0, "Cy": 30}}],
}
# ...and these do not.
INVALID = {
    "skyjo": [{"points": {"Ana": 3}}, {"closer": "Ana"}, {"points": {"Ana": 141}, "closer": "Ana"},
              {"points": {"Ana": 3.5}, "closer": "Ana"},
              {"points": {"Ana": 3}, "closer": "Ana", "extra": 1},
              {"cards": {"Ana": [[1, 2]]}, "closer": "Ana"},
              {"cards": {"Ana": [[1, 2, 3]] * 5}, "closer": "Ana"},
              {"cards": {"Ana": [[1, 2, -3]]}, "closer": "Ana"}],
    "euchre": [{}, {"maker": "Ana"}, {"maker": "Ana", "tricks": 6},
               {"maker": "Ana", "tricks": 3, "alone": "yes"}, {"passed": False}],
    "okey": [{"winner": 3}, {"pairs": "no"}, {"okey": True}],
    "okey-stakes": [{"winner": 1}, {"joker": 1}, {"pairs": True, "stake": 2}],
    "tarneeb": [{"bid": 6}, {"bidder": "Ana", "bid": 14, "tricks": 3}, {"tricks": 14}],
    "sueca": [{"points": {"Ana & Cy": 121}}, {"points": [60, 60]}, {"all_tricks": "yes"}],
    "chinchon": [{"close": "maybe"}, {"closer": "Ana", "close": "card", "left": -1},
                 {"points": {"Bo": 501}}],
    "okey-101": [{"opened": {"Bo": "maybe"}}, {"opened": {"Bo": "runs"}, "tiles": {"Bo": 287}},
                 {"opened": {"Bo": "runs"}, "okeys": {"Bo": 3}}, {"opened": ["runs"]}],
    "indian-rummy": [{"winner": "Ana"}, {"deadwood": {"Bo": 3}},
                     {"winner": "Ana", "deadwood": {"Bo": 131}},
                     {"winner": "Ana", "deadwood": {"Bo": "drop"}}],
    "uno": [{"winner": "Ana"}, {"points": {"Bo": 3}}, {"winner": 1, "points": {"Bo": 3}},
            {"winner": "Ana", "points": {"Bo": -1}}],
    "rummikub": [{"winner": "Bo", "points": {"Ana": 2.5}},
                 {"winner": "Bo", "points": {"Ana": 3}, "losers_lose": True}],
    "five-crowns": [{}, {"points": {"Ana": -1}}, {"points": [0, 40]}],
    "6-nimmt": [{"points": {"Ana": "7"}}, {"points": {"Ana": 7}, "winner": "Ana"}],
    "hearts": [{"points": {"Ana": 100_001}}, {"points": {"Ana": True}}],
    "custom": [{"points": {"Ana": -1}}, {"winner": "Ana", "points": {"Bo": 3}}],
}


@pytest.fixture
def games(client):
    response = client.get("/api/v1/games")
    assert response.status_code == 200
    body = response.get_json()
    assert set(body) == {"games"}
    return {game["id"]: game for game in body["games"]}


def test_games_lists_every_registered_game(games):
    assert set(games) == set(GAME_IDS)
    for game in games.values():
        documented("Game", game)
        assert set(game) == {"id", "name", "min_players", "max_players", "teams", "settings",
                             "round_schema"}
        assert isinstance(game["name"], str) and game["name"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_has_its_player_counts_teams_and_default_settings(games, game_id):
    game, declared = games[game_id], GAMES.get(game_id)
    assert game["name"] == declared.name
    assert (game["min_players"], game["max_players"]) == (declared.min_players,
                                                          declared.max_players)
    assert game["teams"] is declared.teams
    assert game["settings"] == declared.defaults()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_one_game_is_the_same_as_in_the_list(client, games, game_id):
    response = client.get(f"/api/v1/games/{game_id}")
    assert response.status_code == 200
    assert response.get_json() == games[game_id]


@pytest.mark.parametrize("game_id", GAME_IDS)
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
