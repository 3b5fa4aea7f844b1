"""The Indian Rummy hand checker's time per 13-card hand, for `make bench`: what the rules page
runs (games/rummy_hand.check, from the card texts: read, counted against two decks, arranged).

Each hand is timed from cold: every memo table of the module is emptied first, so a figure is
what a hand never seen by the process costs (a page replaying a match it has shown before costs
less).
Times are the thread's CPU time, so that other work on a shared machine (the bench's own server,
other processes) does not count as the checker's.
Random hands come from two decks with 0, 2 or 4 jokers; the worst cases are hands built to give
the search the most choices (long runs with jokers, many sets of one rank across two decks)."""

import random
import time

from games.indian_rummy import hand as rummy_hand
from games.indian_rummy.hand import JOKER, SUITS, Card, text

HANDS = 1000
WORST = {
    "a run of 9 and 4 jokers": "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ JOKER JOKER JOKER JOKER",
    "two runs of 5 and 3 jokers": "3♥ 4♥ 5♥ 6♥ 7♥ 3♥ 4♥ 5♥ 6♥ 7♥ JOKER JOKER JOKER",
    "sets across two decks": "8♠ 8♦ 8♥ 8♣ 9♠ 9♦ 9♥ 9♣ 10♠ 10♦ 10♥ JOKER JOKER",
    "pairs of runs and sets": "Q♠ K♠ A♠ Q♥ K♥ A♥ Q♦ K♦ A♦ Q♣ K♣ JOKER JOKER",
    # Found by hypothesis.target on the Python calls a hand costs (the tests bound those):
    "the issue's slowest, sets of J and Q": "10♥ Q♣ 10♦ J♥ Q♦ J♠ J♦ JOKER Q♥ J♣ Q♠ JOKER Q♠",
    "three ranks in every suit": "Q♠ A♦ K♦ Q♦ A♣ Q♣ K♠ Q♥ A♥ A♠ A♥ JOKER JOKER",
    "runs of 3 in every suit": "3♠ 4♠ 4♠ 5♠ 3♥ 4♥ 5♥ 3♦ 4♦ 5♦ 3♣ 4♣ JOKER",
    "a broken run and 3 jokers": "A♠ 7♠ 8♠ 9♠ Q♦ Q♠ J♠ 10♠ K♠ Q♥ JOKER JOKER JOKER",
    "two runs apart and 4 jokers": "A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 10♠ J♠ K♠ JOKER JOKER JOKER JOKER",
}


def cold_ms(cards) -> float:
    """ms of CPU checking one hand (Cards, or a box's text) as the rules page does, from cold."""
    texts = (rummy_hand.card_texts(cards) if isinstance(cards, str) else
             [text(card) for card in cards])
    forget()
    start = time.thread_time()
    rummy_hand.check(texts)
    return (time.thread_time() - start) * 1e3


def forget() -> None:
    """Empty every memo table of the solver (its functools caches, whichever it keeps)."""
    for memo in vars(rummy_hand).values():
        if callable(getattr(memo, "cache_clear", None)):
            memo.cache_clear()


def p99(times: list[float]) -> float:
    return sorted(times)[int(len(times) * 0.99)]


def solver() -> dict:
    """{case: ms}: the p99 of random hands with 0, 2 and 4 jokers, and each worst case."""
    rng = random.Random(14)
    deck = [Card(rank, suit) for suit in SUITS for rank in range(1, 14)] * 2
    out = {}
    for jokers in (0, 2, 4):
        hands = [rng.sample(deck, 13 - jokers) + [JOKER] * jokers for _ in range(HANDS)]
        out[f"p99, {jokers} jokers"] = p99([cold_ms(hand) for hand in hands])
    for name, hand in WORST.items():
        out[f"worst: {name}"] = min(cold_ms(hand) for _ in range(5))  # its own time, not noise
    return out
