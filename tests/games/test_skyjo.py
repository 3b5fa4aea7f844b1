"""Skyjo's rules one at a time, and its invariants (RULES.md § Skyjo)."""

import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from games.core import validate_new_match, parse_round, replay

SKYJO = GAMES.get("skyjo")


def play(rounds, players=("Ana", "Bo", "Cy"), **house):
    match, errors = validate_new_match(SKYJO, list(players), house)
    assert errors == {}
    return replay(SKYJO, match, rounds)


def rnd(closer, **points):
    return {"points": points, "closer": closer}


@pytest.mark.parametrize("own, others, scored", [
    (10, (12, 15), 10),   # alone lowest
    (10, (10, 15), 20),   # tie for lowest is not alone
    (14, (9, 20), 28),    # beaten
    (-3, (-5, 0), -3),    # negative never doubled
    (0, (-2, 4), 0),      # zero never doubled
    (-17, (-17, 3), -17),
    (140, (139, 0), 280),
    (1, (0, 0), 2),
])
def test_closer_doubling(own, others, scored):
    result = play([rnd("Ana", Ana=own, Bo=others[0], Cy=others[1])])
    assert result.rounds[0].deltas == {"Ana": scored, "Bo": others[0], "Cy": others[1]}


def test_doubling_note_shows_the_numbers():
    notes = [str(n) for n in play([rnd("Ana", Ana=14, Bo=9, Cy=20)]).rounds[0].notes]
    assert "Ana closed with 14 but Bo had 9: Ana's 14 is doubled to 28." in notes
    assert "Points as entered: Ana 14, Bo 9, Cy 20." in notes


def test_no_penalty_house_rule_keeps_points():
    result = play([rnd("Ana", Ana=14, Bo=9, Cy=20)], closer_penalty="none")
    assert result.rounds[0].deltas["Ana"] == 14
    assert "keeps their points" in str(result.rounds[0].notes[-1])


@pytest.mark.parametrize("value, ok", [(-18, False), (-17, True), (140, True), (141, False),
                                       (2.5, False), ("7", False), (True, False), (None, False)])
def test_value_range_and_type(value, ok):
    match, _ = validate_new_match(SKYJO, ["Ana", "Bo"])
    clean, errors = parse_round(SKYJO, match, rnd("Bo", Ana=value, Bo=3))
    assert (errors == {}) == ok
    if not ok:
        assert list(errors) == ["points.Ana"]


def test_out_of_range_message_says_why():
    match, _ = validate_new_match(SKYJO, ["Ana", "Bo"])
    _, errors = parse_round(SKYJO, match, rnd("Bo", Ana=141, Bo=3))
    assert str(errors["points.Ana"]) == ("141 cannot come from twelve Skyjo cards: "
                                         "enter a number from −17 to 140.")


def test_closer_must_be_a_player():
    match, _ = validate_new_match(SKYJO, ["Ana", "Bo"])
    assert list(parse_round(SKYJO, match, rnd("Zed", Ana=1, Bo=2))[1]) == ["closer"]
    assert list(parse_round(SKYJO, match, {"points": {"Ana": 1, "Bo": 2}})[1]) == ["closer"]


def test_end_and_lowest_total_wins():
    result = play([rnd("Bo", Ana=45, Bo=5, Cy=30), rnd("Ana", Ana=30, Bo=20, Cy=25)])
    assert result.totals == {"Ana": 105, "Bo": 25, "Cy": 55}
    assert result.finished and result.ended_after == 2 and result.winners == ("Bo",)
    assert "Reached 100 or more: Ana 105." in str(result.end_note)


def test_starter_is_the_last_closer():
    result = play([rnd("Bo", Ana=1, Bo=0, Cy=3)])
    assert (result.next_dealer, result.next_starter) == (None, "Bo")
    assert result.rounds[0].starter is None


@settings(max_examples=200, deadline=None)
@given(points=st.lists(st.integers(-17, 140), min_size=2, max_size=8), closer=st.integers(0, 7),
       penalty=st.sampled_from(["double", "none"]))
def test_doubling_never_lowers_and_never_touches_zero_or_negative(points, closer, penalty):
    players = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"][:len(points)]
    closer = players[closer % len(players)]
    result = play([rnd(closer, **dict(zip(players, points)))], players, closer_penalty=penalty)
    deltas = result.rounds[0].deltas
    for player, entered in zip(players, points):
        assert deltas[player] >= entered
        if player != closer or entered <= 0:
            assert deltas[player] == entered
        else:
            assert deltas[player] in (entered, 2 * entered)
