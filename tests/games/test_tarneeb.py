"""Tarneeb's scoring (RULES.md § Tarneeb): its worked examples, the points table checked against
a reference written here, its notes, the turn to the right, its invariants, and the input it
refuses."""

import json

import jsonschema
import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from games.core import (HAND_UNIT, Distance, extend, parse_round, play, replay, round_schema,
                        validate_new_match, validate_round)
from games.seats import from_seats, to_seats
from games.tarneeb import rules
from games.tarneeb import GAME
from games.text import Msg
from tests.games.test_examples import worked_as_it_says

P4 = ("Ana", "Bo", "Cy", "Dee")
AC, BD = "Ana & Cy", "Bo & Dee"


def table_of(first_dealer=None, **house):
    table, errors = validate_new_match(GAME, list(P4), house, first_dealer)
    assert errors == {}
    return table


def hand(bidder, bid, tricks):
    return {"bidder": bidder, "bid": bid, "tricks": tricks}


def notes(standings, number=1):
    return [str(n) for n in standings.rounds[number - 1].notes]


def entered(table, rounds):
    """Rounds entered one by one as the app does; fails on the first refusal."""
    played = play(GAME, table, rounds)
    assert played.errors == {}, played.errors
    return played.standings


# --- Declaration --------------------------------------------------------------------------------

def test_declared_and_registered():
    assert GAME.id == "tarneeb" and GAME.name == "Tarneeb"
    assert GAMES.get("tarneeb") is GAME
    assert (GAME.min_players, GAME.max_players) == (4, 4)
    assert GAME.lower_wins is False and GAME.unit is HAND_UNIT
    assert len(GAME.summary) > 100
    assert GAME.sides(P4) == (AC, BD)


def test_fields_and_settings_by_the_names_of_rules_md():
    assert [f.name for f in GAME.fields] == ["bidder", "bid", "tricks"]
    assert GAME.defaults() == {"target": 41, "kaboot": 16}
    assert [(s.min, s.max) for s in GAME.settings] == [(11, 101), (13, 26)]


@pytest.mark.parametrize("house", [{"target": 10}, {"target": 102}, {"kaboot": 12},
                                   {"kaboot": 27}, {"target": "41"}, {"kaboot": True}])
def test_settings_out_of_bounds_are_refused(house):
    table, errors = validate_new_match(GAME, list(P4), house)
    assert table is None and list(errors) == list(house)


@pytest.mark.parametrize("house", [{"target": 11}, {"target": 31}, {"target": 61},
                                   {"target": 101}, {"kaboot": 13}, {"kaboot": 26}])
def test_settings_in_bounds_are_kept(house):
    assert {k: table_of(**house).settings[k] for k in house} == house


@pytest.mark.parametrize("players", [P4[:3], P4 + ("Eli",)])
def test_exactly_four_players(players):
    table, errors = validate_new_match(GAME, list(players))
    assert table is None and str(errors["players"]) == "Tarneeb is played by exactly 4 players."


def test_round_schema_asks_for_all_three():
    schema = round_schema(GAME, P4)
    json.dumps(schema)
    assert schema["required"] == ["bidder", "bid", "tricks"]
    assert schema["properties"]["bid"]["minimum"] == 7
    validator = jsonschema.Draft202012Validator(schema)
    assert validator.is_valid(hand("Ana", 7, 0))
    assert not validator.is_valid(hand("Ana", 6, 0))
    assert not validator.is_valid(hand("Zed", 7, 0))
    assert not validator.is_valid({"bidder": "Ana", "bid": 7})


# --- Worked examples ----------------------------------------------------------------------------

@pytest.mark.parametrize("example", GAME.examples, ids=lambda ex: ex.title)
def test_worked_example(example):
    worked_as_it_says(GAME, example)


def test_enough_examples_each_checking_something():
    assert len(GAME.examples) >= 15
    assert len({ex.rule for ex in GAME.examples}) == len(GAME.examples)
    for ex in GAME.examples:
        assert ex.title and ex.explanation and ex.rule
        assert (ex.errors is not None or ex.deltas or ex.totals or ex.winners or ex.next_dealer
                or ex.next_starter)


def test_every_case_of_the_points_table_has_an_example():
    shown = {rules.points(r["bid"], r["tricks"], 16)[0] for ex in GAME.examples
             if ex.errors is None for r in ex.rounds}
    assert shown == set(rules.NOTES)


# --- The points table ---------------------------------------------------------------------------

# (bid, tricks, kaboot) -> (the bidders' points, the defenders' points)
TABLE = [
    (7, 7, 16, 7, 0), (7, 12, 16, 12, 0), (8, 10, 16, 10, 0), (12, 12, 16, 12, 0),
    (7, 13, 16, 16, 0), (12, 13, 16, 16, 0), (10, 13, 13, 13, 0), (10, 13, 26, 26, 0),
    (9, 7, 16, -9, 6), (7, 0, 16, -7, 13), (12, 11, 16, -12, 2), (8, 7, 20, -8, 6),
    (13, 13, 16, 26, 0), (13, 13, 13, 26, 0), (13, 11, 16, -16, 4), (13, 12, 16, -16, 2),
    (13, 0, 16, -16, 26), (13, 6, 26, -16, 14),
]


@pytest.mark.parametrize("bid, tricks, kaboot, ours, theirs", TABLE)
def test_points_table(bid, tricks, kaboot, ours, theirs):
    assert rules.points(bid, tricks, kaboot)[1:] == (ours, theirs)
    for bidder, bidders, defenders in (("Bo", BD, AC), ("Cy", AC, BD)):
        deltas = entered(table_of(kaboot=kaboot), [hand(bidder, bid, tricks)]).rounds[0].deltas
        assert deltas == {bidders: ours, defenders: theirs}


def test_the_kaboot_setting_never_changes_a_bid_of_13():
    for kaboot in (13, 16, 20, 26):
        assert rules.points(13, 13, kaboot)[1] == 26
        assert rules.points(13, 12, kaboot)[1] == -16


# --- Notes --------------------------------------------------------------------------------------

@pytest.mark.parametrize("raw, text", [
    (hand("Bo", 13, 11),
     "Bo bid all 13 tricks but Bo & Dee took 11: Bo & Dee lose 16; Ana & Cy took the other 2 "
     "and score twice that, 4."),
    (hand("Bo", 8, 10),
     "Bo bid 8 and Bo & Dee took 10 of 13 tricks: the bid is made, and they score the tricks "
     "they took, not the bid: Bo & Dee +10."),
    (hand("Cy", 9, 7),
     "Cy bid 9 but Ana & Cy took 7 of 13 tricks: Ana & Cy lose their bid, 9; Bo & Dee took the "
     "other 6 and score them."),
    (hand("Dee", 10, 13),
     "Dee bid 10 and Bo & Dee took all 13 tricks, a kaboot they did not bid: Bo & Dee +16."),
    (hand("Ana", 13, 13), "Ana bid all 13 tricks and Ana & Cy took them all: Ana & Cy +26."),
])
def test_notes_explain_every_number(raw, text):
    assert notes(entered(table_of(), [raw])) == [text]


def test_the_kaboot_note_shows_the_house_value():
    assert notes(entered(table_of(kaboot=13), [hand("Ana", 9, 13)])) == [
        "Ana bid 9 and Ana & Cy took all 13 tricks, a kaboot they did not bid: Ana & Cy +13."]


def test_the_end_notes_name_the_winners():
    result = entered(table_of(target=11), [hand("Ana", 12, 12)])
    assert notes(result)[1:] == ["Reached 11 or more: Ana & Cy 12. The match is over.",
                                 "Ana & Cy win with the highest total, 12."]


# --- Turn ---------------------------------------------------------------------------------------

def test_the_deal_passes_to_the_right_and_the_dealers_right_bids_first():
    result = entered(table_of(first_dealer="Ana"), [hand("Bo", 7, 7)] * 4)
    assert [r.dealer for r in result.rounds] == ["Ana", "Dee", "Cy", "Bo"]
    assert [r.starter for r in result.rounds] == ["Dee", "Cy", "Bo", "Ana"]
    assert (result.next_dealer, result.next_starter) == ("Ana", "Dee")


def test_no_next_dealer_once_the_match_is_over():
    result = entered(table_of(target=11), [hand("Dee", 12, 12)])
    assert result.finished and (result.next_dealer, result.next_starter) == (None, None)


# --- Standings ----------------------------------------------------------------------------------

@pytest.mark.parametrize("target, total, to_go", [(41, 0, 41), (41, 38, 3), (31, -9, 40),
                                                  (61, 61, 0)])
def test_distance_to_the_target(target, total, to_go):
    settings_ = {**GAME.defaults(), "target": target}
    assert GAME.to_go(settings_, total) == Distance(to_go, target)


# --- Refused input: one message per field --------------------------------------------------------

OK = hand("Ana", 8, 9)


@pytest.mark.parametrize("change, keys", [
    ({"bid": 6}, ["bid"]),
    ({"bid": 14}, ["bid"]),
    ({"bid": "8"}, ["bid"]),
    ({"bid": 8.0}, ["bid"]),
    ({"bid": True}, ["bid"]),
    ({"bid": None}, ["bid"]),
    ({"tricks": -1}, ["tricks"]),
    ({"tricks": 14}, ["tricks"]),
    ({"tricks": None}, ["tricks"]),
    ({"bidder": "Zed"}, ["bidder"]),
    ({"bidder": None}, ["bidder"]),
    ({"bidder": "Zed", "bid": 5, "tricks": 20}, ["bid", "bidder", "tricks"]),
    ({"passed": True}, ["passed"]),
    ({"kaboot": True}, ["kaboot"]),
])
def test_bad_hands_are_refused_field_by_field(change, keys):
    clean, errors = parse_round(GAME, table_of(), {**OK, **change})
    assert clean is None
    assert sorted(errors) == keys
    assert all(isinstance(message, Msg) and str(message).endswith(".")
               for message in errors.values())


@pytest.mark.parametrize("change, key, text", [
    ({"bid": 6}, "bid", "A bid is 7 to 13 tricks: enter a number from 7 to 13."),
    ({"bid": None}, "bid", "Enter the bid, from 7 to 13 tricks."),
    ({"tricks": 14}, "tricks", "A hand has 13 tricks: enter a number from 0 to 13."),
    ({"tricks": None}, "tricks", "Enter how many tricks the bidders' team took, from 0 to 13."),
    ({"bidder": None}, "bidder",
     "Choose who won the bid. A hand that all four passed is dealt again and not entered."),
    ({"bidder": "Zed"}, "bidder", "Choose one of the players: Ana, Bo, Cy & Dee."),
])
def test_refusals_say_what_to_do(change, key, text):
    _, errors = parse_round(GAME, table_of(), {**OK, **change})
    assert str(errors[key]) == text


def test_nothing_is_stored_from_a_refused_hand():
    table = table_of()
    so_far = entered(table, [hand("Ana", 7, 8)])
    clean, errors = validate_round(GAME, table, so_far, hand("Bo", 15, 8))
    assert clean is None and list(errors) == ["bid"]
    assert so_far.totals == {AC: 8, BD: 0}


def test_a_clean_hand_is_as_entered():
    assert parse_round(GAME, table_of(), OK) == (OK, {})


# --- Invariants ---------------------------------------------------------------------------------

def reference(house, players, inp):
    """RULES.md's sentences one by one: each partnership's change in one hand."""
    seat = players.index(inp["bidder"]) % 2
    bidders = f"{players[seat]} & {players[seat + 2]}"
    defenders = f"{players[1 - seat]} & {players[3 - seat]}"
    bid, took = inp["bid"], inp["tricks"]
    rest = 13 - took
    if bid < 13 and took == 13:
        return {bidders: house.get("kaboot", 16), defenders: 0}
    if bid < 13:
        return {bidders: took, defenders: 0} if took >= bid else {bidders: -bid, defenders: rest}
    return {bidders: 26, defenders: 0} if took == 13 else {bidders: -16, defenders: 2 * rest}


hands = st.builds(hand, st.sampled_from(P4), st.integers(7, 13), st.integers(0, 13))
houses = st.fixed_dictionaries({"target": st.integers(11, 101), "kaboot": st.integers(13, 26)})


@settings(max_examples=200, deadline=None)
@given(houses, hands)
def test_every_hand_scores_as_the_reference_and_one_partnership_at_most_gains(house, inp):
    table = table_of(**house)
    assert parse_round(GAME, table, inp) == (inp, {})
    deltas = rules.score_round(table, inp).deltas
    assert deltas == reference(house, P4, inp)
    assert sum(1 for change in deltas.values() if change > 0) <= 1
    assert sum(1 for change in deltas.values() if change < 0) <= 1


@settings(max_examples=60, deadline=None)
@given(houses, st.sampled_from(P4), st.lists(hands, max_size=25))
def test_replay_end_and_winner(house, first_dealer, inputs):
    table = table_of(first_dealer, **house)
    played = play(GAME, table, inputs)
    rounds = played.rounds
    assert played.errors == {} or played.refused == len(rounds)  # refused only after the end
    whole = replay(GAME, table, rounds)
    step = replay(GAME, table, [])
    for inp in rounds:
        step = extend(GAME, table, step, inp)
    assert step == whole
    target = house["target"]
    for side in whole.sides:
        assert whole.totals[side] == sum(r.deltas[side] for r in whole.rounds)
    # The match ends after the first hand in which a partnership reaches the target, no later.
    before = [max(r.totals.values()) for r in whole.rounds[:-1]]
    assert all(best < target for best in before)
    assert whole.finished == (bool(rounds) and max(whole.totals.values()) >= target)
    if whole.finished:
        assert whole.winners == tuple(s for s in whole.sides if whole.totals[s] >= target)
        assert len(whole.winners) == 1
    else:
        assert whole.winners == () and len(rounds) == len(inputs)
    dealers = [r.dealer for r in whole.rounds]
    assert dealers == [table.seat(first_dealer, -n) for n in range(len(rounds))]


@settings(max_examples=40, deadline=None)
@given(hands)
def test_score_round_does_not_change_its_input(inp):
    before = json.dumps(inp, sort_keys=True)
    rules.score_round(table_of(), inp)
    assert json.dumps(inp, sort_keys=True) == before


def test_stored_by_seat():
    stored = to_seats(GAME, P4, hand("Cy", 9, 10))
    assert stored == {"bidder": 2, "bid": 9, "tricks": 10}
    assert from_seats(GAME, ("Ana", "Bo", "Cyrus", "Dee"), stored) == hand("Cyrus", 9, 10)


# --- Figures and the rules page -----------------------------------------------------------------

def test_figures_count_the_bids_for_the_bidder():
    rounds = [hand("Ana", 8, 9), hand("Ana", 9, 7), hand("Bo", 10, 13), hand("Cy", 13, 13),
              hand("Dee", 13, 12)]
    table = table_of()
    seats = GAME.figures.tally(table, replay(GAME, table, rounds))
    none = {"bids": 0, "made": 0, "failed": 0, "bids_of_13": 0, "kaboots": 0}
    assert seats == [
        {**none, "bids": 2, "made": 1, "failed": 1},
        {**none, "bids": 1, "made": 1, "kaboots": 1},
        {**none, "bids": 1, "made": 1, "bids_of_13": 1, "kaboots": 1},
        {**none, "bids": 1, "failed": 1, "bids_of_13": 1},
    ]
    assert [f.key for f in GAME.figures.figures] == list(GAME.figures.tallies)


def test_questions_are_plain_text_and_name_the_disagreements():
    assert len(GAME.questions) >= 10
    for question, answer in GAME.questions:
        for text in (question, answer):
            assert "%" not in text and "<" not in text and text.strip() == text
    answers = " ".join(answer for _, answer in GAME.questions)
    for said in ("41", "31", "61", "from 11 to 101", "16", "from 13 to 26", "26", "pass"):
        assert said in answers


def test_the_docstring_names_sources_and_settings():
    for said in ("pagat", "Wikipedia", "Jawaker", "Yalla", "Tarneeb 41", "`target`", "`kaboot`"):
        assert said in rules.__doc__
