"""POST /matches/<id>/rounds, PUT and DELETE /matches/<id>/rounds/<n>: round inputs exactly as the
contract gives them, one message per bad field with nothing stored, and a replay after each
change."""

import pytest

from games import GAMES
from services.limits import MAX_ROUNDS
from tests.games.strategies import NAMES

from .conftest import answered_as_documented, documented

GAME_IDS = [game.id for game in GAMES]

# game, settings, round input, deltas it gives
ACCEPTED = [
    ("skyjo", {}, {"points": {"Ana": 12, "Bo": 9, "Cy": -2}, "closer": "Ana"},
     {"Ana": 24, "Bo": 9, "Cy": -2}),
    ("skyjo", {"closer_penalty": "none"}, {"points": {"Ana": 12, "Bo": 9, "Cy": 3},
                                           "closer": "Ana"}, {"Ana": 12, "Bo": 9, "Cy": 3}),
    ("euchre", {}, {"maker": "Bo", "tricks": 4, "alone": False, "defender_alone": False},
     {"Ana & Cy": 0, "Bo & Dee": 1}),
    ("euchre", {}, {"maker": "Ana", "tricks": 5, "alone": True}, {"Ana & Cy": 4, "Bo & Dee": 0}),
    ("euchre", {}, {"maker": "Ana", "tricks": 2, "alone": True, "defender_alone": True},
     {"Ana & Cy": 0, "Bo & Dee": 4}),
    ("euchre", {}, {"passed": True}, {"Ana & Cy": 0, "Bo & Dee": 0}),
    ("euchre", {"lone_euchre_bonus": True}, {"maker": "Dee", "tricks": 1, "alone": True},
     {"Ana & Cy": 4, "Bo & Dee": 0}),
    ("okey", {}, {"indicator": "Bo", "winner": "Cy", "pairs": False, "okey_discard": False},
     {"Ana": -3, "Bo": -2, "Cy": -1}),
    ("okey", {}, {"indicator": None, "winner": None}, {"Ana": 0, "Bo": 0, "Cy": 0}),
    ("okey", {}, {"winner": "Ana", "pairs": True, "okey_discard": True},
     {"Ana": 0, "Bo": -8, "Cy": -8}),
    ("okey-stakes", {"stake": 5}, {"winner": "Bo", "pairs": True, "joker": False},
     {"Ana": -10, "Bo": 20, "Cy": -10}),
    ("okey-stakes", {"doubles_stack": False}, {"winner": "Ana", "pairs": True, "joker": True},
     {"Ana": 4, "Bo": -2, "Cy": -2}),
    ("okey-stakes", {}, {"winner": None}, {"Ana": 0, "Bo": 0, "Cy": 0}),
    ("indian-rummy", {}, {"winner": "Cy", "deadwood": {"Ana": 30, "Bo": 0}},
     {"Ana": -30, "Bo": 0, "Cy": 30}),
    ("okey-101", {}, {"finisher": "Ana", "okey": True, "opened": {"Bo": "runs", "Cy": "no"},
                      "tiles": {"Bo": 23}}, {"Ana": -202, "Bo": 46, "Cy": 404}),
    ("tarneeb", {}, {"bidder": "Bo", "bid": 13, "tricks": 11},
     {"Ana & Cy": 4, "Bo & Dee": -16}),
    ("tarneeb", {"kaboot": 13}, {"bidder": "Ana", "bid": 7, "tricks": 13},
     {"Ana & Cy": 13, "Bo & Dee": 0}),
    ("sueca", {}, {"points": {"Ana & Cy": 120, "Bo & Dee": 0}, "all_tricks": True},
     {"Ana & Cy": 4, "Bo & Dee": 0}),
    ("sueca", {}, {"points": {"Ana & Cy": 60, "Bo & Dee": 60}}, {"Ana & Cy": 0, "Bo & Dee": 0}),
    ("chinchon", {}, {"closer": "Bo", "close": "all_seven", "points": {"Ana": 12, "Cy": 40}},
     {"Ana": 12, "Bo": -10, "Cy": 40}),
    ("okey-101", {"double_unopened": False},
     {"finisher": None, "opened": {"Ana": "pairs", "Bo": "runs", "Cy": "no"},
      "tiles": {"Ana": 10, "Bo": 5}, "okeys": {"Bo": 1}, "penalties": {"Cy": 1}},
     {"Ana": 20, "Bo": 106, "Cy": 303}),
    ("indian-rummy", {"drops": True, "deadwood_cap": 30},
     {"winner": "Ana", "deadwood": {"Bo": "first-drop", "Cy": "middle-drop"}},
     {"Ana": 50, "Bo": -20, "Cy": -30}),
    ("uno", {}, {"winner": "Bo", "points": {"Ana": 77, "Cy": 23}}, {"Ana": 0, "Bo": 100, "Cy": 0}),
    ("uno", {}, {"winner": "Cy", "points": {"Ana": 0, "Bo": 0}}, {"Ana": 0, "Bo": 0, "Cy": 0}),
    ("rummikub", {}, {"winner": "Ana", "points": {"Bo": 37, "Cy": 13}},
     {"Ana": 50, "Bo": -37, "Cy": -13}),
    ("rummikub", {}, {"winner": "Cy", "points": {"Ana": 14, "Bo": 9}},
     {"Ana": -14, "Bo": -9, "Cy": 23}),
    ("five-crowns", {}, {"points": {"Ana": 0, "Bo": 40, "Cy": 65}}, {"Ana": 0, "Bo": 40, "Cy": 65}),
    ("five-crowns", {}, {"points": {"Ana": 0, "Bo": 0, "Cy": 25}}, {"Ana": 0, "Bo": 0, "Cy": 25}),
    ("6-nimmt", {}, {"points": {"Ana": 10, "Bo": 12, "Cy": 0}}, {"Ana": 10, "Bo": 12, "Cy": 0}),
    ("6-nimmt", {}, {"points": {"Ana": 66, "Bo": 3, "Cy": 3}}, {"Ana": 66, "Bo": 3, "Cy": 3}),
    ("hearts", {}, {"points": {"Ana": 13, "Bo": 10, "Cy": 3}}, {"Ana": 13, "Bo": 10, "Cy": 3}),
    ("hearts", {}, {"points": {"Ana": -26, "Bo": 0, "Cy": 0}}, {"Ana": -26, "Bo": 0, "Cy": 0}),
    ("custom", {}, {"points": {"Ana": 12, "Bo": 0, "Cy": 30}}, {"Ana": 12, "Bo": 0, "Cy": 30}),
    ("custom", {"name": "Our darts", "start": 301, "negatives": True, "end": "target",
                "end_at": 0}, {"points": {"Ana": -60, "Bo": -100, "Cy": 5}},
     {"Ana": -60, "Bo": -100, "Cy": 5}),
]

# game, settings, round input, the field keys its errors must name
REFUSED = [
    ("skyjo", {}, {"points": {"Ana": 1, "Bo": 2}, "closer": "Ana"}, {"points.Cy"}),
    ("skyjo", {}, {"points": {"Ana": 141, "Bo": 2, "Cy": -18}, "closer": "Ana"},
     {"points.Ana", "points.Cy"}),
    ("skyjo", {}, {"points": {"Ana": 1.5, "Bo": "2", "Cy": True}, "closer": "Ana"},
     {"points.Ana", "points.Bo", "points.Cy"}),
    ("skyjo", {}, {"points": {"Ana": 1, "Bo": 2, "Cy": 3, "Dee": 4}, "closer": "Ana"},
     {"points"}),
    ("skyjo", {}, {"points": {"Ana": 1, "Bo": 2, "Cy": 3}, "closer": "Dee"}, {"closer"}),
    ("skyjo", {}, {"points": {"Ana": 1, "Bo": 2, "Cy": 3}}, {"closer"}),
    ("skyjo", {}, {"points": [1, 2, 3], "closer": "Ana"}, {"points"}),
    ("skyjo", {}, {"points": {"Ana": 1, "Bo": 2, "Cy": 3}, "closer": "Ana", "round": 2},
     {"round"}),
    ("euchre", {}, {"maker": "Ana", "tricks": 6}, {"tricks"}),
    ("euchre", {}, {"maker": "Ana", "tricks": -1}, {"tricks"}),
    ("euchre", {}, {"tricks": 3}, {"maker"}),
    ("euchre", {}, {"maker": "Ana"}, {"tricks"}),
    ("euchre", {}, {}, {"maker", "tricks"}),
    ("euchre", {}, {"maker": "Eve", "tricks": 3}, {"maker"}),
    ("euchre", {}, {"maker": "Ana", "tricks": 3, "alone": "yes"}, {"alone"}),
    ("euchre", {}, {"maker": "Ana", "tricks": 3, "defender_alone": True}, {"defender_alone"}),
    ("euchre", {"defend_alone": False},
     {"maker": "Ana", "tricks": 3, "alone": True, "defender_alone": True}, {"defender_alone"}),
    ("euchre", {}, {"passed": True, "maker": "Ana"}, {"passed"}),
    ("euchre", {"stick_the_dealer": True}, {"passed": True}, {"passed"}),
    ("okey", {}, {"winner": "Dee"}, {"winner"}),
    ("okey", {}, {"indicator": 1, "winner": "Ana"}, {"indicator"}),
    ("okey", {}, {"winner": None, "pairs": True}, {"pairs"}),
    ("okey", {}, {"winner": None, "okey_discard": True}, {"okey_discard"}),
    ("okey", {}, {"winner": "Ana", "pairs": "true"}, {"pairs"}),
    ("okey-stakes", {}, {"winner": None, "joker": True, "pairs": True}, {"joker", "pairs"}),
    ("okey-stakes", {}, {"winner": ["Ana"]}, {"winner"}),
    ("okey-stakes", {}, {"winner": "Ana", "stake": 3}, {"stake"}),
    ("indian-rummy", {}, {"winner": "Ana", "deadwood": {"Bo": 10}}, {"deadwood.Cy"}),
    ("indian-rummy", {}, {"winner": "Ana", "deadwood": {"Ana": 0, "Bo": 10, "Cy": 5}},
     {"deadwood.Ana"}),
    ("indian-rummy", {}, {"winner": "Ana", "deadwood": {"Bo": 131, "Cy": -1}},
     {"deadwood.Bo", "deadwood.Cy"}),
    ("indian-rummy", {}, {"winner": "Ana", "deadwood": {"Bo": "first-drop", "Cy": 5}},
     {"deadwood.Bo"}),
    ("indian-rummy", {"drops": True}, {"winner": "Ana", "deadwood": {"Bo": "last-drop", "Cy": 5}},
     {"deadwood.Bo"}),
    ("indian-rummy", {}, {"deadwood": {"Bo": 3, "Cy": 5}}, {"winner"}),
    ("tarneeb", {}, {"bidder": "Bo", "bid": 6, "tricks": 3}, {"bid"}),
    ("tarneeb", {}, {"bidder": "Eve", "bid": 7, "tricks": 14}, {"bidder", "tricks"}),
    ("sueca", {}, {"points": {"Ana & Cy": 70, "Bo & Dee": 60}}, {"points"}),
    ("chinchon", {}, {"closer": "Bo", "close": "card", "left": 5, "points": {"Ana": 1, "Cy": 2}},
     {"left"}),
    ("chinchon", {}, {"closer": "Bo", "close": "chinchon", "points": {"Ana": 1, "Cy": 2}},
     {"points"}),
    ("sueca", {}, {"points": {"Ana & Cy": 119, "Bo & Dee": 1}}, {"points.Ana & Cy",
                                                                 "points.Bo & Dee"}),
    ("sueca", {}, {"points": {"Ana & Cy": 100, "Bo & Dee": 20}, "all_tricks": True},
     {"all_tricks"}),
    ("okey-101", {}, {"finisher": None, "pairs": True,
                      "opened": {"Ana": "no", "Bo": "no", "Cy": "no"}}, {"pairs"}),
    ("okey-101", {}, {"finisher": "Ana", "opened": {"Bo": "runs"}, "tiles": {"Bo": 3}},
     {"opened.Cy"}),
    ("okey-101", {}, {"finisher": "Ana", "opened": {"Bo": "no", "Cy": "runs"},
                      "tiles": {"Bo": 5, "Cy": 300}}, {"tiles.Bo", "tiles.Cy"}),
    ("uno", {}, {"winner": "Ana", "points": {"Ana": 5, "Bo": 10, "Cy": 20}}, {"points.Ana"}),
    ("uno", {}, {"winner": "Bo", "points": {"Ana": -5}}, {"points.Ana", "points.Cy"}),
    ("rummikub", {}, {"points": {"Bo": 10, "Cy": 20}}, {"winner"}),
    ("rummikub", {}, {"winner": "Dee", "points": {"Ana": 1, "Bo": 2, "Cy": 3}}, {"winner"}),
    ("five-crowns", {}, {"points": {"Bo": 15, "Cy": 30}}, {"points.Ana"}),
    ("five-crowns", {}, {"points": {"Ana": 0, "Bo": -10, "Cy": 1.5}}, {"points.Bo", "points.Cy"}),
    ("6-nimmt", {}, {"points": {"Ana": 1, "Bo": 2, "Cy": 3, "Eve": 4}}, {"points"}),
    ("6-nimmt", {}, {"points": {"Ana": -3, "Bo": 4, "Cy": 7}}, {"points.Ana"}),
    ("hearts", {}, {"points": {"Ana": 5, "Bo": 13}}, {"points.Cy"}),
    ("hearts", {}, {"points": {"Ana": 100_001, "Bo": 0, "Cy": 0}}, {"points.Ana"}),
    ("custom", {}, {"points": {"Ana": -5, "Bo": 0, "Cy": 0}}, {"points.Ana"}),
    ("custom", {"entry": "winner_takes"}, {"points": {"Bo": 3, "Cy": 4}}, {"winner"}),
]


def start(api, game_id, settings=None):
    """A match of Ana, Bo and Cy, or more where the game needs more (Euchre: Dee too)."""
    players = NAMES[:max(3, GAMES.get(game_id).min_players)]
    return api.start(game_id, players, settings=settings or {})


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rounds_as_the_contract_gives_them_are_scored(api, game_id):
    cases = [(settings, data, deltas) for g, settings, data, deltas in ACCEPTED if g == game_id]
    assert cases
    for settings, data, deltas in cases:
        match = start(api, game_id, settings)
        response = api.post(f"/matches/{match['id']}/rounds", data)
        assert response.status_code == 201, (data, response.get_json())
        answered_as_documented("post", "/matches/{match_id}/rounds", response)
        after = response.get_json()
        [scored] = after["rounds"]
        assert scored["number"] == 1
        assert scored["deltas"] == deltas, data
        base = match["totals"]
        assert scored["totals"] == {side: base[side] + deltas[side] for side in base}
        assert after["totals"] == scored["totals"]
        assert scored["notes"] and all(isinstance(n, str) and n for n in scored["notes"])
        for key, value in data.items():  # what was entered comes back ("none" may be left out)
            assert scored["input"].get(key) == value, (data, key)
        assert api.get(f"/matches/{match['id']}").get_json() == after


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bad_rounds_are_422_with_a_message_per_field_and_store_nothing(api, game_id):
    cases = [(settings, data, fields) for g, settings, data, fields in REFUSED if g == game_id]
    assert cases
    matches = {}
    for settings, data, fields in cases:
        key = repr(sorted(settings.items()))
        if key not in matches:
            matches[key] = start(api, game_id, settings)
        match = matches[key]
        response = api.post(f"/matches/{match['id']}/rounds", data)
        assert response.status_code == 422, (data, response.get_json())
        answered_as_documented("post", "/matches/{match_id}/rounds", response)
        errors = response.get_json()["errors"]
        assert fields <= set(errors), (data, errors)
        assert all(isinstance(message, str) and message for message in errors.values())
        assert api.get(f"/matches/{match['id']}").get_json() == match, data


def test_messages_are_in_the_users_terms(api):
    match = start(api, "skyjo")
    errors = api.post(f"/matches/{match['id']}/rounds",
                      {"points": {"Ana": 141, "Bo": 1, "Cy": 1}, "closer": "Ana"}
                      ).get_json()["errors"]
    assert errors == {"points.Ana": "141 cannot come from twelve Skyjo cards: enter a number "
                                    "from −17 to 140."}


def test_a_round_that_is_not_json_is_400(api, skyjo):
    path = f"/matches/{skyjo['id']}/rounds"
    for method in ("POST", "PUT"):
        target = path if method == "POST" else f"{path}/1"
        response = api.call(method, target, data="closer=Ana", content_type="application/json")
        assert response.status_code == 400, method
        documented("Error", response.get_json())
        response = api.call(method, target, data='{"closer": "Ana"}', content_type="text/plain")
        assert response.status_code == 400, method
    array = api.post(path, [{"points": {"Ana": 1, "Bo": 2}, "closer": "Ana"}])
    assert array.status_code == 422
    assert api.get(f"/matches/{skyjo['id']}").get_json() == skyjo


def test_an_unknown_round_is_404(api, skyjo):
    data = {"points": {"Ana": 1, "Bo": 2}, "closer": "Ana"}
    for number in ("0", "2", "99", "-1", "one"):
        put = api.put(f"/matches/{skyjo['id']}/rounds/{number}", data)
        assert put.status_code == 404, number
        documented("Error", put.get_json())
        assert api.delete(f"/matches/{skyjo['id']}/rounds/{number}").status_code == 404, number
    assert api.get(f"/matches/{skyjo['id']}").get_json() == skyjo


# --- 409: no round after the end ---------------------------------------------------------------

def test_a_round_on_a_match_that_came_to_its_end_is_409(api):
    match = api.start("skyjo", ["Ana", "Bo"], settings={"end_at": 10})
    done = api.round(match["id"], {"points": {"Ana": 12, "Bo": 3}, "closer": "Bo"})
    assert done["finished"] is True and done["winners"] == ["Bo"]
    for data in ({"points": {"Ana": 1, "Bo": 2}, "closer": "Ana"}, {"bad": "round"}):
        response = api.post(f"/matches/{match['id']}/rounds", data)
        assert response.status_code == 409
        answered_as_documented("post", "/matches/{match_id}/rounds", response)
        assert "round" in response.get_json()["errors"]
    assert api.get(f"/matches/{match['id']}").get_json() == done


def test_a_round_on_a_match_the_table_ended_is_409(api, skyjo):
    ended = api.post(f"/matches/{skyjo['id']}/end").get_json()
    response = api.post(f"/matches/{skyjo['id']}/rounds",
                        {"points": {"Ana": 1, "Bo": 2}, "closer": "Ana"})
    assert response.status_code == 409
    documented("Errors", response.get_json())
    assert api.get(f"/matches/{skyjo['id']}").get_json() == ended


# --- ?round=n: two clients entering the same round ----------------------------------------------

def test_a_round_whose_number_another_client_stored_first_is_409_and_not_stored(api, skyjo):
    path = f"/matches/{skyjo['id']}/rounds"
    first = api.post(f"{path}?round=2", {"points": {"Ana": 1, "Bo": 2}, "closer": "Ana"})
    assert first.status_code == 201
    late = api.post(f"{path}?round=2", {"points": {"Ana": 5, "Bo": 6}, "closer": "Bo"})
    assert late.status_code == 409
    answered_as_documented("post", "/matches/{match_id}/rounds", late)
    assert late.get_json()["errors"]["match"].startswith("Another phone entered round 2 first")
    assert late.get_json()["match"] == first.get_json()  # the match as it now stands
    assert api.get(f"/matches/{skyjo['id']}").get_json() == first.get_json()
    assert api.post(f"{path}?round=3", {"points": {"Ana": 5, "Bo": 6},
                                        "closer": "Bo"}).status_code == 201
    assert api.post(path, {"points": {"Ana": 1, "Bo": 1}, "closer": "Bo"}).status_code == 201


@pytest.mark.parametrize("value", ["0", "-1", "x", "1.5", "", "²", str(MAX_ROUNDS + 1),
                                   "9" * 4000])
def test_a_round_number_that_is_not_one_is_422_and_stores_nothing(api, skyjo, value):
    response = api.post(f"/matches/{skyjo['id']}/rounds", {"points": {"Ana": 1, "Bo": 2},
                                                           "closer": "Ana"},
                        query_string={"round": value})
    assert response.status_code == 422
    assert response.get_json() == {"errors": {
        "round": f"A round is a whole number from 1 to {MAX_ROUNDS}."}}
    assert api.get(f"/matches/{skyjo['id']}").get_json() == skyjo


# --- PUT: change a round ------------------------------------------------------------------------

def test_changing_a_round_replays_the_match(api):
    match = api.start("skyjo", ["Ana", "Bo"])
    api.round(match["id"], {"points": {"Ana": 5, "Bo": 9}, "closer": "Ana"})
    api.round(match["id"], {"points": {"Ana": 8, "Bo": 2}, "closer": "Ana"})
    response = api.put(f"/matches/{match['id']}/rounds/1",
                       {"points": {"Ana": 10, "Bo": 9}, "closer": "Ana"})
    assert response.status_code == 200
    answered_as_documented("put", "/matches/{match_id}/rounds/{number}", response)
    changed = response.get_json()
    assert [r["deltas"] for r in changed["rounds"]] == [{"Ana": 20, "Bo": 9},
                                                         {"Ana": 16, "Bo": 2}]
    assert [r["totals"] for r in changed["rounds"]] == [{"Ana": 20, "Bo": 9},
                                                         {"Ana": 36, "Bo": 11}]
    assert changed["totals"] == {"Ana": 36, "Bo": 11}
    assert changed["rounds"][0]["input"] == {"points": {"Ana": 10, "Bo": 9}, "closer": "Ana"}
    assert api.get(f"/matches/{match['id']}").get_json() == changed


def test_a_bad_change_is_422_and_changes_nothing(api, skyjo):
    response = api.put(f"/matches/{skyjo['id']}/rounds/1",
                       {"points": {"Ana": 1}, "closer": "Cy"})
    assert response.status_code == 422
    answered_as_documented("put", "/matches/{match_id}/rounds/{number}", response)
    assert {"points.Bo", "closer"} <= set(response.get_json()["errors"])
    assert api.get(f"/matches/{skyjo['id']}").get_json() == skyjo


def test_a_change_that_would_end_the_match_before_later_rounds_is_422(api):
    match = api.start("skyjo", ["Ana", "Bo"], settings={"end_at": 30})
    api.round(match["id"], {"points": {"Ana": 10, "Bo": 0}, "closer": "Bo"})
    before = api.round(match["id"], {"points": {"Ana": 10, "Bo": 0}, "closer": "Bo"})
    response = api.put(f"/matches/{match['id']}/rounds/1",
                       {"points": {"Ana": 40, "Bo": 0}, "closer": "Bo"})
    assert response.status_code == 422
    assert "round" in response.get_json()["errors"]
    assert api.get(f"/matches/{match['id']}").get_json() == before


def test_a_change_can_reopen_a_finished_match(api):
    match = api.start("skyjo", ["Ana", "Bo"], settings={"end_at": 10})
    api.round(match["id"], {"points": {"Ana": 12, "Bo": 3}, "closer": "Bo"})
    reopened = api.put(f"/matches/{match['id']}/rounds/1",
                       {"points": {"Ana": 2, "Bo": 3}, "closer": "Ana"}).get_json()
    assert reopened["finished"] is False and reopened["winners"] == []
    assert reopened["next_starter"] == "Ana"
    assert api.post(f"/matches/{match['id']}/rounds",
                    {"points": {"Ana": 2, "Bo": 3}, "closer": "Ana"}).status_code == 201


# --- DELETE: remove a round ---------------------------------------------------------------------

def test_deleting_a_round_renumbers_the_later_ones(api):
    match = api.start("okey-stakes", ["Ana", "Bo"])
    for winner in ("Ana", "Bo", "Ana"):
        api.round(match["id"], {"winner": winner, "pairs": winner == "Bo"})
    response = api.delete(f"/matches/{match['id']}/rounds/1")
    assert response.status_code == 200
    answered_as_documented("delete", "/matches/{match_id}/rounds/{number}", response)
    after = response.get_json()
    assert [r["number"] for r in after["rounds"]] == [1, 2]
    assert [r["input"]["winner"] for r in after["rounds"]] == ["Bo", "Ana"]
    assert [r["totals"] for r in after["rounds"]] == [{"Ana": -2, "Bo": 2},
                                                       {"Ana": -1, "Bo": 1}]
    assert after["totals"] == {"Ana": -1, "Bo": 1}
    assert (after["next_dealer"], after["next_starter"]) == ("Ana", "Bo")
    assert api.get(f"/matches/{match['id']}").get_json() == after
    last = api.delete(f"/matches/{match['id']}/rounds/2").get_json()
    assert [r["number"] for r in last["rounds"]] == [1]
    assert api.delete(f"/matches/{match['id']}/rounds/2").status_code == 404


def test_a_deletion_that_would_end_the_match_before_later_rounds_is_422(api):
    match = api.start("skyjo", ["Ana", "Bo"], settings={"end_at": 30})
    rounds = [({"Ana": 25, "Bo": 0}, "Bo"), ({"Ana": -10, "Bo": 0}, "Ana"),
              ({"Ana": 10, "Bo": 0}, "Bo"), ({"Ana": 0, "Bo": 1}, "Ana")]
    for points, closer in rounds:
        before = api.round(match["id"], {"points": points, "closer": closer})
    assert before["finished"] is False and before["totals"] == {"Ana": 25, "Bo": 1}
    response = api.delete(f"/matches/{match['id']}/rounds/2")
    assert response.status_code == 422
    answered_as_documented("delete", "/matches/{match_id}/rounds/{number}", response)
    assert "round" in response.get_json()["errors"]
    assert api.get(f"/matches/{match['id']}").get_json() == before


def test_rounds_of_a_finished_match_can_still_be_corrected(api):
    match = api.start("okey-stakes", ["Ana", "Bo"], settings={"games": 2})
    api.round(match["id"], {"winner": "Ana"})
    done = api.round(match["id"], {"winner": "Ana"})
    assert done["finished"] is True and done["winners"] == ["Ana"]
    fixed = api.put(f"/matches/{match['id']}/rounds/2", {"winner": "Bo", "joker": True})
    assert fixed.status_code == 200
    assert fixed.get_json()["totals"] == {"Ana": -1, "Bo": 1}
    assert fixed.get_json()["winners"] == ["Bo"] and fixed.get_json()["finished"] is True
    shorter = api.delete(f"/matches/{match['id']}/rounds/2").get_json()
    assert shorter["finished"] is False and shorter["winners"] == []
    assert shorter["next_dealer"] == "Bo"


def test_a_match_deleted_while_its_new_round_is_answered_is_gone_not_a_500(api, app,
                                                                           monkeypatch):
    """Another phone deletes the match between this post's commit and its answer."""
    from extensions import db
    from models import Match
    from services import matches as service

    match = api.start("skyjo", ["Ana", "Bo"])
    stored = service.add_round

    def then_deleted(*args, **kwargs):
        result = stored(*args, **kwargs)
        with db.engine.begin() as other_phone:
            other_phone.execute(db.delete(Match).where(Match.id == match["id"]))
        return result

    monkeypatch.setattr(service, "add_round", then_deleted)
    response = api.post(f"/matches/{match['id']}/rounds",
                        {"points": {"Ana": 3, "Bo": 4}, "closer": "Ana"})
    assert response.status_code == 404, response.get_json()
    assert response.get_json() == {"error": "There is nothing here. It may have been deleted."}
