"""Worked examples of 6 nimmt!: shown on its rules page and run as tests."""

from games.core import Example
from games.text import N_

P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def heads(*points, players=P3):
    """A round as the table enters it: every player's bull heads, in seating order."""
    return {"points": dict(zip(players, points))}


EXAMPLES = (
    Example(
        title=N_("What does a round count?"),
        rule="six_nimmt.score.bull_heads",
        explanation=N_("Ana took the 55 with three plain cards: 7 + 1 + 1 + 1 = 10 bull heads. "
                       "Bo took a row of 22, 25, 30, 31 and 36: 5 + 2 + 3 + 1 + 1 = 12. Cy took "
                       "nothing: 0."),
        players=P3,
        rounds=(heads(10, 12, 0),),
        deltas=({"Ana": 10, "Bo": 12, "Cy": 0},),
        totals={"Ana": 10, "Bo": 12, "Cy": 0},
        finished=False,
    ),
    Example(
        title=N_("The rounds add up, and the lowest total leads"),
        rule="six_nimmt.totals",
        explanation=N_("Three rounds: Ana takes 10, 4 and 15 bull heads; Bo 12, 9 and 0; Cy 0, "
                       "21 and 6. Ana has 29, Bo 21 and Cy 27: Bo leads."),
        players=P3,
        rounds=(heads(10, 12, 0), heads(4, 9, 21), heads(15, 0, 6)),
        totals={"Ana": 29, "Bo": 21, "Cy": 27},
        finished=False,
    ),
    Example(
        title=N_("Reaching 66 ends the match"),
        rule="six_nimmt.end.target",
        explanation=N_("Ana has 60, Bo 41 and Cy 52. In the next round Ana takes 9 bull heads, "
                       "Bo 3 and Cy none: Ana reaches 69 and the match is over. The lowest "
                       "total wins: Bo, with 44."),
        players=P3,
        start={"Ana": 60, "Bo": 41, "Cy": 52},
        rounds=(heads(9, 3, 0),),
        totals={"Ana": 69, "Bo": 44, "Cy": 52},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("65 is not 66"),
        rule="six_nimmt.end.not_yet",
        explanation=N_("Ana has 58 and takes 7 bull heads: 65, one short of 66, so another "
                       "round is played."),
        players=P3,
        start={"Ana": 58, "Bo": 30, "Cy": 44},
        rounds=(heads(7, 2, 5),),
        totals={"Ana": 65, "Bo": 32, "Cy": 49},
        finished=False,
    ),
    Example(
        title=N_("Two players pass 66 in the same round"),
        rule="six_nimmt.end.several",
        explanation=N_("Ana has 60, Bo 62 and Cy 40. Ana takes 8, Bo 10 and Cy 15: Ana has 68 "
                       "and Bo 72, so the match is over, and Cy wins with 55. Who passed 66 "
                       "first does not matter, only the lowest total."),
        players=P3,
        start={"Ana": 60, "Bo": 62, "Cy": 40},
        rounds=(heads(8, 10, 15),),
        totals={"Ana": 68, "Bo": 72, "Cy": 55},
        finished=True,
        winners=("Cy",),
    ),
    Example(
        title=N_("Equal lowest totals share the win"),
        rule="six_nimmt.winners.tie",
        explanation=N_("Ana has 61, Bo 30 and Cy 34. Ana takes 6, Bo 7 and Cy 3: Ana reaches "
                       "67, and Bo and Cy, both on 37, share the win."),
        players=P3,
        start={"Ana": 61, "Bo": 30, "Cy": 34},
        rounds=(heads(6, 7, 3),),
        totals={"Ana": 67, "Bo": 37, "Cy": 37},
        finished=True,
        winners=("Bo", "Cy"),
    ),
    Example(
        title=N_("Who deals next?"),
        rule="six_nimmt.turn",
        explanation=N_("The deal passes to the left after every round. Ana dealt the first "
                       "round, so Bo deals the second. Everyone chooses a card at the same "
                       "time, so nobody starts."),
        players=P4,
        rounds=(heads(3, 8, 0, 11, players=P4),),
        next_dealer="Bo",
    ),
    Example(
        title=N_("Everyone's count is needed, 0 included"),
        rule="six_nimmt.input.every_player",
        explanation=N_("Ana's and Bo's bull heads were entered, but not Cy's: Cy took no cards, "
                       "and that 0 has to be entered too. The round is refused until it is."),
        players=P3,
        rounds=({"points": {"Ana": 5, "Bo": 9}},),
        errors=("points.Cy",),
    ),
    Example(
        title=N_("Bull heads cannot be below 0"),
        rule="six_nimmt.input.not_negative",
        explanation=N_("Taking cards only ever adds bull heads, so −3 is refused."),
        players=P3,
        rounds=(heads(-3, 4, 7),),
        errors=("points.Ana",),
    ),
    Example(
        title=N_("No rounds after the end"),
        rule="common.after_end",
        explanation=N_("Ana reached 66 and the match is over: a further round is refused. "
                       "Start a new match to play again."),
        players=P3,
        start={"Ana": 60, "Bo": 41, "Cy": 52},
        rounds=(heads(9, 3, 0), heads(1, 2, 3)),
        errors=("round",),
    ),
)
