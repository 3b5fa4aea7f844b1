"""101 Okey's scoring (RULES.md § 101 Okey): its worked examples, the arithmetic of a hand checked
against a reference written here, its invariants, and the input it refuses."""

import json

import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from games.core import (HAND_UNIT, extend, parse_round, play, replay, round_schema,
                        validate_new_match)
from games.fields import ChoicesField, Invalid
from games.okey_101 import rules
from games.okey_101 import GAME
from games.text import Msg
from tests.games.test_examples import worked_as_it_says

P2 = ["Ana", "Bo"]
P3 = ["Ana", "Bo", "Cy"]
P4 = ["Ana", "Bo", "Cy", "Dee"]


def table_of(players=P4, first_dealer=None, **house):
    table, errors = validate_new_match(GAME, list(players), house, first_dealer)
    assert errors == {}
    return table


def notes(standings, number=1):
    return [str(n) for n in standings.rounds[number - 1].notes]


def parsed(raw, players=P4, **house):
    return parse_round(GAME, table_of(players, **house), raw)


# --- Declaration --------------------------------------------------------------------------------

def test_declared_and_registered():
    assert GAME.id == "okey-101" and GAME.name == "101 Okey"
    assert GAMES.get("okey-101") is GAME
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    assert GAME.lower_wins is True and GAME.unit is HAND_UNIT
    assert len(GAME.summary) > 100
    # Partners are a setting: the sides follow it.
    assert GAME.partnerships_of() == () and GAME.sides(P4) == tuple(P4)
    assert GAME.sides(P4, {**GAME.defaults(), "partners": True}) == ("Ana & Cy", "Bo & Dee")


def test_fields_and_settings_by_the_names_of_rules_md():
    assert [f.name for f in GAME.fields] == ["finisher", "pairs", "okey", "in_one_go", "opened",
                                             "tiles", "okeys", "penalties"]
    assert GAME.defaults() == {"hands": 11, "partners": False, "unopened": 202,
                               "double_unopened": True}


@pytest.mark.parametrize("house", [{"hands": 0}, {"hands": 51}, {"unopened": 100},
                                   {"unopened": 1001}, {"partners": "yes"},
                                   {"double_unopened": 1}])
def test_settings_out_of_bounds_are_refused(house):
    _, errors = validate_new_match(GAME, P4, house)
    assert list(errors) == list(house)


@pytest.mark.parametrize("hands", [1, 7, 11, 50])
def test_the_match_lasts_the_hands_agreed(hands):
    assert GAME.planned({**GAME.defaults(), "hands": hands}) == hands


def test_round_schema_is_json_and_names_the_choices():
    schema = round_schema(GAME, P3)
    json.dumps(schema)
    assert schema["properties"]["opened"]["additionalProperties"] == {"enum": ["runs", "pairs",
                                                                               "no"]}
    assert schema["properties"]["tiles"]["additionalProperties"]["maximum"] == 286
    assert schema["required"] == ["opened"]


# --- Worked examples ----------------------------------------------------------------------------

@pytest.mark.parametrize("example", GAME.examples, ids=lambda ex: ex.title)
def test_worked_example(example):  # the registered games' examples: tests/games/test_examples.py
    worked_as_it_says(GAME, example)


def test_enough_examples_each_checking_something():
    assert len(GAME.examples) >= 15
    assert len({ex.rule for ex in GAME.examples}) == len(GAME.examples)
    for ex in GAME.examples:
        assert ex.title and ex.explanation and ex.rule
        assert (ex.errors is not None or ex.deltas or ex.totals or ex.winners or ex.next_dealer
                or ex.next_starter)


def test_every_finish_multiplier_has_an_example():
    shown = {(bool(r.get("pairs")), bool(r.get("okey")), bool(r.get("in_one_go")))
             for ex in GAME.examples if ex.errors is None for r in ex.rounds
             if r.get("finisher")}
    assert sorted({rules.FINISHES[flags][0] for flags in shown}) == [1, 2, 4, 8]


# --- Notes --------------------------------------------------------------------------------------

def test_notes_explain_every_number():
    raw = {"finisher": "Bo", "okey": True, "opened": {"Ana": "runs", "Cy": "no", "Dee": "pairs"},
           "tiles": {"Ana": 12, "Dee": 30}, "okeys": {"Ana": 1}, "penalties": {"Cy": 1}}
    result = replay(GAME, table_of(), [raw])
    assert notes(result) == [
        "Bo finished by throwing the okey: ×2.",
        "Ana opened with runs and sets and writes the tiles left plus 101 per okey held: "
        "(12 + 101 × 1) × 2 = 226.",
        "Bo finished and writes −101 × 2 = −202.",
        "Cy did not open and writes 202 × 2 = 404.",
        "Cy took penalties of 101 each, never doubled: 101 × 1 = 101, so Cy writes 404 + 101 = "
        "505 this hand.",
        "Dee opened with pairs and writes the tiles left, doubled for the pairs: 2 × 30 × 2 = "
        "120."]
    assert result.rounds[0].deltas == {"Ana": 226, "Bo": -202, "Cy": 505, "Dee": 120}


def test_notes_of_a_plain_hand_show_no_multiplier():
    raw = {"finisher": None, "opened": {"Ana": "runs", "Bo": "pairs"},
           "tiles": {"Ana": 9, "Bo": 4}, "okeys": {"Bo": 1}}
    result = replay(GAME, table_of(P2), [raw])
    assert notes(result) == [
        "Nobody finished: the stock ran out, so nothing is doubled this hand.",
        "Ana opened with runs and sets and writes the tiles left: 9.",
        "Bo opened with pairs and writes the tiles left plus 101 per okey held, doubled for the "
        "pairs: 2 × (4 + 101 × 1) = 210."]


def test_notes_say_when_the_house_rule_keeps_the_flat_score():
    raw = {"finisher": "Ana", "pairs": True, "opened": {"Bo": "no"}}
    result = replay(GAME, table_of(P2, double_unopened=False), [raw])
    assert notes(result)[-1] == ("Bo did not open and writes 202: by your house rule the finish "
                                 "does not double it.")


def test_partner_notes_and_the_end_note():
    raw = {"finisher": "Ana", "opened": {"Bo": "no", "Cy": "runs", "Dee": "runs"},
           "tiles": {"Cy": 5, "Dee": 6}, "penalties": {"Cy": 2}}
    result = replay(GAME, table_of(partners=True, hands=1), [raw])
    text = notes(result)
    assert "Cy is the partner of Ana, who finished, so Cy's hand writes 0." in text
    assert "Partners score together: Ana & Cy write −101 + 202 = 101 this hand." in text
    assert ("The number of hands agreed at the start, 1, has been played. The match is over."
            in text)
    assert result.sides == ("Ana & Cy", "Bo & Dee") and result.winners == ("Ana & Cy",)
    assert "Ana & Cy win with the lowest total, 101." in text


# --- A reference, written out separately from rules.py ------------------------------------------

def reference_hands(house, players, inp):
    """Each player's own hand, RULES.md's sentences one by one."""
    finisher = inp.get("finisher")
    m = 1
    if finisher is not None:
        m = 2 ** (bool(inp.get("pairs")) + bool(inp.get("okey")) + bool(inp.get("in_one_go")))
    partner = None
    if house.get("partners") and finisher is not None:
        partner = players[(players.index(finisher) + 2) % 4]
    out = {}
    for p in players:
        if p == finisher:
            hand = -101 * m
        elif p == partner:
            hand = 0
        else:
            how = inp["opened"][p]
            held = inp.get("tiles", {}).get(p, 0) + 101 * inp.get("okeys", {}).get(p, 0)
            if how == "runs":
                hand = held * m
            elif how == "pairs":
                hand = 2 * held * m
            else:
                hand = house.get("unopened", 202) * (m if house.get("double_unopened", True)
                                                     else 1)
        out[p] = hand + 101 * inp.get("penalties", {}).get(p, 0)
    return out


@st.composite
def hands_for(draw, players):
    """A valid hand at this table, as a form would send it."""
    who = draw(st.one_of(st.none(), st.sampled_from(players)))
    inp = {"finisher": who}
    if who is not None:
        for flag in ("pairs", "okey", "in_one_go"):
            if draw(st.booleans()):
                inp[flag] = True
    inp["opened"] = {p: draw(st.sampled_from(["runs", "pairs", "no"])) for p in players
                     if p != who}
    openers = [p for p, how in inp["opened"].items() if how != "no"]
    inp["tiles"] = {p: draw(st.integers(0, 286)) for p in openers}
    okeys = {p: draw(st.integers(0, 2)) for p in openers if draw(st.booleans())}
    if okeys:
        inp["okeys"] = okeys
    penalties = {p: draw(st.integers(0, 10)) for p in players if draw(st.booleans())}
    if penalties:
        inp["penalties"] = penalties
    return inp


@st.composite
def houses(draw, partners=None):
    house = {"hands": draw(st.integers(1, 50)), "unopened": draw(st.integers(101, 1000)),
             "double_unopened": draw(st.booleans())}
    house["partners"] = draw(st.booleans()) if partners is None else partners
    return house


@st.composite
def matches(draw, partners=None, rounds=(1, 6)):
    house = draw(houses(partners))
    players = P4 if house["partners"] else list(draw(st.sampled_from([P2, P3, P4])))
    inputs = draw(st.lists(hands_for(players), min_size=rounds[0], max_size=rounds[1]))
    return house, players, inputs


@settings(max_examples=150, deadline=None)
@given(matches(rounds=(1, 1)))
def test_every_drawn_hand_is_accepted_and_scores_as_the_reference(drawn):
    house, players, (inp,) = drawn
    table = table_of(players, **house)
    clean, errors = parse_round(GAME, table, inp)
    assert errors == {}
    flags = {"pairs": False, "okey": False, "in_one_go": False}
    assert clean == {**flags, **{k: v for k, v in inp.items() if v not in ({}, None)}}
    deltas = rules.score_round(table, clean).deltas
    hands = reference_hands(house, players, clean)
    if not house["partners"]:
        assert deltas == hands
    else:
        assert deltas == {f"{first} & {second}": hands[first] + hands[second]
                          for first, second in ((players[0], players[2]),
                                                (players[1], players[3]))}


@settings(max_examples=100, deadline=None)
@given(houses(partners=False), st.sampled_from([P2, P3, P4]), st.data())
def test_each_finish_flag_doubles_every_hand_but_not_the_penalties(house, players, data):
    inp = data.draw(hands_for(players))
    if inp["finisher"] is None:
        inp["finisher"] = players[0]
        inp["opened"].pop(players[0], None)
        inp["tiles"].pop(players[0], None)
        inp.get("okeys", {}).pop(players[0], None)
    unset = [f for f in ("pairs", "okey", "in_one_go") if not inp.get(f)]
    if not unset:
        return
    flag = data.draw(st.sampled_from(unset))
    table = table_of(players, **house)
    before = rules.score_round(table, inp).deltas
    after = rules.score_round(table, {**inp, flag: True}).deltas
    for p in players:
        fine = 101 * inp.get("penalties", {}).get(p, 0)
        flat = (p != inp["finisher"] and inp["opened"][p] == "no"
                and not house["double_unopened"])
        assert after[p] - fine == (before[p] - fine) * (1 if flat else 2)


@settings(max_examples=100, deadline=None)
@given(houses(partners=False), st.sampled_from([P2, P3, P4]), st.data())
def test_the_finisher_always_writes_minus_101_times_m(house, players, data):
    inp = data.draw(hands_for(players))
    if inp["finisher"] is None:
        return
    m = 2 ** sum(bool(inp.get(f)) for f in ("pairs", "okey", "in_one_go"))
    deltas = rules.score_round(table_of(players, **house), inp).deltas
    finisher = inp["finisher"]
    assert deltas[finisher] - 101 * inp.get("penalties", {}).get(finisher, 0) == -101 * m


@settings(max_examples=60, deadline=None)
@given(matches(partners=True))
def test_with_partners_a_partnership_total_is_the_sum_of_its_players_hands(drawn):
    house, players, inputs = drawn
    table = table_of(players, **house)
    played = play(GAME, table, inputs)
    kept = played.rounds  # those entered before the match ended
    sums = {p: 0 for p in players}
    for inp in kept:
        for p, hand in reference_hands(house, players, inp).items():
            sums[p] += hand
    assert played.standings.totals == {
        f"{first} & {second}": sums[first] + sums[second]
        for first, second in ((players[0], players[2]), (players[1], players[3]))}


@settings(max_examples=60, deadline=None)
@given(matches())
def test_replay_equals_extend_and_the_match_ends_after_its_hands(drawn):
    house, players, inputs = drawn
    table = table_of(players, **house)
    played = play(GAME, table, inputs)
    rounds = played.rounds
    whole = replay(GAME, table, rounds)
    step = replay(GAME, table, [])
    for inp in rounds:
        step = extend(GAME, table, step, inp)
    assert step.totals == whole.totals
    assert [r.deltas for r in step.rounds] == [r.deltas for r in whole.rounds]
    assert [[str(n) for n in r.notes] for r in step.rounds] == [
        [str(n) for n in r.notes] for r in whole.rounds]
    assert (step.finished, step.winners) == (whole.finished, whole.winners)
    assert whole.finished == (len(rounds) >= house["hands"])
    assert len(rounds) == min(len(inputs), house["hands"])
    sides = GAME.sides(players, table.settings)  # the players, or the two partnerships
    if whole.finished:
        low = min(whole.totals.values())
        assert whole.winners == tuple(s for s in sides if whole.totals[s] == low)
    assert whole.totals == {s: sum(r.deltas[s] for r in whole.rounds) for s in sides}


@settings(max_examples=40, deadline=None)
@given(matches(rounds=(1, 1)))
def test_score_round_does_not_change_its_input(drawn):
    house, players, (inp,) = drawn
    before = json.dumps(inp, sort_keys=True)
    rules.score_round(table_of(players, **house), inp)
    assert json.dumps(inp, sort_keys=True) == before


# --- Refused input: one message per field --------------------------------------------------------

ALL_RUNS = {"Ana": "no", "Bo": "runs", "Cy": "no", "Dee": "pairs"}
OK = {"finisher": "Ana", "opened": {"Bo": "runs", "Cy": "no", "Dee": "pairs"},
      "tiles": {"Bo": 10, "Dee": 4}}


@pytest.mark.parametrize("change, keys", [
    ({"finisher": None, "pairs": True, "opened": ALL_RUNS}, ["pairs"]),
    ({"finisher": None, "okey": True, "opened": ALL_RUNS}, ["okey"]),
    ({"finisher": None, "in_one_go": True, "opened": ALL_RUNS}, ["in_one_go"]),
    ({"finisher": "Eve"}, ["finisher"]),
    ({"pairs": "yes"}, ["pairs"]),
    ({"opened": {"Bo": "runs", "Dee": "pairs"}}, ["opened.Cy"]),
    ({"opened": {"Bo": "runs", "Cy": "maybe", "Dee": "pairs"}}, ["opened.Cy"]),
    ({"opened": {"Ana": "runs", "Bo": "runs", "Cy": "no", "Dee": "pairs"}}, ["opened.Ana"]),
    ({"opened": {"Bo": "runs", "Cy": "no", "Dee": "pairs", "Eve": "no"}}, ["opened"]),
    ({"opened": ["runs"]}, ["opened"]),
    ({"opened": None}, ["opened"]),
    ({"tiles": {"Bo": 10}}, ["tiles.Dee"]),
    ({"tiles": {"Bo": 10, "Dee": 4, "Cy": 7}}, ["tiles.Cy"]),
    ({"tiles": {"Bo": 10, "Dee": 4, "Ana": 0}}, ["tiles.Ana"]),
    ({"tiles": {"Bo": 287, "Dee": -1}}, ["tiles.Bo", "tiles.Dee"]),
    ({"tiles": {"Bo": 1.5, "Dee": True}}, ["tiles.Bo", "tiles.Dee"]),
    ({"tiles": 14}, ["tiles"]),
    ({"okeys": {"Bo": 3}}, ["okeys.Bo"]),
    ({"okeys": {"Cy": 1}}, ["okeys.Cy"]),
    ({"okeys": {"Ana": 1}}, ["okeys.Ana"]),
    ({"penalties": {"Cy": 11, "Ana": -1}}, ["penalties.Ana", "penalties.Cy"]),
    ({"penalties": {"Eve": 1}}, ["penalties"]),
    ({"elden": True}, ["elden"]),
])
def test_bad_hands_are_refused_field_by_field(change, keys):
    clean, errors = parsed({**OK, **change})
    assert clean is None
    assert sorted(errors) == sorted(keys)
    assert all(isinstance(message, Msg) and str(message) for message in errors.values())


@pytest.mark.parametrize("change, key, text", [
    ({"finisher": None, "okey": True, "opened": ALL_RUNS}, "okey",
     "Nobody finished this hand, so nobody threw an okey last: choose who finished, or untick "
     "the okey."),
    ({"opened": {"Bo": "runs", "Dee": "pairs"}}, "opened.Cy", "Choose an answer for Cy."),
    ({"opened": {"Bo": "runs", "Cy": "maybe", "Dee": "pairs"}}, "opened.Cy",
     "Choose one of these for Cy: runs, pairs, no."),
    ({"tiles": {"Bo": 10, "Dee": 4, "Cy": 7}}, "tiles.Cy",
     "Cy did not open and writes the flat score, so their tiles do not count: leave their box "
     "empty."),
    ({"tiles": {"Bo": 10}}, "tiles.Dee",
     "Dee opened: enter the face value of the tiles left in their hand, 0 if none."),
    ({"tiles": {"Bo": 300, "Dee": 4}}, "tiles.Bo",
     "300 cannot be left in a hand of at most 22 tiles, which count 0 to 286: enter a number "
     "from 0 to 286."),
    ({"okeys": {"Bo": 3}}, "okeys.Bo", "There are only 2 okeys: enter a number from 0 to 2."),
    ({"opened": {"Ana": "runs", "Bo": "runs", "Cy": "no", "Dee": "pairs"}}, "opened.Ana",
     "Ana finished this hand, so there is nothing to say about how they opened: leave their "
     "answer empty."),
])
def test_refusals_say_what_to_do(change, key, text):
    _, errors = parsed({**OK, **change})
    assert str(errors[key]) == text


def test_a_refused_opening_leaves_the_tiles_checked_only_for_range():
    _, errors = parsed({**OK, "opened": None, "tiles": {"Bo": 10, "Cy": 300}})
    assert sorted(errors) == ["opened", "tiles.Cy"]


def test_partners_need_four_players_when_the_match_starts():
    table, errors = validate_new_match(GAME, list(P3), {"partners": True})
    assert table is None and str(errors["players"]) == (
        "Played in partnerships, 101 Okey needs exactly 4 players.")


def test_left_out_parts_are_left_out_of_the_clean_input():
    clean, errors = parsed({"finisher": None, "opened": {p: "no" for p in P4}})
    assert errors == {}
    assert clean == {"pairs": False, "okey": False, "in_one_go": False,
                     "opened": {p: "no" for p in P4}}


# --- The new field kind, on its own -------------------------------------------------------------

def test_choices_field_without_skip_asks_every_player():
    field = ChoicesField("how", "How", (("a", "A"), ("b", "B")))
    table = table_of(P2)
    assert field.parse({"Ana": "a", "Bo": "b"}, table, {}) == {"Ana": "a", "Bo": "b"}
    with pytest.raises(Invalid) as refused:
        field.parse({"Ana": "a"}, table, {})
    assert list(refused.value.errors) == ["how.Bo"]
    with pytest.raises(Invalid) as refused:
        field.parse("a", table, {})
    assert refused.value.errors is None
    assert field.by_player
    assert field.json_schema(P2)["propertyNames"] == {"enum": P2}


# --- Figures and the rules page -----------------------------------------------------------------

def test_figures_count_finishes_and_hands_not_opened():
    rounds = [{"finisher": "Ana", "okey": True, "in_one_go": True, "opened": {"Bo": "no"}},
              {"finisher": "Bo", "opened": {"Ana": "no"}},
              {"finisher": None, "opened": {"Ana": "runs", "Bo": "no"}, "tiles": {"Ana": 3}}]
    table = table_of(P2)
    seats = GAME.figures.tally(table, replay(GAME, table, rounds))
    assert seats == [{"finished": 1, "in_one_go": 1, "okey_finishes": 1, "not_opened": 1},
                     {"finished": 1, "in_one_go": 0, "okey_finishes": 0, "not_opened": 2}]


def test_questions_are_plain_text():
    assert len(GAME.questions) >= 10
    for question, answer in GAME.questions:
        for text in (question, answer):
            assert "%" not in text and "<" not in text and text.strip() == text
