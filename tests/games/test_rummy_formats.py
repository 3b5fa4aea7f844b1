"""Indian Rummy's formats one rule at a time (RULES.md § Indian Rummy formats; formats.py): what
the worked examples do not show. The examples (test_examples) cover the pool's points, the full
count, drops, going out, rejoining and its limits, the last player in, and the deals' chips and
tie-breaker; the properties of out and back in are in test_outs."""

import pytest

from games import GAMES
from games.core import (DEAL_UNIT, ROUND_UNIT, Distance, Table, extend, play, ranked,
                        rejoin_offers, replay, validate_edit, validate_new_match, validate_round,
                        validate_settings)
from games.indian_rummy import formats

RUMMY = GAMES.get("indian-rummy")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")
POOL = {"format": "pool"}
DEALS = {"format": "deals"}


def start(players=P3, first_dealer=None, **house):
    table, errors = validate_new_match(RUMMY, list(players), house, first_dealer)
    assert errors == {}
    return table


def rnd(winner, rejoin=None, **deadwood):
    inp = {"winner": winner, "deadwood": deadwood}
    return {"rejoin": rejoin, **inp} if rejoin else inp


def entered(rounds, players=P3, first_dealer=None, **house):
    """Rounds entered one by one as a table would: all must be accepted."""
    table = start(players, first_dealer, **house)
    played = play(RUMMY, table, rounds)
    assert played.errors == {} and played.refused is None, played.errors
    return table, played.standings


def notes(standings, number=None):
    round_ = standings.rounds[-1 if number is None else number - 1]
    return [str(n) for n in round_.notes]


def errors_of(errors):
    return {key: str(message) for key, message in errors.items()}


# --- Settings: each format's own ----------------------------------------------------------------

def test_the_format_is_total_by_default_with_the_seeds_settings():
    clean, errors = validate_settings(RUMMY, {})
    assert errors == {}
    assert clean["format"] == "total" and clean["end_at"] == 500
    assert clean["pool"] == 101 and clean["rejoins"] == 1 and clean["deals"] == 2


@pytest.mark.parametrize("house, key, values", [
    ({"format": "total", "pool": 201}, "pool", "pool"),
    ({"format": "deals", "pool": 201}, "pool", "pool"),
    ({"format": "total", "rejoins": 2}, "rejoins", "pool"),
    ({"format": "pool", "deals": 5}, "deals", "deals"),
    ({"format": "pool", "end_at": 600}, "end_at", "total"),
    ({"format": "pool", "deadwood_cap": 80}, "deadwood_cap", "total"),
    ({"format": "deals", "drops": True}, "drops", "total"),
    ({"format": "deals", "middle_drop": 50}, "middle_drop", "total"),
])
def test_a_setting_of_another_format_is_refused_when_set(house, key, values):
    clean, errors = validate_settings(RUMMY, house)
    assert clean is None and list(errors) == [key]
    assert str(errors[key]) == f"“{key}” applies only when “format” is {values}."


def test_a_setting_of_another_format_left_at_its_default_is_accepted():
    clean, errors = validate_settings(RUMMY, {"format": "pool", "end_at": 500, "deals": 2,
                                              "drops": False})
    assert errors == {} and clean["format"] == "pool" and clean["end_at"] == 500


@pytest.mark.parametrize("house, key", [
    ({"format": "pools"}, "format"),
    ({"format": "pool", "pool": 150}, "pool"),
    ({"format": "pool", "pool": "101"}, "pool"),
    ({"format": "pool", "rejoins": 4}, "rejoins"),
    ({"format": "pool", "rejoins": -1}, "rejoins"),
    ({"format": "deals", "deals": 0}, "deals"),
    ({"format": "deals", "deals": 11}, "deals"),
])
def test_format_settings_out_of_range_are_refused(house, key):
    clean, errors = validate_settings(RUMMY, house)
    assert clean is None and key in errors


@pytest.mark.parametrize("house, expected", [
    ({}, False), (POOL, True), (DEALS, False),
])
def test_lowest_wins_only_in_pool(house, expected):
    settings, _ = validate_settings(RUMMY, house)
    assert RUMMY.lowest_wins(settings) is expected


@pytest.mark.parametrize("house, expected", [
    ({}, 0), (POOL, 0), ({"format": "pool", "pool": 201}, 0), (DEALS, 160),
    ({"format": "deals", "deals": 1}, 80), ({"format": "deals", "deals": 10}, 800),
])
def test_start_total(house, expected):
    settings, _ = validate_settings(RUMMY, house)
    assert RUMMY.start_total(settings) == expected
    assert replay(RUMMY, start(**house), []).totals == dict.fromkeys(P3, expected)


@pytest.mark.parametrize("house, expected", [
    ({}, None), (POOL, None), (DEALS, 2), ({"format": "deals", "deals": 7}, 7),
])
def test_planned(house, expected):
    settings, _ = validate_settings(RUMMY, house)
    assert RUMMY.planned(settings) == expected


@pytest.mark.parametrize("house, unit", [({}, ROUND_UNIT), (POOL, DEAL_UNIT), (DEALS, DEAL_UNIT)])
def test_unit_of(house, unit):
    settings, _ = validate_settings(RUMMY, house)
    assert RUMMY.unit_of(settings) == unit


@pytest.mark.parametrize("house, expected", [
    ({}, None), (POOL, 101), ({"format": "pool", "pool": 201}, 201), (DEALS, None),
])
def test_out_line(house, expected):
    settings, _ = validate_settings(RUMMY, house)
    assert RUMMY.out_line(settings) == expected


@pytest.mark.parametrize("house, total, expected", [
    ({}, 120, Distance(380, 500)),
    ({"end_at": 200}, 150, Distance(50, 200)),
    (POOL, 30, Distance(71, 101, out=True)),
    ({"format": "pool", "pool": 201}, 200, Distance(1, 201, out=True)),
    (DEALS, 160, None),
])
def test_to_go(house, total, expected):
    settings, _ = validate_settings(RUMMY, house)
    assert RUMMY.to_go(settings, total) == expected


@pytest.mark.parametrize("house, drops, cap", [
    ({}, (20, 40), None),
    ({"drops": True, "first_drop": 15, "middle_drop": 35, "deadwood_cap": 60}, (15, 35), 60),
    (POOL, (20, 40), 80),
    ({"format": "pool", "pool": 201}, (25, 50), 80),
    (DEALS, (20, 40), 80),
])
def test_drops_and_cap_by_format(house, drops, cap):
    settings, _ = validate_settings(RUMMY, house)
    assert formats.drops(settings) == drops and formats.cap(settings) == cap
    assert formats.drops_allowed(settings) == (house.get("format") is not None
                                               or house.get("drops", False))


def test_a_match_stored_before_formats_is_a_total_match():
    settings = {"end_at": 500, "deadwood_cap": None, "drops": False, "first_drop": 20,
                "middle_drop": 40}
    table = Table(P3, settings)
    assert formats.format_of(settings) == "total" and RUMMY.out_line(settings) is None
    result = replay(RUMMY, table, [rnd("Ana", Bo=130, Cy=130), rnd("Ana", Bo=130, Cy=130)])
    assert result.totals == {"Ana": 520, "Bo": -260, "Cy": -260}
    assert result.finished and result.winners == ("Ana",)


# --- Pool: scoring ------------------------------------------------------------------------------

def test_pool_notes_explain_each_number():
    _, result = entered([rnd("Ana", Bo=95, Cy="first-drop"), rnd("Bo", Ana="middle-drop", Cy=12)],
                        **POOL)
    assert notes(result, 1) == [
        "Bo has 95 deadwood points, more than the full count: Bo adds 80.",
        "Cy made a first drop and adds 20.",
        "Ana went out and adds nothing."]
    assert notes(result, 2) == [
        "Ana made a middle drop and adds 40.",
        "Cy has 12 deadwood points and adds 12.",
        "Bo went out and adds nothing."]
    assert result.totals == {"Ana": 40, "Bo": 80, "Cy": 32}


def test_pool_leaders_are_the_lowest_still_in():
    _, result = entered([rnd("Ana", Bo=10, Cy=30)], **POOL)
    assert result.leaders == ("Ana",) and not result.finished and result.winners == ()


def test_pool_cards_over_the_full_count_add_80():
    hand = "K♠ Q♥ J♦ 10♣ 9♠ 8♥ 7♦ 6♣ 5♠ 4♥ 3♦ 2♣ K♦".split()
    _, result = entered([{"winner": "Ana", "hands": {"Bo": hand}, "deadwood": {"Cy": 0}}],
                        **POOL)
    assert result.totals == {"Ana": 0, "Bo": 80, "Cy": 0}
    assert "Bo has 94 deadwood points, more than the full count: Bo adds 80." in notes(result)


def test_pool_201_counts_reach_201_before_going_out():
    rounds = [rnd("Ana", Bo=80, Cy=0), rnd("Ana", Bo=80, Cy=0), rnd("Ana", Bo=40, Cy=0)]
    _, result = entered(rounds, **{"format": "pool", "pool": 201})
    assert result.totals["Bo"] == 200 and result.out == {}
    _, result = entered([*rounds, rnd("Ana", Bo=1, Cy=0)], **{"format": "pool", "pool": 201})
    assert result.out == {"Bo": 4} and "Bo reached 201: out." in notes(result)


def test_out_players_are_listed_in_the_order_they_went_out():
    rounds = [rnd("Ana", Bo=10, Cy=60, Dee=80), rnd("Ana", Bo=21, Cy=20, Dee=30),
              rnd("Ana", Bo=80, Cy=41)]
    table, result = entered(rounds, P4, **POOL)
    assert list(result.out.items()) == [("Dee", 2), ("Bo", 3), ("Cy", 3)]
    assert result.finished and result.winners == ("Ana",) and result.still_in == ("Ana",)
    places = ranked(RUMMY, table.settings, result.totals, result.out)
    assert [(p.rank, p.side) for p in places] == [(1, "Ana"), (2, "Bo"), (3, "Cy"), (4, "Dee")]


# --- Pool: out and back in ----------------------------------------------------------------------

def bo_out(until=None, **house):
    """Bo goes out with 105 in the second deal; Cy is on `until` (30 unless given)."""
    cy = 30 if until is None else until
    return [rnd("Ana", Bo=80, Cy=min(cy, 80)), rnd("Ana", Bo=25, Cy=cy - min(cy, 80))]


@pytest.mark.parametrize("cy, allowed", [(79, True), (80, False)])
def test_pool_101_rejoining_closes_above_79(cy, allowed):
    table, so_far = entered(bo_out(cy), **POOL)
    offer = rejoin_offers(RUMMY, table, so_far)["Bo"]
    clean, errors = validate_round(RUMMY, table, so_far, rnd("Ana", ["Bo"], Bo=0, Cy=0))
    if allowed:
        assert offer.total == 80 and errors == {}
        assert extend(RUMMY, table, so_far, clean).totals["Bo"] == 80
    else:
        assert offer.total is None and errors_of(errors) == {
            "rejoin": "Bo can no longer rejoin: a player still in has more than 79 (Cy 80)."}


def pool_201_table(**more):
    """A pool 201 match as stored: its settings whole, as they were fixed when it started."""
    settings = {"format": "pool", "pool": 201, "rejoins": 1, "end_at": 500,
                "deadwood_cap": None, "drops": False, "first_drop": 20, "middle_drop": 40,
                "deals": 2, **more}
    return Table(P3, settings)


@pytest.mark.parametrize("cy, expected", [(174, 175), (175, None)])
def test_a_stored_pool_201_match_rejoins_until_174(cy, expected):
    table = pool_201_table()
    rounds = [rnd("Ana", Bo=80, Cy=80), rnd("Ana", Bo=80, Cy=80), rnd("Ana", Bo=50, Cy=cy - 160)]
    so_far = replay(RUMMY, table, rounds)
    assert so_far.totals == {"Ana": 0, "Bo": 210, "Cy": cy} and so_far.out == {"Bo": 3}
    assert rejoin_offers(RUMMY, table, so_far)["Bo"].total == expected
    clean, errors = validate_round(RUMMY, table, so_far, rnd("Cy", ["Bo"], Ana=1, Bo=2))
    if expected is None:
        assert "more than 174" in str(errors["rejoin"])
    else:
        result = extend(RUMMY, table, so_far, clean)
        assert result.totals == {"Ana": 1, "Bo": 177, "Cy": cy}
        assert notes(result)[0] == f"Bo rejoins at 175: the highest still in is {cy}, plus 1."


def test_two_players_rejoining_before_the_same_deal_both_come_back_at_highest_plus_1():
    rounds = [rnd("Ana", Bo=80, Cy=80, Dee=30), rnd("Ana", Bo=30, Cy=25, Dee=0),
              rnd("Dee", ["Bo", "Cy"], Ana=5, Bo=0, Cy=2)]
    table, result = entered(rounds, P4, **POOL)
    assert notes(result)[:2] == ["Bo rejoins at 31: the highest still in is 30, plus 1.",
                                 "Cy rejoins at 31: the highest still in is 30, plus 1."]
    assert result.totals == {"Ana": 5, "Bo": 31, "Cy": 33, "Dee": 30}
    assert result.out == {} and result.rejoins == {"Bo": 1, "Cy": 1}


def test_a_rejoin_list_names_only_players_who_are_out():
    table, so_far = entered(bo_out(), **POOL)
    _, errors = validate_round(RUMMY, table, so_far, rnd("Ana", ["Cy"], Bo=0, Cy=0))
    assert errors_of(errors)["rejoin"].startswith("Only a player who is out can rejoin")
    _, errors = validate_round(RUMMY, table, so_far, rnd("Ana", ["Zed"], Cy=0))
    assert errors_of(errors) == {"rejoin": "Not players in this match: Zed."}
    _, errors = validate_round(RUMMY, table, so_far, {**rnd("Ana", Cy=0), "rejoin": "Bo"})
    assert errors_of(errors) == {"rejoin": "Choose the players who rejoin."}


def test_a_rejoined_player_needs_a_count():
    table, so_far = entered(bo_out(), **POOL)
    _, errors = validate_round(RUMMY, table, so_far, rnd("Ana", ["Bo"], Cy=0))
    assert list(errors) == ["deadwood.Bo"]
    clean, errors = validate_round(RUMMY, table, so_far, rnd("Bo", ["Bo"], Ana=3, Cy=4))
    assert errors == {}  # and may win the very deal they rejoin
    assert extend(RUMMY, table, so_far, clean).totals == {"Ana": 3, "Bo": 31, "Cy": 34}


@pytest.mark.parametrize("house", [{}, DEALS])
def test_nobody_rejoins_outside_pool(house):
    table = start(**house)
    _, errors = validate_round(RUMMY, table, replay(RUMMY, table, []), rnd("Ana", ["Bo"], Bo=1,
                                                                            Cy=2))
    assert list(errors) == ["rejoin"]


def test_rejoin_offers_before_the_next_deal():
    table, so_far = entered(bo_out(), **POOL)
    offers = rejoin_offers(RUMMY, table, so_far)
    assert list(offers) == ["Bo"] and offers["Bo"].total == 31
    assert str(offers["Bo"].note) == "Bo rejoins at 31: the highest still in is 30, plus 1."
    table, over = entered([rnd("Ana", Bo=80, Cy=80), rnd("Ana", Bo=21, Cy=21)], **POOL)
    assert over.finished and rejoin_offers(RUMMY, table, over) == {}
    table, total = entered([rnd("Ana", Bo=1, Cy=2)])
    assert rejoin_offers(RUMMY, table, total) == {}


def test_no_rejoining_note():
    table, so_far = entered(bo_out(), **{**POOL, "rejoins": 0})
    assert str(rejoin_offers(RUMMY, table, so_far)["Bo"].note) == (
        "Bo cannot rejoin: this match allows no rejoining.")


def test_three_rejoins_then_no_more():
    rounds = [rnd("Ana", Bo=80, Cy=0), rnd("Ana", Bo=21, Cy=0)]
    for _ in range(3):
        rounds += [rnd("Ana", ["Bo"], Bo=80, Cy=0), rnd("Ana", Bo=20, Cy=0)]
    table, so_far = entered(rounds, **{**POOL, "rejoins": 3})
    assert so_far.rejoins == {"Bo": 3} and so_far.out == {"Bo": 8}
    assert rejoin_offers(RUMMY, table, so_far)["Bo"].total is None


@pytest.mark.parametrize("house, expected", [
    ({}, None),
    (DEALS, None),
    ({**POOL, "rejoins": 0}, None),
    (POOL, "A player who is out may rejoin before a deal while nobody still in has more than "
           "79. Rejoins each player may make: 1."),
    ({"format": "pool", "pool": 201, "rejoins": 2}, "A player who is out may rejoin before a "
     "deal while nobody still in has more than 174. Rejoins each player may make: 2."),
])
def test_when_rejoining_closes_for_the_standings(house, expected):
    settings, _ = validate_settings(RUMMY, house)
    until = RUMMY.outs.until(settings)
    assert (until if until is None else str(until)) == expected


def test_a_stored_round_bringing_back_a_player_who_is_in_changes_nothing():
    """Replay reads stored rounds as they are: a `rejoin` the rules would now refuse (here Bo
    was never out) brings nobody back."""
    table = start(**POOL)
    result = replay(RUMMY, table, [rnd("Ana", Bo=80, Cy=30), rnd("Cy", ["Bo"], Ana=10, Bo=5)])
    assert result.totals == {"Ana": 10, "Bo": 85, "Cy": 30}
    assert result.rejoins == {} and result.out == {}
    assert not any("rejoin" in note for note in notes(result))


# --- Pool: the deal -----------------------------------------------------------------------------

def test_the_deal_skips_players_out_and_a_rejoiner_is_dealt_again():
    rounds = [rnd("Ana", Bo=10, Cy=80),          # Ana deals
              rnd("Bo", Ana=5, Cy=21),           # Bo deals; Cy out with 101
              rnd("Ana", Bo=10),                 # Cy skipped: Ana deals
              rnd("Ana", Bo=10)]                 # Bo deals
    table, so_far = entered(rounds, first_dealer="Ana", **POOL)
    assert [r.dealer for r in so_far.rounds] == ["Ana", "Bo", "Ana", "Bo"]
    assert [r.starter for r in so_far.rounds] == ["Bo", "Cy", "Bo", "Ana"]
    assert (so_far.next_dealer, so_far.next_starter) == ("Ana", "Bo")  # Cy still out
    result = extend(RUMMY, table, so_far, rnd("Ana", ["Cy"], Bo=1, Cy=2))
    assert (result.rounds[-1].dealer, result.rounds[-1].starter) == ("Cy", "Ana")
    assert (result.next_dealer, result.next_starter) == ("Ana", "Bo")


def test_the_deal_passes_from_a_player_who_just_went_out():
    table, so_far = entered([rnd("Ana", Bo=10, Cy=0, Dee=80), rnd("Ana", Bo=10, Cy=0, Dee=30)],
                            P4, first_dealer="Cy", **POOL)
    assert [r.dealer for r in so_far.rounds] == ["Cy", "Dee"]
    assert (so_far.next_dealer, so_far.next_starter) == ("Ana", "Bo")


# --- Deals --------------------------------------------------------------------------------------

def test_deals_notes_after_the_last_deal():
    _, result = entered([rnd("Ana", Bo=30, Cy=0), rnd("Cy", Ana=10, Bo="middle-drop")], **DEALS)
    assert result.totals == {"Ana": 180, "Bo": 90, "Cy": 210}
    assert notes(result)[-2:] == ["Deal 2, the last, is played: the match is over.",
                                  "Cy wins with the highest total, 210."]
    assert result.finished and result.winners == ("Cy",) and result.ended_after == 2


def test_deals_a_tie_for_the_most_plays_on_but_a_tie_below_does_not():
    _, tied = entered([rnd("Ana", Bo=30, Cy=0), rnd("Cy", Ana=0, Bo=30)], **DEALS)
    assert tied.totals == {"Ana": 190, "Bo": 100, "Cy": 190} and not tied.finished
    assert tied.next_dealer is not None
    _, below = entered([rnd("Ana", Bo=30, Cy=30), rnd("Ana", Bo=0, Cy=0)], **DEALS)
    assert below.totals == {"Ana": 220, "Bo": 130, "Cy": 130}
    assert below.finished and below.winners == ("Ana",)


def test_deals_tie_breakers_go_on_while_tied():
    rounds = [rnd("Ana", Bo=30), rnd("Bo", Ana=30), rnd("Ana", Bo=0), rnd("Bo", Ana=5)]
    table, result = entered(rounds, ("Ana", "Bo"), **DEALS)
    assert result.totals == {"Ana": 155, "Bo": 165} and result.ended_after == 4
    assert notes(result)[-2:] == ["The tie-breaker deal is played: the match is over.",
                                  "Bo wins with the highest total, 165."]
    _, errors = validate_round(RUMMY, table, result, rnd("Ana", Bo=1))
    assert list(errors) == ["round"]


def test_deals_a_deal_won_with_nothing_to_take_leaves_everyone_tied():
    _, result = entered([rnd("Cy", Ana=0, Bo=0)], **{"format": "deals", "deals": 1})
    assert result.totals == {"Ana": 80, "Bo": 80, "Cy": 80} and not result.finished


def test_deals_nobody_goes_out_however_low():
    _, result = entered([rnd("Ana", Bo=130), rnd("Ana", Bo=130)], ("Ana", "Bo"),
                        **{"format": "deals", "deals": 3})
    assert result.totals == {"Ana": 400, "Bo": 80} and result.out == {} and not result.finished


# --- Known problems -----------------------------------------------------------------------------

def test_a_round_that_brings_a_player_back_can_be_saved_again_unchanged():
    rounds = [*bo_out(), rnd("Cy", ["Bo"], Ana=10, Bo=5)]
    table, result = entered(rounds, **POOL)
    same, errors = validate_edit(RUMMY, table, rounds, 2, rounds[2])
    assert errors == {} and same == result


def test_a_round_after_a_player_went_out_can_be_edited():
    rounds = [*bo_out(), rnd("Cy", Ana=10)]
    table, result = entered(rounds, **POOL)
    edited, errors = validate_edit(RUMMY, table, rounds, 2, rnd("Cy", Ana=12))
    assert errors == {} and edited.totals == {"Ana": 12, "Bo": 105, "Cy": 30}


def test_the_rejoin_limit_note_says_once_in_the_singular():
    table, so_far = entered([*bo_out(), rnd("Ana", ["Bo"], Bo=80, Cy=0)], **POOL)  # out again
    assert str(rejoin_offers(RUMMY, table, so_far)["Bo"].note) == (
        "Bo cannot rejoin: Bo has used every rejoin this match allows (1).")


def test_the_end_note_of_a_one_deal_match_is_singular():
    _, result = entered([rnd("Ana", Bo=40)], ("Ana", "Bo"), **{"format": "deals", "deals": 1})
    assert "All 1 deals" not in " ".join(notes(result))


def test_a_stored_refused_rejoin_scores_nothing_for_the_player_left_out():
    table = start(**POOL)
    rounds = [*bo_out(80), rnd("Cy", ["Bo"], Ana=10, Bo=5)]  # Cy on 80: rejoining is closed
    result = replay(RUMMY, table, rounds)
    before = result.rounds[-2].totals
    assert result.out == {"Bo": 2} and result.totals["Bo"] == 105
    last = result.rounds[-1]
    assert all(last.totals[s] == before[s] + last.deltas[s] for s in result.sides)
