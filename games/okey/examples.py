"""Worked Okey (20-point countdown) examples: shown on the FAQ page and run as tests."""

from games.core import Example
from games.text import N_

ABCD = ("A", "B", "C", "D")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def rnd(winner=None, indicator=None, pairs=False, okey_discard=False):
    return {"indicator": indicator, "winner": winner, "pairs": pairs,
            "okey_discard": okey_discard}


EXAMPLES = (
    Example(
        title=N_("Someone shows the indicator's twin, then someone else wins"),
        rule="okey.worked.indicator_then_win",
        explanation=N_("All four start on 20. B shows the tile identical to the indicator, so A, "
                       "C and D drop to 19 at once. Then C wins with sets and runs: every other "
                       "player loses 2. A ends on 17, B on 18, C stays on 19 (the win does not "
                       "change C's own score) and D ends on 17."),
        players=ABCD,
        rounds=(rnd("C", indicator="B"),),
        deltas=({"A": -3, "B": -2, "C": -1, "D": -3},),
        totals={"A": 17, "B": 18, "C": 19, "D": 17},
        finished=False,
    ),
    Example(
        title=N_("7 pairs with an okey discarded last ends the match"),
        rule="okey.worked.pairs_okey_end",
        explanation=N_("A has 3, B 2, C 1 and D 5. A wins with 7 pairs and discards an okey last, "
                       "so every other player loses 8: B goes to −6, C to −7 and D to −3. "
                       "Someone is at 0 or below, so the match ends, and A wins with the highest "
                       "score, 3."),
        players=ABCD,
        start={"A": 3, "B": 2, "C": 1, "D": 5},
        rounds=(rnd("A", pairs=True, okey_discard=True),),
        deltas=({"A": 0, "B": -8, "C": -8, "D": -8},),
        totals={"A": 3, "B": -6, "C": -7, "D": -3},
        finished=True,
        winners=("A",),
    ),
    Example(
        title=N_("What does a plain win with sets and runs cost?"),
        rule="okey.win.sets_runs",
        explanation=N_("Ana wins with sets and runs and discards an ordinary tile last. Bo and Cy "
                       "lose 2 each, to 18; Ana stays on 20."),
        players=P3,
        rounds=(rnd("Ana"),),
        deltas=({"Ana": 0, "Bo": -2, "Cy": -2},),
        totals={"Ana": 20, "Bo": 18, "Cy": 18},
    ),
    Example(
        title=N_("Sets and runs with an okey discarded last"),
        rule="okey.win.sets_runs_okey",
        explanation=N_("Bo wins with sets and runs and his final discard is the okey. That doubles "
                       "the cost: Ana and Cy lose 4 each, to 16."),
        players=P3,
        rounds=(rnd("Bo", okey_discard=True),),
        deltas=({"Ana": -4, "Bo": 0, "Cy": -4},),
        totals={"Ana": 16, "Bo": 20, "Cy": 16},
    ),
    Example(
        title=N_("What does a win with 7 pairs cost?"),
        rule="okey.win.pairs",
        explanation=N_("Cy wins with 7 pairs and an ordinary last discard: every other player "
                       "loses 4, so Ana, Bo and Dee go to 16."),
        players=P4,
        rounds=(rnd("Cy", pairs=True),),
        deltas=({"Ana": -4, "Bo": -4, "Cy": 0, "Dee": -4},),
    ),
    Example(
        title=N_("7 pairs with an okey discarded last"),
        rule="okey.win.pairs_okey",
        explanation=N_("Dee wins with 7 pairs and discards the okey last: 4 doubled is 8, so Ana, "
                       "Bo and Cy each drop from 20 to 12."),
        players=P4,
        rounds=(rnd("Dee", pairs=True, okey_discard=True),),
        deltas=({"Ana": -8, "Bo": -8, "Cy": -8, "Dee": 0},),
        totals={"Ana": 12, "Bo": 12, "Cy": 12, "Dee": 20},
    ),
    Example(
        title=N_("The winner also showed the indicator's twin"),
        rule="okey.indicator.winner",
        explanation=N_("Ana shows the tile identical to the indicator (Bo and Cy lose 1) and then "
                       "wins with sets and runs (Bo and Cy lose 2 more). Bo and Cy end on 17; "
                       "Ana loses nothing and stays on 20."),
        players=P3,
        rounds=(rnd("Ana", indicator="Ana"),),
        deltas=({"Ana": 0, "Bo": -3, "Cy": -3},),
        totals={"Ana": 20, "Bo": 17, "Cy": 17},
    ),
    Example(
        title=N_("Does the winner lose a point to someone else's indicator show?"),
        rule="okey.indicator.winner_loses",
        explanation=N_("Yes. Bo shows the tile identical to the indicator, so Ana drops to 19. "
                       "Ana then wins with sets and runs: Bo loses 2, to 18, and Ana's 19 does not "
                       "change from the win."),
        players=("Ana", "Bo"),
        rounds=(rnd("Ana", indicator="Bo"),),
        deltas=({"Ana": -1, "Bo": -2},),
        totals={"Ana": 19, "Bo": 18},
    ),
    Example(
        title=N_("The centre stack ran out after an indicator show"),
        rule="okey.no_winner.indicator",
        explanation=N_("Cy showed the tile identical to the indicator, so Ana, Bo and Dee lose 1. "
                       "Nobody won before the centre stack ran out, so nothing more changes."),
        players=P4,
        rounds=(rnd(indicator="Cy"),),
        deltas=({"Ana": -1, "Bo": -1, "Cy": 0, "Dee": -1},),
        totals={"Ana": 19, "Bo": 19, "Cy": 20, "Dee": 19},
    ),
    Example(
        title=N_("The centre stack ran out and nobody showed the indicator's twin"),
        rule="okey.no_winner",
        explanation=N_("Nobody won and nobody showed the tile identical to the indicator: no score "
                       "changes, but the round counts and the deal still passes to the right."),
        players=P3,
        rounds=(rnd(),),
        deltas=({"Ana": 0, "Bo": 0, "Cy": 0},),
        next_dealer="Cy",
        next_starter="Bo",
    ),
    Example(
        title=N_("Exactly 0 ends the match"),
        rule="okey.end.zero",
        explanation=N_("Playing from 2 points, Bo wins with sets and runs and Ana drops to exactly "
                       "0. The match ends at 0 or below, so it is over and Bo wins with 2."),
        players=("Ana", "Bo"),
        settings={"start": 2},
        rounds=(rnd("Bo"),),
        totals={"Ana": 0, "Bo": 2},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("1 point left: the match goes on"),
        rule="okey.end.one",
        explanation=N_("Playing from 3 points, Ana wins with sets and runs and Bo drops to 1. "
                       "Nobody is at 0 or below, so the match goes on; Ana dealt, so the deal "
                       "passes to her right, to Bo, and Ana (to Bo's right) starts."),
        players=("Ana", "Bo"),
        settings={"start": 3},
        rounds=(rnd("Ana"),),
        totals={"Ana": 3, "Bo": 1},
        finished=False,
        next_dealer="Bo",
        next_starter="Ana",
    ),
    Example(
        title=N_("Equal highest scores share the win"),
        rule="okey.winners.tie",
        explanation=N_("Playing from 3 points, Ana wins the first round (Bo and Cy go to 1) and Bo "
                       "wins the second (Ana goes to 1, Cy to −1). Cy is below 0, so the match "
                       "ends; Ana and Bo both have 1, the highest, and share the win."),
        players=P3,
        settings={"start": 3},
        rounds=(rnd("Ana"), rnd("Bo")),
        totals={"Ana": 1, "Bo": 1, "Cy": -1},
        finished=True,
        winners=("Ana", "Bo"),
    ),
    Example(
        title=N_("House rule: a different starting score"),
        rule="okey.settings.start",
        explanation=N_("Starting from 10 instead of 20, a win with 7 pairs takes Bo and Cy from "
                       "10 to 6."),
        players=P3,
        settings={"start": 10},
        rounds=(rnd("Ana", pairs=True),),
        totals={"Ana": 10, "Bo": 6, "Cy": 6},
        finished=False,
    ),
    Example(
        title=N_("Who deals and who starts as the rounds go by?"),
        rule="okey.turn",
        explanation=N_("Ana, Bo, Cy and Dee sit clockwise and Ana deals first, so Dee, on her "
                       "right, gets 15 tiles and starts. The deal passes to the right: Dee deals "
                       "the second round and Cy starts; Cy deals the third and Bo starts."),
        players=P4,
        first_dealer="Ana",
        rounds=(rnd("Bo"), rnd("Ana")),
        next_dealer="Cy",
        next_starter="Bo",
    ),
    Example(
        title=N_("7 pairs without a winner is refused"),
        rule="okey.input.pairs_needs_winner",
        explanation=N_("\"7 pairs\" says how the winner finished. With nobody chosen as the winner "
                       "the round is refused: choose the winner, or untick 7 pairs."),
        players=P3,
        rounds=(rnd(pairs=True),),
        errors=("pairs",),
    ),
    Example(
        title=N_("An okey discard without a winner is refused"),
        rule="okey.input.okey_discard_needs_winner",
        explanation=N_("Only a winner's final discard counts. With nobody chosen as the winner "
                       "the round is refused: choose the winner, or untick the okey discard."),
        players=P3,
        rounds=(rnd(indicator="Bo", okey_discard=True),),
        errors=("okey_discard",),
    ),
    Example(
        title=N_("The winner must be one of the players"),
        rule="okey.input.winner",
        explanation=N_("A winner who is not in the match is refused, and nothing is stored."),
        players=P3,
        rounds=(rnd("Zed"),),
        errors=("winner",),
    ),
    Example(
        title=N_("No rounds after the end"),
        rule="common.after_end",
        explanation=N_("Once someone is at 0 or below the match is over, and a further round is "
                       "refused."),
        players=("Ana", "Bo"),
        settings={"start": 2},
        rounds=(rnd("Ana"), rnd("Bo")),
        errors=("round",),
    ),
)
