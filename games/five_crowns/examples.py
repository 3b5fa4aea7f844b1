"""Worked examples of Five Crowns: shown on its rules page and run as tests."""

from games.core import Example
from games.text import N_

P2 = ("Ana", "Bo")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def counts(*points, players=P3):
    """A round as the table enters it: every player's count, in seating order."""
    return {"points": dict(zip(players, points))}


# Eleven rounds of Ana and Bo: Ana leads after ten, and the kings' round turns it.
DUEL = tuple(counts(a, b, players=P2) for a, b in (
    (0, 25), (8, 0), (0, 30), (21, 0), (0, 9), (35, 0), (0, 14), (0, 47), (26, 0), (0, 18),
    (62, 0)))
# Eleven rounds of three in which Ana and Cy end level.
LEVEL = tuple(counts(*points) for points in (
    (0, 15, 17), (5, 0, 9), (12, 20, 0), (0, 8, 16), (30, 0, 11), (0, 25, 4), (9, 0, 20),
    (0, 33, 0), (14, 0, 18), (0, 40, 6), (42, 0, 11)))

EXAMPLES = (
    Example(
        title=N_("What does a round count?"),
        rule="five_crowns.score.cards_left",
        explanation=N_("In the first round, with 3 cards each, threes are wild. Ana goes out: "
                       "0. Bo is left with a 7, a king and a 3, the round's wild card: 7 + 13 + "
                       "20 = 40. Cy is left with a joker, a 5 and a 10: 50 + 5 + 10 = 65."),
        players=P3,
        rounds=(counts(0, 40, 65),),
        deltas=({"Ana": 0, "Bo": 40, "Cy": 65},),
        totals={"Ana": 0, "Bo": 40, "Cy": 65},
        finished=False,
    ),
    Example(
        title=N_("After someone goes out, the others may still count 0"),
        rule="five_crowns.score.last_turn",
        explanation=N_("Ana goes out. Everyone else takes one more turn, and Bo lays down all "
                       "his cards in it: he counts 0 too. Cy is left with a queen, an 8 and a "
                       "5: 12 + 8 + 5 = 25."),
        players=P3,
        rounds=(counts(0, 0, 25),),
        deltas=({"Ana": 0, "Bo": 0, "Cy": 25},),
    ),
    Example(
        title=N_("The rounds add up, and the lowest total leads"),
        rule="five_crowns.totals",
        explanation=N_("Three rounds: Ana 0, 12 and 9; Bo 14, 0 and 26; Cy 16, 30 and 0. Ana "
                       "has 21, Bo 40 and Cy 46: Ana leads, and 8 rounds are still to play."),
        players=P3,
        rounds=(counts(0, 14, 16), counts(12, 0, 30), counts(9, 26, 0)),
        totals={"Ana": 21, "Bo": 40, "Cy": 46},
        finished=False,
    ),
    Example(
        title=N_("Ten rounds are not enough"),
        rule="five_crowns.end.not_yet",
        explanation=N_("After ten rounds Ana has 90 and Bo 143. Ana is well ahead, but the "
                       "match lasts 11 rounds: the kings' round, with 13 cards each, is still "
                       "to play."),
        players=P2,
        rounds=DUEL[:10],
        totals={"Ana": 90, "Bo": 143},
        finished=False,
    ),
    Example(
        title=N_("The 11th round ends the match"),
        rule="five_crowns.end.rounds",
        explanation=N_("The same match, one round on: in the kings' round Bo goes out and Ana "
                       "is caught with 62. Ana ends on 152 and Bo on 143: the 11 rounds are "
                       "played, and Bo wins with the lowest total."),
        players=P2,
        rounds=DUEL,
        totals={"Ana": 152, "Bo": 143},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("Equal lowest totals share the win"),
        rule="five_crowns.winners.tie",
        explanation=N_("After 11 rounds Ana and Cy both have 112 and Bo 141. Ana and Cy share "
                       "the win."),
        players=P3,
        rounds=LEVEL,
        totals={"Ana": 112, "Bo": 141, "Cy": 112},
        finished=True,
        winners=("Ana", "Cy"),
    ),
    Example(
        title=N_("Who deals next?"),
        rule="five_crowns.turn",
        explanation=N_("The deal passes to the left after every round, and the player at the "
                       "dealer's left plays first. Cy dealt the first round, so Dee deals the "
                       "second and Ana plays first."),
        players=P4,
        first_dealer="Cy",
        rounds=(counts(0, 15, 24, 40, players=P4),),
        next_dealer="Dee",
        next_starter="Ana",
    ),
    Example(
        title=N_("Everyone's count is needed, 0 included"),
        rule="five_crowns.input.every_player",
        explanation=N_("Bo's and Cy's counts were entered, but not Ana's: she went out, and "
                       "her 0 has to be entered too. The round is refused until it is."),
        players=P3,
        rounds=({"points": {"Bo": 15, "Cy": 30}},),
        errors=("points.Ana",),
    ),
    Example(
        title=N_("A count cannot be below 0"),
        rule="five_crowns.input.not_negative",
        explanation=N_("Cards left in a hand only ever add points, so −10 is refused."),
        players=P3,
        rounds=(counts(0, -10, 25),),
        errors=("points.Bo",),
    ),
    Example(
        title=N_("No 12th round"),
        rule="common.after_end",
        explanation=N_("The 11 rounds have been played and the match is over: a 12th round is "
                       "refused. Start a new match to play again."),
        players=P2,
        rounds=DUEL + (counts(0, 5, players=P2),),
        errors=("round",),
    ),
)
