"""Indian Rummy's formats through the API: the format's settings, `rejoin` in a round, `out` in
the match, and edits that put a player out or bring one back (the arithmetic: tests/games)."""

from .conftest import answered_as_documented


def deal(winner, rejoin=None, **deadwood):
    return {"winner": winner, "deadwood": deadwood, **({"rejoin": rejoin} if rejoin else {})}


def pool(api, **settings):
    return api.start("indian-rummy", ["Ana", "Bo", "Cy"],
                     settings={"format": "pool", "pool": 101, **settings})


def test_a_player_out_is_listed_and_a_rejoin_brings_them_back(api):
    match = pool(api)
    rounds = f"/matches/{match['id']}/rounds"
    assert match["out"] == []
    api.post(rounds, deal("Ana", Bo=80, Cy=30))
    out = api.post(rounds, deal("Ana", Bo=25, Cy=0)).get_json()
    assert out["out"] == ["Bo"] and out["totals"]["Bo"] == 105
    refused = api.post(rounds, deal("Cy", Ana=10, Bo=5))
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == {
        "deadwood.Bo": "Bo is out of this match and plays no more rounds."}
    back = api.post(rounds, deal("Cy", rejoin=["Bo"], Ana=10, Bo=5))
    assert back.status_code == 201
    answered_as_documented("post", "/matches/{match_id}/rounds", back)
    after = back.get_json()
    assert after["out"] == [] and after["rounds"][-1]["input"]["rejoin"] == ["Bo"]
    assert after["totals"]["Bo"] == 36  # back at 31, plus 5


def test_a_rejoin_the_rules_refuse_is_422_with_its_reason(api):
    match = pool(api, rejoins=0)
    rounds = f"/matches/{match['id']}/rounds"
    api.post(rounds, deal("Ana", Bo=80, Cy=30))
    api.post(rounds, deal("Ana", Bo=25, Cy=0))
    refused = api.post(rounds, deal("Cy", rejoin=["Bo"], Ana=10, Bo=5))
    assert refused.status_code == 422
    assert refused.get_json()["errors"] == {
        "rejoin": "Bo cannot rejoin: this match allows no rejoining."}


def test_an_edit_that_would_leave_a_later_round_naming_a_player_out_is_refused(api):
    match = pool(api)
    rounds = f"/matches/{match['id']}/rounds"
    api.post(rounds, deal("Ana", Bo=80, Cy=30))
    api.post(rounds, deal("Ana", Bo=5, Cy=0))
    api.post(rounds, deal("Cy", Ana=10, Bo=5))
    before = api.get(f"/matches/{match['id']}").get_json()
    refused = api.put(f"{rounds}/2", deal("Ana", Bo=25, Cy=0))
    assert refused.status_code == 422
    assert "round 3 no longer fits the match: Bo is out" in refused.get_json()["errors"]["round"]
    assert api.get(f"/matches/{match['id']}").get_json() == before
    # Editing the last round instead puts Bo out; editing it back brings him in again.
    assert api.put(f"{rounds}/3", deal("Cy", Ana=10, Bo=30)).get_json()["out"] == ["Bo"]
    assert api.put(f"{rounds}/3", deal("Cy", Ana=10, Bo=5)).get_json()["out"] == []


def test_settings_of_another_format_are_refused_when_set(api):
    response = api.post("/matches", {"game": "indian-rummy", "players": ["Ana", "Bo"],
                                     "settings": {"format": "total", "pool": 201}})
    assert response.status_code == 422
    assert response.get_json()["errors"] == {
        "pool": "“pool” applies only when “format” is pool."}


def test_a_deals_match_starts_with_its_chips_and_ends_after_a_tie_breaker(api):
    match = api.start("indian-rummy", ["Ana", "Bo"], settings={"format": "deals", "deals": 1})
    assert match["totals"] == {"Ana": 80, "Bo": 80}
    rounds = f"/matches/{match['id']}/rounds"
    tied = api.post(rounds, deal("Ana", Bo=0)).get_json()
    assert tied["finished"] is False
    ended = api.post(rounds, deal("Bo", Ana=12)).get_json()
    assert ended["finished"] is True and ended["winners"] == ["Bo"]
