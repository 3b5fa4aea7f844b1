"""Okey for stakes: single rules, validation, notes, turn order, settings and invariants."""

import copy

import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from games.core import validate_new_match, parse_round, replay, round_schema, validate_round
from games.okey_stakes import GAME
from games.okey_stakes.rules import end_reason, multiplier, score_round, turn
from tests.games.strategies import matches, round_inputs

P2 = ["Ana", "Bo"]
P3 = ["Ana", "Bo", "Cy"]
P4 = ["Ana", "Bo", "Cy", "Dee"]


def match_of(players=P3, first_dealer=None, **settings_):
    match, errors = validate_new_match(GAME, players, settings_, first_dealer)
    assert errors == {}
    return match


def notes_text(scored):
    return " ".join(str(n) for n in scored.notes)


# --- Declaration --------------------------------------------------------------------------------

def test_registered_under_its_id():
    assert GAMES.get("okey-stakes") is GAME
    assert GAME.name == "Okey (stakes)"
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    assert not GAME.lower_wins


def test_fields_and_settings_in_order():
    assert [f.name for f in GAME.fields] == ["winner", "pairs", "joker"]
    assert [s.name for s in GAME.settings] == ["stake", "doubles_stack", "games"]
    assert GAME.defaults() == {"stake": 1, "doubles_stack": True, "games": None}


def test_a_draw_needs_no_winner_key_in_the_schema():
    schema = round_schema(GAME, P3)
    assert schema["required"] == []
    assert schema["properties"]["winner"] == {
        "anyOf": [{"enum": P3}, {"type": "null"}], "description": GAME.fields[0].label}


# --- Scoring ------------------------------------------------------------------------------------

@pytest.mark.parametrize("pairs, joker, stack, expected", [
    (False, False, True, 1),
    (False, True, True, 2),
    (True, False, True, 2),
    (True, True, True, 4),
    (False, False, False, 1),
    (False, True, False, 2),
    (True, False, False, 2),
    (True, True, False, 2),
])
def test_multiplier(pairs, joker, stack, expected):
    assert multiplier(pairs, joker, stack) == expected


@pytest.mark.parametrize("players, stake, inp, expected", [
    (P3, 1, {"winner": "Ana"}, {"Ana": 2, "Bo": -1, "Cy": -1}),
    (P3, 1, {"winner": "Bo", "joker": True}, {"Ana": -2, "Bo": 4, "Cy": -2}),
    (P4, 1, {"winner": "Cy", "pairs": True}, {"Ana": -2, "Bo": -2, "Cy": 6, "Dee": -2}),
    (P3, 1, {"winner": "Ana", "pairs": True, "joker": True}, {"Ana": 8, "Bo": -4, "Cy": -4}),
    (P2, 10, {"winner": "Bo", "pairs": True, "joker": True}, {"Ana": -40, "Bo": 40}),
    (P4, 5, {"winner": "Dee", "joker": True}, {"Ana": -10, "Bo": -10, "Cy": -10, "Dee": 30}),
    (P4, 1000, {"winner": "Ana", "pairs": True, "joker": True},
     {"Ana": 12000, "Bo": -4000, "Cy": -4000, "Dee": -4000}),
    (P3, 7, {}, {"Ana": 0, "Bo": 0, "Cy": 0}),
    (P3, 7, {"winner": None, "pairs": False, "joker": False}, {"Ana": 0, "Bo": 0, "Cy": 0}),
])
def test_score_round(players, stake, inp, expected):
    assert score_round(match_of(players, stake=stake), inp).deltas == expected


def test_doubles_stack_off_pays_twice_for_both():
    match = match_of(P3, doubles_stack=False)
    scored = score_round(match, {"winner": "Ana", "pairs": True, "joker": True})
    assert scored.deltas == {"Ana": 4, "Bo": -2, "Cy": -2}


def test_score_round_does_not_change_its_input():
    inp = {"winner": "Ana", "pairs": True, "joker": False}
    before = copy.deepcopy(inp)
    score_round(match_of(), inp)
    assert inp == before


# --- Notes --------------------------------------------------------------------------------------

def test_draw_note_says_nobody_pays():
    scored = score_round(match_of(), {})
    assert len(scored.notes) == 1
    text = notes_text(scored)
    assert "draw" in text and "Nobody pays" in text


def test_win_notes_show_stake_multiplier_payments_and_total():
    scored = score_round(match_of(P4, stake=5), {"winner": "Dee", "joker": True})
    text = notes_text(scored)
    for part in ("Dee", "joker", "stake of 5", "×2", "Ana, Bo & Cy each pay Dee 10", "5 × 2",
                 "collects 30"):
        assert part in text, part


def test_two_player_note_names_the_one_payer():
    scored = score_round(match_of(P2, stake=3), {"winner": "Ana", "pairs": True})
    text = notes_text(scored)
    assert "Bo pays Ana 6 (3 × 2)." in text
    assert "each" not in text


@pytest.mark.parametrize("inp, stack, words", [
    ({"winner": "Ana"}, True, ("groups and runs", "no joker", "paid once", "×1")),
    ({"winner": "Ana", "joker": True}, True, ("joker as the tile left over", "doubled", "×2")),
    ({"winner": "Ana", "pairs": True}, True, ("7 pairs", "doubled", "×2")),
    ({"winner": "Ana", "pairs": True, "joker": True}, True,
     ("7 pairs and a joker", "both doubles count", "four times", "×4")),
    ({"winner": "Ana", "pairs": True, "joker": True}, False,
     ("7 pairs and a joker", "house rule", "doubled only once", "×2")),
])
def test_notes_say_why(inp, stack, words):
    text = notes_text(score_round(match_of(doubles_stack=stack), inp))
    for word in words:
        assert word in text, word


def test_each_situation_has_its_own_sentence():
    match_on, match_off = match_of(), match_of(doubles_stack=False)
    inputs = [(match_on, {"winner": "Ana", "pairs": p, "joker": j})
              for p in (False, True) for j in (False, True)]
    inputs.append((match_off, {"winner": "Ana", "pairs": True, "joker": True}))
    texts = {score_round(m, inp).notes[0].text for m, inp in inputs}
    assert len(texts) == 5


# --- Validation ---------------------------------------------------------------------------------

@pytest.mark.parametrize("raw, keys", [
    ({"pairs": True}, ["pairs"]),
    ({"winner": None, "joker": True}, ["joker"]),
    ({"winner": None, "pairs": True, "joker": True}, ["joker", "pairs"]),
    ({"winner": "Zed"}, ["winner"]),
    ({"winner": 3}, ["winner"]),
    ({"winner": "Ana", "pairs": "yes"}, ["pairs"]),
    ({"winner": "Ana", "joker": 1}, ["joker"]),
    ("Ana", ["round"]),
])
def test_bad_rounds_are_refused(raw, keys):
    clean, errors = parse_round(GAME, match_of(), raw)
    assert clean is None
    assert sorted(errors) == keys
    for message in errors.values():
        text = str(message)
        assert text[0].isupper() and text.endswith(".")
        assert "%(" not in text and "None" not in text and "True" not in text


@pytest.mark.parametrize("key, words", [("pairs", "7 pairs"), ("joker", "joker")])
def test_a_draw_with_a_winning_detail_is_explained(key, words):
    _, errors = parse_round(GAME, match_of(), {key: True})
    text = str(errors[key])
    assert words in text and "choose who won" in text and "draw" in text


@pytest.mark.parametrize("raw, clean", [
    ({}, {"pairs": False, "joker": False}),
    ({"winner": None}, {"pairs": False, "joker": False}),
    ({"winner": "Bo"}, {"winner": "Bo", "pairs": False, "joker": False}),
    ({"winner": "Bo", "pairs": True, "joker": True},
     {"winner": "Bo", "pairs": True, "joker": True}),
])
def test_good_rounds_are_cleaned(raw, clean):
    assert parse_round(GAME, match_of(), raw) == (clean, {})


def test_a_round_after_the_agreed_games_is_refused():
    match = match_of(games=2)
    played = [{"winner": "Ana"}, {}]
    clean, errors = validate_round(GAME, match, replay(GAME, match, played), {"winner": "Bo"})
    assert clean is None and list(errors) == ["round"]
    assert validate_round(GAME, match, replay(GAME, match, played[:1]), {"winner": "Bo"})[1] == {}


# --- End of the match ---------------------------------------------------------------------------

@pytest.mark.parametrize("games, played, over", [
    (None, 1, False), (None, 100, False), (None, 10_000, False),
    (1, 1, True), (3, 2, False), (3, 3, True), (3, 4, True), (100, 99, False), (100, 100, True),
])
def test_end_reason(games, played, over):
    match = match_of(games=games)
    reason = end_reason(match, {p: 0 for p in P3}, played)
    assert (reason is not None) == over
    if over:
        assert str(games) in str(reason) and "over" in str(reason)


def test_highest_balance_wins_and_ties_share():
    match = match_of(games=3)
    result = replay(GAME, match, [{"winner": "Ana"}, {"winner": "Bo"}, {"winner": "Cy"}])
    assert result.finished and result.winners == ("Ana", "Bo", "Cy")
    result = replay(GAME, match, [{"winner": "Ana"}, {"winner": "Bo"}, {"winner": "Ana"}])
    assert result.totals == {"Ana": 3, "Bo": 0, "Cy": -3}
    assert result.winners == ("Ana",)
    assert "Ana wins with the highest total, 3." in str(result.rounds[-1].notes[-1])


# --- Turn order ---------------------------------------------------------------------------------

def test_deal_passes_to_the_right_and_the_dealers_right_starts():
    match = match_of(P4)
    seen = [turn(match, played, None) for played in range(6)]
    assert [t.dealer for t in seen] == ["Ana", "Dee", "Cy", "Bo", "Ana", "Dee"]
    assert [t.starter for t in seen] == ["Dee", "Cy", "Bo", "Ana", "Dee", "Cy"]


def test_turn_order_through_replay_with_draws_and_a_chosen_first_dealer():
    match = match_of(P3, first_dealer="Bo")
    result = replay(GAME, match, [{"winner": "Cy"}, {}, {"winner": "Ana", "joker": True}])
    assert [(r.dealer, r.starter) for r in result.rounds] == [
        ("Bo", "Ana"), ("Ana", "Cy"), ("Cy", "Bo")]
    assert (result.next_dealer, result.next_starter) == ("Bo", "Ana")


def test_two_players_alternate():
    match = match_of(P2)
    assert [tuple(turn(match, n, None)) for n in range(3)] == [
        ("Ana", "Bo"), ("Bo", "Ana"), ("Ana", "Bo")]


# --- Settings and players -----------------------------------------------------------------------

@pytest.mark.parametrize("settings_, key", [
    ({"stake": 0}, "stake"),
    ({"stake": 1001}, "stake"),
    ({"stake": 2.5}, "stake"),
    ({"stake": None}, "stake"),
    ({"games": 0}, "games"),
    ({"games": 101}, "games"),
    ({"games": "ten"}, "games"),
    ({"doubles_stack": "yes"}, "doubles_stack"),
    ({"doubles_stack": None}, "doubles_stack"),
    ({"rounds": 3}, "rounds"),
])
def test_settings_out_of_bounds_are_refused(settings_, key):
    match, errors = validate_new_match(GAME, P3, settings_)
    assert match is None and list(errors) == [key]


@pytest.mark.parametrize("settings_", [
    {"stake": 1}, {"stake": 1000}, {"games": 1}, {"games": 100}, {"games": None},
    {"doubles_stack": False},
])
def test_settings_at_the_bounds_are_accepted(settings_):
    match, errors = validate_new_match(GAME, P3, settings_)
    assert errors == {} and {k: match.settings[k] for k in settings_} == settings_


@pytest.mark.parametrize("players, ok", [
    (["Ana"], False), (P2, True), (P4, True), (P4 + ["Eli"], False)])
def test_player_count(players, ok):
    match, errors = validate_new_match(GAME, players)
    assert (match is not None) == ok
    if not ok:
        assert list(errors) == ["players"] and "2 to 4" in str(errors["players"])


# --- Invariants ---------------------------------------------------------------------------------

few = settings(max_examples=40, deadline=None)


@st.composite
def played(draw):
    match = draw(matches(GAME))
    rounds = draw(st.lists(round_inputs(GAME, match), max_size=8))
    return match, rounds


@few
@given(played())
def test_balances_always_sum_to_zero(case):
    match, rounds = case
    for r in replay(GAME, match, rounds).rounds:
        assert sum(r.totals.values()) == 0
        assert sum(r.deltas.values()) == 0


@few
@given(played())
def test_each_round_pays_exactly_the_stake_times_the_multiplier(case):
    match, rounds = case
    stake, n = match.settings["stake"], len(match.players)
    for inp in rounds:
        deltas = score_round(match, inp).deltas
        winner = inp.get("winner")
        if winner is None:
            assert deltas == {p: 0 for p in match.players}
            continue
        each = stake * multiplier(inp["pairs"], inp["joker"], match.settings["doubles_stack"])
        assert deltas[winner] == each * (n - 1)
        assert all(deltas[p] == -each for p in match.players if p != winner)


@few
@given(played())
def test_a_draw_changes_nothing(case):
    match, rounds = case
    before = replay(GAME, match, rounds).totals
    after = replay(GAME, match, [*rounds, {"pairs": False, "joker": False}])
    assert after.rounds[-1].totals == before


@few
@given(played())
def test_only_the_agreed_number_of_games_ends_the_match(case):
    match, rounds = case
    result = replay(GAME, match, rounds)
    games = match.settings["games"]
    expected = None if games is None or len(rounds) < games else games
    assert result.ended_after == expected
