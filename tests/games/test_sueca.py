"""Sueca's scoring (RULES.md § Sueca): its worked examples, the games a deal is worth checked
against a reference written here, its notes, the turn to the right, its invariants, the input it
refuses, and its field kind (games.fields.SidesField, a number per team)."""

import json
from functools import partial

import jsonschema
import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from games.core import (DEAL_UNIT, Distance, extend, parse_round, play, replay, round_schema,
                        sides, validate_new_match, validate_round)
from games.fields import Invalid, SidesField
from games.seats import from_seats, to_seats
from games.sueca import rules
from games.sueca import GAME
from games.text import Msg
from tests.games.strategies import sides_values
from tests.games.test_examples import worked_as_it_says

P4 = ("Ana", "Bo", "Cy", "Dee")
AC, BD = "Ana & Cy", "Bo & Dee"


def table_of(first_dealer=None, **house):
    table, errors = validate_new_match(GAME, list(P4), house, first_dealer)
    assert errors == {}
    return table


def deal(ac, bd, all_tricks=None):
    inp = {"points": {AC: ac, BD: bd}}
    if all_tricks is not None:
        inp["all_tricks"] = all_tricks
    return inp


def notes(standings, number=1):
    return [str(n) for n in standings.rounds[number - 1].notes]


def entered(table, rounds):
    """Rounds entered one by one as the app does; fails on the first refusal."""
    played = play(GAME, table, rounds)
    assert played.errors == {}, played.errors
    return played.standings


# --- Declaration --------------------------------------------------------------------------------

def test_declared_and_registered():
    assert GAME.id == "sueca" and GAME.name == "Sueca"
    assert GAMES.get("sueca") is GAME
    assert (GAME.min_players, GAME.max_players) == (4, 4)
    assert GAME.lower_wins is False and GAME.unit is DEAL_UNIT
    assert len(GAME.summary) > 100
    assert GAME.sides(P4) == (AC, BD)


def test_fields_and_settings_by_the_names_of_rules_md():
    assert [f.name for f in GAME.fields] == ["points", "all_tricks"]
    assert GAME.defaults() == {"games": 4, "bandeira_needs_all_tricks": True}
    assert (GAME.settings[0].min, GAME.settings[0].max) == (1, 10)


def test_totals_count_games():
    assert GAME.counts_in(GAME.defaults()) == ("%(num)s game", "%(num)s games")


@pytest.mark.parametrize("house", [{"games": 0}, {"games": 11}, {"games": "4"},
                                   {"bandeira_needs_all_tricks": "yes"},
                                   {"bandeira_needs_all_tricks": None}])
def test_settings_out_of_bounds_are_refused(house):
    table, errors = validate_new_match(GAME, list(P4), house)
    assert table is None and list(errors) == list(house)


@pytest.mark.parametrize("players", [P4[:3], P4 + ("Eli",)])
def test_exactly_four_players(players):
    table, errors = validate_new_match(GAME, list(players))
    assert table is None and str(errors["players"]) == "Sueca is played by exactly 4 players."


def test_round_schema_names_the_teams():
    schema = round_schema(GAME, P4)
    json.dumps(schema)
    assert schema["required"] == ["points"]
    validator = jsonschema.Draft202012Validator(schema)
    assert validator.is_valid(deal(120, 0, True))
    assert not validator.is_valid({"points": {AC: 120}})
    assert not validator.is_valid({"points": {AC: 60, "Bo & Cy": 60}})
    assert not validator.is_valid(deal(121, -1))
    jsonschema.Draft202012Validator.check_schema(round_schema(GAME))


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


def test_every_note_is_shown_by_some_example():
    shown = set()
    for ex in GAME.examples:
        if ex.errors is None:
            table, _ = validate_new_match(GAME, list(ex.players), ex.settings, ex.first_dealer)
            shown |= {n.text for r in play(GAME, table, ex.rounds).standings.rounds
                      for n in r.notes}
    assert set(rules.NOTES.values()) | {rules.DRAW} <= shown


# --- Games a deal is worth ----------------------------------------------------------------------

# (the winners' points, all ten tricks, a bandeira needs them) -> games
TABLE = [
    (61, False, True, 1), (75, False, True, 1), (90, False, True, 1), (91, False, True, 2),
    (110, False, False, 2), (118, False, True, 2), (120, True, True, 4), (120, False, True, 2),
    (120, False, False, 4), (120, True, False, 4),
]


@pytest.mark.parametrize("points, all_tricks, needs, won", TABLE)
def test_games_table(points, all_tricks, needs, won):
    assert rules.games_won(points, all_tricks, needs)[1] == won
    table = table_of(games=10, bandeira_needs_all_tricks=needs)
    for raw, side in ((deal(points, 120 - points, all_tricks), AC),
                      (deal(120 - points, points, all_tricks), BD)):
        assert entered(table, [raw]).rounds[0].deltas == {AC: 0, BD: 0, side: won}


def test_a_draw_scores_nothing():
    result = entered(table_of(), [deal(60, 60)])
    assert result.rounds[0].deltas == {AC: 0, BD: 0}
    assert notes(result) == ["60 each: a draw, and nobody scores."]


# --- Notes --------------------------------------------------------------------------------------

@pytest.mark.parametrize("raw, house, text", [
    (deal(91, 29), {}, "Ana & Cy have 91: 2 games."),
    (deal(45, 75), {}, "Bo & Dee have 75: 1 game."),
    (deal(120, 0, True), {"games": 10},
     "Ana & Cy have all 120 and took all ten tricks, a bandeira: 4 games."),
    (deal(0, 120), {}, "Bo & Dee have all 120 but did not take all ten tricks, so no bandeira: "
                       "2 games."),
    (deal(0, 120), {"bandeira_needs_all_tricks": False, "games": 10},
     "Bo & Dee have all 120, a bandeira by your house rule, whoever took the tricks: 4 games."),
])
def test_notes_explain_every_number(raw, house, text):
    assert notes(entered(table_of(**house), [raw])) == [text]


def test_the_end_notes_name_the_winners():
    result = entered(table_of(), [deal(0, 120, True)])
    assert notes(result)[1:] == ["Reached 4 or more: Bo & Dee 4. The match is over.",
                                 "Bo & Dee win with the highest total, 4."]


# --- Turn and standings -------------------------------------------------------------------------

def test_the_deal_passes_to_the_right_and_the_dealers_right_leads():
    result = entered(table_of(first_dealer="Bo", games=10),
                     [deal(60, 60), deal(70, 50), deal(50, 70), deal(60, 60)])
    assert [r.dealer for r in result.rounds] == ["Bo", "Ana", "Dee", "Cy"]
    assert [r.starter for r in result.rounds] == ["Ana", "Dee", "Cy", "Bo"]
    assert (result.next_dealer, result.next_starter) == ("Bo", "Ana")


def test_no_next_dealer_once_the_match_is_over():
    result = entered(table_of(games=1), [deal(61, 59)])
    assert result.finished and (result.next_dealer, result.next_starter) == (None, None)


@pytest.mark.parametrize("games, total, to_go", [(4, 0, 4), (4, 1, 3), (10, 4, 6), (4, 5, -1)])
def test_games_to_go(games, total, to_go):
    settings_ = {**GAME.defaults(), "games": games}
    assert GAME.to_go(settings_, total) == Distance(to_go, games, words=rules.GAMES_TO_GO)


def test_the_distance_is_said_in_games():
    """Issue 32: "3 games to go", not the generic "3 to reach 4": the words name the unit, one
    game or more (ngettext)."""
    words = GAME.to_go(GAME.defaults(), 1).words
    assert words == ("%(num)s game to go", "%(num)s games to go")


# --- Refused input: one message per field --------------------------------------------------------

@pytest.mark.parametrize("raw, keys", [
    (deal(70, 40), ["points"]),
    (deal(70, 60), ["points"]),
    (deal(1, 119), ["points.Ana & Cy", "points.Bo & Dee"]),
    (deal(119, 1), ["points.Ana & Cy", "points.Bo & Dee"]),
    (deal(100, 20, True), ["all_tricks"]),
    (deal(60, 60, True), ["all_tricks"]),
    (deal(121, -1), ["points.Ana & Cy", "points.Bo & Dee"]),
    (deal(80, "40"), ["points.Bo & Dee"]),
    (deal(80, 40.0), ["points.Bo & Dee"]),
    (deal(120, 0, "yes"), ["all_tricks"]),
    ({"points": {AC: 80}}, ["points.Bo & Dee"]),
    ({"points": {AC: 80, BD: 40, "Bo & Cy": 0}}, ["points"]),
    ({"points": {"Ana": 80, "Bo": 40}}, ["points", "points.Ana & Cy", "points.Bo & Dee"]),
    ({"points": [80, 40]}, ["points"]),
    ({"points": None}, ["points"]),
    ({}, ["points"]),
    ({**deal(80, 40), "tricks": 10}, ["tricks"]),
])
def test_bad_deals_are_refused_field_by_field(raw, keys):
    clean, errors = parse_round(GAME, table_of(), raw)
    assert clean is None
    assert sorted(errors) == keys
    assert all(isinstance(message, Msg) and str(message).endswith(".")
               for message in errors.values())


@pytest.mark.parametrize("raw, key, text", [
    (deal(70, 40), "points",
     "The two teams' points add up to 110, but a deal has exactly 120: check both numbers."),
    (deal(1, 119), "points.Ana & Cy",
     "A team cannot have 1 point: the smallest card that counts, the queen, is worth 2."),
    (deal(1, 119), "points.Bo & Dee",
     "A team cannot have 119 points: the other team would have 1, and the smallest card that "
     "counts, the queen, is worth 2."),
    (deal(100, 20, True), "all_tricks",
     "All ten tricks means all 120 points, and no team has 120: untick all ten tricks, or "
     "check the points."),
    (deal(121, -1), "points.Ana & Cy",
     "A deal has 120 card points: enter a number from 0 to 120."),
    ({"points": {AC: 80}}, "points.Bo & Dee", "Enter a number for Bo & Dee."),
    ({"points": {AC: 80, BD: 40, "Bo & Cy": 0}}, "points", "Not teams in this match: Bo & Cy."),
    ({"points": [80, 40]}, "points", "Enter a number for each team."),
])
def test_refusals_say_what_to_do(raw, key, text):
    _, errors = parse_round(GAME, table_of(), raw)
    assert str(errors[key]) == text


@pytest.mark.parametrize("raw", [deal(120, 0, True), deal(0, 120, False), deal(2, 118),
                                 deal(118, 2), deal(60, 60, False)])
def test_the_edges_are_accepted(raw):
    clean, errors = parse_round(GAME, table_of(), raw)
    assert errors == {} and clean == {"all_tricks": False, **raw}


def test_all_ten_tricks_is_accepted_with_the_house_rule_off_and_changes_nothing():
    table = table_of(bandeira_needs_all_tricks=False, games=10)
    assert parse_round(GAME, table, deal(120, 0, True))[1] == {}
    with_, without = (entered(table, [deal(120, 0, flag)]).totals for flag in (True, False))
    assert with_ == without == {AC: 4, BD: 0}


def test_nothing_is_stored_from_a_refused_deal():
    table = table_of()
    so_far = entered(table, [deal(70, 50)])
    clean, errors = validate_round(GAME, table, so_far, deal(70, 40))
    assert clean is None and list(errors) == ["points"]
    assert so_far.totals == {AC: 1, BD: 0}


# --- Invariants ---------------------------------------------------------------------------------

def reference(house, inp):
    """RULES.md's sentences one by one: the games each partnership wins in one deal."""
    won = {AC: 0, BD: 0}
    for side, points in inp["points"].items():
        if points == 120:
            bandeira = inp.get("all_tricks") or not house["bandeira_needs_all_tricks"]
            won[side] = 4 if bandeira else 2
        elif points >= 91:
            won[side] = 2
        elif points >= 61:
            won[side] = 1
    return won


@st.composite
def deals(draw):
    ac = draw(st.integers(0, 120).filter(lambda n: n not in (1, 119)))
    inp = deal(ac, 120 - ac)
    if 120 in (ac, 120 - ac) and draw(st.booleans()):
        inp["all_tricks"] = True
    return inp


houses = st.fixed_dictionaries({"games": st.integers(1, 10),
                                "bandeira_needs_all_tricks": st.booleans()})


@settings(max_examples=200, deadline=None)
@given(houses, deals())
def test_every_deal_scores_as_the_reference_and_one_partnership_at_most_scores(house, inp):
    table = table_of(**house)
    clean, errors = parse_round(GAME, table, inp)
    assert errors == {} and clean == {"all_tricks": False, **inp}
    deltas = entered(table, [clean]).rounds[0].deltas
    assert deltas == reference(house, clean)
    assert sum(1 for won in deltas.values() if won) <= 1
    assert all(won in (0, 1, 2, 4) for won in deltas.values())
    assert (sum(deltas.values()) == 0) == (60 in clean["points"].values())


@settings(max_examples=60, deadline=None)
@given(houses, st.sampled_from(P4), st.lists(deals(), max_size=25))
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
    games = house["games"]
    for side in whole.sides:
        assert whole.totals[side] == sum(r.deltas[side] for r in whole.rounds)
    assert all(max(r.totals.values()) < games for r in whole.rounds[:-1])
    assert whole.finished == (bool(rounds) and max(whole.totals.values()) >= games)
    if whole.finished:
        assert len(whole.winners) == 1
        assert whole.totals[whole.winners[0]] >= games > min(whole.totals.values())
    else:
        assert whole.winners == () and len(rounds) == len(inputs)
    dealers = [r.dealer for r in whole.rounds]
    assert dealers == [table.seat(first_dealer, -n) for n in range(len(rounds))]


@settings(max_examples=40, deadline=None)
@given(deals())
def test_score_round_does_not_change_its_input(inp):
    before = json.dumps(inp, sort_keys=True)
    rules.score_round(table_of(), inp)
    assert json.dumps(inp, sort_keys=True) == before


def test_stored_by_the_teams_place_so_a_rename_follows():
    stored = to_seats(GAME, P4, {"points": {AC: 70, BD: 50}, "all_tricks": False})
    assert stored == {"points": {"0": 70, "1": 50}, "all_tricks": False}
    assert not any(player in str(stored) for player in P4)
    assert from_seats(GAME, ("Ana", "Bo", "Cyrus", "Dee"), stored) == {
        "points": {"Ana & Cyrus": 70, "Bo & Dee": 50}, "all_tricks": False}


# --- The new field kind, on its own -------------------------------------------------------------

PAIRS = SidesField("score", "Score", -5, 50, sides=partial(sides, ((0, 2), (1, 3))))
SOLO = SidesField("score", "Score", 0, 9, sides=tuple)  # each player a side of their own


def test_sides_field_asks_every_side():
    table = table_of()
    assert PAIRS.parse({AC: -5, BD: 50}, table, {}) == {AC: -5, BD: 50}
    assert SOLO.parse({p: 1 for p in P4}, table, {}) == {p: 1 for p in P4}
    with pytest.raises(Invalid) as refused:
        SOLO.parse({"Ana": 1, "Bo": 10}, table, {})
    assert sorted(refused.value.errors) == ["score.Bo", "score.Cy", "score.Dee"]
    with pytest.raises(Invalid) as refused:
        PAIRS.parse(7, table, {})
    assert refused.value.errors is None
    assert not hasattr(PAIRS, "by_player") and PAIRS.by_side


def test_sides_field_without_a_total_takes_any_sum():
    assert PAIRS.total is None
    assert PAIRS.parse({AC: 0, BD: 0}, table_of(), {}) == {AC: 0, BD: 0}


def test_sides_field_checks_the_total_only_once_each_number_is_valid():
    field = SidesField("pts", "Points", 0, 10, sides=tuple, total=20,
                       total_msg="%(sum)s, not %(total)s.")
    table = table_of()
    with pytest.raises(Invalid) as refused:
        field.parse({"Ana": 11, "Bo": 0, "Cy": 0, "Dee": 0}, table, {})
    assert list(refused.value.errors) == ["pts.Ana"]
    with pytest.raises(Invalid) as refused:
        field.parse({"Ana": 10, "Bo": 0, "Cy": 0, "Dee": 0}, table, {})
    assert {k: str(v) for k, v in refused.value.errors.items()} == {"pts": "10, not 20."}


def test_sides_field_schema():
    anyone = PAIRS.json_schema()
    assert anyone["additionalProperties"] == {"type": "integer", "minimum": -5, "maximum": 50}
    assert "propertyNames" not in anyone and "required" not in anyone
    named = PAIRS.json_schema(P4)
    assert named["propertyNames"] == {"enum": [AC, BD]} and named["required"] == [AC, BD]


@settings(max_examples=50, deadline=None)
@given(st.data())
def test_the_shared_strategy_draws_sides_that_add_up(data):
    values = data.draw(sides_values(GAME.fields[0], P4))
    assert sorted(values) == [AC, BD] and sum(values.values()) == 120
    free = data.draw(sides_values(PAIRS, P4))
    assert all(-5 <= value <= 50 for value in free.values())


# --- Figures and the rules page -----------------------------------------------------------------

def test_figures_count_for_both_partners():
    rounds = [deal(70, 50), deal(60, 60), deal(0, 120, True), deal(95, 25), deal(120, 0)]
    table = table_of(games=10)
    seats = GAME.figures.tally(table, replay(GAME, table, rounds))
    ac = {"deals_won": 3, "two_games": 2, "bandeiras": 0, "draws": 1}
    bd = {"deals_won": 1, "two_games": 0, "bandeiras": 1, "draws": 1}
    assert seats == [ac, bd, ac, bd]
    assert [f.key for f in GAME.figures.figures] == list(GAME.figures.tallies)


def test_questions_are_plain_text_and_name_the_disagreements():
    assert len(GAME.questions) >= 10
    for question, answer in GAME.questions:
        for text in (question, answer):
            assert "%" not in text and "<" not in text and text.strip() == text
    answers = " ".join(answer for _, answer in GAME.questions)
    for said in ("all ten tricks", "60 to 60", "from 1 to 10", "house rule", "119"):
        assert said in answers


def test_the_docstring_names_sources_and_settings():
    for said in ("Copag", "pagat", "Ludoteka", "Wikipedia", "`games`",
                 "`bandeira_needs_all_tricks`"):
        assert said in rules.__doc__
