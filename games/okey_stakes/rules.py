"""Okey played for stakes, as in RULES.md § Okey, stakes (source: seeds/002, the Norwegian
Rummyclub rule text "Innsatser og gevinster" / "Spilleregler").

Each round is one game of Okey. The table enters who won (or a draw: the centre stack ran out),
whether the win was 7 pairs, and whether the tile left over when laying down was a joker. Every
other player pays the winner `stake` × multiplier: ×1 for groups and runs, ×2 for a joker left
over, ×2 for 7 pairs, ×4 for both (×2 when `doubles_stack` is off). Balances start at 0 and always
sum to 0. The match ends after `games` rounds when that is set, otherwise when the table says so;
the highest balance wins and equal highest share the win.

Where RULES.md goes beyond the seed: the seed only names the two ways to end a game "with a doubled
score" (a joker as the tile left over, or 7 pairs) and that a game is a draw when the centre stack
runs out. The stake, the ×4 when both happen at once, the `doubles_stack` house rule (off: both
together still pay ×2 only), the balances and the `games` limit all come from RULES.md.

Who deals is our choice, not in RULES.md or the seed (which only says play goes anticlockwise):
as in the 20-point Okey, the first dealer deals the first game, the deal passes to the right (the
previous seat in clockwise order) after each game, draws included, and the player to the dealer's
right starts.
"""

from games.core import Scored, Table
from games.fields import BoolField, BoolSetting, IntSetting, PlayerField
from games.rules import DEAL_TO_THE_RIGHT
from games.text import Msg, N_

SUMMARY = N_(
    "Okey for stakes is played by 2 to 4 players with 14 tiles each, anticlockwise. Each round is "
    "one game: a player wins by laying down at least 13 tiles in groups and runs, or the game is a "
    "draw when the centre stack runs out. After each game, enter who won, whether they laid down "
    "7 pairs, and whether the tile left over was a joker. Every other player pays the winner the "
    "stake: twice the stake for a joker left over or for 7 pairs, four times for both. A draw pays "
    "nothing. Balances start at 0 and always add up to 0. Play as many games as the table likes, "
    "or a number agreed at the start; the highest balance wins."
)

SETTINGS = (
    IntSetting("stake", N_("Stake: what each other player pays the winner of a game"),
               1, 1, 1000),
    BoolSetting("doubles_stack", N_("7 pairs with a joker left over pays four times the stake "
                                    "(off: twice)"), True),
    IntSetting("games", N_("Number of games in the match (empty: no limit)"), None, 1, 100,
               optional=True),
)

FIELDS = (
    PlayerField("winner", N_("Who won the game"), optional=True,
                none_label=N_("Nobody: a draw, the centre stack ran out")),
    BoolField("pairs", N_("The winner laid down 7 pairs"), requires="winner",
              missing=N_("Only a winner lays down 7 pairs: choose who won, or answer no to 7 "
                         "pairs for a draw.")),
    BoolField("joker", N_("The tile left over when laying down was a joker"), requires="winner",
              missing=N_("Only a winner has a tile left over when laying down: choose who won, "
                         "or answer no to the joker for a draw.")),
)


def multiplier(pairs: bool, joker: bool, doubles_stack: bool) -> int:
    """How many stakes each other player pays: each double counts; both stack unless turned off."""
    if pairs and joker:
        return 4 if doubles_stack else 2
    return 2 if pairs or joker else 1


# (7 pairs?, joker left over?, multiplier) -> why the multiplier is what it is
WHY = {
    (False, False, 1): N_("%(winner)s won with groups and runs and no joker left over: the "
                             "stake of %(stake)s is paid once (×%(multiplier)s)."),
    (False, True, 2): N_("%(winner)s won with a joker as the tile left over: the stake of "
                            "%(stake)s is doubled (×%(multiplier)s)."),
    (True, False, 2): N_("%(winner)s won with 7 pairs: the stake of %(stake)s is doubled "
                            "(×%(multiplier)s)."),
    (True, True, 4): N_("%(winner)s won with 7 pairs and a joker as the tile left over: both "
                           "doubles count, so the stake of %(stake)s is paid four times "
                           "(×%(multiplier)s)."),
    (True, True, 2): N_("%(winner)s won with 7 pairs and a joker as the tile left over; by your "
                            "house rule the doubles do not add up, so the stake of %(stake)s is "
                            "doubled only once (×%(multiplier)s)."),
}


def score_round(table: Table, inp) -> Scored:
    winner = inp.get("winner")
    if winner is None:
        return Scored({p: 0 for p in table.players},
                      (Msg(N_("A draw: the centre stack ran out before anyone laid down. Nobody "
                              "pays.")),))
    pairs, joker = bool(inp.get("pairs")), bool(inp.get("joker"))
    stake = table.settings["stake"]
    times = multiplier(pairs, joker, table.settings["doubles_stack"])
    each = stake * times
    payers = [p for p in table.players if p != winner]
    total = each * len(payers)
    deltas = {p: -each for p in payers}
    deltas[winner] = total
    notes = [Msg(WHY[pairs, joker, times], winner=winner, stake=stake, multiplier=times)]
    if len(payers) == 1:
        notes.append(Msg(N_("%(payer)s pays %(winner)s %(each)s (%(stake)s × %(multiplier)s)."),
                         payer=payers[0], winner=winner, each=each, stake=stake,
                         multiplier=times))
    else:
        notes.append(Msg(N_("%(payers)s each pay %(winner)s %(each)s (%(stake)s × "
                            "%(multiplier)s), so %(winner)s collects %(total)s."),
                         payers=tuple(payers), winner=winner, each=each, stake=stake,
                         multiplier=times, total=total))
    return Scored(deltas, tuple(notes))


def end_reason(table: Table, totals, rounds_played: int):
    """Only an agreed number of games ends the match; with no limit the table ends it."""
    games = table.settings["games"]
    if games is None or rounds_played < games:
        return None
    return Msg(N_("The number of games agreed at the start, %(games)s, has been played. "
                  "The match is over."),
               games=games)


# Our choice (see the module docstring): the deal passes to the right after every game.
turn = DEAL_TO_THE_RIGHT
