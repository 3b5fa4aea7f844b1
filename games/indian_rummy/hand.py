"""Counting an Indian Rummy hand from its cards, as in RULES.md § Indian Rummy and § Entering by
cards (source: seeds/003, novelgames' Spanish rule text).

The scorer (games/indian_rummy/rules.py) takes deadwood as counted at the table or a loser's 13 cards;
this module reads card text, tells melds apart, and finds the loser's best arrangement
(`arrange`: can it go out, the count, the melds used, the cards counted, and why). Pure Python.

- A set is 3 or 4 cards of one rank in different suits (never the same card twice).
- A sequence is 3 or more consecutive cards of one suit: pure without a joker, impure with one.
  The ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 is not a sequence.
- A joker stands for any card. Our reading: so three jokers are a set or an (impure) sequence too;
  RULES.md and the seed text do not forbid it. The checker shows each joker with the card it
  stands for where the meld lays it (in a set, the first suit the set lacks); jokers alone stand
  for no card in particular.
- Counted cards that would be a sequence but for "K-A-2 is not" are named with that rule.
- Which cards count: with no pure sequence, all; with exactly one pure sequence and no other
  sequence, all but that pure sequence; with a pure sequence and another sequence, only the cards
  outside every sequence and set. The arrangement taken is the one that counts least.
- Decks: 2 or 3 players one deck with 2 jokers, 4 players two decks with 4 (the round's checks).

Where the seed text and RULES.md differ (RULES.md wins):
- The seed says a set is "3 or more" cards of one rank in different suits: the same as RULES.md's
  3 or 4, as there are four suits.
- The seed says that with 1 pure sequence its cards do not count, without saying "and no other
  sequence"; read with its next sentence (a pure and another sequence exempt sets too) it is
  RULES.md's rule.
- The seed says "a single card cannot complete more than one pattern": each card is in one meld,
  here as in RULES.md.
"""

import hashlib
import re
from collections import Counter
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from pathlib import Path
from typing import Iterable, NamedTuple

from games.fields import Invalid
from games.text import Msg, N_, Shown

SUITS = "SHDC"  # spades, hearts, diamonds, clubs: the internal order of suits
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C",
              "S": "S", "H": "H", "D": "D", "C": "C"}
RANK_NAMES = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(n): n for n in range(2, 11)}}
RANK_TEXT = {rank: text for text, rank in RANK_NAMES.items()}
HOW_TO_WRITE = ("write a rank (A, 2 to 10, J, Q, K) then a suit (♠ ♥ ♦ ♣ or S H D C), "
                "like 10♣ or 10C, or JOKER")


class Card(NamedTuple):
    """A card: rank 1 (ace) to 13 (king) and suit letter, or the joker (rank 0, no suit)."""

    rank: int
    suit: str

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    def __str__(self) -> str:
        return "🃏" if self.is_joker else RANK_TEXT[self.rank] + SUIT_SYMBOLS[self.suit]


JOKER = Card(0, "")

# One card written out: a joker word, or a rank followed by a suit (10 before 1-digit ranks).
CARD_RE = re.compile(r"JOKER|🃏|(10|[2-9AJQK])([♠♥♦♣♤♡♢♧SHDC])\ufe0f?", re.IGNORECASE)
SEPARATORS = re.compile(r"[\s,;\-]+")
# The same, as JSON Schema writes it (ECMA regex: no inline flags, so both cases spelt out).
CARD_PATTERN = ("^(?:[Jj][Oo][Kk][Ee][Rr]|\U0001F0CF|(?:10|[2-9AaJjQqKk])[♠♥♦♣♤♡♢♧SsHhDdCc]"
                "\uFE0F?)$")


def parse_card(text) -> Card:
    """One card from text such as "3♥", "10♣", "KD", "as" or "JOKER"; ValueError if unreadable."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise ValueError(f"{text!r} is not a card: {HOW_TO_WRITE}.")
    return read_card(text)


@lru_cache(maxsize=512)  # a replay reads the same few card texts thousands of times
def read_card(text: str) -> Card:
    match = CARD_RE.fullmatch(text.strip())
    if not match:
        raise ValueError(f"{text!r} is not a card: {HOW_TO_WRITE}.")
    return card_from_match(match)


def card_from_match(match: re.Match) -> Card:
    if match.group(1) is None:
        return JOKER
    return Card(RANK_NAMES[match.group(1).upper()], SUIT_NAMES[match.group(2).upper()])


def pieces(text: str) -> list[str]:
    """Text cut into the pieces that should each be a card ("10♣10D joker" -> three): a card
    where one is written, else what runs to the next space or comma."""
    out, pos = [], 0
    while pos < len(text):
        gap = SEPARATORS.match(text, pos)
        if gap:
            pos = gap.end()
            continue
        match = CARD_RE.match(text, pos)
        piece = match.group(0) if match else SEPARATORS.split(text[pos:], maxsplit=1)[0]
        out.append(piece)
        pos += len(piece)
    return out


def parse_cards(cards) -> tuple[Card, ...]:
    """Cards from text ("3♥4♥5♥ K♦", spaces and commas optional) or from a list of cards/texts."""
    if isinstance(cards, str):
        found = []
        for piece in pieces(cards):
            match = CARD_RE.fullmatch(piece)
            if not match:
                raise ValueError(f"{piece!r} in {cards!r} is not a card: {HOW_TO_WRITE}.")
            found.append(card_from_match(match))
        return tuple(found)
    if isinstance(cards, Card):
        return (cards,)
    return tuple(parse_card(card) for card in cards)


def value(card) -> int:
    """Deadwood value: A, K, Q, J count 10; 2 to 10 their face value; the joker 0."""
    card = parse_card(card)
    if card.is_joker:
        return 0
    return 10 if card.rank in (1, 11, 12, 13) else card.rank


# --- Melds --------------------------------------------------------------------------------------

def is_set(cards) -> bool:
    """3 or 4 cards of one rank in different suits; jokers stand for the missing ones."""
    cards = parse_cards(cards)
    naturals = [c for c in cards if not c.is_joker]
    return (3 <= len(cards) <= 4
            and len({c.rank for c in naturals}) <= 1
            and len({c.suit for c in naturals}) == len(naturals))


def is_sequence(cards) -> bool:
    """3 or more consecutive cards of one suit (ace low or high, not both), jokers filling gaps."""
    cards = parse_cards(cards)
    naturals = [c for c in cards if not c.is_joker]
    if not 3 <= len(cards) <= 13 or len({c.suit for c in naturals}) > 1:
        return False
    if len({c.rank for c in naturals}) < len(naturals):
        return False  # the same rank twice cannot be consecutive
    if not naturals:
        return True
    for ace in (1, 14):  # ace low (A-2-3) or ace high (Q-K-A)
        positions = [ace if c.rank == 1 else c.rank for c in naturals]
        if max(positions) - min(positions) < len(cards):
            return True
    return False


def is_pure_sequence(cards) -> bool:
    """A sequence without a joker."""
    cards = parse_cards(cards)
    return is_sequence(cards) and JOKER not in cards


def is_impure_sequence(cards) -> bool:
    """A sequence with at least one joker."""
    cards = parse_cards(cards)
    return is_sequence(cards) and JOKER in cards


# --- Counting a hand ----------------------------------------------------------------------------
#
# `arrange` finds the least count and how it is reached: the melds used and the cards counted.
# The search is split. The sets are chosen first: only sets of 2 or more natural cards matter,
# since one card and two jokers make a sequence as well and a sequence is worth more. Then each
# suit's sequences are found on their own (memoised, as the same holding of one suit recurs), and
# the suits are combined keeping, per number of jokers used and kind of sequences made, the
# least count. Two decks allow hundreds of choices of sets; a choice that cannot count less
# than the best so far (its `floor`, from each suit's memoised least count) is not combined.

# A sequence of 6 or more splits into two of 3 or more: the same cards stay melded, there are more
# sequences, and a pure one splits into pure ones. So the search never needs longer ones.
LONGEST_SEARCHED = 5


class Arrangement(NamedTuple):
    """A hand counted for its holder as a loser, and how the count is reached."""

    valid: bool                           # the hand can go out
    deadwood: int                         # what it counts as a loser's hand (0 when valid)
    melds: tuple[tuple[Card, ...], ...]   # the melds exempt from the count
    counted: tuple[Card, ...]             # the cards that count
    reason: Msg

    @property
    def shown(self) -> tuple[tuple[Shown, ...], ...]:
        """The melds as the checker shows them: each joker with the card it stands for."""
        return tuple(tuple(Shown(str(card), "joker" if card.is_joker else card.suit,
                                 str(stands) if stands else None)
                           for card, stands in zip(meld, laid(meld))) for meld in self.melds)

    @property
    def refused(self) -> tuple[Msg, ...]:
        """Counted K, A and 2 of one suit: a sequence but for the rule that the ace is low or
        high, never both."""
        wrapping = [[Card(rank, suit) for rank in (13, 1, 2)] for suit in SUITS]
        return tuple(Msg(NOT_A_SEQUENCE, cards=" ".join(map(str, cards))) for cards in wrapping
                     if set(cards) <= set(self.counted))


REASONS = {
    "valid": N_("A winning hand: every card is in a set or a sequence, with at least two "
                "sequences and at least one of them pure."),
    "no-pure": N_("Not a winning hand: there is no pure sequence (one without a joker), so "
                  "every card counts, even in sets."),
    "one-pure": N_("Not a winning hand: there is a pure sequence but no second sequence, so "
                   "every card but the pure sequence counts."),
    "pure-better": N_("Not a winning hand: every card but the pure sequence counts, which is "
                      "less than any arrangement with a second sequence leaves."),
    "melded": N_("Not a winning hand: it has a pure sequence and a second sequence, so only the "
                 "cards outside every set and sequence count."),
}


# TRANSLATORS: %(cards)s is three cards such as K♣ A♣ 2♣; A-2-3, Q-K-A are ace, 2, 3 and queen,
# king, ace, written as in the cards.
NOT_A_SEQUENCE = N_("%(cards)s is not a sequence: the ace is low (A-2-3) or high (Q-K-A), never "
                    "both.")


def laid(meld) -> tuple[Card | None, ...]:
    """What each card of a meld stands for as the meld lays it out (None: itself, and for a meld
    of jokers alone): in a set a joker is the first suit the set lacks; in a sequence, whose
    cards are in order, the card of its place."""
    naturals = [c for c in meld if not c.is_joker]
    if len(naturals) > 1 and len({c.rank for c in naturals}) == 1:  # a set (2 cards and more)
        lacking = iter([s for s in SUITS if s not in {c.suit for c in naturals}])
        return tuple(Card(naturals[0].rank, next(lacking)) if c.is_joker else None for c in meld)
    start = sequence_start(meld)
    if start is None:
        return (None,) * len(meld)
    return tuple(Card((start + i - 1) % 13 + 1, naturals[0].suit) if c.is_joker else None
                 for i, c in enumerate(meld))


def sequence_start(meld) -> int | None:
    """Where a sequence laid out in order starts (1 to 12; the ace high is 14), or None."""
    for ace in (1, 14):
        starts = {(ace if c.rank == 1 else c.rank) - i for i, c in enumerate(meld)
                  if not c.is_joker}
        if len(starts) == 1 and 1 <= (start := starts.pop()) <= 15 - len(meld):
            return start
    return None


def deadwood(cards) -> int:
    """The lowest count of the hand over every arrangement into disjoint melds.

    With no pure sequence everything counts; with one pure sequence and no other sequence all but
    it counts; with a pure sequence and another sequence only cards outside all melds count.
    """
    return arrange(cards).deadwood


def can_go_out(cards) -> bool:
    """Every card in a meld, at least 2 sequences, at least one of them pure."""
    return arrange(cards).valid


def arrange(cards) -> Arrangement:
    """The best arrangement of a hand for its holder as a loser: the least count.

    Leftover jokers join a sequence (with two sequences in hand a joker can always lengthen one
    and keep one pure), so a hand with every natural card melded can go out.
    """
    cards = parse_cards(cards)
    total = sum(value(c) for c in cards)
    pure = best_pure(cards)
    found = best_melds(tuple(sorted(cards))) if pure else None  # melds need a pure sequence
    options = [(total, "no-pure", ())]
    if pure:
        options.append((total - sum(value(c) for c in pure), "one-pure", (pure,)))
    if found is not None:
        options.append((found[0], "melded", found[1]))
    count, why, melds = min(options, key=lambda option: (option[0], -len(option[2])))
    if why == "melded":
        melds = with_spare_jokers(melds, cards.count(JOKER))
        why = "valid" if count == 0 and cards else why
    elif why == "one-pure" and found is not None:
        why = "pure-better"
    return Arrangement(why == "valid", count, melds, leftover(cards, melds), Msg(REASONS[why]))


# Tags the arrangements kept with stored rounds (`kept`): any change to this file makes them
# stale, so that they are searched again rather than trusted.
VERSION = hashlib.sha256(Path(__file__).read_bytes()).hexdigest()[:16]
WHY = {text: why for why, text in REASONS.items()}


def kept(found: Arrangement) -> dict:
    """What a stored round keeps of an arrangement: enough to rebuild it without a search."""
    return {"melds": [[text(c) for c in meld] for meld in found.melds],
            "why": WHY[found.reason.text]}


def rebuilt(cards, copy) -> Arrangement | None:
    """The arrangement `kept` made of these cards, or None if `copy` is not one of them (the
    counted cards are what the melds leave, and they add up to the count)."""
    try:
        cards = parse_cards(cards)
        melds = tuple(parse_cards(meld) for meld in copy["melds"])
        counted, reason = leftover(cards, melds), REASONS[copy["why"]]
    except (KeyError, TypeError, ValueError):
        return None
    return Arrangement(copy["why"] == "valid", sum(value(c) for c in counted), melds, counted,
                       Msg(reason))


def leftover(cards, melds) -> tuple[Card, ...]:
    """The cards outside the melds, in the order they were given."""
    rest = list(cards)
    for meld in melds:
        for card in meld:
            rest.remove(card)
    return tuple(rest)


def with_spare_jokers(melds, jokers: int):
    """The melds with every joker of the hand in one: the spare ones lengthen a sequence that
    may be impure (an impure one, or one of two pure ones)."""
    spare = jokers - sum(meld.count(JOKER) for meld in melds)
    if spare <= 0:
        return melds
    seqs = [i for i, meld in enumerate(melds) if is_sequence(meld)]
    impure = [i for i in seqs if JOKER in melds[i]]
    i = (impure or seqs)[-1]
    longer = melds[i] + (JOKER,) * spare
    if sequence_start(longer) is None and any(not c.is_joker for c in longer):
        longer = (JOKER,) * spare + melds[i]  # past the ace high: they stand below its start
    return (*melds[:i], longer, *melds[i + 1:])


def best_pure(cards) -> tuple[Card, ...]:
    """The pure sequence worth most in the hand (empty if there is none)."""
    held = {c for c in cards if not c.is_joker}
    best, worth = (), 0
    for suit in SUITS:
        for start in range(1, 13):
            run = []
            for pos in range(start, 15):
                card = Card((pos - 1) % 13 + 1, suit)
                if card not in held or (pos == 14 and start == 1):
                    break
                run.append(card)
                if len(run) >= 3 and sum(value(c) for c in run) > worth:
                    best, worth = tuple(run), sum(value(c) for c in run)
    return best


def tally(cards: Iterable[Card]) -> tuple[tuple[int, ...], int]:
    """How many of each of the 52 cards (index suit * 13 + rank - 1), and how many jokers."""
    counts = [0] * 52
    jokers = 0
    for card in cards:
        if card.is_joker:
            jokers += 1
        else:
            counts[index(card.suit, card.rank)] += 1
    return tuple(counts), jokers


def index(suit: str, rank: int) -> int:
    return SUITS.index(suit) * 13 + (rank - 1) % 13  # rank 14 is the ace played high


def card_value(i: int) -> int:
    rank = i % 13 + 1
    return 10 if rank in (1, 11, 12, 13) else rank


@lru_cache(maxsize=4096)
def best_melds(key: tuple[Card, ...]):
    """(count, melds) of the least count with a pure sequence and a second sequence, or None
    when the hand has no such arrangement. `key`: the hand sorted (so it can be memoised).

    Every choice of sets is tried, rank by rank (the first choice that counts least wins), but a
    choice whose `floor` is no lower than the best so far is left out: it could not replace it."""
    counts, jokers = tally(key)
    choices = [(rank, options) for rank in range(1, 14)
               if len(options := rank_sets(counts, rank, jokers)) > 1]
    ranks = [[(sets, extra, [index(c.suit, c.rank) for meld in sets for c in meld
                             if not c.is_joker]) for sets, extra in options]
             for _, options in choices]
    best = None

    def visit(i, rest, left, sets):
        nonlocal best
        last = i == len(ranks)
        # Bounded from the last rank on: with more ranks open the floor is seldom high enough
        # to leave anything out, and costs a suit's count for each way sets may take from it.
        if best is not None and (best[0] == 0 or i >= len(ranks) - 1 and floor(
                rest, left, 0 if last else 1 << (choices[i][0] - 1)) >= best[0]):
            return
        if last:
            found = combine_suits(rest, left)
            if found is not None and (best is None or found[0] < best[0]):
                best = (found[0], (*found[1], *sets))
            return
        for more, extra, taken in ranks[i]:
            if extra <= left:
                after = list(rest)
                for at in taken:
                    after[at] -= 1
                visit(i + 1, after, left - extra, (*sets, *more))

    visit(0, list(counts), jokers, ())
    return best


def floor(counts, jokers: int, open_ranks: int) -> int:
    """No choice of the sets still open can count less: each suit's least count for each number
    of jokers, whichever cards of the open ranks (a bit a rank) sets take out of it, no sequence
    needed; the suits' jokers adding up to at most `jokers`."""
    return cheapest(cheapest(suit_floor(tuple(counts[:13]), jokers, open_ranks),
                             suit_floor(tuple(counts[13:26]), jokers, open_ranks)),
                    cheapest(suit_floor(tuple(counts[26:39]), jokers, open_ranks),
                             suit_floor(tuple(counts[39:]), jokers, open_ranks)))[-1]


@lru_cache(maxsize=4096)
def cheapest(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    """The least of two suits' counts together with at most 0, 1, ... jokers in all."""
    return tuple(min(a[i] + b[j - i] for i in range(j + 1)) for j in range(len(a)))


@lru_cache(maxsize=16384)
def suit_floor(counts: tuple[int, ...], jokers: int, open_ranks: int) -> tuple[int, ...]:
    """One suit's least count with at most 0, 1, ... `jokers` jokers, whichever of its cards of
    the open ranks sets take (see `floor`)."""
    rank = next((r for r, n in enumerate(counts) if n and open_ranks >> r & 1), None)
    if rank is None:
        ways = suit_sequences(counts, jokers)
        return tuple(min(count for (j, _, _), (count, _) in ways.items() if j <= most)
                     for most in range(jokers + 1))
    rest, floors = list(counts), []
    for _ in range(counts[rank] + 1):  # sets take none of these cards, one, or both copies
        floors.append(suit_floor(tuple(rest), jokers, open_ranks & ~(1 << rank)))
        rest[rank] -= 1
    return tuple(map(min, *floors))


def rank_sets(counts, rank: int, jokers: int):
    """The ways to make sets of one rank with at most `jokers` jokers: none, one, or (two decks)
    two. A set is 3 or 4 cards of different suits, or 2 and a joker. Two ways that take the same
    cards and jokers out leave the same hand, so only the first of them is kept."""
    held = [s for s in range(4) if counts[s * 13 + rank - 1]]
    twice = sum(1 << s for s in held if counts[s * 13 + rank - 1] > 1)
    singles = [(suits, sum(1 << s for s in suits), int(size == 2)) for size in (2, 3, 4)
               if size > 2 or jokers for suits in combinations(held, size)]
    options = [((), 0)] + [((meld(rank, suits, joker),), joker) for suits, _, joker in singles]
    seen = set()
    for (a, ma, ja), (b, mb, jb) in combinations_with_replacement(singles, 2):  # two decks
        taken = (ma | mb, ma & mb, ja + jb)  # the suits taken, those taken twice, the jokers
        if ja + jb <= jokers and not ma & mb & ~twice and taken not in seen:
            seen.add(taken)
            options.append(((meld(rank, a, ja), meld(rank, b, jb)), ja + jb))
    return options


def meld(rank: int, suits, joker: int) -> tuple[Card, ...]:
    return tuple(Card(rank, SUITS[s]) for s in suits) + (JOKER,) * joker


def combine_suits(counts, jokers: int):
    """(count, sequences) of the least count of the four suits' cards, their sequences holding
    a pure one and at least two in all with at most `jokers`; None if there is no such way.
    Three spare jokers are a sequence too (our reading: RULES.md does not forbid it)."""
    table = {(0, False, 0): (0, ())}  # (jokers used, a pure one, sequences up to 2) -> best
    for s, suit in enumerate(SUITS):
        merged = {}
        ways = suit_sequences(tuple(counts[s * 13:s * 13 + 13]), jokers)
        for (j1, p1, n1), (c1, m1) in table.items():
            for (j2, p2, n2), (c2, m2) in ways.items():
                state = (j1 + j2, p1 or p2, min(2, n1 + n2))
                if j1 + j2 <= jokers and (state not in merged or c1 + c2 < merged[state][0]):
                    merged[state] = (c1 + c2, (*m1, *(as_cards(suit, m) for m in m2)))
        table = pareto(merged)
    done = [(c, j, m) for (j, pure, n), (c, m) in table.items() if pure and n == 2]
    done += [(c, j + 3, (*m, (JOKER,) * 3)) for (j, pure, n), (c, m) in table.items()
             if pure and n == 1 and jokers - j >= 3]
    if not done:
        return None
    count, _, melds = min(done, key=lambda found: found[:2])  # fewest jokers among the least
    return count, melds


def pareto(table: dict) -> dict:
    """The states worth keeping: none that another beats or equals in every way (no more
    jokers used, a pure one if it has one, as many sequences, a count as low)."""
    return {state: found for state, found in table.items()
            if not any(other != state and other[0] <= state[0] and other[1] >= state[1]
                       and other[2] >= state[2] and table[other][0] <= found[0]
                       for other in table)}


def as_cards(suit: str, positions) -> tuple[Card, ...]:
    """A sequence's positions (14 is the ace high, 0 a joker) as cards."""
    return tuple(JOKER if p == 0 else Card((p - 1) % 13 + 1, suit) for p in positions)


@lru_cache(maxsize=16384)
def suit_sequences(counts: tuple[int, ...], jokers: int) -> dict:
    """One suit's cards (how many of each rank) in sequences using at most `jokers`: per (jokers
    used, a pure one among them, how many up to 2), the least count of the suit's cards left
    out, and the sequences as positions. Takes the lowest card: it counts, or it is the lowest
    card of a sequence (the ace also as the highest)."""
    first = next((r for r, n in enumerate(counts) if n), None)
    if first is None:
        return {(0, False, 0): (0, ())}
    rest = list(counts)
    rest[first] -= 1
    out = {state: (count + card_value(first), melds)
           for state, (count, melds) in suit_sequences(tuple(rest), jokers).items()}
    for positions, used in sequences_from(first + 1, rest, jokers):
        left, lowest = list(rest), positions_of(first + 1, positions)
        for p in positions:
            if p and p != lowest:
                left[(p - 1) % 13] -= 1
        for (j, pure, n), (count, melds) in suit_sequences(tuple(left), jokers - used).items():
            state = (j + used, pure or used == 0, min(2, n + 1))
            if state not in out or count < out[state][0]:
                out[state] = (count, (positions, *melds))
    return pareto(out)


def positions_of(rank: int, positions) -> int:
    """Where the lowest card stands in a sequence: the ace at 1 or 14, others at their rank."""
    return 14 if rank == 1 and 14 in positions else rank


def sequences_from(rank: int, rest: list[int], jokers: int):
    """Sequences holding this card and otherwise only higher ones (the ace low or high): (their
    positions in order, 0 where a joker stands, jokers used). A joker may also stand in for a
    card held, which then serves elsewhere. Only sequences that nothing shorter does as well:
    one longer than 3 ends in a card held at both ends (a joker at an end could be left out and
    spare), and one of 3 starts at this card where it can (a joker below it is a joker above)."""
    for pos in ((1, 14) if rank == 1 else (rank,)):
        for length in range(3, LONGEST_SEARCHED + 1):
            if pos == 14:
                window = range(15 - length, 15)  # the ace high ends its sequence
            else:
                start = min(pos, 15 - length)
                if start != pos and length > 3:
                    break
                window = range(start, start + length)
            far = window[0] if pos == 14 else window[-1]
            held = [p for p in window if p != pos and rest[(p - 1) % 13]]
            if length > 3 and far not in held:
                continue
            missing = length - 1 - len(held)
            for spare in range(max(0, min(jokers - missing, len(held))) + 1):
                if missing + spare > jokers:
                    break
                if missing == 0 and spare == 1:
                    continue  # dominated: the held card here, the joker where it went
                for replaced in combinations(held, spare):
                    if length > 3 and far in replaced:
                        continue
                    yield (tuple(p if p == pos or p in held and p not in replaced else 0
                                 for p in window), missing + spare)


# --- A hand as entered (a round's hands, the hand checker) ------------------------------------

HAND_SIZE = 13
MAX_TEXT = 400  # what a box of 13 cards may hold, spaces and commas included
UNREADABLE = N_("“%(card)s” is not a card: write a rank (A, 2 to 10, J, Q, K) then a suit (♠ ♥ ♦ "
                "♣ or S H D C), like 10♣ or 10C, or JOKER.")


def card_texts(text: str) -> list[str]:
    """A box's text (at most MAX_TEXT of it) cut into the pieces that should each be a card."""
    return pieces(text[:MAX_TEXT])


def read_hand(raw) -> tuple[Card, ...]:
    """13 cards from a list of card texts; Invalid (in a player's words) otherwise."""
    if not isinstance(raw, list) or not all(isinstance(c, str) for c in raw):
        raise Invalid(Msg(N_("Enter the cards as a list of 13, like 10♣ or JOKER.")))
    for piece in raw:
        if not CARD_RE.fullmatch(piece):
            raise Invalid(Msg(UNREADABLE, card=piece[:20]))
    if len(raw) != HAND_SIZE:
        raise Invalid(Msg(N_("A hand has 13 cards; this one has %(n)s."), n=len(raw)))
    return parse_cards(raw)


def text(card: Card) -> str:
    """A card as the API and the stored round write it: 10♣, or JOKER."""
    return "JOKER" if card.is_joker else str(card)


def over_the_deck(hands, decks: int):
    """Every card that the (name, cards) hands together hold more often than `decks` decks do
    (2 jokers a deck), as (the first hand that goes over, {card: how many} in the order
    entered), or None."""
    def over(seen: Counter) -> dict:
        return {card: n for card, n in seen.items() if n > (2 * decks if card.is_joker else decks)}

    hands = list(hands)
    everything = over(Counter(card for _, cards in hands for card in cards))
    seen = Counter()
    for name, cards in hands if everything else ():
        seen.update(cards)
        if over(seen):
            return name, everything
    return None


def check(raw) -> Arrangement:
    """The hand checker: 13 cards that two decks can hold (2 of a card, 4 jokers), arranged;
    Invalid otherwise."""
    cards = read_hand(raw)
    found = over_the_deck([(None, cards)], decks=2)
    if found:
        twice = [(str(card), n) for card, n in found[1].items() if not card.is_joker]
        if JOKER in found[1]:  # said first, as in a round (games/indian_rummy/rules.py)
            raise Invalid(Msg(N_("Two decks hold 4 jokers, and this hand has %(n)s."),
                              n=found[1][JOKER]))
        if len(twice) == 1:
            raise Invalid(Msg(N_("Two decks hold each card twice, and this hand has %(card)s "
                                 "%(n)s times."), card=twice[0][0], n=twice[0][1]))
        raise Invalid(Msg(N_("Two decks hold each card twice, and this hand has each of "
                             "%(cards)s more than twice."), cards=tuple(c for c, _ in twice)))
    return arrange(cards)
