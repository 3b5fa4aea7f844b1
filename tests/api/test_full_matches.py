"""A whole match of every game, played to its end through the API alone: totals, winners, finished
and who deals next after every round; then a round edited and one deleted, and the replay seen."""

from .conftest import answered_as_documented, documented


class Play:
    """One match, driven only through the API; every answer is checked against the document."""

    def __init__(self, api, game, players, **extra):
        self.api = api
        self.match = api.start(game, players, **extra)
        self.id = self.match["id"]
        documented("Match", self.match)

    def round(self, data, totals, dealer=None, starter=None, finished=False, winners=()):
        response = self.api.post(f"/matches/{self.id}/rounds", data)
        assert response.status_code == 201, response.get_json()
        answered_as_documented("post", "/matches/{match_id}/rounds", response)
        return self.check(response.get_json(), totals, dealer, starter, finished, winners)

    def refused(self, data, *fields):
        response = self.api.post(f"/matches/{self.id}/rounds", data)
        assert response.status_code == 422
        assert set(fields) <= set(response.get_json()["errors"]), response.get_json()
        assert self.api.get(f"/matches/{self.id}").get_json() == self.match

    def edit(self, number, data, totals, dealer=None, starter=None, finished=False, winners=()):
        response = self.api.put(f"/matches/{self.id}/rounds/{number}", data)
        assert response.status_code == 200, response.get_json()
        answered_as_documented("put", "/matches/{match_id}/rounds/{number}", response)
        return self.check(response.get_json(), totals, dealer, starter, finished, winners)

    def delete(self, number, totals, dealer=None, starter=None, finished=False, winners=()):
        response = self.api.delete(f"/matches/{self.id}/rounds/{number}")
        assert response.status_code == 200, response.get_json()
        answered_as_documented("delete", "/matches/{match_id}/rounds/{number}", response)
        return self.check(response.get_json(), totals, dealer, starter, finished, winners)

    def check(self, match, totals, dealer, starter, finished, winners):
        assert match["totals"] == totals
        assert match["rounds"][-1]["totals"] == totals
        assert [r["number"] for r in match["rounds"]] == list(range(1, len(match["rounds"]) + 1))
        assert match["finished"] is finished
        assert match["ended_early"] is False
        assert match["winners"] == list(winners)
        assert (match["next_dealer"], match["next_starter"]) == (dealer, starter)
        assert self.api.get(f"/matches/{self.id}").get_json() == match
        self.match = match
        return match

    def over(self, late_round):
        """The match has ended: a further round is 409 and stores nothing."""
        response = self.api.post(f"/matches/{self.id}/rounds", late_round)
        assert response.status_code == 409
        assert self.api.get(f"/matches/{self.id}").get_json() == self.match
        listed = self.api.get("/matches", query_string={"finished": "true"}).get_json()["matches"]
        assert self.id in {m["id"] for m in listed}


def skyjo(a, b, c, closer):
    return {"points": {"Ana": a, "Bo": b, "Cy": c}, "closer": closer}


def test_skyjo_to_the_end(api):
    play = Play(api, "skyjo", ["Ana", "Bo", "Cy"], settings={"end_at": 60})
    assert (play.match["next_dealer"], play.match["next_starter"]) == (None, None)
    play.refused({"points": {"Ana": 10, "Bo": 12}, "closer": "Ana"}, "points.Cy")
    # Ana closes alone lowest: nothing doubled.
    play.round(skyjo(10, 12, 15, "Ana"), {"Ana": 10, "Bo": 12, "Cy": 15}, starter="Ana")
    # Ana closes but Bo is lower: Ana's 20 doubled to 40.
    m = play.round(skyjo(20, 5, 8, "Ana"), {"Ana": 50, "Bo": 17, "Cy": 23}, starter="Ana")
    assert m["rounds"][1]["deltas"] == {"Ana": 40, "Bo": 5, "Cy": 8}
    assert any("doubled to 40" in note for note in m["rounds"][1]["notes"])
    play.round(skyjo(-3, -5, 30, "Bo"), {"Ana": 47, "Bo": 12, "Cy": 53}, starter="Bo")
    # Ana closes with 0, not lowest: zero is never doubled. Cy reaches 60: the lowest, Bo, wins.
    m = play.round(skyjo(0, -2, 7, "Ana"), {"Ana": 47, "Bo": 10, "Cy": 60}, finished=True,
                   winners=["Bo"])
    assert any("Bo wins" in note for note in m["rounds"][-1]["notes"])
    play.over(skyjo(1, 1, 1, "Ana"))

    # Cy had 6, not 7, in round 4: the match is not over, Ana (round 4's closer) starts next.
    play.edit(4, skyjo(0, -2, 6, "Ana"), {"Ana": 47, "Bo": 10, "Cy": 59}, starter="Ana")
    # An edit that would end the match after round 1 of 4 is refused.
    response = api.put(f"/matches/{play.id}/rounds/1", skyjo(10, 12, 100, "Ana"))
    assert response.status_code == 422 and "round" in response.get_json()["errors"]
    # Round 1 was a mistake: the rest is replayed from zero and renumbered.
    m = play.delete(1, {"Ana": 37, "Bo": -2, "Cy": 44}, starter="Ana")
    assert [r["input"]["closer"] for r in m["rounds"]] == ["Ana", "Bo", "Ana"]
    assert [r["totals"] for r in m["rounds"]] == [{"Ana": 40, "Bo": 5, "Cy": 8},
                                                   {"Ana": 37, "Bo": 0, "Cy": 38},
                                                   {"Ana": 37, "Bo": -2, "Cy": 44}]
    play.round(skyjo(5, 9, 16, "Cy"), {"Ana": 42, "Bo": 7, "Cy": 76}, finished=True,
               winners=["Bo"])


def euchre(maker, tricks, alone=False, defender_alone=False):
    return {"maker": maker, "tricks": tricks, "alone": alone, "defender_alone": defender_alone}


def test_euchre_to_ten(api):
    play = Play(api, "euchre", ["Ana", "Bo", "Cy", "Dee"], first_dealer="Bo")
    assert play.match["teams"] == [["Ana", "Cy"], ["Bo", "Dee"]]
    assert (play.match["next_dealer"], play.match["next_starter"]) == ("Bo", "Cy")
    play.refused(euchre("Ana", 3, defender_alone=True), "defender_alone")
    play.refused({"passed": True, "maker": "Ana", "tricks": 3}, "passed")
    play.refused(euchre("Ana", 6), "tricks")

    def score(ac, bd):
        return {"Ana & Cy": ac, "Bo & Dee": bd}

    play.round(euchre("Ana", 5, alone=True), score(4, 0), "Cy", "Dee")  # lone march
    play.round({"passed": True}, score(4, 0), "Dee", "Ana")  # void: the deal still passes
    play.round(euchre("Bo", 3), score(4, 1), "Ana", "Bo")
    play.round(euchre("Cy", 1), score(4, 3), "Bo", "Cy")  # euchred: defenders +2
    m = play.round(euchre("Dee", 2, alone=True, defender_alone=True), score(8, 3), "Cy", "Dee")
    assert m["rounds"][-1]["deltas"] == score(4, 0)
    m = play.round(euchre("Ana", 5), score(10, 3), finished=True, winners=["Ana & Cy"])
    assert m["rounds"][-1]["deltas"] == score(2, 0)
    play.over(euchre("Bo", 3))

    # The last hand was 4 tricks, not 5: one point, 9, and the match goes on with Dee dealing.
    play.edit(6, euchre("Ana", 4), score(9, 3), "Dee", "Ana")
    # The passed hand is deleted: the deal goes back one seat, the score stays.
    m = play.delete(2, score(9, 3), "Cy", "Dee")
    assert len(m["rounds"]) == 5
    assert [r["input"].get("passed", False) for r in m["rounds"]] == [False] * 5
    play.round(euchre("Cy", 3, alone=True), score(10, 3), finished=True, winners=["Ana & Cy"])


def okey(indicator=None, winner=None, pairs=False, okey_discard=False):
    return {"indicator": indicator, "winner": winner, "pairs": pairs,
            "okey_discard": okey_discard}


def test_okey_countdown_to_zero(api):
    play = Play(api, "okey", ["Ana", "Bo", "Cy", "Dee"], settings={"start": 5})
    assert play.match["totals"] == {"Ana": 5, "Bo": 5, "Cy": 5, "Dee": 5}
    # The deal passes to the right; the dealer's right-hand neighbour starts.
    assert (play.match["next_dealer"], play.match["next_starter"]) == ("Ana", "Dee")
    play.refused(okey(pairs=True), "pairs")
    play.refused(okey(winner="Eve"), "winner")
    # Bo shows the indicator (others -1), then Cy wins with sets and runs (others -2).
    play.round(okey("Bo", "Cy"), {"Ana": 2, "Bo": 3, "Cy": 4, "Dee": 2}, "Dee", "Cy")
    play.round(okey(), {"Ana": 2, "Bo": 3, "Cy": 4, "Dee": 2}, "Cy", "Bo")  # the stack ran out
    # Ana wins with 7 pairs and an okey discard: everyone else -8; the highest, Ana, wins.
    play.round(okey(winner="Ana", pairs=True, okey_discard=True),
               {"Ana": 2, "Bo": -5, "Cy": -4, "Dee": -6}, finished=True, winners=["Ana"])
    play.over(okey(winner="Bo"))

    # It was sets and runs: -2 each. Dee reaches 0 and Ana and Cy share the win on 2.
    play.edit(3, okey(winner="Ana"), {"Ana": 2, "Bo": 1, "Cy": 2, "Dee": 0}, finished=True,
              winners=["Ana", "Cy"])
    # Without round 1 nobody is at 0: the match goes on, Cy deals after two rounds.
    m = play.delete(1, {"Ana": 5, "Bo": 3, "Cy": 3, "Dee": 3}, "Cy", "Bo")
    assert [r["input"].get("winner") for r in m["rounds"]] == [None, "Ana"]
    play.round(okey("Ana", "Bo", okey_discard=True), {"Ana": 1, "Bo": 2, "Cy": -2, "Dee": -2},
               finished=True, winners=["Bo"])


def test_okey_stakes_for_an_agreed_number_of_games(api):
    play = Play(api, "okey-stakes", ["Ana", "Bo", "Cy"], settings={"stake": 2, "games": 3},
                first_dealer="Bo")
    assert (play.match["next_dealer"], play.match["next_starter"]) == ("Bo", "Ana")
    play.refused({"winner": None, "joker": True}, "joker")
    play.round({"winner": "Ana"}, {"Ana": 4, "Bo": -2, "Cy": -2}, "Ana", "Cy")
    play.round({"winner": None}, {"Ana": 4, "Bo": -2, "Cy": -2}, "Cy", "Bo")  # a draw
    m = play.round({"winner": "Bo", "pairs": True, "joker": True},
                   {"Ana": -4, "Bo": 14, "Cy": -10}, finished=True, winners=["Bo"])
    assert sum(m["totals"].values()) == 0
    play.over({"winner": "Cy"})
    ended = api.post(f"/matches/{play.id}/end").get_json()
    assert ended["finished"] is True and ended["ended_early"] is False

    # Game 3 was a plain win: Ana and Bo share the win on 2; the match still ended on its own.
    m = play.edit(3, {"winner": "Bo"}, {"Ana": 2, "Bo": 2, "Cy": -4}, finished=True,
                  winners=["Ana", "Bo"])
    assert m["ended_early"] is False


def test_okey_stakes_with_no_limit_ends_when_the_table_says(api):
    play = Play(api, "okey-stakes", ["Ana", "Bo"])
    # No limit: nobody has won until the table ends the match; the deal passes to the right.
    play.round({"winner": "Ana"}, {"Ana": 1, "Bo": -1}, "Bo", "Ana")
    play.round({"winner": "Bo"}, {"Ana": 0, "Bo": 0}, "Ana", "Bo")
    play.round({"winner": "Ana"}, {"Ana": 1, "Bo": -1}, "Bo", "Ana")
    play.round({"winner": "Ana"}, {"Ana": 2, "Bo": -2}, "Ana", "Bo")
    play.delete(2, {"Ana": 3, "Bo": -3}, "Bo", "Ana")
    response = api.post(f"/matches/{play.id}/end")
    assert response.status_code == 200
    ended = response.get_json()
    assert ended["finished"] is True and ended["ended_early"] is False
    assert ended["winners"] == ["Ana"]
    assert (ended["next_dealer"], ended["next_starter"]) == (None, None)
    assert api.post(f"/matches/{play.id}/rounds", {"winner": "Bo"}).status_code == 409


def rummy(winner, **deadwood):
    return {"winner": winner, "deadwood": deadwood}


def test_indian_rummy_to_the_end_with_drops(api):
    play = Play(api, "indian-rummy", ["Ana", "Bo", "Cy"], settings={"end_at": 100, "drops": True})
    assert (play.match["next_dealer"], play.match["next_starter"]) == ("Ana", "Bo")
    play.refused(rummy("Ana", Ana=0, Bo=10, Cy=5), "deadwood.Ana")
    play.refused(rummy("Ana", Bo=10), "deadwood.Cy")
    play.refused(rummy("Ana", Bo=131, Cy=5), "deadwood.Bo")
    m = play.round(rummy("Ana", Bo=30, Cy="first-drop"), {"Ana": 50, "Bo": -30, "Cy": -20},
                   "Bo", "Cy")
    assert m["rounds"][0]["input"]["deadwood"] == {"Bo": 30, "Cy": "first-drop"}
    play.round(rummy("Cy", Ana=10, Bo="middle-drop"), {"Ana": 40, "Bo": -70, "Cy": 30},
               "Cy", "Ana")
    play.round(rummy("Ana", Bo=60, Cy=5), {"Ana": 105, "Bo": -130, "Cy": 25}, finished=True,
               winners=["Ana"])
    play.over(rummy("Bo", Ana=1, Cy=1))

    play.edit(3, rummy("Ana", Bo=20, Cy=5), {"Ana": 65, "Bo": -90, "Cy": 25}, "Ana", "Bo")
    m = play.delete(1, {"Ana": 15, "Bo": -60, "Cy": 45}, "Cy", "Ana")
    assert [r["input"]["winner"] for r in m["rounds"]] == ["Cy", "Ana"]
    play.round(rummy("Cy", Ana=40, Bo=20), {"Ana": -25, "Bo": -80, "Cy": 105}, finished=True,
               winners=["Cy"])


def test_indian_rummy_caps_deadwood(api):
    play = Play(api, "indian-rummy", ["Ana", "Bo"], settings={"deadwood_cap": 80})
    m = play.round(rummy("Bo", Ana=120), {"Ana": -80, "Bo": 80}, "Bo", "Ana")
    assert any("capped" in note for note in m["rounds"][0]["notes"])
    play.refused(rummy("Bo", Ana="first-drop"), "deadwood.Ana")  # no drops in this match
