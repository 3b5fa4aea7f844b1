"""Okey (20-point countdown): single rules, validation, notes, turn order, settings, tile rules and
hypothesis invariants. The worked examples run in test_examples.py."""

import pytest
from hypothesis import given, settings, strategies as st

from games.core import Distance, validate_new_match, parse_round, replay, validate_round
from games.okey import GAME
from games.okey.hand import is_run, is_set, okey_tile
from tests.games.strategies import matches, round_inputs

P4 = ["Ana", "Bo", "Cy", "Dee"]


def make(players=P4, **settings_):
    match, errors = validate_new_match(GAME, players, settings_ or None)
    assert errors == {}
    return match


def score(match, **raw):
    clean, errors = parse_round(GAME, match, raw)
    assert errors == {}
    return GAME.score_round(match, clean)


def text(notes):
    return " ".join(str(n) for n in notes)


# --- Declaration ---------------------------------------------------------------------------------

def test_declaration_follows_rules_md():
    assert (GAME.id, GAME.name, GAME.min_players, GAME.max_players) == ("okey", "Okey", 2, 4)
    assert [f.name for f in GAME.fields] == ["indicator", "winner", "pairs", "okey_discard"]
    assert GAME.defaults() == {"start": 20}
    assert not GAME.lower_wins
    assert GAME.start_total({"start": 7}) == 7
    assert GAME.to_go({"start": 20}, 15) == Distance(15, 0, countdown=True)  # 15 more lost end it


# --- Settings and players through new_match ------------------------------------------------------

@pytest.mark.parametrize("value", [0, 101, -5, "20", 2.5, True, None])
def test_start_out_of_bounds_is_refused(value):
    match, errors = validate_new_match(GAME, P4, {"start": value})
    assert match is None and list(errors) == ["start"]
    assert "number" in str(errors["start"])


@pytest.mark.parametrize("value", [1, 20, 100])
def test_start_in_bounds_is_kept(value):
    assert make(start=value).settings == {"start": value}


@pytest.mark.parametrize("players", [["Ana"], P4 + ["Eli"]])
def test_player_count(players):
    match, errors = validate_new_match(GAME, players)
    assert match is None and str(errors["players"]) == "Okey is played by 2 to 4 players."


@pytest.mark.parametrize("players", [P4[:2], P4[:3], P4])
def test_two_to_four_players_start_on_start(players):
    result = replay(GAME, make(players, start=15), [])
    assert result.totals == {p: 15 for p in players}


# --- Scoring -------------------------------------------------------------------------------------

@pytest.mark.parametrize("pairs, okey_discard, cost", [
    (False, False, 2),
    (False, True, 4),
    (True, False, 4),
    (True, True, 8),
])
def test_win_costs_every_other_player(pairs, okey_discard, cost):
    scored = score(make(), winner="Bo", pairs=pairs, okey_discard=okey_discard)
    assert scored.deltas == {"Ana": -cost, "Bo": 0, "Cy": -cost, "Dee": -cost}
    assert f"every other player loses {cost}: Ana, Cy & Dee" in text(scored.notes)
    assert "Bo's own score does not change" in text(scored.notes)


def test_okey_discard_notes_name_the_doubling():
    assert "from 2 to 4" in text(score(make(), winner="Ana", okey_discard=True).notes)
    assert "from 4 to 8" in text(score(make(), winner="Ana", pairs=True,
                                         okey_discard=True).notes)


@pytest.mark.parametrize("shower", P4)
def test_indicator_show_costs_every_other_player_one(shower):
    scored = score(make(), indicator=shower)
    assert scored.deltas == {p: 0 if p == shower else -1 for p in P4}
    others = [p for p in P4 if p != shower]
    assert str(scored.notes[0]) == (f"{shower} showed the tile identical to the indicator, so "
                                    f"every other player loses 1: {others[0]}, {others[1]} & "
                                    f"{others[2]}.")
    assert "nothing more changes" in str(scored.notes[1])


def test_nothing_happened_changes_nothing():
    scored = score(make())
    assert scored.deltas == {p: 0 for p in P4}
    assert str(scored.notes[0]).startswith("Nobody showed the tile identical to the indicator")


def test_indicator_and_win_add_up_and_the_notes_give_the_sums():
    scored = score(make(["A", "B", "C", "D"]), indicator="B", winner="C")
    assert scored.deltas == {"A": -3, "B": -2, "C": -1, "D": -3}
    assert str(scored.notes[-1]) == "This round in all: A −3, B −2, C −1, D −3."


def test_winner_who_showed_the_indicator_loses_nothing():
    scored = score(make(), indicator="Cy", winner="Cy", pairs=True)
    assert scored.deltas == {"Ana": -5, "Bo": -5, "Cy": 0, "Dee": -5}
    assert "Ana −5" in text(scored.notes)


def test_scoring_does_not_change_its_input():
    match = make()
    inp = {"indicator": "Ana", "winner": "Bo", "pairs": True, "okey_discard": False}
    before = dict(inp)
    GAME.score_round(match, inp)
    assert inp == before


# --- End of the match ----------------------------------------------------------------------------

@pytest.mark.parametrize("totals, ends", [
    ({"Ana": 1, "Bo": 20}, False),
    ({"Ana": 0, "Bo": 20}, True),
    ({"Ana": -3, "Bo": 20}, True),
])
def test_match_ends_at_zero_or_below(totals, ends):
    assert (GAME.end_reason(make(["Ana", "Bo"]), totals, 1) is not None) == ends


def test_end_note_names_who_is_out():
    note = GAME.end_reason(make(), {"Ana": -2, "Bo": 0, "Cy": 5, "Dee": 1}, 3)
    assert str(note) == "At 0 or below: Ana −2, Bo 0. The match is over."


def test_highest_wins_after_the_end():
    match = make(["Ana", "Bo", "Cy"], start=4)
    result = replay(GAME, match, [{"winner": "Ana", "pairs": True, "okey_discard": False}])
    assert result.finished and result.ended_after == 1
    assert result.winners == ("Ana",)
    assert "Ana wins with the highest total, 4." in text(result.rounds[0].notes)


def test_round_after_the_end_is_refused():
    match = make(["Ana", "Bo"], start=1)
    played = [{"indicator": "Ana", "pairs": False, "okey_discard": False}]
    clean, errors = validate_round(GAME, match, replay(GAME, match, played), {"winner": "Bo"})
    assert clean is None and list(errors) == ["round"]


# --- Validation ----------------------------------------------------------------------------------

@pytest.mark.parametrize("raw, keys", [
    ({"pairs": True}, ["pairs"]),
    ({"okey_discard": True}, ["okey_discard"]),
    ({"indicator": "Bo", "pairs": True, "okey_discard": True}, ["pairs", "okey_discard"]),
    ({"winner": "Zed"}, ["winner"]),
    ({"indicator": "Zed"}, ["indicator"]),
    ({"winner": 3}, ["winner"]),
    ({"winner": "Ana", "pairs": "yes"}, ["pairs"]),
    ({"winner": "Ana", "okey_discard": 1}, ["okey_discard"]),
    ({"winner": "Ana", "points": 3}, ["points"]),
    ("Ana won", ["round"]),
])
def test_bad_rounds_are_refused(raw, keys):
    clean, errors = parse_round(GAME, make(), raw)
    assert clean is None and sorted(errors) == sorted(keys)
    for message in errors.values():
        words = str(message)
        assert words.endswith(".") and len(words.split()) >= 4
        assert "None" not in words and "True" not in words


@pytest.mark.parametrize("key, words", [
    ("pairs", "Nobody won this round, so nobody finished with 7 pairs: choose the winner, "
              "or untick 7 pairs."),
    ("okey_discard", "Nobody won this round, so nobody discarded an okey last: choose the "
                     "winner, or untick the okey discard."),
])
def test_finish_without_winner_message(key, words):
    _, errors = parse_round(GAME, make(), {key: True})
    assert str(errors[key]) == words


@pytest.mark.parametrize("raw, clean", [
    ({}, {"pairs": False, "okey_discard": False}),
    ({"indicator": None, "winner": None}, {"pairs": False, "okey_discard": False}),
    ({"winner": "Dee", "pairs": True},
     {"winner": "Dee", "pairs": True, "okey_discard": False}),
    ({"indicator": "Ana", "winner": "Ana", "okey_discard": True},
     {"indicator": "Ana", "winner": "Ana", "pairs": False, "okey_discard": True}),
])
def test_good_rounds_are_cleaned(raw, clean):
    assert parse_round(GAME, make(), raw) == (clean, {})


# --- Turn order ----------------------------------------------------------------------------------

def test_deal_passes_to_the_right_and_the_dealers_right_starts():
    match, _ = validate_new_match(GAME, P4, None, "Bo")
    rounds = [{"pairs": False, "okey_discard": False}] * 5
    result = replay(GAME, match, rounds)
    assert [(r.dealer, r.starter) for r in result.rounds] == [
        ("Bo", "Ana"), ("Ana", "Dee"), ("Dee", "Cy"), ("Cy", "Bo"), ("Bo", "Ana")]
    assert (result.next_dealer, result.next_starter) == ("Ana", "Dee")


def test_first_dealer_defaults_to_the_first_player():
    result = replay(GAME, make(["Ana", "Bo", "Cy"]), [])
    assert (result.next_dealer, result.next_starter) == ("Ana", "Cy")


def test_two_players_alternate():
    assert [GAME.turn(make(["Ana", "Bo"]), n, None) for n in range(3)] == [
        ("Ana", "Bo"), ("Bo", "Ana"), ("Ana", "Bo")]


# --- Tile rules ----------------------------------------------------------------------------------

@pytest.mark.parametrize("indicator, okey", [
    (("red", 5), ("red", 6)),
    (("black", 1), ("black", 2)),
    (("blue", 12), ("blue", 13)),
    (("yellow", 13), ("yellow", 1)),
])
def test_okey_is_one_higher_in_the_same_colour(indicator, okey):
    assert okey_tile(*indicator) == okey


@pytest.mark.parametrize("number", [0, 14])
def test_okey_of_a_tile_that_does_not_exist(number):
    with pytest.raises(ValueError):
        okey_tile("red", number)


@pytest.mark.parametrize("numbers, valid", [
    ((1, 2, 3), True),
    ((12, 13, 1), True),
    ((11, 12, 13, 1), True),
    ((13, 1, 2), False),
    ((1, 2, 1), False),
    ((5, 6, 7, 8, 9), True),
    ((7, 5, 6), True),
    ((5, 6), False),
    ((5, 6, 8), False),
    ((1, 13), False),
    ((12, 13, 14), False),
    ((0, 1, 2), False),
    (tuple(range(1, 14)), True),
])
def test_runs(numbers, valid):
    assert is_run(numbers) is valid


@pytest.mark.parametrize("tiles, valid", [
    ((("red", 7), ("blue", 7), ("black", 7)), True),
    ((("red", 7), ("blue", 7), ("black", 7), ("yellow", 7)), True),
    ((("red", 7), ("red", 7), ("black", 7)), False),
    ((("red", 7), ("blue", 7), ("black", 8)), False),
    ((("red", 7), ("blue", 7)), False),
    ((("red", 7), ("blue", 7), ("black", 7), ("yellow", 7), ("red", 7)), False),
])
def test_sets(tiles, valid):
    assert is_set(tiles) is valid


# --- Invariants ----------------------------------------------------------------------------------

@st.composite
def match_and_rounds(draw, max_rounds=6):
    match = draw(matches(GAME))
    rounds = [draw(round_inputs(GAME, match)) for _ in range(draw(st.integers(1, max_rounds)))]
    return match, rounds


@settings(max_examples=60, deadline=None)
@given(match_and_rounds())
def test_the_win_never_changes_the_winners_score(case):
    match, rounds = case
    for inp, result in zip(rounds, replay(GAME, match, rounds).rounds):
        winner, shower = inp.get("winner"), inp.get("indicator")
        if winner:
            assert result.deltas[winner] == (-1 if shower and shower != winner else 0)


@settings(max_examples=60, deadline=None)
@given(match_and_rounds())
def test_no_score_ever_goes_up(case):
    match, rounds = case
    for result in replay(GAME, match, rounds).rounds:
        assert all(delta <= 0 for delta in result.deltas.values())


@settings(max_examples=60, deadline=None)
@given(match_and_rounds())
def test_totals_are_start_plus_deltas(case):
    match, rounds = case
    result = replay(GAME, match, rounds)
    for player in match.players:
        assert result.totals[player] == (match.settings["start"]
                                         + sum(r.deltas[player] for r in result.rounds))


@settings(max_examples=60, deadline=None)
@given(match_and_rounds(max_rounds=1))
def test_each_loser_loses_the_indicator_point_plus_the_cost(case):
    match, (inp,) = case
    deltas = replay(GAME, match, [inp]).rounds[0].deltas
    shower, winner = inp.get("indicator"), inp.get("winner")
    cost = ({(False, False): 2, (False, True): 4, (True, False): 4, (True, True): 8}
            [inp["pairs"], inp["okey_discard"]] if winner else 0)
    for player in match.players:
        expected = -(shower is not None and player != shower)
        if player != winner:
            expected -= cost
        assert deltas[player] == expected
