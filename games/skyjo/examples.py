"""Worked Skyjo examples: shown on the FAQ page and run as tests."""

from games.core import Example
from games.text import N_

P3 = ("Ana", "Bo", "Cy")


def rnd(closer, **points):
    return {"points": points, "closer": closer}


EXAMPLES = (
    Example(
        title=N_("The closer has the lowest score alone"),
        rule="skyjo.doubling",
        explanation=N_("Ana closes with 10 while Bo has 12 and Cy 15. Ana is lowest on her own, "
                       "so nothing is doubled: she scores 10."),
        players=P3,
        rounds=(rnd("Ana", Ana=10, Bo=12, Cy=15),),
        deltas=({"Ana": 10, "Bo": 12, "Cy": 15},),
        totals={"Ana": 10, "Bo": 12, "Cy": 15},
        finished=False,
        next_starter="Ana",
    ),
    Example(
        title=N_("A tie for lowest doubles the closer"),
        rule="skyjo.doubling.tie",
        explanation=N_("Ana closes with 10 and Bo also has 10. A tie for lowest counts as not "
                       "alone, so Ana's 10 is doubled to 20."),
        players=P3,
        rounds=(rnd("Ana", Ana=10, Bo=10, Cy=25),),
        deltas=({"Ana": 20, "Bo": 10, "Cy": 25},),
        totals={"Ana": 20, "Bo": 10, "Cy": 25},
    ),
    Example(
        title=N_("Someone else is lower: the closer is doubled"),
        rule="skyjo.doubling",
        explanation=N_("Ana closes with 14 but Bo has 9: Ana's 14 is doubled to 28."),
        players=P3,
        rounds=(rnd("Ana", Ana=14, Bo=9, Cy=20),),
        deltas=({"Ana": 28, "Bo": 9, "Cy": 20},),
    ),
    Example(
        title=N_("Negative points are never doubled"),
        rule="skyjo.doubling.negative",
        explanation=N_("Ana closes with −3 but Bo has −5. Ana is not lowest, but negative points "
                       "are never doubled: Ana scores −3."),
        players=("Ana", "Bo"),
        rounds=(rnd("Ana", Ana=-3, Bo=-5),),
        deltas=({"Ana": -3, "Bo": -5},),
    ),
    Example(
        title=N_("Zero is never doubled"),
        rule="skyjo.doubling.zero",
        explanation=N_("Ana closes with 0 but Bo has −2. Zero doubled is still zero, and the rule "
                       "says so plainly: Ana scores 0."),
        players=("Ana", "Bo"),
        rounds=(rnd("Ana", Ana=0, Bo=-2),),
        deltas=({"Ana": 0, "Bo": -2},),
    ),
    Example(
        title=N_("A doubled round ends the match"),
        rule="skyjo.end",
        explanation=N_("Ana has 45 after round one. In round two she closes with 30 but Bo has "
                       "20: her 30 is doubled to 60, her total is 105, and the match ends. The "
                       "lowest total wins: Bo with 25."),
        players=P3,
        rounds=(rnd("Bo", Ana=45, Bo=5, Cy=30), rnd("Ana", Ana=30, Bo=20, Cy=25)),
        deltas=({"Ana": 45, "Bo": 5, "Cy": 30}, {"Ana": 60, "Bo": 20, "Cy": 25}),
        totals={"Ana": 105, "Bo": 25, "Cy": 55},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("Equal lowest totals share the win"),
        rule="skyjo.winners.tie",
        explanation=N_("Cy's 100 ends the match. Ana and Bo both finish on 60, the lowest: they "
                       "share the win."),
        players=P3,
        rounds=(rnd("Ana", Ana=30, Bo=35, Cy=50), rnd("Bo", Ana=30, Bo=25, Cy=50)),
        totals={"Ana": 60, "Bo": 60, "Cy": 100},
        finished=True,
        winners=("Ana", "Bo"),
    ),
    Example(
        title=N_("Exactly 100 ends the match"),
        rule="skyjo.end",
        explanation=N_("The match ends when a total reaches 100 or more, so exactly 100 is "
                       "enough."),
        players=("Ana", "Bo"),
        rounds=(rnd("Bo", Ana=100, Bo=0),),
        totals={"Ana": 100, "Bo": 0},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("99 does not end the match"),
        rule="skyjo.end",
        explanation=N_("One point short of 100 the match goes on, and the closer of the last "
                       "round starts the next."),
        players=("Ana", "Bo"),
        rounds=(rnd("Bo", Ana=99, Bo=1),),
        totals={"Ana": 99, "Bo": 1},
        finished=False,
        next_starter="Bo",
    ),
    Example(
        title=N_("House rule: no penalty for the closer"),
        rule="skyjo.settings.closer_penalty",
        explanation=N_("With the closer penalty set to none, Ana closes with 14 while Bo has 9 "
                       "and keeps her 14."),
        players=("Ana", "Bo"),
        settings={"closer_penalty": "none"},
        rounds=(rnd("Ana", Ana=14, Bo=9),),
        deltas=({"Ana": 14, "Bo": 9},),
    ),
    Example(
        title=N_("House rule: a shorter match"),
        rule="skyjo.settings.end_at",
        explanation=N_("Playing to 50 instead of 100, Cy's 52 ends the match after one round."),
        players=P3,
        settings={"end_at": 50},
        rounds=(rnd("Ana", Ana=3, Bo=20, Cy=52),),
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("Points no hand of Skyjo cards can make are refused"),
        rule="skyjo.input.range",
        explanation=N_("Twelve Skyjo cards add up to between −17 and 140. A 141 is a typing "
                       "mistake, so Rulezz refuses it and asks again; nothing is stored."),
        players=("Ana", "Bo"),
        rounds=(rnd("Ana", Ana=141, Bo=9),),
        errors=("points.Ana",),
    ),
    Example(
        title=N_("Every player needs a value"),
        rule="skyjo.input.every_player",
        explanation=N_("A round with no points for Bo is refused: enter 0 if Bo really scored "
                       "nothing."),
        players=("Ana", "Bo"),
        rounds=(rnd("Ana", Ana=12),),
        errors=("points.Bo",),
    ),
    Example(
        title=N_("No rounds after the end"),
        rule="common.after_end",
        explanation=N_("Once someone has reached 100 the match is over, and a further round is "
                       "refused."),
        players=("Ana", "Bo"),
        rounds=(rnd("Ana", Ana=1, Bo=120), rnd("Bo", Ana=5, Bo=5)),
        errors=("round",),
    ),
    Example(
        title=N_("The closer starts the next round"),
        rule="skyjo.starter",
        explanation=N_("Cy closed the second round, so Cy starts the third."),
        players=P3,
        rounds=(rnd("Ana", Ana=2, Bo=8, Cy=9), rnd("Cy", Ana=10, Bo=8, Cy=4)),
        totals={"Ana": 12, "Bo": 16, "Cy": 13},
        next_starter="Cy",
    ),
)
