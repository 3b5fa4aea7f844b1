"""Chinchón's scoring (RULES.md § Chinchón): its worked examples, notes, refusals, buying back
in, the deal, and the end and the winner against a naive recount."""

import json

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from games import GAMES
from games.chinchon import rules
from games.chinchon import GAME
from games.core import (ROUND_UNIT, AtOnce, Distance, Outs, Table, extend, parse_round, play,
                        ranked, rejoin_offers, replay, round_schema, validate_delete,
                        validate_edit, validate_new_match, validate_round, validate_settings)
from games.fields import AskedIntField, ChoiceField, Invalid
from games.text import Msg
from tests.games.test_examples import worked_as_it_says

P2 = ["Ana", "Bea"]
P3 = ["Ana", "Bea", "Carlos"]
P4 = ["Ana", "Bea", "Carlos", "Dani"]


def table_of(players=P3, first_dealer=None, **house):
    table, errors = validate_new_match(GAME, list(players), house, first_dealer)
    assert errors == {}
    return table


def card(closer, left, rejoin=None, **points):
    inp = {"closer": closer, "close": "card", "left": left, "points": points}
    return {"rejoin": rejoin, **inp} if rejoin else inp


def all_seven(closer, rejoin=None, **points):
    inp = {"closer": closer, "close": "all_seven", "points": points}
    return {"rejoin": rejoin, **inp} if rejoin else inp


def chinchon(closer, rejoin=None):
    inp = {"closer": closer, "close": "chinchon"}
    return {"rejoin": rejoin, **inp} if rejoin else inp


def entered(rounds, players=P3, first_dealer=None, **house):
    """Rounds entered one by one as a table would: all must be accepted."""
    table = table_of(players, first_dealer, **house)
    played = play(GAME, table, rounds)
    assert played.errors == {} and played.refused is None, played.errors
    return table, played.standings


def notes(standings, number=None):
    return [str(n) for n in standings.rounds[-1 if number is None else number - 1].notes]


def errors_of(errors):
    return {key: str(message) for key, message in errors.items()}


def refused(rounds, raw, players=P3, **house):
    """The errors of `raw` entered after `rounds`."""
    table, so_far = entered(rounds, players, **house)
    clean, errors = validate_round(GAME, table, so_far, raw)
    assert clean is None
    return errors_of(errors)


# --- Declaration --------------------------------------------------------------------------------

def test_declared_and_registered():
    assert GAME.id == "chinchon" and GAME.name == "Chinchón"
    assert GAMES.get("chinchon") is GAME
    assert (GAME.min_players, GAME.max_players) == (2, 8)
    assert GAME.lower_wins is True and GAME.unit is ROUND_UNIT and GAME.deals
    assert GAME.outs.above and not GAME.outs.split and len(GAME.summary) > 100


def test_fields_and_settings_by_the_names_of_rules_md():
    assert [f.name for f in GAME.fields] == ["rejoin", "closer", "close", "left", "points"]
    assert GAME.fields[2].values == ("card", "all_seven", "chinchon")
    assert GAME.defaults() == {"limit": 100, "cut_max": 4, "rejoins": 1}


@pytest.mark.parametrize("house", [{"limit": 49}, {"limit": 501}, {"cut_max": -1},
                                   {"cut_max": 11}, {"rejoins": -1}, {"rejoins": 6},
                                   {"limit": "100"}, {"cut_max": True}])
def test_settings_out_of_bounds_are_refused(house):
    _, errors = validate_new_match(GAME, P3, house)
    assert list(errors) == list(house)


@pytest.mark.parametrize("house", [{"limit": 50}, {"limit": 500}, {"cut_max": 0},
                                   {"cut_max": 10}, {"rejoins": 0}, {"rejoins": 5}])
def test_settings_at_their_bounds_are_accepted(house):
    clean, errors = validate_settings(GAME, house)
    assert errors == {} and clean == {**GAME.defaults(), **house}


@pytest.mark.parametrize("n, ok", [(1, False), (2, True), (8, True), (9, False)])
def test_two_to_eight_players(n, ok):
    _, errors = validate_new_match(GAME, [f"P{i}" for i in range(n)])
    assert (errors == {}) == ok


def test_round_schema_is_json_and_says_when_the_card_and_points_are_given():
    schema = round_schema(GAME, P3)
    json.dumps(schema)
    assert schema["properties"]["close"] == {"enum": ["card", "all_seven", "chinchon"],
                                             "description": "How they closed"}
    assert schema["properties"]["left"]["maximum"] == 10
    assert schema["required"] == ["closer", "close"]
    jsonschema.Draft202012Validator.check_schema(schema)
    valid = [card("Ana", 3, Bea=1, Carlos=2), all_seven("Ana", Bea=1, Carlos=2),
             chinchon("Ana"), card("Ana", 0, ["Carlos"], Bea=1, Carlos=2)]
    for inp in valid:
        jsonschema.validate(inp, schema)
    invalid = [{"closer": "Ana", "close": "card", "points": {"Bea": 1}},
               {**all_seven("Ana", Bea=1), "left": 2},
               {**chinchon("Ana"), "points": {"Bea": 1}},
               {"closer": "Ana", "close": "all_seven"}]
    for inp in invalid:
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(inp, schema)


# --- Worked examples ----------------------------------------------------------------------------

@pytest.mark.parametrize("example", GAME.examples, ids=lambda ex: ex.title)
def test_worked_example(example):  # once registered: tests/games/test_examples.py
    worked_as_it_says(GAME, example)


def test_enough_examples_each_checking_something():
    assert len(GAME.examples) >= 15
    assert len({ex.rule for ex in GAME.examples}) == len(GAME.examples)
    for ex in GAME.examples:
        assert ex.title and ex.explanation and ex.rule
        assert (ex.errors is not None or ex.deltas or ex.totals or ex.winners or ex.next_dealer
                or ex.next_starter)


def test_every_close_and_every_house_rule_has_an_example():
    shown = {r["close"] for ex in GAME.examples if ex.errors is None for r in ex.rounds}
    assert shown == {"card", "all_seven", "chinchon"}
    ruled = {name for ex in GAME.examples for name in ex.settings}
    assert ruled == {s.name for s in GAME.settings}


# --- Notes --------------------------------------------------------------------------------------

def test_notes_explain_every_number_of_a_buy_back():
    rounds = [card("Ana", 2, Bea=40, Carlos=55, Dani=30),
              all_seven("Dani", Ana=20, Bea=31, Carlos=50),
              card("Bea", 1, ["Carlos"], Ana=10, Carlos=8, Dani=4)]
    _, result = entered(rounds, P4)
    assert notes(result, 2) == [
        "Dani closed with all seven combined and adds −10.",
        "Ana adds 20, the unmatched cards.",
        "Bea adds 31, the unmatched cards.",
        "Carlos adds 50, the unmatched cards.",
        "Carlos is above 100, with 105: out."]
    assert notes(result, 3) == [
        "Carlos buys back in at 71, the highest total still in.",
        "Bea closed with a card worth 1 left and adds 1.",
        "Ana adds 10, the unmatched cards.",
        "Carlos adds 8, the unmatched cards.",
        "Dani adds 4, the unmatched cards."]
    assert result.totals == {"Ana": 32, "Bea": 72, "Carlos": 79, "Dani": 24}
    assert [r.deltas["Carlos"] for r in result.rounds] == [55, 50, 8]  # what each round added


def test_the_notes_of_a_chinchon_name_the_winner_once():
    _, result = entered([card("Ana", 2, Bea=30, Carlos=5), chinchon("Carlos")])
    assert notes(result) == [
        "Carlos closed with chinchón, seven in a row of one suit: nothing else of this round "
        "is scored.",
        "Carlos wins the match at once with the chinchón."]
    assert str(result.end_note) == "Carlos wins the match at once with the chinchón."


def test_the_notes_when_the_last_players_go_out_together():
    _, result = entered([card("Bea", 3, Ana=98), card("Ana", 4, Bea=100)], P2)
    assert notes(result)[-4:] == ["Ana is above 100, with 102: out.",
                                  "Bea is above 100, with 103: out.",
                                  "Nobody is left in: the match is over.",
                                  "Ana wins with the lowest total, 102."]


def test_the_notes_when_the_last_players_go_out_together_with_equal_totals():
    _, result = entered([card("Bea", 3, Ana=98), card("Ana", 4, Bea=99)], P2)
    assert result.winners == ("Ana", "Bea")
    assert notes(result)[-1] == "Ana & Bea share the win with the lowest total, 102."


# --- Refused input: one message per field, in the user's words ----------------------------------

OK = card("Ana", 3, Bea=12, Carlos=25)


@pytest.mark.parametrize("raw, expected", [
    ({**OK, "left": 5}, {"left": "In this match a player may close with a card worth at most 4 "
                                 "left: enter a number from 0 to 4."}),
    ({**OK, "left": -1}, {"left": "In this match a player may close with a card worth at most "
                                  "4 left: enter a number from 0 to 4."}),
    ({**OK, "left": None}, {"left": "The round was closed with a card left: enter its points."}),
    ({**OK, "left": "3"}, {"left": "Enter a whole number."}),
    ({**all_seven("Ana", Bea=1, Carlos=2), "left": 0},
     {"left": "The closer kept no card (all seven combined, or chinchón): leave the card left "
               "empty."}),
    ({**chinchon("Ana"), "left": 2},
     {"left": "The closer kept no card (all seven combined, or chinchón): leave the card left "
               "empty."}),
    ({**chinchon("Ana"), "points": {"Bea": 20}},
     {"points": "A chinchón wins the match at once and nothing else of the round is scored: "
                "leave every player's points empty."}),
    (card("Ana", 3, Bea=12), {"points.Carlos": "Enter a number for Carlos."}),
    (card("Ana", 3, Ana=1, Bea=12, Carlos=2),
     {"points.Ana": "Ana closed this round and adds the card left, or −10: leave their box "
                    "empty."}),
    (card("Ana", 3, Bea=501, Carlos=-1), {"points.Bea": "Enter a number from 0 to 500.",
                                          "points.Carlos": "Enter a number from 0 to 500."}),
    (card("Ana", 3, Bea=12, Carlos=25, Zed=1), {"points": "Not players in this match: Zed."}),
    ({**OK, "points": [12, 25]}, {"points": "Enter a number for each player."}),
    ({**OK, "points": None}, {"points": "Enter a number for each player."}),
    ({**OK, "close": "knock"}, {"close": "Choose how the round was closed: with a card left, "
                                         "with all seven combined, or with chinchón."}),
    ({**OK, "close": None}, {"close": "Choose how the round was closed: with a card left, "
                                      "with all seven combined, or with chinchón."}),
    ({**OK, "closer": None}, {"closer": "Choose a player."}),
    ({**OK, "closer": "Zed"}, {"closer": "Choose one of the players: Ana, Bea & Carlos."}),
    ({**OK, "cut": 3}, {"cut": "Rounds of Chinchón have nothing called “cut”."}),
])
def test_refusals_say_what_to_do_field_by_field(raw, expected):
    _, errors = parse_round(GAME, table_of(), raw)
    assert errors_of(errors) == expected


def test_a_refused_close_leaves_the_card_and_the_points_checked_only_as_typed():
    _, errors = parse_round(GAME, table_of(), {**OK, "close": "knock", "left": 9,
                                               "points": {"Bea": 600, "Zed": 1}})
    assert sorted(errors) == ["close", "left", "points", "points.Bea"]
    assert str(errors["left"]).startswith("In this match a player may close with a card worth")
    _, errors = parse_round(GAME, table_of(), {**OK, "close": "knock", "left": 9,
                                               "points": {"Bea": 600}})
    assert sorted(errors) == ["close", "left", "points.Bea"]  # no one's points asked for
    _, errors = parse_round(GAME, table_of(), {**OK, "close": None, "points": None})
    assert sorted(errors) == ["close"]


def test_a_refused_closer_asks_for_nobodys_points_but_checks_those_typed():
    _, errors = parse_round(GAME, table_of(), card("Zed", 3, Bea=12))
    assert sorted(errors) == ["closer"]
    _, errors = parse_round(GAME, table_of(), card("Zed", 3, Bea=-2))
    assert sorted(errors) == ["closer", "points.Bea"]


def test_a_player_who_is_out_is_refused_as_closer_and_in_the_points():
    out = [card("Ana", 1, Bea=20, Carlos=120)]
    said = "Carlos is out: only a player who buys back in before this round plays in it."
    assert refused(out, card("Carlos", 1, Ana=5, Bea=9)) == {"closer": said}
    assert refused(out, card("Bea", 1, Ana=5, Carlos=9)) == {"points.Carlos": said}
    assert refused(out, {**chinchon("Carlos"), "points": {"Ana": 3}}) == {
        "closer": said, "points": "A chinchón wins the match at once and nothing else of the "
                                  "round is scored: leave every player's points empty."}


def test_a_player_who_is_out_is_refused_while_the_close_is_refused_too():
    errors = refused([card("Ana", 1, Bea=20, Carlos=120)],
                     {**card("Bea", 1, Ana=5, Carlos=9), "close": "knock"})
    assert sorted(errors) == ["close", "points.Carlos"]
    assert errors["points.Carlos"].startswith("Carlos is out")


@pytest.mark.parametrize("cut_max", [0, 3, 4, 5, 10])
def test_the_card_left_is_bounded_by_the_matchs_cut_max(cut_max):
    table = table_of(cut_max=cut_max)
    clean, errors = parse_round(GAME, table, card("Ana", cut_max, Bea=1, Carlos=2))
    assert errors == {} and clean["left"] == cut_max
    if cut_max < 10:
        _, errors = parse_round(GAME, table, card("Ana", cut_max + 1, Bea=1, Carlos=2))
        assert str(errors["left"]) == (f"In this match a player may close with a card worth at "
                                       f"most {cut_max} left: enter a number from 0 to "
                                       f"{cut_max}.")


def test_a_round_after_a_chinchon_is_refused():
    assert refused([chinchon("Bea")], card("Ana", 1, Bea=2, Carlos=3)) == {
        "round": "This match is over: no more rounds can be added."}


def test_left_out_parts_are_left_out_of_the_clean_input():
    clean, errors = parse_round(GAME, table_of(), {**chinchon("Ana"), "points": {},
                                                   "rejoin": []})
    assert errors == {} and clean == {"closer": "Ana", "close": "chinchon"}
    clean, errors = parse_round(GAME, table_of(), all_seven("Ana", Bea=1, Carlos=0))
    assert errors == {} and clean == all_seven("Ana", Bea=1, Carlos=0)


# --- Scoring --------------------------------------------------------------------------------------

@pytest.mark.parametrize("inp, deltas", [
    (card("Ana", 0, Bea=0, Carlos=0), {"Ana": 0, "Bea": 0, "Carlos": 0}),
    (card("Bea", 4, Ana=70, Carlos=7), {"Ana": 70, "Bea": 4, "Carlos": 7}),
    (all_seven("Carlos", Ana=3, Bea=500), {"Ana": 3, "Bea": 500, "Carlos": -10}),
    (chinchon("Ana"), {}),
])
def test_score_round(inp, deltas):
    assert rules.score_round(table_of(), inp).deltas == deltas


def test_totals_go_below_zero():
    _, result = entered([all_seven("Ana", Bea=3, Carlos=4), all_seven("Ana", Bea=3, Carlos=4)])
    assert result.totals == {"Ana": -20, "Bea": 6, "Carlos": 8}
    assert result.leaders == ("Ana",) and not result.finished


# --- Out, and buying back in ----------------------------------------------------------------------

@pytest.mark.parametrize("limit, total, out", [(100, 100, False), (100, 101, True),
                                                (50, 50, False), (50, 51, True),
                                                (500, 500, False)])
def test_out_only_above_the_limit(limit, total, out):
    _, result = entered([card("Ana", 0, Bea=total, Carlos=0)], limit=limit)
    assert ("Bea" in result.out) == out
    assert (f"Bea is above {limit}, with {total}: out." in notes(result)) == out


def test_a_buy_back_offer_before_the_next_round():
    table, so_far = entered([card("Ana", 2, Bea=40, Carlos=105)])
    offers = rejoin_offers(GAME, table, so_far)
    assert list(offers) == ["Carlos"] and offers["Carlos"].total == 40
    assert str(offers["Carlos"].note) == "Carlos buys back in at 40, the highest total still in."


def test_buying_back_in_at_a_total_below_zero():
    table, so_far = entered([all_seven("Ana", Bea=0, Carlos=105), all_seven("Bea", Ana=0)])
    assert so_far.totals == {"Ana": -10, "Bea": -10, "Carlos": 105}
    assert rejoin_offers(GAME, table, so_far)["Carlos"].total == -10


def test_a_player_who_buys_back_in_may_close_in_that_round():
    table, so_far = entered([card("Ana", 2, Bea=40, Carlos=105)])
    clean, errors = validate_round(GAME, table, so_far, all_seven("Carlos", ["Carlos"], Ana=1,
                                                                  Bea=2))
    assert errors == {}
    assert extend(GAME, table, so_far, clean).totals == {"Ana": 3, "Bea": 42, "Carlos": 30}


def test_a_player_who_buys_back_in_needs_points():
    errors = refused([card("Ana", 2, Bea=40, Carlos=105)], card("Bea", 1, ["Carlos"], Ana=3))
    assert errors == {"points.Carlos": "Enter a number for Carlos."}


def test_only_a_player_who_is_out_buys_back_in():
    errors = refused([card("Ana", 2, Bea=40, Carlos=105)], card("Ana", 1, ["Bea"], Bea=3))
    assert errors["rejoin"].startswith("Only a player who is out can rejoin")


@pytest.mark.parametrize("rejoins", [1, 2, 5])
def test_each_player_buys_back_in_at_most_rejoins_times(rejoins):
    rounds = [card("Ana", 0, Bea=0, Carlos=101)]
    for _ in range(rejoins):
        rounds.append(card("Ana", 0, ["Carlos"], Bea=0, Carlos=101))
    table, so_far = entered(rounds, rejoins=rejoins)
    assert so_far.rejoins == {"Carlos": rejoins} and "Carlos" in so_far.out
    offer = rejoin_offers(GAME, table, so_far)["Carlos"]
    assert offer.total is None and str(offer.note) == (
        f"Carlos cannot buy back in again: Carlos has bought back in as often as this match "
        f"allows ({rejoins}).")


def test_no_buying_back_in_by_house_rule():
    table, so_far = entered([card("Ana", 0, Bea=0, Carlos=101)], rejoins=0)
    assert str(rejoin_offers(GAME, table, so_far)["Carlos"].note) == (
        "Carlos cannot buy back in: this match allows no buying back in.")


def test_buying_back_in_needs_two_players_still_in():
    """Never met in a match (with one player in it is over) but said, and no max() of none."""
    table = table_of()
    for in_totals in ({"Ana": 30}, {}):
        back = rules.rejoin(table, in_totals, "Carlos", 0)
        assert back.total is None and str(back.note) == (
            "Carlos cannot buy back in: a player may buy back in only while two or more are "
            "still in.")
    assert rules.rejoin(table, {"Ana": 30, "Bea": 12}, "Carlos", 0).total == 30


@pytest.mark.parametrize("house, expected", [
    ({}, "A player who is out may buy back in before a round, at the highest total still in, "
         "while two or more players are still in. Buy-backs each player may make: 1."),
    ({"rejoins": 3}, "A player who is out may buy back in before a round, at the highest total "
                     "still in, while two or more players are still in. Buy-backs each player "
                     "may make: 3."),
    ({"rejoins": 0}, None),
])
def test_when_buying_back_in_is_open_for_the_standings(house, expected):
    clean, _ = validate_settings(GAME, house)
    until = GAME.outs.until(clean)
    assert (until if until is None else str(until)) == expected


@pytest.mark.parametrize("limit, total, expected", [
    (100, 77, Distance(23, 100, out=True)), (100, 100, Distance(0, 100, out=True)),
    (100, -10, Distance(110, 100, out=True)), (50, 20, Distance(30, 50, out=True)),
])
def test_standings_say_how_far_from_the_limit(limit, total, expected):
    assert GAME.to_go({**GAME.defaults(), "limit": limit}, total) == expected
    assert GAME.out_line({**GAME.defaults(), "limit": limit}) == limit


# --- A chinchón -----------------------------------------------------------------------------------

def test_a_chinchon_wins_whatever_the_totals_and_ranks_its_winner_first():
    table, result = entered([card("Ana", 0, Bea=90, Carlos=3), chinchon("Bea")])
    assert result.finished and result.winners == ("Bea",) == result.won_at_once
    assert result.leaders == ("Bea",) and result.still_in == tuple(P3)
    assert (result.next_dealer, result.next_starter) == (None, None)
    places = ranked(GAME, table.settings, result.totals, result.out, first=result.won_at_once)
    assert [(p.rank, p.side) for p in places] == [(1, "Bea"), (2, "Ana"), (3, "Carlos")]
    by_totals = ranked(GAME, table.settings, result.totals, result.out)
    assert [p.side for p in by_totals] == ["Ana", "Carlos", "Bea"]


def test_a_player_who_buys_back_in_may_close_with_chinchon():
    _, result = entered([card("Ana", 0, Bea=9, Carlos=101), chinchon("Carlos", ["Carlos"])])
    assert result.winners == ("Carlos",) and result.totals["Carlos"] == 9
    assert notes(result)[0] == "Carlos buys back in at 9, the highest total still in."


def test_an_edit_to_a_chinchon_before_later_rounds_is_refused():
    rounds = [card("Ana", 1, Bea=2, Carlos=3), card("Bea", 1, Ana=2, Carlos=3)]
    table, _ = entered(rounds)
    result, errors = validate_edit(GAME, table, rounds, 0, chinchon("Carlos"))
    assert result is None and "would end after round 1" in str(errors["round"])
    result, errors = validate_edit(GAME, table, rounds, 1, chinchon("Carlos"))
    assert errors == {} and result.winners == ("Carlos",)


def test_deleting_a_chinchon_unfinishes_the_match():
    rounds = [card("Ana", 1, Bea=2, Carlos=3), chinchon("Bea")]
    table, _ = entered(rounds)
    result, errors = validate_delete(GAME, table, rounds, 1)
    assert errors == {} and not result.finished and result.won_at_once == ()
    assert result.leaders == ("Ana",)


def test_extend_keeps_a_win_at_once_as_replay_does():
    table, so_far = entered([card("Ana", 1, Bea=2, Carlos=3)])
    now = extend(GAME, table, so_far, chinchon("Carlos"))
    assert now == replay(GAME, table, [card("Ana", 1, Bea=2, Carlos=3), chinchon("Carlos")])
    # A stored round after the end (the rules refuse one) changes neither the end nor the win.
    later = extend(GAME, table, now, card("Ana", 1, Bea=2, Carlos=3))
    assert later.ended_after == 2 and later.winners == ("Carlos",)


# --- Who deals and who starts ---------------------------------------------------------------------

def test_deal_and_play_go_to_the_right():
    _, result = entered([card("Ana", 1, Bea=2, Carlos=3, Dani=4)] * 4, P4, first_dealer="Bea")
    assert [r.dealer for r in result.rounds] == ["Bea", "Ana", "Dani", "Carlos"]
    assert [r.starter for r in result.rounds] == ["Ana", "Dani", "Carlos", "Bea"]
    assert (result.next_dealer, result.next_starter) == ("Bea", "Ana")


def test_the_deal_skips_players_out_and_one_who_buys_back_in_is_dealt_again():
    rounds = [card("Ana", 1, Bea=2, Carlos=3, Dani=104),     # Ana deals; Dani out
              card("Ana", 1, Bea=2, Carlos=3),               # Dani skipped: Carlos deals
              card("Ana", 1, Bea=2, Carlos=3),               # Bea deals
              card("Ana", 1, ["Dani"], Bea=2, Carlos=3, Dani=0)]  # Ana deals, Dani back
    _, result = entered(rounds, P4, first_dealer="Ana")
    assert [r.dealer for r in result.rounds] == ["Ana", "Carlos", "Bea", "Ana"]
    assert [r.starter for r in result.rounds] == ["Dani", "Bea", "Ana", "Dani"]
    assert (result.next_dealer, result.next_starter) == ("Dani", "Carlos")


# --- Properties: realistic rounds, entered one by one ---------------------------------------------

@st.composite
def houses(draw):
    return {"limit": draw(st.sampled_from([50, 60, 100, 101])),
            "cut_max": draw(st.integers(0, 10)), "rejoins": draw(st.integers(0, 5))}


@st.composite
def round_after(draw, table, standings):
    """A round as a table would enter it: now and then with a player who is out named, or one
    brought back; a chinchón now and then."""
    out = sorted(standings.out_players)
    back = draw(st.lists(st.sampled_from(out), unique=True)) if out and draw(
        st.booleans()) else []
    in_play = [p for p in table.players if p not in out or p in back]
    stray = draw(st.integers(0, 9)) == 0 and out
    closer = draw(st.sampled_from(table.players if stray else in_play))
    close = draw(st.sampled_from(["card"] * 5 + ["all_seven"] * 3 + ["chinchon"]))
    inp = {"closer": closer, "close": close}
    if back:
        inp["rejoin"] = back
    if close == "card":
        inp["left"] = draw(st.integers(0, table.settings["cut_max"]))
    if close != "chinchon":
        named = table.players if stray else in_play
        inp["points"] = {p: draw(points_for(table, standings, p)) for p in named if p != closer}
    return inp


def points_for(table, standings, player):
    """Mostly a hand's points; often what lands a player on the limit or just past it, so that
    the last players go out together now and then."""
    gap = max(0, table.settings["limit"] - standings.totals[player])
    return (st.integers(0, 40) | st.sampled_from([60, 101])
            | st.sampled_from([min(gap, 500), min(gap + 1, 500)]))


@st.composite
def matches(draw, max_rounds=25):
    """A match entered one by one: the table, the accepted rounds, the standings after each
    (by `extend`, index 0: before any) and the rounds refused, with the standings before."""
    players = P4[:draw(st.integers(2, 4))] if draw(st.booleans()) else [
        f"P{i}" for i in range(draw(st.integers(2, 8)))]
    table = table_of(players, draw(st.sampled_from(players)), **draw(houses()))
    standings = replay(GAME, table, [])
    rounds, after, refused_ = [], [standings], []
    for _ in range(draw(st.integers(1, max_rounds))):
        if standings.finished:
            break
        raw = draw(round_after(table, standings))
        clean, errors = validate_round(GAME, table, standings, raw)
        if errors:
            refused_.append((standings, raw, errors))
            continue
        rounds.append(clean)
        standings = extend(GAME, table, standings, clean)
        after.append(standings)
    return table, rounds, after, refused_


def naive(table: Table, rounds):
    """RULES.md § Chinchón read sentence by sentence, with none of games.core or rules.py:
    (totals, who is out, buy-backs, finished, winners)."""
    limit, totals = table.settings["limit"], dict.fromkeys(table.players, 0)
    out, went_out, bought, last_out = set(), {}, dict.fromkeys(table.players, 0), 0
    for number, inp in enumerate(rounds, 1):
        highest = max(totals[p] for p in table.players if p not in out)
        for player in inp.get("rejoin", ()):
            totals[player] = highest
            out.discard(player)
            bought[player] += 1
        if inp["close"] == "chinchon":
            return totals, out, bought, True, (inp["closer"],)
        totals[inp["closer"]] += inp["left"] if inp["close"] == "card" else -10
        for player, points in inp["points"].items():
            totals[player] += points
        for player in table.players:
            if player not in out and totals[player] > limit:
                out.add(player)
                went_out[player], last_out = number, number
        still_in = [p for p in table.players if p not in out]
        if len(still_in) == 1:
            return totals, out, bought, True, tuple(still_in)
        if not still_in:
            last = [p for p in table.players if went_out[p] == last_out]
            low = min(totals[p] for p in last)
            return totals, out, bought, True, tuple(p for p in last if totals[p] == low)
    return totals, out, bought, False, ()


props = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@props
@given(matches())
def test_the_end_and_the_winner_equal_a_naive_recount(drawn):
    table, rounds, after, _ = drawn
    totals, out, bought, finished, winners = naive(table, rounds)
    result = after[-1]
    assert result.totals == totals and set(result.out) == out
    assert {p: n for p, n in bought.items() if n} == result.rejoins
    assert result.finished == finished and result.winners == winners
    if not finished:
        low = min(totals[p] for p in table.players if p not in out)
        assert result.leaders == tuple(p for p in table.players
                                       if p not in out and totals[p] == low)


@props
@given(matches())
def test_replay_equals_extend_round_by_round(drawn):
    table, rounds, after, _ = drawn
    for k in range(len(rounds) + 1):
        assert replay(GAME, table, rounds[:k]) == after[k]
    assert play(GAME, table, rounds).standings == after[-1]


@props
@given(matches())
def test_nobody_out_is_ever_entered(drawn):
    """A round naming a player who is out is refused unless it brings them back; every
    accepted round names only players in play, and a refused one was refused for a reason."""
    table, rounds, after, refused_ = drawn
    for before, inp in zip(after, rounds):
        back = set(inp.get("rejoin", ()))
        named = {inp["closer"], *inp.get("points", {})}
        assert not (named - back) & before.out_players
        assert back <= before.out_players
    for before, raw, errors in refused_:
        back = set(raw.get("rejoin", ()))
        named = {raw["closer"], *raw.get("points", {})}
        offers = rejoin_offers(GAME, table, before)
        assert ((named - back) & before.out_players
                or any(offers[p].total is None for p in back)), errors


@props
@given(matches())
def test_an_out_players_total_stays_until_they_buy_back_in(drawn):
    table, rounds, after, _ = drawn
    limit = table.settings["limit"]
    for k, inp in enumerate(rounds):
        before, now = after[k], after[k + 1]
        for player in before.out:
            if player not in inp.get("rejoin", ()):
                assert now.totals[player] == before.totals[player] > limit
        for player in now.still_in:
            assert now.totals[player] <= limit


# --- Figures --------------------------------------------------------------------------------------

def test_figures_count_closes_chinchons_times_out_and_buy_backs():
    rounds = [all_seven("Ana", Bea=101, Carlos=5),
              card("Carlos", 2, ["Bea"], Ana=3, Bea=102),
              card("Ana", 1, ["Bea"], Bea=0, Carlos=6),  # refused by the rules: stays out
              chinchon("Carlos")]
    table = table_of()
    result = replay(GAME, table, rounds)
    assert result.rejoins == {"Bea": 1} and "Bea" in result.out
    assert GAME.figures.tally(table, result) == [
        {"closed": 2, "all_seven": 1, "chinchons": 0, "buy_backs": 0, "times_out": 0},
        {"closed": 0, "all_seven": 0, "chinchons": 0, "buy_backs": 1, "times_out": 2},
        {"closed": 2, "all_seven": 0, "chinchons": 1, "buy_backs": 0, "times_out": 0}]


def test_questions_are_plain_text():
    assert len(GAME.questions) >= 10
    for question, answer in GAME.questions:
        for text in (question, answer):
            assert "%" not in text and "<" not in text and text.strip() == text


# --- The new field kinds and core pieces, on their own --------------------------------------------

def test_choice_field_takes_one_of_its_values():
    field = ChoiceField("how", "How", (("a", "A"), ("b", "B")))
    table = table_of(P2)
    assert field.parse("b", table, {}) == "b"
    for raw in (None, "c", 1, ["a"]):
        with pytest.raises(Invalid) as refused_:
            field.parse(raw, table, {})
        assert str(refused_.value.message) == "Choose one of: a, b."
    assert ChoiceField("how", "How", (("a", "A"),), required=False).parse(None, table,
                                                                          {}) is None
    assert field.json_schema(P2) == {"enum": ["a", "b"], "description": "How"}
    assert not getattr(field, "by_player", False)


def test_asked_int_field_is_asked_only_after_its_answers():
    field = AskedIntField("n", "N", 0, 10, when=("how", ("a",)), missing_msg="Need n.",
                          not_asked_msg="No n.", max_setting="top")
    table = Table(("Ana", "Bo"), {"top": 6})
    assert field.parse(6, table, {"how": "a"}) == 6
    assert field.parse(None, table, {"how": "b"}) is None
    assert field.parse(None, table, {}) is None  # the answer was refused: nothing to ask
    for raw, clean, message in [(None, {"how": "a"}, "Need n."), (3, {"how": "b"}, "No n."),
                                (7, {"how": "a"}, "Enter a number from 0 to 6."),
                                (7, {}, "Enter a number from 0 to 6."),
                                (2.5, {"how": "a"}, "Enter a whole number.")]:
        with pytest.raises(Invalid) as refused_:
            field.parse(raw, table, clean)
        assert str(refused_.value.message) == message
    unbounded = AskedIntField("n", "N", 0, 10, when=("how", ("a",)))
    assert unbounded.parse(10, table, {"how": "a"}) == 10 and unbounded.highest({}) == 10
    assert field.highest({"top": 50}) == 10  # never above the schema's maximum
    assert field.json_schema()["maximum"] == 10 and not field.required


@pytest.mark.parametrize("above, line, start, total, out", [
    (False, 100, 0, 100, True), (True, 100, 0, 100, False), (True, 100, 0, 101, True),
    (False, 0, 20, 0, True), (True, 0, 20, 0, False), (True, 0, 20, -1, True),
])
def test_an_out_line_reached_or_passed(above, line, start, total, out):
    outs = Outs(lambda settings: line, above=above)
    assert outs.passed(total, line, start) == out
    if out:
        note = outs.out_note("Ana", total, line, start)
        assert str(note) == {(False, True): f"Ana reached {total}: out.",
                             (False, False): f"Ana reached {total}: out.",
                             (True, True): f"Ana is above {line}, with {total}: out.",
                             (True, False): f"Ana is below {line}, with {total}: out."}[
            above, line > start].replace("-", "−")


def test_at_once_is_a_named_result():
    won = rules.at_once(table_of(), chinchon("Ana"))
    assert won == AtOnce(("Ana",), Msg("%(player)s wins the match at once with the chinchón.",
                                       player="Ana"))
    assert rules.at_once(table_of(), OK) is None
