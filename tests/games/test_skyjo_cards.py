"""Skyjo points counted from the cards left in front of a player: columns of three equal cards
removed, the deck's limits across a round, and a player given either points or cards."""

import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from games.core import parse_round, replay, validate_new_match
from games.seats import from_seats, to_seats
from games.skyjo.rules import DECK

SKYJO = GAMES.get("skyjo")
P3 = ("Ana", "Bo", "Cy")


def table(players=P3, **house):
    match, errors = validate_new_match(SKYJO, list(players), house)
    assert errors == {}
    return match


def scored(raw, players=P3, **house):
    """The round's deltas and notes (English), or fails with the errors."""
    match = table(players, **house)
    clean, errors = parse_round(SKYJO, match, raw)
    assert errors == {}
    result = replay(SKYJO, match, [clean]).rounds[0]
    return result.deltas, [str(n) for n in result.notes]


def refused(raw, players=P3) -> dict:
    clean, errors = parse_round(SKYJO, table(players), raw)
    assert clean is None
    return {key: str(message) for key, message in errors.items()}


def test_cards_count_their_sum():
    deltas, notes = scored({"cards": {"Ana": [[1, 2, 3], [0, -1, 4]]},
                            "points": {"Bo": 20, "Cy": 30}, "closer": "Ana"})
    assert deltas == {"Ana": 9, "Bo": 20, "Cy": 30}
    assert "Ana's cards count 1 + 2 + 3 + 0 + −1 + 4 = 9." in notes
    assert "Points as entered: Bo 20, Cy 30." in notes


def test_a_column_of_three_equal_cards_is_removed_and_named():
    deltas, notes = scored({"cards": {"Ana": [[5, 1, 0], [7, 7, 7], [-2, -2, -2], [3, 3, 4]]},
                            "points": {"Bo": 2, "Cy": 30}, "closer": "Bo"})
    assert deltas["Ana"] == 5 + 1 + 0 + 3 + 3 + 4
    assert "Ana's column 2, three cards of 7, is removed: it counts nothing." in notes
    assert "Ana's column 3, three cards of −2, is removed: it counts nothing." in notes
    assert not any("column 1" in n or "column 4" in n for n in notes)


def test_no_columns_left_count_zero():
    deltas, notes = scored({"cards": {"Ana": [], "Bo": [[12, 12, 12]]}, "points": {"Cy": 4},
                            "closer": "Cy"})
    assert deltas == {"Ana": 0, "Bo": 0, "Cy": 8}  # Cy closed and is not lowest
    assert "Ana's cards count 0 = 0." in notes


def test_every_player_by_cards_and_the_closer_doubled():
    deltas, notes = scored({"cards": {"Ana": [[4, 4, 1]], "Bo": [[1, 1, 0]], "Cy": [[9, 9, 9]]},
                            "closer": "Ana"})
    # Cy's only column is removed: 0 is lowest, Ana's 9 is doubled.
    assert deltas == {"Ana": 18, "Bo": 2, "Cy": 0}
    assert not any(n.startswith("Points as entered") for n in notes)
    assert "Ana closed with 9 but Cy had 0: Ana's 9 is doubled to 18." in notes


def test_a_removed_column_can_make_the_closer_lowest_alone():
    deltas, _ = scored({"cards": {"Ana": [[10, 10, 10], [1, 0, 0]]}, "points": {"Bo": 5},
                        "closer": "Ana"}, players=("Ana", "Bo"))
    assert deltas == {"Ana": 1, "Bo": 5}  # 31 counted, 1 after the removal: no doubling


def test_house_rule_without_doubling_applies_to_cards_too():
    deltas, _ = scored({"cards": {"Ana": [[6, 6, 1]]}, "points": {"Bo": 0}, "closer": "Ana"},
                       players=("Ana", "Bo"), closer_penalty="none")
    assert deltas == {"Ana": 13, "Bo": 0}


@pytest.mark.parametrize("value, count", [(-2, 6), (-1, 11), (0, 16), (12, 11), (5, 11)])
def test_the_deck_limits_each_value_across_the_round(value, count):
    columns = [[value] * 3 for _ in range(count // 3)] + ([[value] * (count % 3) + [1] * (3 - count % 3)]
                                                          if count % 3 else [])
    players = ("Ana", "Bo", "Cy", "Dee")
    cards = {p: columns[i * 4:(i + 1) * 4] for i, p in enumerate(players) if columns[i * 4:]}
    raw = {"cards": cards, "points": {p: 1 for p in players if p not in cards}, "closer": "Ana"}
    errors = refused(raw, players)
    assert errors == {"cards": f"There are only {DECK[value]} cards of "
                               f"{str(value).replace('-', '−')} in Skyjo, and this round has "
                               f"{count}."}
    one_fewer = {**raw, "cards": {**cards}}
    first = next(p for p in cards)
    one_fewer["cards"][first] = [list(c) for c in cards[first]]
    one_fewer["cards"][first][0][0] = 1 if value != 1 else 2
    assert parse_round(SKYJO, table(players), one_fewer)[1] == {}


def test_the_example_of_the_issue():
    errors = refused({"cards": {"Ana": [[-2, -2, -2]], "Bo": [[-2, -2, -2]]}, "points": {"Cy": 3},
                      "closer": "Cy"})
    assert errors == {"cards": "There are only 5 cards of −2 in Skyjo, and this round has 6."}


def test_the_deck_has_150_cards():
    assert sum(DECK.values()) == 150 and set(DECK) == set(range(-2, 13))


@pytest.mark.parametrize("cards, message", [
    ([[1, 2]], "Give the cards of Ana as up to 4 columns of exactly 3 cards."),
    ([[1, 2, 3, 4]], "Give the cards of Ana as up to 4 columns of exactly 3 cards."),
    ([[1, 2, 3]] * 5, "Give the cards of Ana as up to 4 columns of exactly 3 cards."),
    ([1, 2, 3], "Give the cards of Ana as up to 4 columns of exactly 3 cards."),
    ("1 2 3", "Give the cards of Ana as up to 4 columns of exactly 3 cards."),
    ([[1, 2, 13]], "13 is not a Skyjo card: cards go from −2 to 12."),
    ([[1, -3, 2]], "−3 is not a Skyjo card: cards go from −2 to 12."),
    ([[1, 2.0, 2]], "Enter a whole number."),
    ([[1, True, 2]], "Enter a whole number."),
    ([[1, None, 2]], "Give the cards of Ana as up to 4 columns of exactly 3 cards."),
])
def test_bad_cards_are_refused_in_the_players_words(cards, message):
    errors = refused({"cards": {"Ana": cards}, "points": {"Bo": 1, "Cy": 2}, "closer": "Bo"})
    assert errors == {"cards.Ana": message}


def test_a_player_needs_points_or_cards_but_not_both():
    assert refused({"cards": {"Ana": [[1, 2, 3]]}, "points": {"Ana": 6, "Bo": 1, "Cy": 2},
                    "closer": "Bo"}) == {
        "points.Ana": "Ana has both points and cards: keep one and clear the other."}
    assert refused({"cards": {"Ana": [[1, 2, 3]]}, "points": {"Bo": 1},
                    "closer": "Bo"}) == {"points.Cy": "Enter a number for Cy."}
    assert refused({"closer": "Bo"}) == {f"points.{p}": f"Enter a number for {p}." for p in P3}


def test_cards_are_given_by_player_and_each_value_is_counted_across_the_round():
    assert refused({"cards": [[1, 2, 3]], "points": {"Ana": 0, "Bo": 1, "Cy": 1},
                    "closer": "Bo"}) == {"cards": "Give the cards of each player by name."}
    assert refused({"cards": {"Ana": [[0, 0, 0]] * 4, "Bo": [[0, 0, 0], [0, 1, 1]]},
                    "points": {"Cy": 1}, "closer": "Cy"}) == {
        "cards": "There are only 15 cards of 0 in Skyjo, and this round has 16."}


def test_refused_cards_do_not_also_ask_for_points():
    errors = refused({"cards": {"Ana": [[1, 2, 99]]}, "points": {"Bo": 1, "Cy": 2},
                      "closer": "Bo"})
    assert list(errors) == ["cards.Ana"]


def test_cards_of_someone_not_playing_are_refused():
    errors = refused({"cards": {"Zed": [[1, 2, 3]]}, "points": {"Ana": 0, "Bo": 1, "Cy": 2},
                      "closer": "Bo"})
    assert errors == {"cards": "Not players in this match: Zed."}


def test_the_stored_round_keeps_what_was_entered():
    match = table()
    raw = {"cards": {"Bo": [[7, 7, 7], [1, 2, 3]]}, "points": {"Ana": 4, "Cy": 9},
           "closer": "Ana"}
    clean, errors = parse_round(SKYJO, match, raw)
    assert errors == {} and clean == raw
    stored = to_seats(SKYJO, match.players, clean)
    assert stored["cards"] == {"1": [[7, 7, 7], [1, 2, 3]]}
    assert from_seats(SKYJO, match.players, stored) == raw


columns = st.lists(st.lists(st.integers(-2, 12), min_size=3, max_size=3), max_size=4)


@settings(max_examples=200, deadline=None)
@given(ana=columns, bo=columns)
def test_cards_count_as_their_typed_sum_would(ana, bo):
    """A round by cards scores as the same round typed as the sum of the columns kept."""
    def kept(cols):
        return sum(sum(c) for c in cols if len(set(c)) > 1)
    match = table(("Ana", "Bo"))
    by_cards, errors = parse_round(SKYJO, match, {"cards": {"Ana": ana, "Bo": bo},
                                                  "closer": "Ana"})
    if errors:  # only the deck can refuse these
        assert list(errors) == ["cards"]
        return
    typed = {"points": {"Ana": kept(ana), "Bo": kept(bo)}, "closer": "Ana"}
    assert (replay(SKYJO, match, [by_cards]).rounds[0].deltas
            == replay(SKYJO, match, [typed]).rounds[0].deltas)
