"""A game is one folder: Tally (tests/games/sample_game/), registered by a fixture and by
nothing else, is found in the catalogue, the new-match form, a played round (by the pages and
by the API), the API's games and their schema, the rules page (its question, its worked
example, its checker), and the statistics."""

import html
import re

import pytest

from games import GAMES, registered
from games.core import round_schema

API = "/api/v1"
WIN = {"winner": "Ana", "points-0": "26", "points-1": "3"}  # Ana 26 + 5 = 31: the match ends


@pytest.fixture
def tally():
    with registered("tests.games.sample_game") as game:
        yield game
    assert "tally" not in GAMES


def words(response) -> str:
    text = re.sub(r"<[^>]*>", " ", response.get_data(as_text=True))
    return re.sub(r"\s+", " ", html.unescape(text))


def test_a_game_id_is_registered_once(tally):
    with pytest.raises(ValueError), registered("tests.games.sample_game"):
        pass
    assert GAMES.get("tally") is tally


def test_in_the_catalogue_and_the_new_match_form(tally, table):
    assert 'href="/matches/new/tally"' in table.client.get("/matches/new").get_data(as_text=True)
    form = table.client.get("/matches/new/tally").get_data(as_text=True)
    assert 'name="rule_target"' in form and 'value="30"' in form
    assert 'name="seat3"' in form and 'name="seat4"' not in form


def test_a_round_played_on_the_pages(tally, table):
    match = table.start("tally", ["Ana", "Bo"])
    assert table.round(match, **WIN).status_code == 302
    shown = words(table.client.get(match))
    assert "Ana won the round and adds 5." in shown and "31" in shown


def test_a_round_played_through_the_api(tally, client):
    response = client.post(f"{API}/accounts", json={"username": "api-table",
                                                    "password": "cards-and-tiles"})
    auth = {"Authorization": f"Bearer {response.get_json()['token']}"}
    games = client.get(f"{API}/games").get_json()["games"]
    listed = next(g for g in games if g["id"] == "tally")
    assert listed["settings"] == {"target": 30} and listed["round_schema"] == round_schema(tally)
    match = client.post(f"{API}/matches", headers=auth,
                        json={"game": "tally", "players": ["Ana", "Bo"]}).get_json()
    answer = client.post(f"{API}/matches/{match['id']}/rounds", headers=auth,
                         json={"winner": "Ana", "points": {"Ana": 26, "Bo": 3}})
    assert answer.status_code == 201
    assert answer.get_json()["totals"] == {"Ana": 31, "Bo": 3}
    assert answer.get_json()["finished"] is True


def test_the_rules_page_and_its_checker(tally, table):
    page = words(table.client.get("/faq/tally"))
    assert "Who gets the bonus?" in page and "Reaching the target ends the match" in page
    assert "Do these numbers add up to 21?" in page
    answer = table.post("/faq/tally/check", {"numbers": "10 11"}, form_url="/faq/tally")
    assert answer.status_code == 200 and "The numbers add up to 21." in words(answer)
    refused = table.post("/faq/tally/check", {"numbers": "ten"}, form_url="/faq/tally")
    assert refused.status_code == 422
    assert "Enter whole numbers, separated by spaces." in words(refused)


def test_the_api_checker(tally, client):
    answer = client.post(f"{API}/games/tally/check", json={"numbers": ["10", "11"]})
    assert answer.get_json() == {"valid": True, "sum": 21, "reason": "The numbers add up to 21."}
    assert client.post(f"{API}/games/tally/check", json={"numbers": "ten"}).status_code == 422
    document = client.get(f"{API}/openapi.json").get_json()
    assert document["paths"]["/games/tally/check"]["post"]["summary"] == tally.checker.summary


def test_the_statistics(tally, table):
    match = table.start("tally", ["Ana", "Bo"])
    table.round(match, **WIN)
    page = table.client.get("/stats")
    assert "Tally Player Played Won Win rate Ana 1 1 100% Bo 1 0 0%" in words(page)
    ana = re.search(r'href="(/players/\d+/stats)"', page.get_data(as_text=True)).group(1)
    assert "Rounds won 1" in words(table.client.get(ana))
    assert "Rounds the player won." in words(table.client.get("/faq/"))
