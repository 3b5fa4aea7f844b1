"""Indian Rummy scoring, as in RULES.md § Indian Rummy (source: seeds/003, the Spanish rule text of
novelgames' "Rummy indio para múltiples jugadores").

The table enters who went out and every other player's deadwood as counted at the table (0 to 130),
or a loser's cards (hand.py counts them). Each loser loses their deadwood and the winner gains the
sum, so every round adds up to zero. The highest total wins once anyone reaches `end_at`.

Where the seed and RULES.md differ (RULES.md wins):
- The seed says a set is "3 or more" cards of one rank in different suits; RULES.md says 3 or 4,
  which is the same thing with four suits.
- The seed does not say who wins the match; RULES.md: the highest total, ties sharing.
- The seed has no deadwood cap and no drops; RULES.md adds them as house rules (`deadwood_cap`,
  `drops`, `first_drop`, `middle_drop`), off by default.
- The seed (an online game) adds a turn timer; that is not scoring, so it is left out.

Our choices where RULES.md is silent:
- Who deals and starts: the deal passes clockwise (to the left) after every round, starting with
  the first dealer, and the player to the dealer's left starts.
- The cap limits every loser's count, drops included: a middle drop worth 40 under a cap of 30
  counts 30 ("a loser's deadwood counts at most this much").
- Only the round's winner gains, so whoever reaches `end_at` first is alone on top: a shared win,
  which the common rules allow for, cannot happen in this game.
"""

from dataclasses import dataclass

from games.indian_rummy import formats, hand as rummy_hand
from games.core import Scored, Table
from games.rules import DEAL_TO_THE_LEFT, first_to
from games.fields import (BoolSetting, ChoiceSetting, HandsField, IntSetting, Invalid,
                          PlayerField, RejoinField, ScoresField)
from games.text import Msg, N_

SUMMARY = N_(
    "Indian Rummy is played by 2 to 4 players with 13 cards each; 2 or 3 players use one deck with "
    "2 jokers, 4 players two decks with 4 jokers. A player goes out when all 13 cards are in sets "
    "and sequences, with at least 2 sequences and at least one of them pure (without a joker). "
    "After each round, choose who went out and enter every other player's deadwood as counted at "
    "the table: A, K, Q and J count 10, other cards their face value, jokers 0. A loser with no "
    "pure sequence counts all their cards; with one pure sequence and no other sequence, all but "
    "that sequence; with a pure sequence and another sequence, only the cards outside every "
    "sequence and set. Each loser loses their deadwood and the winner gains the sum. The match "
    "ends after the round in which someone reaches 500 points or more, and the highest total wins. "
    "The deal passes to the left after each round; the player to the dealer's left starts."
)

TOTAL, POOL, DEALS = ("format", ("total",)), ("format", ("pool",)), ("format", ("deals",))

SETTINGS = (
    ChoiceSetting("format", N_("Format"), "total", (
        ("total", N_("Points: the match ends at a total, the highest wins")),
        ("pool", N_("Pool: out at 101 or 201 points, the last player in wins")),
        ("deals", N_("Deals: a set number of deals, played for chips")),
    ), leads=True),
    IntSetting("end_at", N_("The match ends when a total reaches"), 500, 50, 5000, when=TOTAL),
    IntSetting("deadwood_cap", N_("A loser's deadwood counts at most (80 is common)"), None, 10,
               130, optional=True, help=N_("Leave empty for no cap."), when=TOTAL),
    BoolSetting("drops", N_("Players may drop out of a round"), False,
                help=N_("A player who drops is entered as a first drop or a middle drop instead "
                        "of a count."), when=TOTAL),
    IntSetting("first_drop", N_("A first drop counts as this much deadwood"), 20, 1, 130,
               when=TOTAL),
    IntSetting("middle_drop", N_("A middle drop counts as this much deadwood"), 40, 1, 130,
               when=TOTAL),
    ChoiceSetting("pool", N_("Pool"), 101, ((101, N_("101 points (drops 20 and 40)")),
                                            (201, N_("201 points (drops 25 and 50)"))),
                  when=POOL),
    IntSetting("rejoins", N_("Each player may rejoin at most this many times"), 1, 0, 3,
               when=POOL),
    IntSetting("deals", N_("Deals in the match"), 2, 1, 10,
               help=N_("Each player starts with 80 chips a deal."), when=DEALS),
)

@dataclass(frozen=True)
class DeadwoodField(ScoresField):
    """Deadwood as counted at the table, for every loser whose cards are not entered."""

    hands: str = "hands"

    def tokens_allowed(self, settings) -> bool:
        return formats.drops_allowed(settings)

    def expected(self, table, clean) -> list[str]:
        by_cards = clean.get(self.hands) or {}
        return [p for p in super().expected(table, clean) if p not in by_cards]

    def parse(self, raw, table, clean):
        if self.hands not in clean:  # the cards were refused: only what was typed is checked
            raw = raw if isinstance(raw, dict) else {}
            return {p: self.parse_one(v, p, table) for p, v in raw.items()} if raw else {}
        both = [p for p in (clean[self.hands] or {}) if isinstance(raw, dict) and p in raw]
        if both:
            errors = {f"{self.name}.{p}": Msg(N_("%(player)s has both a count and cards: keep "
                                                 "one and clear the other."), player=p)
                      for p in both}
            raise Invalid(next(iter(errors.values())), errors)
        return super().parse({} if raw is None else raw, table, clean)


def read_cards(cards) -> list[str]:
    """A loser's 13 cards as entered, each written the one way (10♣, JOKER); Invalid else."""
    return [rummy_hand.text(card) for card in rummy_hand.read_hand(cards)]


CARD_SCHEMA = {"type": "string", "pattern": rummy_hand.CARD_PATTERN}
CARD_HELP = ("A card: a rank (A, 2 to 10, J, Q, K) then a suit (S H D C or ♠ ♥ ♦ ♣), "
             "case-insensitive, or JOKER.")

FIELDS = (
    RejoinField("rejoin", N_("Who rejoins before this deal")),
    PlayerField("winner", N_("Who went out (won the round)")),
    HandsField("hands", N_("The cards of each other player (Rulezz counts them)"), read=read_cards,
               split=rummy_hand.card_texts, size=rummy_hand.HAND_SIZE, card=CARD_SCHEMA,
               card_help=CARD_HELP),
    DeadwoodField("deadwood", N_("Deadwood points of each other player"), 0, 130,
                  range_msg=N_("%(value)s cannot come from a hand of 13 cards, which counts 0 "
                               "to 130: enter a number from %(min)s to %(max)s."),
                  skip="winner", tokens=("first-drop", "middle-drop"), tokens_setting="drops",
                  required=False),
)

# (what was entered, was it capped?) -> note about one loser
LOSER_NOTES = {
    ("count", False): N_("%(player)s has %(worth)s deadwood points and loses %(lost)s."),
    ("count", True): N_("%(player)s has %(worth)s deadwood points, capped from %(worth)s to "
                        "%(lost)s by your house rule: %(player)s loses %(lost)s."),
    ("first-drop", False): N_("%(player)s made a first drop, which counts as %(worth)s deadwood "
                              "points: %(player)s loses %(lost)s."),
    ("first-drop", True): N_("%(player)s made a first drop, which counts as %(worth)s deadwood "
                             "points, capped from %(worth)s to %(lost)s by your house rule: "
                             "%(player)s loses %(lost)s."),
    ("middle-drop", False): N_("%(player)s made a middle drop, which counts as %(worth)s "
                               "deadwood points: %(player)s loses %(lost)s."),
    ("middle-drop", True): N_("%(player)s made a middle drop, which counts as %(worth)s deadwood "
                              "points, capped from %(worth)s to %(lost)s by your house rule: "
                              "%(player)s loses %(lost)s."),
}

# Pool and deals count a loser at most the full count (80); a drop never reaches it there.
FULL_COUNT_NOTES = {
    "pool": N_("%(player)s has %(worth)s deadwood points, more than the full count: %(player)s "
               "adds %(lost)s."),
    "deals": N_("%(player)s has %(worth)s deadwood points, more than the full count: "
                "%(player)s loses %(lost)s."),
}
POOL_NOTES = {  # what was entered -> note about one loser in pool
    "count": N_("%(player)s has %(worth)s deadwood points and adds %(lost)s."),
    "first-drop": N_("%(player)s made a first drop and adds %(lost)s."),
    "middle-drop": N_("%(player)s made a middle drop and adds %(lost)s."),
}
DROPS = ("first-drop", "middle-drop")


DECK_NOTES = {
    1: N_("There is one deck with 2 or 3 players, so each card exists once, but %(card)s is "
          "entered %(n)s times."),
    2: N_("There are two decks with 4 players, so each card exists twice, but %(card)s is "
          "entered %(n)s times."),
}
DECKS_NOTES = {
    1: N_("There is one deck with 2 or 3 players, so each card exists once, but %(cards)s are "
          "each entered more than once."),
    2: N_("There are two decks with 4 players, so each card exists twice, but %(cards)s are "
          "each entered more than twice."),
}
JOKER_NOTE = N_("The deck holds %(max)s jokers with %(players)s players, but %(n)s are entered.")

CARDS_NOTES = {  # (any melds, any card counted) -> note about one loser's cards
    (True, True): N_("%(player)s's cards: %(melds)s; counted: %(counted)s. %(reason)s"),
    (True, False): N_("%(player)s's cards: %(melds)s. %(reason)s"),
    (False, True): N_("%(player)s's cards all count: %(counted)s. %(reason)s"),
}


def decks(table: Table) -> int:
    """RULES.md: one deck with 2 or 3 players, two with 4."""
    return 1 if len(table.players) <= 3 else 2


def check_round(table: Table, clean) -> dict:
    """The round's hands together hold no card more often than the decks do."""
    hands = [(p, rummy_hand.parse_cards(cards)) for p, cards in (clean.get("hands") or {}).items()]
    found = rummy_hand.over_the_deck(hands, decks(table))
    if found is None:
        return {}
    player, over = found
    cards = [(str(card), n) for card, n in over.items() if not card.is_joker]
    if rummy_hand.JOKER in over:  # said first: the cards, if any, at the next save
        message = Msg(JOKER_NOTE, max=2 * decks(table), players=len(table.players),
                      n=over[rummy_hand.JOKER])
    elif len(cards) == 1:
        message = Msg(DECK_NOTES[decks(table)], card=cards[0][0], n=cards[0][1])
    else:  # every one named, so that one save mends them all
        message = Msg(DECKS_NOTES[decks(table)], cards=tuple(card for card, _ in cards))
    return {f"hands.{player}": message}


def worth(table: Table, entered) -> int:
    """The deadwood an entry stands for: the number itself, or the value of a drop."""
    return formats.drops(table.settings)[DROPS.index(entered)] if entered in DROPS else entered


def loser_note(table: Table, player: str, entered, raw: int, lost: int) -> Msg:
    kind, fmt = entered if entered in DROPS else "count", formats.format_of(table.settings)
    if fmt != "total" and lost < raw:
        text = FULL_COUNT_NOTES[fmt]
    else:
        text = POOL_NOTES[kind] if fmt == "pool" else LOSER_NOTES[kind, lost < raw]
    return Msg(text, player=player, worth=raw, lost=lost)


def cards_note(player: str, found: rummy_hand.Arrangement) -> Msg:
    melds = " · ".join(" ".join(str(c) for c in meld) for meld in found.melds)
    counted = " ".join(str(c) for c in found.counted)
    return Msg(CARDS_NOTES[bool(found.melds), bool(found.counted)], player=player, melds=melds,
               counted=counted, reason=found.reason)


def derive(table: Table, inp) -> dict | None:
    """The costly part of a round, kept with it (games.core.Derive): each hand entered by
    cards, arranged, keyed by its cards, so that a copy only ever serves that very hand."""
    hands = inp.get("hands")
    if not hands:
        return None
    return {"arranged": {" ".join(cards): rummy_hand.kept(rummy_hand.arrange(cards))
                         for cards in hands.values()}}


def arranged(cards, derived) -> rummy_hand.Arrangement:
    """A hand's arrangement: rebuilt from the round's derivation, else searched for."""
    copy = (derived or {}).get("arranged", {}).get(" ".join(cards))
    return (copy is not None and rummy_hand.rebuilt(cards, copy)) or rummy_hand.arrange(cards)


def score_round(table: Table, inp, derived: dict | None = None) -> Scored:
    """Each loser still in counts their deadwood, at most the cap: in pool they add it to their
    points; else they lose it and the winner gains the sum (chips, in deals)."""
    winner, entered = inp["winner"], dict(inp.get("deadwood", {}))
    cap = formats.cap(table.settings)
    deltas, notes, losses = {}, [], []
    by_cards = {p: arranged(cards, derived) for p, cards in inp.get("hands", {}).items()}
    entered.update({p: found.deadwood for p, found in by_cards.items()})
    for player in table.in_play(inp):
        if player == winner:
            continue
        if player in by_cards:
            notes.append(cards_note(player, by_cards[player]))
        raw = worth(table, entered[player])
        lost = raw if cap is None else min(raw, cap)
        notes.append(loser_note(table, player, entered[player], raw, lost))
        losses.append((player, lost))
    if formats.format_of(table.settings) == "pool":
        deltas = {player: lost for player, lost in losses}
        notes.append(Msg(N_("%(winner)s went out and adds nothing."), winner=winner))
        return Scored(deltas, tuple(notes))
    deltas = {player: -lost for player, lost in losses}
    gain = deltas[winner] = sum(lost for _, lost in losses)
    if len(losses) == 1:
        notes.append(Msg(N_("%(winner)s went out and gains the %(gain)s that %(loser)s lost."),
                         winner=winner, gain=gain, loser=losses[0][0]))
    else:
        notes.append(Msg(N_("%(winner)s went out and gains what the others lost: "
                            "%(sum)s = %(gain)s."),
                         winner=winner, sum=" + ".join(str(lost) for _, lost in losses),
                         gain=gain))
    return Scored(deltas, tuple(notes))


_end_at, _to_500 = first_to("end_at")


def end_reason(table: Table, totals, played: int):
    """Pool ends when one player is left in (games.core.Outs); deals after the last deal."""
    fmt = formats.format_of(table.settings)
    if fmt == "deals":
        return formats.deals_end(table, totals, played)
    return _end_at(table, totals, played) if fmt == "total" else None


def to_go(settings, total: int):
    return _to_500(settings, total) if formats.format_of(settings) == "total" else \
        formats.to_go(settings, total)


# Our choice (RULES.md is silent): the deal passes to the left after every round, and the player
# to the dealer's left starts.
turn = DEAL_TO_THE_LEFT
