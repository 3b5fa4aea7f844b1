"""Counting an Indian Rummy hand from its cards, as in RULES.md § Indian Rummy.

The scorer itself (games/indian_rummy.py) takes deadwood as counted at the table; this module is for
counting it from the cards: reading card text, telling melds apart, and finding the loser's best
count. Pure Python, no game declaration here.

- A set is 3 or 4 cards of one rank in different suits (never the same card twice).
- A sequence is 3 or more consecutive cards of one suit: pure without a joker, impure with one.
  The ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 is not a sequence.
- A joker stands for any card. Our reading: so three jokers are a set or an (impure) sequence too;
  RULES.md and the seed text do not forbid it.
- Which cards count: with no pure sequence, all; with exactly one pure sequence and no other
  sequence, all but that pure sequence; with a pure sequence and another sequence, only the cards
  outside every sequence and set. `deadwood` takes the best arrangement for the loser.
"""

import re
from itertools import combinations
from typing import Iterable, NamedTuple

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


def parse_card(text) -> Card:
    """One card from text such as "3♥", "10♣", "KD", "as" or "JOKER"; ValueError if unreadable."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise ValueError(f"{text!r} is not a card: {HOW_TO_WRITE}.")
    match = CARD_RE.fullmatch(text.strip())
    if not match:
        raise ValueError(f"{text!r} is not a card: {HOW_TO_WRITE}.")
    return card_from_match(match)


def card_from_match(match: re.Match) -> Card:
    if match.group(1) is None:
        return JOKER
    return Card(RANK_NAMES[match.group(1).upper()], SUIT_NAMES[match.group(2).upper()])


def parse_cards(cards) -> tuple[Card, ...]:
    """Cards from text ("3♥4♥5♥ K♦", spaces and commas optional) or from a list of cards/texts."""
    if isinstance(cards, str):
        found, pos, text = [], 0, cards
        while pos < len(text):
            gap = SEPARATORS.match(text, pos)
            if gap:
                pos = gap.end()
                continue
            match = CARD_RE.match(text, pos)
            if not match:
                bad = SEPARATORS.split(text[pos:], maxsplit=1)[0]
                raise ValueError(f"{bad!r} in {text!r} is not a card: {HOW_TO_WRITE}.")
            found.append(card_from_match(match))
            pos = match.end()
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

NO_WAY = 10_000  # more than any hand counts: "this arrangement is impossible"
# A sequence of 6 or more splits into two of 3 or more: the same cards stay melded, there are more
# sequences, and a pure one splits into pure ones. So the search never needs longer ones.
LONGEST_SEARCHED = 5


def deadwood(cards) -> int:
    """The lowest count of the hand over every arrangement into disjoint melds.

    With no pure sequence everything counts; with one pure sequence and no other sequence all but
    it counts; with a pure sequence and another sequence only cards outside all melds count.
    """
    cards = parse_cards(cards)
    total = sum(value(c) for c in cards)
    counts, jokers = tally(cards)
    return min(total, total - best_pure_sequence(counts), best_unmelded(counts, jokers))


def can_go_out(cards) -> bool:
    """Every card in a meld, at least 2 sequences, at least one of them pure.

    Leftover jokers are never a problem: with two sequences in hand, a joker can always lengthen
    one of them (the impure one, or either when both are pure), so a count of 0 with every natural
    card melded is enough.
    """
    cards = parse_cards(cards)
    if not cards:
        return False
    counts, jokers = tally(cards)
    return best_unmelded(counts, jokers) == 0


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


def best_pure_sequence(counts: tuple[int, ...]) -> int:
    """The highest value of any one pure sequence in the hand (0 if there is none)."""
    best = 0
    for suit in SUITS:
        for start in range(1, 13):
            for end in range(start + 2, min(start + 12, 14) + 1):
                if all(counts[index(suit, r)] for r in range(start, end + 1)):
                    best = max(best, sum(card_value(index(suit, r)) for r in range(start, end + 1)))
    return best


def best_unmelded(counts: tuple[int, ...], jokers: int) -> int:
    """The lowest value of cards left outside melds, with at least 2 sequences, one pure.

    Takes the first card left: either it stays out of every meld (and counts), or it joins one of
    the sets or sequences it can be part of. Jokers left over count 0. `need_pure` and `need_seqs`
    are the melds still missing; NO_WAY when they cannot be made from what is left.
    """
    memo: dict = {}

    def search(counts: tuple[int, ...], jokers: int, need_pure: bool, need_seqs: int) -> int:
        key = (counts, jokers, need_pure, need_seqs)
        if key not in memo:
            memo[key] = search_once(counts, jokers, need_pure, need_seqs)
        return memo[key]

    def search_once(counts, jokers, need_pure, need_seqs) -> int:
        first = next((i for i, n in enumerate(counts) if n), None)
        if first is None:
            enough = not need_pure and jokers // 3 >= need_seqs  # three jokers make a sequence
            return 0 if enough else NO_WAY
        rest = list(counts)
        rest[first] -= 1
        best = card_value(first) + search(tuple(rest), jokers, need_pure, need_seqs)
        for used, jokers_used, is_seq in melds_with(first, rest, jokers):
            if best == 0:
                break
            left = list(rest)
            for i in used:
                left[i] -= 1
            pure = is_seq and jokers_used == 0
            best = min(best, search(tuple(left), jokers - jokers_used, need_pure and not pure,
                                    max(0, need_seqs - is_seq)))
        return best

    if not best_pure_sequence(counts):
        return NO_WAY  # no pure sequence anywhere: no need to search
    return search(counts, jokers, True, 2)


def melds_with(first: int, rest: list[int], jokers: int):
    """Every meld holding card `first`: (other natural cards used, jokers used, is a sequence)."""
    suit, rank = divmod(first, 13)
    rank += 1
    # Sets: other suits of the same rank, plus jokers, 3 or 4 cards in all.
    others = [s * 13 + rank - 1 for s in range(4) if s != suit and rest[s * 13 + rank - 1]]
    for mask in range(1 << len(others)):
        chosen = [others[b] for b in range(len(others)) if mask >> b & 1]
        for size in (3, 4):
            need = size - 1 - len(chosen)
            if 0 <= need <= jokers:
                yield chosen, need, False
    # Sequences: windows of positions 1..14 (14 = ace high) holding this card's position.
    for pos in ((1, 14) if rank == 1 else (rank,)):
        for length in range(3, LONGEST_SEARCHED + 1):
            for start in range(max(1, pos - length + 1), min(pos, 14 - length + 1) + 1):
                others = [suit * 13 + (p - 1) % 13 for p in range(start, start + length)
                          if p != pos]
                yield from fill(others, rest, jokers)


def fill(others: list[int], rest: list[int], jokers: int):
    """Each way to fill the other places of a sequence: a joker where the card is not held, and
    optionally a joker instead of a held card (which may then serve in another meld)."""
    held = [i for i in others if rest[i]]
    missing = len(others) - len(held)
    for spare in range(min(jokers - missing, len(held)) + 1):
        for replaced in combinations(held, spare):
            yield [i for i in held if i not in replaced], missing + spare, True
