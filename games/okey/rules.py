"""Okey, 20-point countdown, as in RULES.md § Okey, 20-point countdown (source: seeds/000, the
Portuguese rule text "Okey Multijogadores").

Every player starts on `start` points (20) and only ever loses points. The table enters, per round,
who showed the tile identical to the indicator (every other player loses 1), then the winner and
how they finished (sets and/or runs cost every other player 2, 7 pairs 4, each doubled when the
winner's final discard was an okey), or no winner when the centre stack ran out. The match ends
after the round in which anyone is at 0 or below; the highest score wins. The deal passes to the
right, and the player to the dealer's right takes 15 tiles and starts.

The tile rules (which tile is the okey, what makes a run or a set) are not scored; they live in
games/okey/hand.py, the hand checker, and are tested with the game (tests/games/test_okey.py).

Where the seed and RULES.md differ (RULES.md wins):
- The seed says "1-2-1 e 12-13-1 são corridas válidas". "1-2-1" repeats a number, which no run can;
  it is read as a typo for 1-2-3, so `is_run` accepts 1-2-3 and refuses 1-2-1.
- The seed fixes the starting score at 20; RULES.md makes it the `start` setting (default 20).
- The seed says when the match ends but not who wins; RULES.md: the highest score, ties share.
- The seed gives no player count; RULES.md: 2 to 4.
- The seed says a set is "3 or more" tiles of one number in different colours; with four colours
  that means 3 or 4, which is what `is_set` accepts.
- The seed does not say whether 1-...-13-1 (fourteen tiles) is a run; `is_run` refuses any run that
  repeats a number.
"""

from games.core import Distance, Scored, Table
from games.fields import BoolField, IntSetting, PlayerField
from games.rules import DEAL_TO_THE_RIGHT
from games.text import Msg, N_, Written

SUMMARY = N_(
    "Okey is played by 2 to 4 players with 106 tiles: four colours numbered 1 to 13, two of each, "
    "and two false jokers. The okey, the wild tile, is the tile one higher than the face-up "
    "indicator in the same colour (after 13 comes 1). Every player starts with 20 points and "
    "only loses points. After each round, say who showed the tile identical to the indicator, if "
    "anyone: every other player loses 1. Then say who won and how: sets and runs cost every other "
    "player 2, 7 pairs cost 4, and each is doubled when the winner's final discard was an okey. "
    "The winner's own score does not change. If the centre stack ran out, nobody won and nothing "
    "more changes. The match ends after the round in which someone is at 0 or below, and the "
    "highest score wins. The deal passes to the right; the player to the dealer's right gets 15 "
    "tiles and starts."
)

SETTINGS = (
    IntSetting("start", N_("Every player starts with"), 20, 1, 100),
)

FIELDS = (
    PlayerField("indicator", N_("Who showed the tile identical to the indicator"),
                optional=True, none_label=N_("Nobody showed it")),
    PlayerField("winner", N_("Who won the round"),
                optional=True, none_label=N_("Nobody: the centre stack ran out")),
    BoolField("pairs", N_("The winner finished with 7 pairs (not sets and runs)"),
              requires="winner",
              missing=N_("Nobody won this round, so nobody finished with 7 pairs: choose the "
                         "winner, or untick 7 pairs.")),
    BoolField("okey_discard", N_("The winner's final discard was an okey"), requires="winner",
              missing=N_("Nobody won this round, so nobody discarded an okey last: choose the "
                         "winner, or untick the okey discard.")),
)

# (7 pairs?, okey discarded last?) -> what the win costs every other player, and the note
WIN_COSTS = {
    (False, False): (2, N_("%(winner)s won with sets and runs, so every other player loses "
                           "%(cost)s: %(others)s. %(winner)s's own score does not change.")),
    (False, True): (4, N_("%(winner)s won with sets and runs and discarded an okey last, which "
                          "doubles the cost from 2 to %(cost)s, so every other player loses "
                          "%(cost)s: %(others)s. %(winner)s's own score does not change.")),
    (True, False): (4, N_("%(winner)s won with 7 pairs, so every other player loses %(cost)s: "
                          "%(others)s. %(winner)s's own score does not change.")),
    (True, True): (8, N_("%(winner)s won with 7 pairs and discarded an okey last, which doubles "
                         "the cost from 4 to %(cost)s, so every other player loses %(cost)s: "
                         "%(others)s. %(winner)s's own score does not change.")),
}


def score_round(table: Table, inp) -> Scored:
    shower, winner = inp.get("indicator"), inp.get("winner")
    deltas = {player: 0 for player in table.players}
    notes = []
    if shower:
        others = [p for p in table.players if p != shower]
        for player in others:
            deltas[player] -= 1
        notes.append(Msg(N_("%(player)s showed the tile identical to the indicator, so every "
                            "other player loses 1: %(others)s."),
                         player=shower, others=tuple(others)))
    if not winner:
        notes.append(Msg(N_("Nobody won: the centre stack ran out, so nothing more changes.")
                         if shower else
                         N_("Nobody showed the tile identical to the indicator and nobody won: "
                            "the centre stack ran out, so no score changes.")))
        return Scored(deltas, tuple(notes))
    cost, text = WIN_COSTS[bool(inp.get("pairs")), bool(inp.get("okey_discard"))]
    others = [p for p in table.players if p != winner]
    for player in others:
        deltas[player] -= cost
    notes.append(Msg(text, winner=winner, cost=cost, others=tuple(others)))
    if shower:
        notes.append(Msg(N_("This round in all: %(changes)s."),
                         changes=Written(table.players, deltas, signed=True)))
    return Scored(deltas, tuple(notes))


def end_reason(table: Table, totals, rounds_played: int):
    out = [p for p in table.players if totals[p] <= 0]
    if not out:
        return None
    return Msg(N_("At 0 or below: %(who)s. The match is over."),
               who=Written(out, totals, signed=True))


# The deal passes to the right; the dealer's right-hand neighbour gets 15 tiles and starts.
turn = DEAL_TO_THE_RIGHT
