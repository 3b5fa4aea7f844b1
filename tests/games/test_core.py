"""The generic machinery: registry, new matches, settings, round fields, edits and deletes."""

import pytest

from games import GAMES
from games.core import (Distance, Game, Place, Table, parse_round, ranked, rematch_dealer,
                        replay, validate_delete, validate_edit, validate_new_match,
                        validate_round)
from games.registry import Registry
from games.text import Msg, names, signed

SKYJO = GAMES.get("skyjo")


def skyjo_match(*players, **settings):
    match, errors = validate_new_match(SKYJO, list(players or ("Ana", "Bo")), settings)
    assert errors == {}
    return match


def test_registry_refuses_a_duplicate_id():
    registry = Registry()
    registry.register(SKYJO)
    with pytest.raises(ValueError, match="skyjo"):
        registry.register(SKYJO)
    assert "skyjo" in registry and len(registry) == 1


def test_registry_lookup():
    assert GAMES.get("skyjo") is SKYJO
    assert GAMES.get("poker") is None
    assert GAMES.get(["skyjo"]) is None
    assert {"skyjo"} <= {g.id for g in GAMES}


@pytest.mark.parametrize("players, key", [
    (["Ana"], "players"),
    (["Ana", "Bo"] * 5, "players"),
    (["Ana", "  "], "players"),
    (["Ana", "ana "], "players"),
    (["Ana", "B" * 41], "players"),
    ("Ana,Bo", "players"),
])
def test_new_match_refuses_bad_players(players, key):
    match, errors = validate_new_match(SKYJO, players)
    assert match is None and list(errors) == [key]
    assert str(errors[key]).endswith(".")


def test_new_match_tidies_names_and_fills_defaults():
    match, errors = validate_new_match(SKYJO, [" Ana  Lu ", "Bo"], {"end_at": 50}, " Bo")
    assert errors == {}
    assert match.players == ("Ana Lu", "Bo")
    assert match.settings == {"end_at": 50, "closer_penalty": "double"}
    assert match.first_dealer == "Bo" and match.dealer0 == "Bo"


@pytest.mark.parametrize("settings, key", [
    ({"end_at": 9}, "end_at"),
    ({"end_at": 1001}, "end_at"),
    ({"end_at": "100"}, "end_at"),
    ({"end_at": True}, "end_at"),
    ({"closer_penalty": "triple"}, "closer_penalty"),
    ({"colour": "red"}, "colour"),
])
def test_settings_bounds(settings, key):
    match, errors = validate_new_match(SKYJO, ["Ana", "Bo"], settings)
    assert match is None and list(errors) == [key]


def test_settings_must_be_a_mapping_and_dealer_a_player():
    assert list(validate_new_match(SKYJO, ["Ana", "Bo"], ["end_at"])[1]) == ["settings"]
    assert list(validate_new_match(SKYJO, ["Ana", "Bo"], None, "Zed")[1]) == ["first_dealer"]


def test_round_must_be_a_mapping():
    assert list(parse_round(SKYJO, skyjo_match(), ["closer"])[1]) == ["round"]


def test_unknown_fields_and_players_are_named():
    _, errors = parse_round(SKYJO, skyjo_match(),
                            {"points": {"Ana": 1, "Bo": 2, "Zed": 3}, "closer": "Ana", "x": 1})
    assert str(errors["x"]) == "Rounds of Skyjo have nothing called “x”."
    assert str(errors["points"]) == "Not players in this match: Zed."


def test_seat_goes_round_the_table():
    match = Table(("Ana", "Bo", "Cy"), {})
    assert match.seat("Ana", 1) == "Bo"
    assert match.seat("Ana", -1) == "Cy"
    assert match.seat("Cy", 2) == "Bo"
    assert match.dealer0 == "Ana"


def rnd(closer, **points):
    return {"points": points, "closer": closer}


def test_a_round_after_the_end_is_refused():
    match = skyjo_match()
    played = [rnd("Ana", Ana=1, Bo=100)]
    clean, errors = validate_round(SKYJO, match, replay(SKYJO, match, played), rnd("Ana", Ana=1, Bo=2))
    assert clean is None and list(errors) == ["round"]


def test_edit_can_unfinish_a_match():
    match = skyjo_match()
    rounds = [rnd("Ana", Ana=1, Bo=100)]
    assert replay(SKYJO, match, rounds).finished
    new, errors = validate_edit(SKYJO, match, rounds, 0, rnd("Ana", Ana=1, Bo=10))
    assert errors == {} and not new.finished
    assert new == replay(SKYJO, match, [rnd("Ana", Ana=1, Bo=10)])
    assert rounds == [rnd("Ana", Ana=1, Bo=100)], "the stored rounds are not changed"


def test_edit_that_would_end_the_match_early_is_refused():
    match = skyjo_match()
    rounds = [rnd("Ana", Ana=1, Bo=10), rnd("Ana", Ana=1, Bo=10)]
    new, errors = validate_edit(SKYJO, match, rounds, 0, rnd("Ana", Ana=1, Bo=120))
    assert new is None and "round" in errors
    assert "after round 1" in str(errors["round"])


def test_edit_with_bad_input_reports_the_field():
    new, errors = validate_edit(SKYJO, skyjo_match(), [rnd("Ana", Ana=1, Bo=10)], 0,
                                rnd("Ana", Ana=1, Bo=200))
    assert new is None and list(errors) == ["points.Bo"]


def test_delete_replays_the_rest():
    match = skyjo_match()
    rounds = [rnd("Ana", Ana=1, Bo=10), rnd("Bo", Ana=5, Bo=2), rnd("Ana", Ana=0, Bo=3)]
    result, errors = validate_delete(SKYJO, match, rounds, 1)
    assert errors == {}
    assert result.totals == {"Ana": 1, "Bo": 13}
    assert [r.number for r in result.rounds] == [1, 2]


def test_delete_that_would_end_the_match_early_is_refused():
    match = skyjo_match(end_at=20)
    rounds = [rnd("Ana", Ana=1, Bo=15), rnd("Ana", Ana=1, Bo=-10), rnd("Ana", Ana=1, Bo=10),
              rnd("Ana", Ana=1, Bo=1)]
    assert not replay(SKYJO, match, rounds).finished
    new, errors = validate_delete(SKYJO, match, rounds, 1)
    assert new is None and "round" in errors


def test_replay_of_no_rounds():
    result = replay(SKYJO, skyjo_match(), [])
    assert result.totals == {"Ana": 0, "Bo": 0}
    assert result.leaders == () and result.winners == () and not result.finished


def test_replay_from_carried_totals():
    result = replay(SKYJO, skyjo_match(), [rnd("Ana", Ana=1, Bo=2)], start={"Ana": 50})
    assert result.totals == {"Ana": 51, "Bo": 2}


def test_msg_and_text_helpers():
    msg = Msg("%(who)s scores %(n)s.", who="Ana", n=3)
    assert str(msg) == "Ana scores 3." and msg == Msg("%(who)s scores %(n)s.", who="Ana", n=3)
    assert msg != "Ana scores 3." and "Ana scores 3." in repr(msg) and hash(msg)
    assert str(Msg("100% sure")) == "100% sure"
    assert names([]) == "" and names(["Ana"]) == "Ana" and names(["A", "B", "C"]) == "A, B & C"
    assert (signed(2), signed(-3), signed(0)) == ("+2", "−3", "0")


def test_game_defaults():
    assert SKYJO.defaults() == {"end_at": 100, "closer_penalty": "double"}
    assert isinstance(SKYJO, Game)


def test_a_yes_that_needs_another_field_is_refused_without_it():
    okey = GAMES.get("okey")
    match, _ = validate_new_match(okey, ["Ana", "Bo"])
    _, errors = parse_round(okey, match, {"winner": None, "pairs": True})
    assert list(errors) == ["pairs"] and "Nobody won" in str(errors["pairs"])
    # A winner that was itself refused is the only error: no second complaint about 7 pairs.
    _, errors = parse_round(okey, match, {"winner": "Zed", "pairs": True})
    assert list(errors) == ["winner"]


@pytest.mark.parametrize("game_id, played, dealer", [
    ("okey", 0, "Ana"), ("okey", 1, "Cy"), ("okey", 5, "Bo"),  # Okey deals to the right
    ("indian-rummy", 2, "Cy"), ("skyjo", 4, None)])  # Skyjo names no dealer
def test_a_rematch_dealer_is_the_next_dealer_in_the_games_own_direction(game_id, played,
                                                                         dealer):
    game = GAMES.get(game_id)
    table, _ = validate_new_match(game, ["Ana", "Bo", "Cy"], None,
                                       "Ana" if game.deals else None)
    assert rematch_dealer(game, table, played) == dealer


# --- Standings: ranks and the distance to the end ------------------------------------------------

@pytest.mark.parametrize("game_id, totals, expected", [
    ("euchre", {"A": 5, "B": 7}, [(1, "B", 7), (2, "A", 5)]),
    ("indian-rummy", {"A": 10, "B": 10, "C": -4}, [(1, "A", 10), (1, "B", 10), (3, "C", -4)]),
    ("skyjo", {"A": 30, "B": 12, "C": 30, "D": 12}, [(1, "B", 12), (1, "D", 12), (3, "A", 30),
                                                      (3, "C", 30)]),
    ("skyjo", {"A": 3, "B": 3, "C": 3}, [(1, "A", 3), (1, "B", 3), (1, "C", 3)]),
])
def test_ranks_follow_the_game_and_ties_share_one(game_id, totals, expected):
    assert ranked(GAMES.get(game_id), {}, totals) == [Place(*place) for place in expected]


@pytest.mark.parametrize("game_id, settings, total, expected", [
    ("indian-rummy", {"end_at": 500}, -20, Distance(520, 500)),  # bug 10: not just "520 to go"
    ("indian-rummy", {"end_at": 500}, 480, Distance(20, 500)),
    ("euchre", {"target": 10}, 7, Distance(3, 10)),
    ("skyjo", {"end_at": 100}, 77, Distance(23, 100, ends=True)),  # "23 from the end", not a goal
    ("okey", {"start": 20}, 20, Distance(20, 0, countdown=True)),  # bug 10: "20 points left"
    ("tarneeb", {"target": 41}, 30, Distance(11, 41)),  # points: "11 to reach 41"
    ("sueca", {"games": 4}, 1, Distance(3, 4, words=("%(num)s game to go",
                                                      "%(num)s games to go"))),  # issue 32
    ("okey-stakes", {}, 5, None),
])
def test_how_far_a_total_is_from_the_end(game_id, settings, total, expected):
    assert GAMES.get(game_id).to_go(settings, total) == expected
