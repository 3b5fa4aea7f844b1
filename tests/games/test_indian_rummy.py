"""Indian Rummy's rules one at a time, and its invariants (RULES.md § Indian Rummy)."""

import dataclasses

import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from games.core import validate_new_match, parse_round, replay, validate_round
from tests.games.strategies import matches, round_inputs

RUMMY = GAMES.get("indian-rummy")
P3 = ("Ana", "Bo", "Cy")


def start(players=P3, first_dealer=None, **house):
    match, errors = validate_new_match(RUMMY, list(players), house, first_dealer)
    assert errors == {}
    return match


def play(rounds, players=P3, first_dealer=None, **house):
    return replay(RUMMY, start(players, first_dealer, **house), rounds)


def rnd(winner, **deadwood):
    return {"winner": winner, "deadwood": deadwood}


def notes(result, number=1):
    return [str(n) for n in result.rounds[number - 1].notes]


# --- Scoring ------------------------------------------------------------------------------------


@pytest.mark.parametrize("house, deadwood, deltas", [
    ({}, {"Bo": 27, "Cy": 81}, {"Ana": 108, "Bo": -27, "Cy": -81}),
    ({}, {"Bo": 0, "Cy": 0}, {"Ana": 0, "Bo": 0, "Cy": 0}),
    ({}, {"Bo": 130, "Cy": 130}, {"Ana": 260, "Bo": -130, "Cy": -130}),
    ({"deadwood_cap": 80}, {"Bo": 95, "Cy": 80}, {"Ana": 160, "Bo": -80, "Cy": -80}),
    ({"deadwood_cap": 80}, {"Bo": 79, "Cy": 81}, {"Ana": 159, "Bo": -79, "Cy": -80}),
    ({"deadwood_cap": 10}, {"Bo": 130, "Cy": 0}, {"Ana": 10, "Bo": -10, "Cy": 0}),
    ({"drops": True}, {"Bo": "first-drop", "Cy": "middle-drop"},
     {"Ana": 60, "Bo": -20, "Cy": -40}),
    ({"drops": True}, {"Bo": "first-drop", "Cy": 12}, {"Ana": 32, "Bo": -20, "Cy": -12}),
    ({"drops": True, "first_drop": 1, "middle_drop": 130},
     {"Bo": "first-drop", "Cy": "middle-drop"}, {"Ana": 131, "Bo": -1, "Cy": -130}),
    ({"drops": True, "deadwood_cap": 30}, {"Bo": "first-drop", "Cy": "middle-drop"},
     {"Ana": 50, "Bo": -20, "Cy": -30}),
])
def test_losers_lose_their_deadwood_and_the_winner_gains_the_sum(house, deadwood, deltas):
    result = play([rnd("Ana", **deadwood)], **house)
    assert result.rounds[0].deltas == deltas


def test_two_players():
    result = play([rnd("Bo", Ana=45)], players=("Ana", "Bo"))
    assert result.rounds[0].deltas == {"Ana": -45, "Bo": 45}
    assert notes(result) == ["Ana has 45 deadwood points and loses 45.",
                             "Bo went out and gains the 45 that Ana lost."]


def test_notes_show_each_count_and_the_winners_sum():
    result = play([rnd("Cy", Ana=27, Bo=81, Dee=0)], players=("Ana", "Bo", "Cy", "Dee"))
    assert notes(result) == [
        "Ana has 27 deadwood points and loses 27.",
        "Bo has 81 deadwood points and loses 81.",
        "Dee has 0 deadwood points and loses 0.",
        "Cy went out and gains what the others lost: 27 + 81 + 0 = 108.",
    ]


def test_capped_note_says_from_what_to_what():
    result = play([rnd("Ana", Bo=95, Cy=40)], deadwood_cap=80)
    assert notes(result) == [
        "Bo has 95 deadwood points, capped from 95 to 80 by your house rule: Bo loses 80.",
        "Cy has 40 deadwood points and loses 40.",
        "Ana went out and gains what the others lost: 80 + 40 = 120.",
    ]


def test_drop_notes_say_what_a_drop_is_worth():
    result = play([rnd("Ana", Bo="first-drop", Cy="middle-drop")], drops=True, deadwood_cap=30)
    assert notes(result) == [
        "Bo made a first drop, which counts as 20 deadwood points: Bo loses 20.",
        "Cy made a middle drop, which counts as 40 deadwood points, capped from 40 to 30 by your "
        "house rule: Cy loses 30.",
        "Ana went out and gains what the others lost: 20 + 30 = 50.",
    ]
    result = play([rnd("Ana", Bo="middle-drop", Cy="first-drop")], drops=True, first_drop=50,
                  deadwood_cap=45)
    assert notes(result)[:2] == [
        "Bo made a middle drop, which counts as 40 deadwood points: Bo loses 40.",
        "Cy made a first drop, which counts as 50 deadwood points, capped from 50 to 45 by your "
        "house rule: Cy loses 45.",
    ]


def test_every_note_is_filled_in():
    result = play([rnd("Ana", Bo="first-drop", Cy=99)], drops=True, deadwood_cap=90)
    for text in notes(result):
        assert "%(" not in text and "None" not in text


# --- End of the match ---------------------------------------------------------------------------


def test_match_ends_at_500_and_the_highest_total_wins():
    rounds = [rnd("Ana", Bo=130, Cy=100), rnd("Ana", Bo=130, Cy=100), rnd("Bo", Ana=10, Cy=10)]
    result = play(rounds)
    assert result.totals == {"Ana": 450, "Bo": -240, "Cy": -210}
    assert not result.finished
    result = play([*rounds, rnd("Ana", Bo=30, Cy=30)])
    assert result.totals == {"Ana": 510, "Bo": -270, "Cy": -240}
    assert result.finished and result.ended_after == 4 and result.winners == ("Ana",)
    assert str(result.end_note) == "Reached 500 or more: Ana 510. The match is over."
    assert "Ana wins with the highest total, 510." in notes(result, 4)


@pytest.mark.parametrize("end_at, finished", [(50, True), (60, True), (61, False)])
def test_end_at_setting(end_at, finished):
    assert play([rnd("Ana", Bo=30, Cy=30)], end_at=end_at).finished is finished


def test_no_round_after_the_end():
    match = start(end_at=50)
    _, errors = validate_round(RUMMY, match, replay(RUMMY, match, [rnd("Ana", Bo=60, Cy=0)]), rnd("Bo", Ana=1, Cy=1))
    assert list(errors) == ["round"]


# --- Who deals and starts -----------------------------------------------------------------------


def test_deal_passes_to_the_left_and_the_next_player_starts():
    rounds = [rnd("Ana", Bo=1, Cy=1, Dee=1)] * 5
    result = play(rounds, players=("Ana", "Bo", "Cy", "Dee"))
    seats = [(r.dealer, r.starter) for r in result.rounds]
    assert seats == [("Ana", "Bo"), ("Bo", "Cy"), ("Cy", "Dee"), ("Dee", "Ana"), ("Ana", "Bo")]
    assert (result.next_dealer, result.next_starter) == ("Bo", "Cy")


def test_first_dealer_chosen_at_the_start():
    result = play([rnd("Ana", Bo=1, Cy=1)] * 2, first_dealer="Bo")
    assert [(r.dealer, r.starter) for r in result.rounds] == [("Bo", "Cy"), ("Cy", "Ana")]
    assert (result.next_dealer, result.next_starter) == ("Ana", "Bo")
    assert (play([], first_dealer="Cy").next_dealer, play([]).next_dealer) == ("Cy", "Ana")


def test_no_next_dealer_once_the_match_is_over():
    result = play([rnd("Ana", Bo=130, Cy=130)], end_at=100)
    assert (result.next_dealer, result.next_starter) == (None, None)


# --- Input --------------------------------------------------------------------------------------


@pytest.mark.parametrize("raw, key", [
    ({"deadwood": {"Bo": 1, "Cy": 2}}, "winner"),
    (rnd("Zed", Bo=1, Cy=2), "winner"),
    ({"winner": "Ana", "deadwood": 12}, "deadwood"),
    ({"winner": "Ana"}, "deadwood.Bo"),  # each loser needs a count or cards
    (rnd("Ana", Ana=0, Bo=1, Cy=2), "deadwood.Ana"),
    (rnd("Ana", Bo=1), "deadwood.Cy"),
    (rnd("Ana", Bo=131, Cy=2), "deadwood.Bo"),
    (rnd("Ana", Bo=-1, Cy=2), "deadwood.Bo"),
    (rnd("Ana", Bo=12.5, Cy=2), "deadwood.Bo"),
    (rnd("Ana", Bo="12", Cy=2), "deadwood.Bo"),
    (rnd("Ana", Bo=True, Cy=2), "deadwood.Bo"),
    (rnd("Ana", Bo=None, Cy=2), "deadwood.Bo"),
    (rnd("Ana", Bo="first-drop", Cy=2), "deadwood.Bo"),  # drops are off
    (rnd("Ana", Bo=1, Cy=2, Zed=3), "deadwood"),
    ({**rnd("Ana", Bo=1, Cy=2), "bonus": 5}, "bonus"),
    ([1, 2], "round"),
])
def test_bad_input_is_refused_with_a_plain_message(raw, key):
    clean, errors = parse_round(RUMMY, start(), raw)
    assert clean is None
    assert key in errors
    message = str(errors[key])
    assert message.endswith(".")
    assert "%(" not in message and "None" not in message and "{" not in message


def test_range_message_says_why():
    _, errors = parse_round(RUMMY, start(), rnd("Ana", Bo=131, Cy=2))
    assert str(errors["deadwood.Bo"]) == ("131 cannot come from a hand of 13 cards, which counts "
                                          "0 to 130: enter a number from 0 to 130.")


def test_winners_box_message():
    _, errors = parse_round(RUMMY, start(), rnd("Ana", Ana=0, Bo=1, Cy=2))
    assert str(errors["deadwood.Ana"]) == "Ana won this round: leave their box empty."


@pytest.mark.parametrize("value, ok", [("first-drop", True), ("middle-drop", True),
                                       ("last-drop", False), ("FIRST-DROP", False), (0, True),
                                       (130, True)])
def test_drop_words_with_drops_on(value, ok):
    clean, errors = parse_round(RUMMY, start(drops=True), rnd("Ana", Bo=value, Cy=2))
    assert (errors == {}) is ok
    if ok:
        assert clean == rnd("Ana", Bo=value, Cy=2)
    else:
        assert list(errors) == ["deadwood.Bo"]


# --- Settings and players -----------------------------------------------------------------------


def test_defaults():
    assert start().settings == {"format": "total", "end_at": 500, "deadwood_cap": None,
                                "drops": False, "first_drop": 20, "middle_drop": 40,
                                "pool": 101, "rejoins": 1, "deals": 2}


@pytest.mark.parametrize("name, value, ok", [
    ("end_at", 49, False), ("end_at", 50, True), ("end_at", 5000, True), ("end_at", 5001, False),
    ("end_at", None, False), ("end_at", "500", False),
    ("deadwood_cap", 9, False), ("deadwood_cap", 10, True), ("deadwood_cap", 80, True),
    ("deadwood_cap", 130, True), ("deadwood_cap", 131, False), ("deadwood_cap", None, True),
    ("drops", True, True), ("drops", "yes", False), ("drops", 1, False),
    ("first_drop", 0, False), ("first_drop", 1, True), ("first_drop", 130, True),
    ("first_drop", 131, False),
    ("middle_drop", 0, False), ("middle_drop", 1, True), ("middle_drop", 130, True),
    ("middle_drop", 131, False),
])
def test_setting_bounds(name, value, ok):
    match, errors = validate_new_match(RUMMY, list(P3), {name: value})
    if ok:
        assert errors == {} and match.settings[name] == value
    else:
        assert match is None and list(errors) == [name]


@pytest.mark.parametrize("players, ok", [(["Ana"], False), (["Ana", "Bo"], True),
                                         (["Ana", "Bo", "Cy", "Dee"], True),
                                         (["Ana", "Bo", "Cy", "Dee", "Eli"], False)])
def test_two_to_four_players(players, ok):
    match, errors = validate_new_match(RUMMY, players)
    assert (match is not None) is ok
    if not ok:
        assert str(errors["players"]) == "Indian Rummy is played by 2 to 4 players."


# --- Invariants ---------------------------------------------------------------------------------


@settings(max_examples=100, deadline=None)
@given(st.data())
def test_a_round_adds_up_to_zero_and_nobody_loses_more_than_a_hand(data):
    """In the points and deals formats (pool adds up: tests/games/test_rummy_formats.py)."""
    match = data.draw(matches(RUMMY))
    fmt = data.draw(st.sampled_from(["total", "deals"]))
    match = dataclasses.replace(match, settings={**match.settings, "format": fmt})
    inp = data.draw(round_inputs(RUMMY, match))
    deltas, round_notes = RUMMY.score_round(match, inp)
    winner = inp["winner"]
    cap = match.settings["deadwood_cap"] if fmt == "total" else 80
    assert set(deltas) == set(match.players)
    assert sum(deltas.values()) == 0
    assert deltas[winner] >= 0
    for player in match.players:
        if player != winner:
            assert -130 <= deltas[player] <= 0
            if cap is not None:
                assert deltas[player] >= -cap
    assert len(round_notes) == len(match.players)  # one per loser, one for the winner


@settings(max_examples=50, deadline=None)
@given(st.data())
def test_the_match_has_one_winner_the_player_who_won_its_last_round(data):
    """In the points format, played to 50."""
    match = data.draw(matches(RUMMY))
    match = dataclasses.replace(match, settings={**match.settings, "format": "total",
                                                 "end_at": 50})
    rounds = []
    while not replay(RUMMY, match, rounds).finished and len(rounds) < 20:
        rounds.append(data.draw(round_inputs(RUMMY, match)))
    result = replay(RUMMY, match, rounds)
    if result.finished:
        assert result.winners == (rounds[-1]["winner"],)
        assert sum(result.totals.values()) == 0
