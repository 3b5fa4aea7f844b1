"""Indian Rummy by cards through the API: hands as round input, and the hand checker."""

import pytest

from models import Round
from tests.games.test_rummy_cards import BO_27, BO_81, GOES_OUT
from tests.web.pages import count

CHECK = "/games/indian-rummy/check"


def test_a_round_by_cards_counts_them_and_keeps_them(api):
    match = api.start("indian-rummy", ["Ana", "Bo", "Cy"])
    after = api.round(match["id"], {"winner": "Ana", "hands": {"Bo": BO_27},
                                    "deadwood": {"Cy": 10}})
    played = after["rounds"][0]
    assert played["deltas"] == {"Ana": 37, "Bo": -27, "Cy": -10}
    assert played["input"]["hands"]["Bo"][:3] == ["3♥", "4♥", "5♥"]
    assert "counted: K♣ 2♦ 5♠ A♥" in played["notes"][0]


@pytest.mark.parametrize("players, hands, key", [
    (["Ana", "Bo", "Cy"], {"Bo": GOES_OUT, "Cy": BO_27}, "hands.Cy"),  # 4♥ twice, one deck
    (["Ana", "Bo"], {"Bo": BO_27[:12]}, "hands.Bo"),
    (["Ana", "Bo"], {"Bo": ["10X"] + BO_27[1:]}, "hands.Bo"),
])
def test_bad_hands_are_422_and_nothing_is_stored(api, app, players, hands, key):
    match = api.start("indian-rummy", players)
    response = api.post(f"/matches/{match['id']}/rounds", {"winner": "Ana", "hands": hands})
    assert response.status_code == 422
    assert key in response.get_json()["errors"]
    assert count(app, Round) == 0


def test_the_checker_answers_without_a_login(api):
    response = api.post(CHECK, {"cards": BO_27}, token=None)
    assert response.status_code == 200
    answer = response.get_json()
    assert answer["valid"] is False and answer["deadwood"] == 27
    assert sorted(answer["counted"]) == sorted(["K♣", "2♦", "5♠", "A♥"])
    assert ["3♥", "4♥", "5♥"] in answer["melds"]
    assert "second sequence" in answer["reason"]
    answer = api.post(CHECK, {"cards": GOES_OUT}, token=None).get_json()
    assert answer["valid"] is True and answer["deadwood"] == 0 and answer["counted"] == []


# Which hands are refused and why is tests/games/test_rummy_cards.py's: here the message
# reaches the answer under its key.
@pytest.mark.parametrize("cards, words", [
    (BO_27[:12], "has 12"),
    ("3H 4H", "a list of 13"),
])
def test_the_checker_refuses_what_is_not_a_hand(api, cards, words):
    response = api.post(CHECK, {"cards": cards}, token=None)
    assert response.status_code == 422
    assert words in response.get_json()["errors"]["cards"]


def test_the_checker_is_rate_limited(api, app):
    app.config["CHECK_RATE_LIMIT"] = "2 per minute"
    codes = [api.post(CHECK, {"cards": BO_81}, token=None).status_code for _ in range(3)]
    assert codes == [200, 200, 429]


def test_the_checker_is_in_the_openapi_document(api):
    doc = api.get("/openapi.json").get_json()
    post = doc["paths"]["/games/indian-rummy/check"]["post"]
    assert post["security"] == [] and {"200", "422", "429"} <= set(post["responses"])
    rummy = next(s for s in doc["components"]["schemas"]["RoundInput"]["anyOf"]
                 if s["title"] == "indian-rummy")
    assert rummy["properties"]["hands"]["additionalProperties"]["minItems"] == 13
