"""Counting an Indian Rummy hand from its cards (games/indian_rummy/hand.py)."""

import sys

import pytest
from hypothesis import given, settings, strategies as st

from bench.rummy import WORST, forget
from games.indian_rummy.hand import (JOKER, SUITS, Card, arrange, can_go_out, deadwood,
                              is_impure_sequence, is_pure_sequence, is_sequence, is_set,
                              parse_card, parse_cards, value)

# --- Reading cards ------------------------------------------------------------------------------


@pytest.mark.parametrize("text, card", [
    ("3♥", Card(3, "H")), ("10♣", Card(10, "C")), ("K♦", Card(13, "D")), ("A♠", Card(1, "S")),
    ("3H", Card(3, "H")), ("10C", Card(10, "C")), ("KD", Card(13, "D")), ("AS", Card(1, "S")),
    ("as", Card(1, "S")), ("qh", Card(12, "H")), ("jd", Card(11, "D")), (" 7c ", Card(7, "C")),
    ("♥️", None), ("J♣", Card(11, "C")), ("5♡", Card(5, "H")), ("9♥\ufe0f", Card(9, "H")),
    ("JOKER", JOKER), ("joker", JOKER), ("🃏", JOKER),
])
def test_parse_card(text, card):
    if card is None:
        with pytest.raises(ValueError):
            parse_card(text)
    else:
        assert parse_card(text) == card


@pytest.mark.parametrize("text", ["", "1♥", "11C", "3X", "Z♠", "10", "♠", "JOKERS", "3♥4♥", None,
                                  7])
def test_bad_card_text_is_a_value_error_that_says_how_to_write_a_card(text):
    with pytest.raises(ValueError) as error:
        parse_card(text)
    assert "is not a card" in str(error.value)
    assert "10♣" in str(error.value)


def test_card_reads_back():
    assert [str(c) for c in parse_cards("10♣ KD as joker")] == ["10♣", "K♦", "A♠", "🃏"]


@pytest.mark.parametrize("text, expected", [
    ("3♥4♥5♥", ["3♥", "4♥", "5♥"]),
    ("3♥ 4♥, 5♥", ["3♥", "4♥", "5♥"]),
    ("Q♥-K♥-A♥", ["Q♥", "K♥", "A♥"]),
    ("10C10DJOKER", ["10♣", "10♦", "🃏"]),
    ("", []),
])
def test_parse_cards_from_text(text, expected):
    assert [str(c) for c in parse_cards(text)] == expected


def test_parse_cards_from_a_list_or_a_card():
    assert parse_cards(["3H", Card(4, "H"), "joker"]) == (Card(3, "H"), Card(4, "H"), JOKER)
    assert parse_cards(Card(4, "H")) == (Card(4, "H"),)


def test_parse_cards_names_the_bad_piece():
    with pytest.raises(ValueError, match="'4X' in '3♥ 4X 5♥' is not a card"):
        parse_cards("3♥ 4X 5♥")


@pytest.mark.parametrize("card, points", [
    ("A♠", 10), ("K♦", 10), ("Q♠", 10), ("J♣", 10), ("10♥", 10), ("9♥", 9), ("2♣", 2),
    ("JOKER", 0),
])
def test_card_values(card, points):
    assert value(card) == points


# --- Melds --------------------------------------------------------------------------------------


@pytest.mark.parametrize("cards, expected", [
    ("7♠ 7♦ 7♥", True),
    ("7♠ 7♦ 7♥ 7♣", True),
    ("7♠ 7♦", False),  # too few
    ("7♠ 7♦ 7♥ 7♣ 7♠", False),  # too many, and a suit twice
    ("7♠ 7♠ 7♦", False),  # the same card twice (two decks)
    ("7♠ 7♦ 8♥", False),
    ("7♠ 7♦ joker", True),  # a joker in a set
    ("7♠ joker joker", True),
    ("7♠ 7♦ 7♥ joker", True),
    ("7♠ 7♦ 7♥ 7♣ joker", False),
    ("joker joker joker", True),  # three jokers can stand for any three cards of one rank
])
def test_is_set(cards, expected):
    assert is_set(cards) is expected


@pytest.mark.parametrize("cards, expected", [
    ("3♥ 4♥ 5♥", True),
    ("5♥ 3♥ 4♥", True),  # in any order
    ("A♥ 2♥ 3♥", True),  # ace low
    ("Q♥ K♥ A♥", True),  # ace high
    ("J♥ Q♥ K♥ A♥", True),
    ("K♥ A♥ 2♥", False),  # no wrapping round the ace
    ("Q♥ K♥ A♥ 2♥", False),
    ("3♥ 4♥ 5♣", False),  # one suit only
    ("3♥ 4♥", False),
    ("3♥ 4♥ 6♥", False),
    ("3♥ 3♥ 4♥", False),  # the same rank twice
    ("3♥ 5♥ joker", True),  # the joker is the 4♥
    ("9♣ 10♣ joker", True),
    ("K♥ joker 2♥", False),  # the joker cannot make K-A-2
    ("A♥ 3♥ 5♥ joker joker", True),
    ("3♥ 7♥ joker joker", False),  # a gap of three needs three jokers
    ("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥", True),
    ("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ joker", False),  # fourteen is too long
    ("joker joker joker", True),
])
def test_is_sequence(cards, expected):
    assert is_sequence(cards) is expected


@pytest.mark.parametrize("cards, pure, impure", [
    ("3♥ 4♥ 5♥", True, False),
    ("3♥ 4♥ joker", False, True),
    ("3♥ 4♥ 6♣", False, False),
    ("7♠ 7♦ 7♥", False, False),
])
def test_pure_and_impure_sequences(cards, pure, impure):
    assert is_pure_sequence(cards) is pure
    assert is_impure_sequence(cards) is impure


# --- Going out ----------------------------------------------------------------------------------


@pytest.mark.parametrize("cards, expected", [
    # pure + impure + two sets
    ("3♥ 4♥ 5♥, 9♣ 10♣ joker, 7♠ 7♦ 7♥, K♣ K♦ K♠ K♥", True),
    # two pure sequences and a set of 4 + 3
    ("A♠ 2♠ 3♠, Q♦ K♦ A♦, 5♣ 5♦ 5♥ 5♠, 8♣ 8♦ 8♥", True),
    # one long pure sequence of 13: it splits into two sequences
    ("A♥ 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥", True),
    # all melded but only one sequence
    ("3♥ 4♥ 5♥, 7♠ 7♦ 7♥, K♣ K♦ K♠, 2♣ 2♦ 2♠ 2♥", False),
    # two sequences but none pure
    ("3♥ 4♥ joker, 9♣ 10♣ joker, 7♠ 7♦ 7♥, K♣ K♦ K♠ K♥", False),
    # one card left over
    ("3♥ 4♥ 5♥, 9♣ 10♣ joker, 7♠ 7♦ 7♥, K♣ K♦ K♠, 2♠", False),
    # a spare joker joins a meld
    ("3♥ 4♥ 5♥, 9♣ 10♣ J♣, 7♠ 7♦ 7♥, K♣ K♦ K♠, joker", True),
    ("", False),
])
def test_can_go_out(cards, expected):
    assert can_go_out(cards) is expected


# --- Deadwood -----------------------------------------------------------------------------------


@pytest.mark.parametrize("cards, expected", [
    # RULES.md: only the pure sequence is exempt, the set of 8s counts.
    ("3♥4♥5♥, 8♠8♦8♣, K♦ Q♠ 2♣ 6♦ 9♥ J♣ A♦", 81),
    # RULES.md: a pure and an impure sequence exempt the set of 7s too.
    ("3♥4♥5♥, 9♣10♣ joker, 7♠7♦7♥, K♣ 2♦ 5♠ A♥", 27),
    # only sets: all count
    ("7♠ 7♦ 7♥, 9♠ 9♦ 9♣, K♠ K♦ K♥ K♣, 2♣ 2♦ 2♥", 21 + 27 + 40 + 6),
    # no pure sequence, an impure one and sets: still all count (the FAQ example)
    ("7♠ 7♦ 7♥, 9♠ 9♦ 9♣, joker 9♥ 10♥, K♦ Q♠ 2♣ 4♦", 93),
    # a hand that can go out counts 0
    ("3♥ 4♥ 5♥, 9♣ 10♣ joker, 7♠ 7♦ 7♥, K♣ K♦ K♠ K♥", 0),
    # two pure sequences: sets are exempt, only 2♣ 6♦ count
    ("3♥4♥5♥, 9♠10♠J♠, 8♠8♦8♣, K♦ K♠ K♣, 2♣ 6♦", 8),
    # Q-K-A and A-2-3 as the two sequences
    ("Q♠ K♠ A♠, A♥ 2♥ 3♥, 4♣ 6♦ 8♠ 9♥ 10♣ J♦ 5♠", 4 + 6 + 8 + 9 + 10 + 10 + 5),
    # K-A-2 is no sequence: all 13 cards count
    ("K♠ A♠ 2♠, 4♣ 6♦ 8♠ 9♥ 10♣ J♦ 5♠ 3♦ 7♣ 3♥", 10 + 10 + 2 + 4 + 6 + 8 + 9 + 10 + 10 + 5
     + 3 + 7 + 3),
    # jokers alone count 0
    ("joker joker 2♣", 2),
])
def test_deadwood(cards, expected):
    assert deadwood(cards) == expected


def test_best_arrangement_is_chosen_when_cards_could_go_either_way():
    # 10♣ could finish the set 10♠ 10♦ or the sequence 8♣ 9♣. In the sequence, the hand has two
    # pure sequences and only 10♠ 10♦ K♦ count (30); in the set, 3♥4♥5♥ would be the only
    # sequence and all but it would count (57).
    assert deadwood("3♥ 4♥ 5♥ 8♣ 9♣ 10♣ 10♠ 10♦ K♦") == 30
    # 7♥ could end the sequence 3♥..6♥ or join 7♠ 7♦. In the set, 3♥..6♥ and 9♣10♣J♣ are two
    # sequences and only K♦ counts (10); in the sequence, 7♠ 7♦ would count too (24).
    assert deadwood("3♥ 4♥ 5♥ 6♥ 7♥ 7♠ 7♦ 9♣ 10♣ J♣ K♦") == 10


def test_joker_moves_to_where_it_saves_most():
    # The joker could make 2♠3♠ a sequence (saving 5) or K♠K♦ a set (saving 20). Here 9♣10♣J♣
    # is already a second sequence, so the set is exempt: the joker goes with the kings.
    assert deadwood("3♥ 4♥ 5♥, 9♣ 10♣ J♣, K♠ K♦ joker, 2♠ 3♠") == 5
    # Without 9♣10♣J♣, a set of kings would leave 3♥4♥5♥ the only sequence and all else would
    # count (25); the joker makes 2♠3♠ the second sequence instead and only the kings count.
    assert deadwood("3♥ 4♥ 5♥, K♠ K♦, 2♠ 3♠ joker") == 20


def test_deadwood_takes_cards_in_any_form():
    text = "3♥4♥5♥, 8♠8♦8♣, K♦ Q♠ 2♣ 6♦ 9♥ J♣ A♦"
    assert deadwood(parse_cards(text)) == deadwood(text.replace("♥", "H")) == 81


@pytest.mark.parametrize("hand", [
    "4♦ 8♠ 7♣ 7♦ 4♣ 8♦ 7♠ 4♥ 4♠ joker joker joker joker",
    "5♠ 5♦ 5♥ 6♠ 6♦ 6♥ 7♠ 7♦ 8♣ joker joker joker joker",
    "A♠ 2♠ 3♦ 4♦ 5♥ 6♥ 7♣ 8♣ 9♠ joker joker joker joker",
    "K♠ K♦ K♥ Q♠ Q♦ Q♥ J♠ J♦ 9♣ joker joker joker joker",
])
def test_thirteen_cards_with_four_jokers_take_a_bounded_search(hand):
    assert calls(hand) <= 6_000  # the search's work, counted: see `calls` below


# --- Properties ---------------------------------------------------------------------------------

DECK = [Card(rank, suit) for suit in SUITS for rank in range(1, 14)] * 2 + [JOKER] * 4
# A crowded corner of two decks, where melds overlap and the search has most choices.
CROWDED = [Card(rank, suit) for suit in SUITS for rank in (1, 2, 3, 4, 12, 13)] * 2 + [JOKER] * 4
# Narrower still, so that small hands often hold two sequences (and sometimes go out).
NARROW = [Card(rank, suit) for suit in "HS" for rank in (1, 2, 3, 4, 12, 13)] * 2 + [JOKER] * 4


def hands(pool, size):
    return st.lists(st.integers(0, len(pool) - 1), min_size=size, max_size=size,
                    unique=True).map(lambda picks: [pool[i] for i in picks])


def partitions(items):
    """Every way to split `items` into non-empty groups."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for smaller in partitions(rest):
        yield [[first], *smaller]
        for i in range(len(smaller)):
            yield [*smaller[:i], [first, *smaller[i]], *smaller[i + 1:]]


def brute_force(cards):
    """The rule read literally: try every grouping, each group a meld if it is one."""
    total = sum(value(c) for c in cards)
    kinds = {}  # group of card positions -> (is a meld, is a sequence, is pure, its value)
    best, out = total, False
    for groups in partitions(list(range(len(cards)))):
        melds, seqs, pure = [], 0, []
        for group in groups:
            key = tuple(group)
            if key not in kinds:
                held = [cards[i] for i in group]
                kinds[key] = (is_set(held) or is_sequence(held), is_sequence(held),
                              is_pure_sequence(held), sum(value(c) for c in held))
            meld, seq, is_pure, worth = kinds[key]
            if meld:
                melds.append(worth)
                seqs += seq
                if is_pure:
                    pure.append(worth)
        if pure and seqs >= 2:
            best = min(best, total - sum(melds))
            out = out or len(melds) == len(groups)
        elif pure:
            best = min(best, total - pure[0])
    return best, out


# Few ranks, every suit twice and the jokers: many ways to make sets, which the search prunes.
SETS = [Card(rank, suit) for suit in SUITS for rank in (10, 11, 12)] * 2 + [JOKER] * 4


@settings(max_examples=80, deadline=None)
@given(st.one_of(hands(NARROW, 6), hands(NARROW, 7), hands(NARROW, 8), hands(CROWDED, 7),
                 hands(DECK, 7), hands(SETS, 8)))
def test_deadwood_and_going_out_agree_with_trying_every_grouping(cards):
    assert (deadwood(cards), can_go_out(cards)) == brute_force(cards)


@settings(max_examples=80, deadline=None)
@given(st.one_of(hands(DECK, 13), hands(CROWDED, 13)))
def test_deadwood_is_between_zero_and_the_sum_of_the_cards(cards):
    assert 0 <= deadwood(cards) <= sum(value(c) for c in cards) <= 130


@settings(max_examples=60, deadline=None)
@given(st.one_of(hands(DECK, 13), hands(CROWDED, 13)), st.randoms(use_true_random=False))
def test_the_order_of_the_cards_does_not_matter(cards, random):
    shuffled = list(cards)
    random.shuffle(shuffled)
    assert deadwood(shuffled) == deadwood(cards)


@settings(max_examples=60, deadline=None)
@given(st.one_of(hands(DECK, 13), hands(CROWDED, 13)))
def test_thirteen_cards_count_zero_exactly_when_they_can_go_out(cards):
    assert (deadwood(cards) == 0) is can_go_out(cards)


# --- What the checker shows: what a joker stands for, the rule that refused --------------------

def stands(found, card: str):
    """What each card stands for in the meld holding `card`, as the checker shows it."""
    meld = next(m for m in found.shown if card in [c.text for c in m])
    return [(c.text, c.stands_for) for c in meld]


def test_a_joker_in_a_sequence_stands_for_the_card_of_its_place():
    # RULES.md's example: 9♣ 10♣ and a joker, the joker standing for J♣
    found = arrange("3H 4H 5H 9C 10C JOKER 7S 7D 7H KC 2D 5S AH")
    assert stands(found, "9♣") == [("9♣", None), ("10♣", None), ("🃏", "J♣")]


def test_a_joker_in_a_set_stands_for_a_suit_the_set_lacks():
    found = arrange("2H 3H 4H 5S 6S 7S 9C 9D JOKER KD QS 2C 4D")
    assert sorted(stands(found, "9♣")) == [("9♣", None), ("9♦", None), ("🃏", "9♠")]


def test_a_spare_joker_past_the_ace_high_stands_below_the_sequence():
    found = arrange("QS KS AS 2H 3H 4H 7C 7D JOKER 8S 8D 8C JOKER")
    assert found.valid
    laid = [stands(found, card) for card in ("A♠", "2♥")]
    assert all(is_sequence([text if s is None else s for text, s in meld]) for meld in laid)
    assert ("🃏", "J♠") in laid[0] or ("🃏", "5♥") in laid[1]


def test_k_a_2_counted_names_the_rule():
    found = arrange("3H 4H 5H KC AC 2C 7S 7D 7H 9D 9S 4D 6S")
    assert [str(m) for m in found.refused] == [
        "K♣ A♣ 2♣ is not a sequence: the ace is low (A-2-3) or high (Q-K-A), never both."]
    assert arrange("3H 4H 5H QC KC AC 7S 7D 7H 9D 9S 4D 6S").refused == ()


# --- The search's work, bounded ------------------------------------------------------------------
#
# Counted in Python calls with the memo tables empty: a deterministic stand-in for time (the
# bench times the same hands: bench/rummy.py).

ISSUE = "10♥ Q♣ 10♦ J♥ Q♦ J♠ J♦ JOKER Q♥ J♣ Q♠ JOKER Q♠"  # 11.2 ms, over 35,000 calls before


def calls(hand: str) -> int:
    """The Python calls (and calls of C functions) made counting `hand` from cold."""
    forget()
    made = 0

    def count(frame, event, arg):
        nonlocal made
        made += event in ("call", "c_call")
    sys.setprofile(count)
    try:
        arrange(hand)
    finally:
        sys.setprofile(None)
    return made


def test_the_issues_slowest_hand_takes_a_bounded_search():
    assert calls(ISSUE) <= 6_000


@pytest.mark.parametrize("hand", WORST.values(), ids=list(WORST))
def test_the_costliest_hands_found_take_a_bounded_search(hand):
    assert calls(hand) <= 12_000
