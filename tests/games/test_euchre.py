"""Euchre: single rules, validation messages, notes, turn order, settings and invariants."""

import jsonschema
import pytest
from hypothesis import given, settings, strategies as st

from games import core
from games.core import validate_new_match, parse_round, replay, round_schema, validate_round
from games.euchre import GAME
from games.euchre.rules import NOTES, PASSED, points, score_round
from games.text import Msg
from tests.games.strategies import matches, round_inputs

P4 = ("Ana", "Bo", "Cy", "Dee")
AC, BD = "Ana & Cy", "Bo & Dee"


def start(settings_=None, first_dealer=None):
    match, errors = validate_new_match(GAME, list(P4), settings_, first_dealer)
    assert errors == {}
    return match


def hand(maker, tricks, alone=False, defender_alone=False):
    return {"maker": maker, "tricks": tricks, "alone": alone, "defender_alone": defender_alone}


def play(match, rounds):
    """Enter rounds one by one as the app does; fail on the first refusal."""
    played = core.play(GAME, match, rounds)
    assert played.errors == {}, played.errors
    return played.standings


def plain(msg) -> bool:
    """A message a person can read: filled in, a whole sentence, no field names or Python."""
    text = str(msg)
    return (text.endswith(".") and "%(" not in text and "None" not in text
            and "_" not in text and text[0].isupper())


# --- Teams ---------------------------------------------------------------------------------------

def test_partners_sit_opposite():
    assert GAME.sides(P4) == (AC, BD)
    assert GAME.sides(("W", "X", "Y", "Z")) == ("W & Y", "X & Z")


@pytest.mark.parametrize("maker, team", [("Ana", AC), ("Cy", AC), ("Bo", BD), ("Dee", BD)])
def test_the_makers_team_is_the_makers_partnership(maker, team):
    deltas, _ = score_round(start(), hand(maker, 3))
    assert deltas == {team: 1}


# --- The points table ----------------------------------------------------------------------------

# (tricks, alone, defender_alone, lone_euchre_bonus) -> (who scores, points)
TABLE = [
    (3, False, False, False, "makers", 1),
    (4, False, False, False, "makers", 1),
    (3, True, False, False, "makers", 1),
    (4, True, False, False, "makers", 1),
    (4, True, True, False, "makers", 1),
    (5, False, False, False, "makers", 2),
    (5, True, False, False, "makers", 4),
    (5, True, True, False, "makers", 4),
    (5, True, False, True, "makers", 4),
    (0, False, False, False, "defenders", 2),
    (2, False, False, False, "defenders", 2),
    (2, False, False, True, "defenders", 2),
    (1, True, False, False, "defenders", 2),
    (2, True, True, False, "defenders", 4),
    (0, True, True, True, "defenders", 4),
    (1, True, False, True, "defenders", 4),
    (4, True, False, True, "makers", 1),
]


@pytest.mark.parametrize("tricks, alone, defender_alone, bonus, who, pts", TABLE)
def test_points_table(tricks, alone, defender_alone, bonus, who, pts):
    assert points(tricks, alone, defender_alone, bonus)[:2] == (who, pts)
    match = start({"lone_euchre_bonus": bonus})
    deltas, _ = score_round(match, hand("Bo", tricks, alone, defender_alone))
    assert deltas == {BD if who == "makers" else AC: pts}


@pytest.mark.parametrize("raw, expected", [
    (hand("Ana", 4, alone=True), {AC: 1, BD: 0}),
    (hand("Ana", 2, alone=True, defender_alone=True), {AC: 0, BD: 4}),
    (hand("Ana", 0), {AC: 0, BD: 2}),
])
def test_worked_examples_of_rules_md(raw, expected):
    result = play(start(), [raw])
    assert result.rounds[0].deltas == expected


def test_lone_march_from_8_against_9_wins():
    rounds = [hand("Ana", 5, True), hand("Bo", 5, True), hand("Cy", 5, True),
              hand("Dee", 5, True), hand("Bo", 4), hand("Ana", 5, True)]
    result = play(start(), rounds)
    assert [r.totals for r in result.rounds[4:]] == [{AC: 8, BD: 9}, {AC: 12, BD: 9}]
    assert result.finished and result.ended_after == 6 and result.winners == (AC,)
    text = " ".join(str(n) for n in result.rounds[-1].notes)
    assert "12" in text and "10" in text and AC in text


def test_a_passed_hand_scores_nothing():
    match = start()
    clean, errors = parse_round(GAME, match, {"passed": True})
    assert errors == {}
    assert clean == {"passed": True, "alone": False, "defender_alone": False}
    assert score_round(match, clean) == ({}, (Msg(PASSED),))
    assert play(match, [clean]).rounds[0].deltas == {AC: 0, BD: 0}


def test_score_round_does_not_change_its_input():
    raw = hand("Dee", 5, alone=True, defender_alone=True)
    before = dict(raw)
    score_round(start(), raw)
    assert raw == before


# --- Notes ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("tricks, alone, defender_alone, bonus, who, pts", TABLE)
def test_notes_name_player_team_tricks_and_points(tricks, alone, defender_alone, bonus, who, pts):
    match = start({"lone_euchre_bonus": bonus})
    _, notes = score_round(match, hand("Cy", tricks, alone, defender_alone))
    assert len(notes) == 1
    text = str(notes[0])
    scorer = AC if who == "makers" else BD
    assert plain(notes[0])
    assert text.startswith("Cy made trump for Ana & Cy")
    assert f"{scorer} +{pts}." in text
    assert f"{tricks} of 5" in text or tricks == 5
    assert ("alone" in text) == alone
    assert ("lone defender" in text) == defender_alone
    assert ("house rule" in text) == (bonus and alone and not defender_alone and tricks < 3)


def test_the_lone_march_note_reads_as_expected():
    _, notes = score_round(start(), hand("Ana", 5, alone=True))
    assert str(notes[0]) == ("Ana made trump for Ana & Cy and went alone; Ana took all 5 tricks "
                             "alone: Ana & Cy +4.")


def test_the_passed_note_says_void_and_the_deal_passes():
    _, notes = score_round(start(), {"passed": True})
    text = str(notes[0])
    assert "void" in text and "no one scores" in text and "deal passes" in text


def test_every_note_is_shown_by_some_worked_example():
    shown = set()
    for ex in GAME.examples:
        if ex.errors is not None:
            continue
        match, _ = validate_new_match(GAME, list(ex.players), ex.settings, ex.first_dealer)
        result = replay(GAME, match, [parse_round(GAME, match, r)[0] for r in ex.rounds],
                        start=ex.start)
        shown |= {n.text for r in result.rounds for n in r.notes}
    assert set(NOTES.values()) | {PASSED} <= shown


def test_end_note_names_the_team_total_and_target():
    result = play(start({"target": 3}), [hand("Bo", 5), hand("Dee", 3)])
    assert result.finished and result.winners == (BD,)
    end, win = (str(n) for n in result.rounds[-1].notes[-2:])
    assert end == "Reached 3 or more: Bo & Dee 3. The match is over."
    assert "Bo & Dee" in win and "3" in win


# --- Validation ----------------------------------------------------------------------------------

BAD = [
    ({}, {}, {"maker", "tricks"}),
    ({}, {"maker": "Ana"}, {"tricks"}),
    ({}, {"tricks": 3}, {"maker"}),
    ({}, {"passed": False, "alone": True}, {"maker", "tricks"}),
    ({}, {"maker": "Zed", "tricks": 3}, {"maker"}),
    ({}, {"maker": "Ana", "tricks": 6}, {"tricks"}),
    ({}, {"maker": "Ana", "tricks": -1}, {"tricks"}),
    ({}, {"maker": "Ana", "tricks": "3"}, {"tricks"}),
    ({}, {"maker": "Ana", "tricks": 3, "alone": "yes"}, {"alone"}),
    ({}, hand("Ana", 1, defender_alone=True), {"defender_alone"}),
    ({"defend_alone": False}, hand("Ana", 1, True, True), {"defender_alone"}),
    ({}, {"passed": True, "maker": "Ana"}, {"passed"}),
    ({}, {"passed": True, "tricks": 0}, {"passed"}),
    ({}, {"passed": True, "alone": True}, {"passed"}),
    ({}, {"passed": True, "defender_alone": True}, {"passed"}),
    ({"stick_the_dealer": True}, {"passed": True}, {"passed"}),
]


@pytest.mark.parametrize("settings_, raw, keys", BAD)
def test_bad_hands_are_refused_per_field(settings_, raw, keys):
    clean, errors = parse_round(GAME, start(settings_), raw)
    assert clean is None
    assert set(errors) == keys
    assert all(plain(msg) for msg in errors.values()), errors


def test_unknown_answers_are_refused():
    _, errors = parse_round(GAME, start(), {"maker": "Ana", "tricks": 3, "bid": 2})
    assert set(errors) == {"bid"}


@pytest.mark.parametrize("settings_, raw, key, text", [
    ({}, hand("Ana", 1, defender_alone=True), "defender_alone",
     "A defender can only defend alone against a maker who went alone."),
    ({"defend_alone": False}, hand("Ana", 1, True, True), "defender_alone",
     "Your house rules do not allow defending alone."),
    ({"defend_alone": False}, hand("Ana", 1, False, True), "defender_alone",
     "Your house rules do not allow defending alone."),
    ({"stick_the_dealer": True}, {"passed": True}, "passed",
     "You play stick the dealer: when everyone else passes, the dealer must name trump, so a "
     "hand cannot be passed."),
    ({}, {"tricks": 2}, "maker", "Choose who made trump, or tick passed if everyone passed twice."),
    ({}, {"maker": "Bo"}, "tricks", "Enter how many tricks the makers' team took, from 0 to 5."),
    ({}, {"maker": "Bo", "tricks": 7}, "tricks",
     "A hand has 5 tricks: enter a number from 0 to 5."),
])
def test_validation_messages(settings_, raw, key, text):
    _, errors = parse_round(GAME, start(settings_), raw)
    assert str(errors[key]) == text


@pytest.mark.parametrize("settings_, raw", [
    ({}, hand("Ana", 0, True, True)),
    ({"defend_alone": True}, hand("Dee", 5, True, True)),
    ({"defend_alone": False}, hand("Dee", 5, True)),
    ({"stick_the_dealer": True}, hand("Bo", 3)),
    ({}, {"passed": True, "alone": False, "defender_alone": False, "maker": None}),
])
def test_good_hands_are_accepted(settings_, raw):
    clean, errors = parse_round(GAME, start(settings_), raw)
    assert errors == {} and clean is not None


def test_a_hand_after_the_end_is_refused():
    match = start({"target": 2})
    played = [parse_round(GAME, match, hand("Ana", 5))[0]]
    clean, errors = validate_round(GAME, match, replay(GAME, match, played), hand("Bo", 3))
    assert clean is None and set(errors) == {"round"}


# --- Schema --------------------------------------------------------------------------------------

@pytest.mark.parametrize("raw, ok", [
    ({"maker": "Ana", "tricks": 3}, True),
    ({"maker": "Ana", "tricks": 5, "alone": True, "defender_alone": True}, True),
    ({"passed": True}, True),
    ({}, False),
    ({"passed": False}, False),
    ({"maker": "Ana"}, False),
    ({"maker": "Ana", "tricks": 6}, False),
    ({"maker": "Zed", "tricks": 3}, False),
])
def test_round_schema_requires_maker_and_tricks_or_passed(raw, ok):
    schema = round_schema(GAME, P4)
    assert jsonschema.Draft202012Validator(schema).is_valid(raw) == ok


# --- Turn order ----------------------------------------------------------------------------------

def test_the_deal_passes_left_after_every_hand_passed_and_lone_too():
    rounds = [hand("Ana", 5, True), {"passed": True}, hand("Bo", 1, True, True), hand("Cy", 3),
              {"passed": True}, hand("Dee", 4, True)]
    result = play(start(first_dealer="Cy"), rounds)
    assert [r.dealer for r in result.rounds] == ["Cy", "Dee", "Ana", "Bo", "Cy", "Dee"]
    assert [r.starter for r in result.rounds] == ["Dee", "Ana", "Bo", "Cy", "Dee", "Ana"]
    assert (result.next_dealer, result.next_starter) == ("Ana", "Bo")


def test_the_first_dealer_defaults_to_the_first_player():
    result = play(start(), [])
    assert (result.next_dealer, result.next_starter) == ("Ana", "Bo")


def test_no_next_dealer_once_the_match_is_over():
    result = play(start({"target": 1}), [hand("Bo", 3)])
    assert result.finished and result.next_dealer is None and result.next_starter is None


# --- Settings and players ------------------------------------------------------------------------

def test_defaults():
    assert start().settings == {"target": 10, "defend_alone": True, "lone_euchre_bonus": False,
                                "stick_the_dealer": False}


@pytest.mark.parametrize("name, value", [
    ("target", 0), ("target", 51), ("target", "10"), ("target", 10.5), ("target", True),
    ("target", None), ("defend_alone", "yes"), ("defend_alone", 1),
    ("lone_euchre_bonus", None), ("stick_the_dealer", "on"),
])
def test_settings_out_of_bounds_are_refused(name, value):
    match, errors = validate_new_match(GAME, list(P4), {name: value})
    assert match is None and set(errors) == {name}


@pytest.mark.parametrize("value", [1, 50])
def test_target_bounds_are_accepted(value):
    assert start({"target": value}).settings["target"] == value


@pytest.mark.parametrize("players", [P4[:3], P4 + ("Eli",), ()])
def test_exactly_four_players(players):
    match, errors = validate_new_match(GAME, list(players))
    assert match is None and set(errors) == {"players"}
    assert str(errors["players"]) == "Euchre is played by exactly 4 players."


@pytest.mark.parametrize("target, totals, over", [(10, 9, False), (10, 10, True), (10, 12, True),
                                                   (1, 1, True), (50, 49, False)])
def test_end_at_target_or_more(target, totals, over):
    match = start({"target": target})
    assert (GAME.end_reason(match, {AC: 0, BD: totals}, 1) is not None) == over


# --- Invariants ----------------------------------------------------------------------------------

@st.composite
def hands(draw, match):
    """Any accepted hand, passed ones included (the shared strategy always fills in tricks, so it
    never draws a passed hand)."""
    if not match.settings["stick_the_dealer"] and draw(st.booleans()):
        return {"passed": True}
    return draw(round_inputs(GAME, match))


@st.composite
def played(draw):
    match = draw(matches(GAME))
    rounds = []
    for _ in range(draw(st.integers(0, 15))):
        if replay(GAME, match, rounds).finished:
            break
        raw = draw(hands(match))
        clean, errors = validate_round(GAME, match, replay(GAME, match, rounds), raw)
        assert errors == {}, errors
        rounds.append(clean)
    return match, rounds


@settings(max_examples=60, deadline=None)
@given(played())
def test_invariants(match_rounds):
    match, rounds = match_rounds
    result = replay(GAME, match, rounds)
    assert result.sides == GAME.sides(match.players)
    for inp, r in zip(rounds, result.rounds):
        scored = [v for v in r.deltas.values() if v]
        assert len(scored) <= 1, "at most one team scores per hand"
        assert all(0 <= v <= 4 for v in r.deltas.values()), "a hand's points are 0 to 4"
        assert (scored == []) == bool(inp.get("passed"))
        assert r.dealer == match.seat(match.dealer0, r.number - 1)
        assert r.starter == match.seat(r.dealer, 1)
    for side in result.sides:
        assert result.totals[side] == sum(r.deltas[side] for r in result.rounds)
    if result.finished:
        assert result.winners == tuple(s for s in result.sides
                                       if result.totals[s] >= match.settings["target"])
        assert len(result.winners) == 1
