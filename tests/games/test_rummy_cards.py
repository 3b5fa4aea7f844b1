"""Indian Rummy by cards: the arrangement (games/indian_rummy/hand.arrange) and hands as round input."""

import pytest
from hypothesis import given, settings, strategies as st

from games import GAMES
from games.indian_rummy import hand as rummy_hand
from games.core import parse_round, replay, validate_new_match
from games.fields import Invalid
from games.indian_rummy.hand import (JOKER, Card, arrange, is_pure_sequence, is_sequence, is_set,
                              parse_cards, value)
from tests.games.test_rummy_hand import CROWDED, DECK, NARROW, brute_force, hands

RUMMY = GAMES.get("indian-rummy")
BO_27 = "3H 4H 5H 9C 10C JOKER 7S 7D 7H KC 2D 5S AH".split()
GOES_OUT = "AS 2S 3S 4H 5H 6H 7C 8C 9C 10D JD QD KD".split()
BO_81 = "3H 4H 5H 8S 8D 8C KD QS 2C 6D 9H JC AD".split()


def table(players=("Ana", "Bo", "Cy"), **house):
    match, errors = validate_new_match(RUMMY, list(players), house)
    assert not errors
    return match


# --- The arrangement ----------------------------------------------------------------------------

def test_the_arrangement_of_the_rules_examples():
    found = arrange(BO_27)
    assert (found.valid, found.deadwood) == (False, 27)
    assert sorted(map(str, found.counted)) == sorted(["K♣", "2♦", "5♠", "A♥"])
    assert len(found.melds) == 3 and "second sequence" in str(found.reason)
    found = arrange(BO_81)
    assert found.deadwood == 81 and found.melds == (parse_cards("3H 4H 5H"),)
    assert "no second sequence" in str(found.reason)


def test_a_hand_that_goes_out_has_every_card_in_a_meld():
    found = arrange(GOES_OUT)
    assert found.valid and found.deadwood == 0 and found.counted == ()
    assert str(found.reason).startswith("A winning hand")


def test_without_a_pure_sequence_every_card_counts():
    found = arrange("7S 7D 7H 9S 9D 9C JOKER 9H 10H KD QS 2C 4D")
    assert (found.deadwood, found.melds, len(found.counted)) == (93, (), 13)
    assert "no pure sequence" in str(found.reason)


def test_spare_jokers_join_a_sequence_so_the_hand_goes_out():
    found = arrange("3H 4H 5H 9C 10C JC 7S 7D 7H KC KD KS JOKER")
    assert found.valid and sum(m.count(JOKER) for m in found.melds) == 1


def check_arrangement(cards):
    found = arrange(cards)
    melded = [c for meld in found.melds for c in meld]
    assert sorted(melded + list(found.counted)) == sorted(cards)  # each card once
    assert all(is_set(m) or is_sequence(m) for m in found.melds)
    seqs = [m for m in found.melds if is_sequence(m)]
    if len(found.melds) >= 2:  # every meld exempt: a pure sequence and a second one
        assert any(is_pure_sequence(m) for m in seqs) and len(seqs) >= 2
    elif found.melds:
        assert is_pure_sequence(found.melds[0])
    assert found.deadwood == sum(value(c) for c in found.counted)
    return found


@settings(max_examples=120, deadline=None)
@given(st.one_of(hands(NARROW, 6), hands(NARROW, 8), hands(CROWDED, 7), hands(DECK, 7)))
def test_the_arrangement_agrees_with_trying_every_grouping(cards):
    found = check_arrangement(cards)
    assert (found.deadwood, found.valid) == brute_force(cards)


@settings(max_examples=150, deadline=None)
@given(st.one_of(hands(DECK, 13), hands(CROWDED, 13), hands(NARROW, 13)))
def test_thirteen_card_arrangements_are_real(cards):
    check_arrangement(cards)


# --- Hands as round input -----------------------------------------------------------------------

def test_a_round_entered_by_cards_keeps_the_cards_and_counts_them():
    raw = {"winner": "Ana", "hands": {"Bo": BO_27}, "deadwood": {"Cy": 10}}
    clean, errors = parse_round(RUMMY, table(), raw)
    assert errors == {}
    assert clean["hands"]["Bo"][:3] == ["3♥", "4♥", "5♥"] and clean["hands"]["Bo"][5] == "JOKER"
    result = replay(RUMMY, table(), [clean])
    assert result.rounds[0].deltas == {"Ana": 37, "Bo": -27, "Cy": -10}
    notes = [str(n) for n in result.rounds[0].notes]
    assert notes[0].startswith("Bo's cards: 3♥ 4♥ 5♥ · ") and "counted: K♣ 2♦ 5♠ A♥" in notes[0]
    assert notes[1] == "Bo has 27 deadwood points and loses 27."


def test_the_house_cap_applies_to_a_hand_counted_by_cards():
    clean, _ = parse_round(RUMMY, table(("Ana", "Bo"), deadwood_cap=80),
                           {"winner": "Ana", "hands": {"Bo": BO_81}})
    result = replay(RUMMY, table(("Ana", "Bo"), deadwood_cap=80), [clean])
    assert result.rounds[0].deltas == {"Ana": 80, "Bo": -80}


def two_of(card):
    return [card] + [c for c in GOES_OUT if c != "KD"]


@pytest.mark.parametrize("players, raw, key, words", [
    (("Ana", "Bo", "Cy"), {"Bo": GOES_OUT, "Cy": BO_27}, "hands.Cy",  # every card named
     "4♥, 5♥ & 9♣ are each entered more than once"),
    (("Ana", "Bo", "Cy"), {"Bo": ["JOKER"] * 2 + GOES_OUT[2:], "Cy": BO_27}, "hands.Cy",
     "holds 2 jokers with 3 players, but 3"),
    (("Ana", "Bo", "Cy", "Dee"), {"Bo": two_of("AS"), "Cy": BO_27}, None, None),
    (("Ana", "Bo", "Cy", "Dee"), {"Bo": two_of("AS"), "Cy": GOES_OUT}, "hands.Cy",
     "A♠ is entered 3 times"),
])
def test_the_decks_limit_the_cards_of_a_round(players, raw, key, words):
    typed = {p: 5 for p in players if p != "Ana" and p not in raw}
    clean, errors = parse_round(RUMMY, table(players), {"winner": "Ana", "hands": raw,
                                                         "deadwood": typed})
    if words is None:  # within the decks
        assert errors == {} and clean["hands"].keys() == raw.keys()
        return
    assert clean is None and key in errors and words in str(errors[key])


@pytest.mark.parametrize("cards, words", [
    ("AS AS AS 2H 2H 2H 3C 4C 5C 6C 7C 8C 9C", "each of A♠ & 2♥ more than twice"),
    ("AS AS AS 2H 3H 4H 3C 4C 5C 6C 7C 8C 9C", "A♠ 3 times"),
    ("JOKER " * 5 + "3C 4C 5C 6C 7C 8C 9C 10C", "4 jokers, and this hand has 5"),
])
def test_the_checker_names_every_card_beyond_two_decks(cards, words):
    with pytest.raises(Invalid) as refused:
        rummy_hand.check(cards.split())
    assert words in str(refused.value.message)


@pytest.mark.parametrize("hands, key, words", [
    ({"Bo": BO_27[:12]}, "hands.Bo", "has 12"),
    ({"Bo": BO_27[:12] + ["4X"]}, "hands.Bo", "“4X” is not a card"),
    ({"Bo": "3H 4H"}, "hands.Bo", "as a list of 13"),
    ({"Bo": BO_27, "Ana": GOES_OUT}, "hands.Ana", "won this round"),
    ({"Zed": BO_27}, "hands", "Not players"),
    ([BO_27], "hands", "each player"),
])
def test_bad_hands_are_refused_in_a_players_words(hands, key, words):
    clean, errors = parse_round(RUMMY, table(), {"winner": "Ana", "hands": hands,
                                                  "deadwood": {"Cy": 3}})
    assert clean is None and key in errors and words in str(errors[key])


def test_a_count_and_cards_for_one_player_are_refused():
    clean, errors = parse_round(RUMMY, table(), {"winner": "Ana", "hands": {"Bo": BO_27},
                                                  "deadwood": {"Bo": 27, "Cy": 3}})
    assert clean is None and "both a count and cards" in str(errors["deadwood.Bo"])


def test_a_loser_without_count_or_cards_is_asked_for_one():
    _, errors = parse_round(RUMMY, table(), {"winner": "Ana", "hands": {"Bo": BO_27}})
    assert set(errors) == {"deadwood.Cy"}


def test_two_decks_make_the_same_set_twice():
    # K♦ K♥ and a joker, twice (two decks); 7♣ and two jokers are the second sequence.
    found = arrange("2H 3H 4H KD KH KD KH 7C 7S JOKER JOKER JOKER JOKER")
    assert found.deadwood == 7 and list(map(str, found.counted)) == ["7♠"]


# --- What a round keeps: its hands' arrangements (games.core.Derive) -----------------------------

PLAYERS = ("Ana", "Bo", "Cy", "Dee")
TWO_DECKS = [rummy_hand.text(c) for c in DECK]  # 104 cards and 4 jokers


@st.composite
def carded_matches(draw):
    """A 4-player match of up to 6 rounds, some losers counted by cards: (table, clean rounds)."""
    rounds = []
    for _ in range(draw(st.integers(1, 6))):
        deck = draw(st.permutations(TWO_DECKS))
        winner, *losers = draw(st.permutations(PLAYERS))
        carded = losers[:draw(st.integers(0, 3))]
        rounds.append({"winner": winner,
                       "hands": {p: deck[13 * i:13 * i + 13] for i, p in enumerate(carded)},
                       "deadwood": {p: draw(st.integers(0, 130)) for p in losers[len(carded):]}})
    clean = [parse_round(RUMMY, table(PLAYERS, end_at=5000), r) for r in rounds]
    assert all(not errors for _, errors in clean)
    return table(PLAYERS, end_at=5000), [inp for inp, _ in clean]


@settings(max_examples=25, deadline=None)
@given(carded_matches())
def test_a_replay_from_the_kept_arrangements_is_the_replay_from_the_cards(match):
    match, rounds = match
    searched = replay(RUMMY, match, rounds)
    kept = [r.derived for r in searched.rounds]
    assert all((r.derived is None) == ("hands" not in r.input) for r in searched.rounds)
    assert replay(RUMMY, match, rounds, derived=kept) == searched
    stale = [k and {**k, "version": "another solver"} for k in kept]
    assert replay(RUMMY, match, rounds, derived=stale) == searched
    shifted = kept[1:] + kept[:1]  # each round given another round's hands: none serves
    assert scored(replay(RUMMY, match, rounds, derived=shifted)) == scored(searched)


def scored(standings):
    """The standings but for what each round derived."""
    return [r._replace(derived=None) for r in standings.rounds], standings.totals


def test_a_replay_from_kept_arrangements_searches_no_hand(monkeypatch):
    match = table(PLAYERS)
    rounds = [parse_round(RUMMY, match, {"winner": "Ana", "hands": {"Bo": BO_27, "Cy": GOES_OUT},
                                         "deadwood": {"Dee": 5}})[0]]
    kept = [r.derived for r in replay(RUMMY, match, rounds).rounds]
    monkeypatch.setattr(rummy_hand, "arrange", lambda cards: pytest.fail("searched"))
    assert replay(RUMMY, match, rounds, derived=kept).rounds[0].deltas["Bo"] == -27


def test_a_kept_arrangement_of_other_cards_is_refused():
    copy = rummy_hand.kept(arrange(BO_27))
    assert rummy_hand.rebuilt(BO_27, copy) == arrange(BO_27)
    assert rummy_hand.rebuilt(GOES_OUT, copy) is None
    assert rummy_hand.rebuilt(BO_27, {"melds": [], "why": "no such reason"}) is None


@settings(max_examples=120, deadline=None)
@given(st.one_of(hands(DECK, 13), hands(CROWDED, 13), hands(NARROW, 13)))
def test_an_arrangement_rebuilt_from_what_is_kept_is_the_arrangement(cards):
    found = arrange(cards)
    assert rummy_hand.rebuilt(cards, rummy_hand.kept(found)) == found
