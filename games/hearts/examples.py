"""Worked examples of Hearts: shown on its rules page and run as tests."""

from games.core import Example
from games.text import N_

P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def taken(*points, players=P4):
    """A hand as the table enters it: every player's count, in seating order."""
    return {"points": dict(zip(players, points))}


EXAMPLES = (
    Example(
        title=N_("What does a hand count?"),
        rule="hearts.score.points",
        explanation=N_("Ana took 4 hearts: 4. Bo took the queen of spades and 2 hearts: 13 + 2 "
                       "= 15. Cy took 7 hearts: 7. Dee took no hearts: 0. Together 26, as in "
                       "every hand."),
        players=P4,
        rounds=(taken(4, 15, 7, 0),),
        deltas=({"Ana": 4, "Bo": 15, "Cy": 7, "Dee": 0},),
        totals={"Ana": 4, "Bo": 15, "Cy": 7, "Dee": 0},
        finished=False,
    ),
    Example(
        title=N_("Shooting the moon, as most tables count it"),
        rule="hearts.moon.others",
        explanation=N_("Bo took every heart and the queen of spades. Enter 0 for Bo and 26 for "
                       "each of the others."),
        players=P4,
        rounds=(taken(26, 0, 26, 26),),
        deltas=({"Ana": 26, "Bo": 0, "Cy": 26, "Dee": 26},),
    ),
    Example(
        title=N_("Shooting the moon, the other way"),
        rule="hearts.moon.shooter",
        explanation=N_("At a table that takes 26 off the shooter instead, enter −26 for Bo and "
                       "0 for the others."),
        players=P4,
        rounds=(taken(0, -26, 0, 0),),
        deltas=({"Ana": 0, "Bo": -26, "Cy": 0, "Dee": 0},),
    ),
    Example(
        title=N_("The hands add up, and the lowest total leads"),
        rule="hearts.totals",
        explanation=N_("Three hands: Ana takes 4, 13 and 0; Bo 15, 2 and 8; Cy 7, 11 and 5; "
                       "Dee 0, 0 and 13. Ana has 17, Bo 25, Cy 23 and Dee 13: Dee leads."),
        players=P4,
        rounds=(taken(4, 15, 7, 0), taken(13, 2, 11, 0), taken(0, 8, 5, 13)),
        totals={"Ana": 17, "Bo": 25, "Cy": 23, "Dee": 13},
        finished=False,
    ),
    Example(
        title=N_("Reaching 100 ends the match"),
        rule="hearts.end.target",
        explanation=N_("Ana has 92, Bo 60, Cy 71 and Dee 85. Ana takes the queen of spades and "
                       "reaches 105: the match is over after this hand, and Bo wins with the "
                       "lowest total, 65."),
        players=P4,
        start={"Ana": 92, "Bo": 60, "Cy": 71, "Dee": 85},
        rounds=(taken(13, 5, 3, 5),),
        totals={"Ana": 105, "Bo": 65, "Cy": 74, "Dee": 90},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("99 is not 100"),
        rule="hearts.end.not_yet",
        explanation=N_("Ana has 90 and takes 9 hearts: 99, one short of 100, so another hand "
                       "is dealt."),
        players=P4,
        start={"Ana": 90, "Bo": 40, "Cy": 75, "Dee": 60},
        rounds=(taken(9, 13, 4, 0),),
        totals={"Ana": 99, "Bo": 53, "Cy": 79, "Dee": 60},
        finished=False,
    ),
    Example(
        title=N_("A moon can end the match"),
        rule="hearts.moon.end",
        explanation=N_("Ana has 80, Bo 50, Cy 76 and Dee 30. Dee shoots the moon, and the "
                       "others take 26 each: Ana 106 and Cy 102 pass 100, the match is over, "
                       "and Dee wins on 30."),
        players=P4,
        start={"Ana": 80, "Bo": 50, "Cy": 76, "Dee": 30},
        rounds=(taken(26, 26, 26, 0),),
        totals={"Ana": 106, "Bo": 76, "Cy": 102, "Dee": 30},
        finished=True,
        winners=("Dee",),
    ),
    Example(
        title=N_("Equal lowest totals share the win"),
        rule="hearts.winners.tie",
        explanation=N_("Ana has 95, Bo 50, Cy 55 and Dee 70. Ana takes 10, Bo 8, Cy 3 and Dee "
                       "5: Ana reaches 105, and Bo and Cy, both on 58, share the win."),
        players=P4,
        start={"Ana": 95, "Bo": 50, "Cy": 55, "Dee": 70},
        rounds=(taken(10, 8, 3, 5),),
        totals={"Ana": 105, "Bo": 58, "Cy": 58, "Dee": 75},
        finished=True,
        winners=("Bo", "Cy"),
    ),
    Example(
        title=N_("Three players"),
        rule="hearts.players.three",
        explanation=N_("With three players one low card is taken out and each gets 17; the "
                       "hearts and the queen of spades all stay in, so a hand still counts 26. "
                       "Ana took the queen: 13; Bo 10 hearts; Cy 3."),
        players=P3,
        rounds=(taken(13, 10, 3, players=P3),),
        deltas=({"Ana": 13, "Bo": 10, "Cy": 3},),
    ),
    Example(
        title=N_("Who deals next?"),
        rule="hearts.turn",
        explanation=N_("The deal passes to the left after every hand. Dee dealt the first hand, "
                       "so Ana deals the second. Whoever holds the two of clubs leads the first "
                       "trick, so Rulezz names nobody to start."),
        players=P4,
        first_dealer="Dee",
        rounds=(taken(4, 15, 7, 0),),
        next_dealer="Ana",
    ),
    Example(
        title=N_("Everyone's count is needed, 0 included"),
        rule="hearts.input.every_player",
        explanation=N_("Three counts were entered, but not Dee's: Dee took no hearts, and that "
                       "0 has to be entered too. The hand is refused until it is."),
        players=P4,
        rounds=({"points": {"Ana": 5, "Bo": 13, "Cy": 8}},),
        errors=("points.Dee",),
    ),
    Example(
        title=N_("No hands after the end"),
        rule="common.after_end",
        explanation=N_("Ana reached 100 and the match is over: a further hand is refused. Start "
                       "a new match to play again."),
        players=P4,
        start={"Ana": 92, "Bo": 60, "Cy": 71, "Dee": 85},
        rounds=(taken(13, 5, 3, 5), taken(1, 2, 3, 20)),
        errors=("round",),
    ),
)
