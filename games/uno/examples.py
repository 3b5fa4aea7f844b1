"""Worked examples of Uno: shown on its rules page and run as tests."""

from games.core import Example
from games.text import N_

P2 = ("Ana", "Bo")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def out(winner, **hands):
    """A round as the table enters it: who went out, and what each other hand counts."""
    return {"winner": winner, "points": hands}


EXAMPLES = (
    Example(
        title=N_("What does the player who goes out score?"),
        rule="uno.score.winner_takes",
        explanation=N_("Ana plays her last card. Bo is left with a 7, a Skip and a Wild: 7 + 20 "
                       "+ 50 = 77. Cy is left with a 3 and a Draw Two: 3 + 20 = 23. Ana scores "
                       "77 + 23 = 100; Bo and Cy score nothing."),
        players=P3,
        rounds=(out("Ana", Bo=77, Cy=23),),
        deltas=({"Ana": 100, "Bo": 0, "Cy": 0},),
        totals={"Ana": 100, "Bo": 0, "Cy": 0},
        finished=False,
    ),
    Example(
        title=N_("A Wild Draw Four left in a hand counts 50, a 0 counts nothing"),
        rule="uno.score.card_values",
        explanation=N_("Bo goes out. Ana is left with a Wild Draw Four and a Reverse: 50 + 20 = "
                       "70. Cy is left with a 0 and a 9: 9. Bo scores 79."),
        players=P3,
        rounds=(out("Bo", Ana=70, Cy=9),),
        deltas=({"Ana": 0, "Bo": 79, "Cy": 0},),
    ),
    Example(
        title=N_("The rounds add up"),
        rule="uno.totals",
        explanation=N_("Ana goes out while Bo holds 40 and Cy 25 (Ana +65); then Bo goes out "
                       "while Ana holds 12 and Cy 30 (Bo +42); then Ana again, while Bo holds 8 "
                       "and Cy 50 (Ana +58). Ana has 123, Bo 42, and Cy, who never went out, 0."),
        players=P3,
        rounds=(out("Ana", Bo=40, Cy=25), out("Bo", Ana=12, Cy=30), out("Ana", Bo=8, Cy=50)),
        totals={"Ana": 123, "Bo": 42, "Cy": 0},
        finished=False,
    ),
    Example(
        title=N_("Reaching 500 ends the match"),
        rule="uno.end.target",
        explanation=N_("Ana has 460, Bo 310 and Cy 280. Ana goes out while Bo holds 25 and Cy "
                       "30: Ana reaches 515, the match is over and Ana wins."),
        players=P3,
        start={"Ana": 460, "Bo": 310, "Cy": 280},
        rounds=(out("Ana", Bo=25, Cy=30),),
        totals={"Ana": 515, "Bo": 310, "Cy": 280},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("499 is not 500"),
        rule="uno.end.not_yet",
        explanation=N_("Bo has 480 and goes out while Ana holds 11 and Cy 8: Bo has 499, one "
                       "short of 500, so the match goes on."),
        players=P3,
        start={"Ana": 200, "Bo": 480, "Cy": 350},
        rounds=(out("Bo", Ana=11, Cy=8),),
        totals={"Ana": 200, "Bo": 499, "Cy": 350},
        finished=False,
    ),
    Example(
        title=N_("Can Uno end in a tie?"),
        rule="uno.winners.no_tie",
        explanation=N_("No. Only the player who goes out scores, and the match ends as soon as "
                       "anyone reaches 500, so one player gets there alone. Ana and Bo both "
                       "have 490; Bo goes out while Ana holds 10 and Cy 4: Bo has 504 and wins, "
                       "Ana stays on 490."),
        players=P3,
        start={"Ana": 490, "Bo": 490, "Cy": 100},
        rounds=(out("Bo", Ana=10, Cy=4),),
        totals={"Ana": 490, "Bo": 504, "Cy": 100},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("Two players"),
        rule="uno.players.two",
        explanation=N_("With two players, the one who goes out scores what the other holds. Bo "
                       "goes out while Ana holds two Wilds and a Skip: 50 + 50 + 20 = 120."),
        players=P2,
        rounds=(out("Bo", Ana=120),),
        deltas=({"Ana": 0, "Bo": 120},),
    ),
    Example(
        title=N_("Who deals next?"),
        rule="uno.turn",
        explanation=N_("The deal passes to the left after every round, and the player at the "
                       "dealer's left plays first. Ana dealt the first round and Bo the second; "
                       "Cy deals the third and Dee plays first."),
        players=P4,
        rounds=(out("Ana", Bo=5, Cy=6, Dee=7), out("Dee", Ana=3, Bo=4, Cy=5)),
        next_dealer="Cy",
        next_starter="Dee",
    ),
    Example(
        title=N_("The player who went out has no hand to count"),
        rule="uno.input.winner_empty",
        explanation=N_("Ana went out, so she has no cards left: a number for Ana is refused. "
                       "Leave her box empty and enter only Bo's and Cy's hands."),
        players=P3,
        rounds=({"winner": "Ana", "points": {"Ana": 5, "Bo": 10, "Cy": 20}},),
        errors=("points.Ana",),
    ),
    Example(
        title=N_("Every other hand is needed"),
        rule="uno.input.every_hand",
        explanation=N_("Bo went out and only Ana's hand was entered: Cy's is missing, so the "
                       "round is refused until it is there. A hand of 0s only is entered as 0."),
        players=P3,
        rounds=({"winner": "Bo", "points": {"Ana": 12}},),
        errors=("points.Cy",),
    ),
    Example(
        title=N_("A hand cannot count below 0"),
        rule="uno.input.not_negative",
        explanation=N_("No Uno card is worth less than 0, so a hand entered as −5 is refused."),
        players=P3,
        rounds=({"winner": "Cy", "points": {"Ana": -5, "Bo": 10}},),
        errors=("points.Ana",),
    ),
    Example(
        title=N_("No rounds after the end"),
        rule="common.after_end",
        explanation=N_("Ana reached 500 and won: a further round is refused. Start a new match "
                       "to play on."),
        players=P3,
        start={"Ana": 480, "Bo": 300, "Cy": 120},
        rounds=(out("Ana", Bo=20, Cy=0), out("Bo", Ana=9, Cy=9)),
        errors=("round",),
    ),
)
