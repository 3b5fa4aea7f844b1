"""Skyjo rounds given by cards through the API: scored, kept as entered, documented, and refused
with a player's words (nothing stored) when they break the deck or the shape."""

import jsonschema
import pytest

from api.openapi import document
from games import GAMES
from games.core import round_schema

from .conftest import answered_as_documented

PATH = "/matches/{match_id}/rounds"


@pytest.fixture
def match(api) -> dict:
    return api.start("skyjo", ["Ana", "Bo", "Cy"])


def test_a_round_by_cards_is_scored_and_kept_as_entered(api, match):
    data = {"cards": {"Ana": [[3, 3, 3], [1, 2, 0]], "Bo": [[12, 11, 10], [5, 5, 4]]},
            "points": {"Cy": 2}, "closer": "Ana"}
    response = api.post(f"/matches/{match['id']}/rounds", data)
    assert response.status_code == 201, response.get_json()
    answered_as_documented("post", PATH, response)
    [scored] = response.get_json()["rounds"]
    # Ana: 3 after her column of 3s is removed, not lowest alone (Cy 2): doubled to 6.
    assert scored["deltas"] == {"Ana": 6, "Bo": 47, "Cy": 2}
    assert scored["input"] == data
    assert "Ana's column 1, three cards of 3, is removed: it counts nothing." in scored["notes"]
    assert "Bo's cards count 12 + 11 + 10 + 5 + 5 + 4 = 47." in scored["notes"]
    assert api.get(f"/matches/{match['id']}").get_json()["rounds"][0]["input"] == data


def test_a_round_by_cards_can_be_changed_to_points_and_back(api, match):
    by_cards = {"cards": {"Ana": [[1, 1, 2]], "Bo": [], "Cy": [[6, 6, 6]]}, "closer": "Bo"}
    api.round(match["id"], {"points": {"Ana": 1, "Bo": 2, "Cy": 3}, "closer": "Ana"})
    response = api.put(f"/matches/{match['id']}/rounds/1", by_cards)
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["rounds"][0]["deltas"] == {"Ana": 4, "Bo": 0, "Cy": 0}
    assert response.get_json()["rounds"][0]["input"] == by_cards


# The messages themselves are the game's (tests/games/test_skyjo_cards.py): here, that each kind
# of error reaches its key (the round, a player's cards, a player's points) and stores nothing.
@pytest.mark.parametrize("data, errors", [
    ({"cards": {"Ana": [[-2, -2, -2], [-2, -2, -1]], "Bo": [[1, -2, 1]]}, "points": {"Cy": 1},
      "closer": "Bo"},
     {"cards": "There are only 5 cards of −2 in Skyjo, and this round has 6."}),
    ({"cards": {"Ana": [[1, 2, 3]]}, "points": {"Ana": 6, "Bo": 1, "Cy": 1}, "closer": "Bo"},
     {"points.Ana": "Ana has both points and cards: keep one and clear the other."}),
    ({"cards": {"Ana": [[1, 2, 13]]}, "points": {"Bo": 1, "Cy": 1}, "closer": "Bo"},
     {"cards.Ana": "13 is not a Skyjo card: cards go from −2 to 12."}),
])
def test_bad_cards_are_422_in_the_players_words_and_store_nothing(api, match, data, errors):
    response = api.post(f"/matches/{match['id']}/rounds", data)
    assert response.status_code == 422
    answered_as_documented("post", PATH, response)
    assert response.get_json()["errors"] == errors
    assert api.get(f"/matches/{match['id']}").get_json() == match


def test_the_openapi_document_describes_cards():
    skyjo = round_schema(GAMES.get("skyjo"))
    [documented] = [s for s in document()["components"]["schemas"]["RoundInput"]["anyOf"]
                    if s["title"] == "skyjo"]
    cards = documented["properties"]["cards"]["additionalProperties"]
    assert cards["maxItems"] == 4 and cards["items"]["minItems"] == cards["items"]["maxItems"] == 3
    assert cards["items"]["items"] == {"type": "integer", "minimum": -2, "maximum": 12}
    assert documented["required"] == ["closer"]
    valid = {"cards": {"Ana": [[1, 2, 3]]}, "points": {"Bo": 3}, "closer": "Ana"}
    jsonschema.validate(valid, skyjo)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"cards": {"Ana": [[1, 2, 3, 4]]}, "closer": "Ana"}, skyjo)
