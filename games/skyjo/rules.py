"""Skyjo scoring, as in RULES.md § Skyjo (source: seeds/004, the Portuguese rule text).

The table enters each player's points for the round (remaining cards after removing columns of three
equal cards, not doubled) and who closed. The closer's positive points are doubled unless they alone
had the lowest score. Lowest total wins once anyone reaches `end_at`. The closer starts next round.

Instead of a player's points the table may give the cards left in front of them: up to 4 columns
of 3 (a column removed during the round is simply not given). Rulezz removes a column of three
equal cards, as the seed says happens "even at the final reveal", and adds up the rest.

Where this goes beyond RULES.md (which asks for points only) and the seed:
- Cards given are checked against the deck (150 cards: 5 × −2, 10 × −1, 15 × 0, 10 of each 1 to
  12) across the whole round, removed columns included; a round holding more of a value than the
  deck has is refused. Points typed as a number are not counted against the deck: their cards are
  unknown.
"""

from collections import Counter

from games.core import Scored, Table, Turn
from games.rules import first_to
from games.fields import CardsField, ChoiceSetting, IntSetting, PlayerField, ScoresField
from games.text import Msg, N_, Written, score

SUMMARY = N_(
    "Skyjo is played by 2 to 8 players, each with twelve cards laid out in four columns of three. "
    "After each round, enter each player's points: the sum of their cards once every column of "
    "three equal cards has been removed, without any doubling. Say who closed the round by "
    "revealing all their cards first. If the closer does not have the lowest score on their own "
    "(a tie counts as not alone), their points are doubled when positive; zero and negative points "
    "are never doubled. The match ends after the round in which someone reaches 100 points or "
    "more, and the lowest total wins. The closer starts the next round."
)

SETTINGS = (
    IntSetting("end_at", N_("The match ends when a total reaches"), 100, 10, 1000),
    ChoiceSetting("closer_penalty", N_("Closer who is not alone lowest"), "double",
                  (("double", N_("has positive points doubled")),
                   ("none", N_("keeps their points")))),
)

# The deck: how many cards of each value there are.
DECK = {-2: 5, -1: 10, 0: 15, **{value: 10 for value in range(1, 13)}}

FIELDS = (
    # Before the points, which read it: a player given here needs no points.
    CardsField("cards", N_("Cards left in front of each player, as columns of three"), -2, 12,
               columns=4, rows=3,
               shape_msg=N_("Give the cards of %(player)s as up to %(columns)s columns of "
                            "exactly %(rows)s cards."),
               range_msg=N_("%(value)s is not a Skyjo card: cards go from %(min)s to %(max)s.")),
    ScoresField("points", N_("Points of each player (not doubled)"), -17, 140,
                range_msg=N_("%(value)s cannot come from twelve Skyjo cards: "
                             "enter a number from %(min)s to %(max)s."),
                required=False, instead="cards",
                both_msg=N_("%(player)s has both points and cards: keep one and clear the "
                            "other.")),
    PlayerField("closer", N_("Who closed the round (revealed all cards first)")),
)


def removed(column) -> bool:
    """A column of three equal cards leaves the game and counts nothing."""
    return len(set(column)) == 1


def kept(columns) -> list[int]:
    """The cards of a player's columns that count: every column but the removed ones."""
    return [value for column in columns if not removed(column) for value in column]


def check_round(table: Table, clean) -> dict:
    """The cards given in a round cannot hold more of a value than the deck has."""
    seen = Counter(value for columns in (clean.get("cards") or {}).values()
                   for column in columns for value in column)
    over = sorted(value for value, count in seen.items() if count > DECK[value])
    if not over:
        return {}
    value = over[0]
    return {"cards": Msg(N_("There are only %(deck)s cards of %(value)s in Skyjo, and this "
                            "round has %(count)s."), deck=DECK[value], value=value,
                         count=seen[value])}


def counted(table: Table, inp) -> tuple[dict, list[Msg]]:
    """Each player's points (typed, or counted from their cards) and the notes that say how."""
    typed, cards = inp.get("points") or {}, inp.get("cards") or {}
    points, notes = dict(typed), []
    if typed:
        notes.append(Msg(N_("Points as entered: %(points)s."),
                         points=Written(table.players, typed)))
    if not cards:  # every player's points typed: nothing to count
        return points, notes
    for player in (p for p in table.players if p in cards):
        counts = kept(cards[player])
        for number, column in enumerate(cards[player], 1):
            if removed(column):
                notes.append(Msg(N_("%(player)s's column %(n)s, three cards of %(value)s, is "
                                    "removed: it counts nothing."),
                                 player=player, n=number, value=column[0]))
        points[player] = sum(counts)
        notes.append(Msg(N_("%(player)s's cards count %(sum)s = %(points)s."), player=player,
                         sum=" + ".join(score(v) for v in counts) or "0", points=sum(counts)))
    return points, notes


def score_round(table: Table, inp) -> Scored:
    points, notes = counted(table, inp)
    closer = inp["closer"]
    deltas = {player: points[player] for player in table.players}
    own = points[closer]
    low = min(points.values())
    lowest = [p for p in table.players if points[p] == low]
    if lowest == [closer]:
        notes.append(Msg(N_("%(closer)s closed with %(own)s, the lowest on their own: "
                            "no doubling."), closer=closer, own=own))
        return Scored(deltas, tuple(notes))
    outcome = ("kept" if table.settings["closer_penalty"] == "none"
               else "never" if own <= 0 else "doubled")
    if outcome == "doubled":
        deltas[closer] = own * 2
    other = lowest[1] if lowest[0] == closer else lowest[0]  # the closer is not alone lowest
    notes.append(Msg(CLOSER_NOTES[own == low, outcome], closer=closer, own=own, low=low,
                     other=other, doubled=own * 2))
    return Scored(deltas, tuple(notes))


# (tied for lowest?, what happens to the closer's points) -> note
CLOSER_NOTES = {
    (False, "doubled"): N_("%(closer)s closed with %(own)s but %(other)s had %(low)s: "
                           "%(closer)s's %(own)s is doubled to %(doubled)s."),
    (True, "doubled"): N_("%(closer)s closed with %(own)s and tied %(other)s for lowest, which "
                          "is not alone: %(closer)s's %(own)s is doubled to %(doubled)s."),
    (False, "never"): N_("%(closer)s closed with %(own)s but %(other)s had %(low)s; zero and "
                         "negative points are never doubled, so %(own)s stands."),
    (True, "never"): N_("%(closer)s closed with %(own)s and tied %(other)s for lowest; zero and "
                        "negative points are never doubled, so %(own)s stands."),
    (False, "kept"): N_("%(closer)s closed with %(own)s but %(other)s had %(low)s; by your house "
                        "rule the closer keeps their points, so %(own)s stands."),
    (True, "kept"): N_("%(closer)s closed with %(own)s and tied %(other)s for lowest; by your "
                       "house rule the closer keeps their points, so %(own)s stands."),
}


end_reason, to_go = first_to("end_at", ends=True)  # reaching it is bad: lowest wins


def turn(table: Table, played: int, last) -> Turn:
    """The closer starts the next round; who starts the first is decided at the table."""
    return Turn(None, last["closer"] if last else None)
