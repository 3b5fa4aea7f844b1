"""Worked examples of Rummikub: shown on its rules page and run as tests."""

from games.core import Example
from games.text import N_

P2 = ("Ana", "Bo")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def out(winner, **racks):
    """A round as the table enters it: who went out, and what each other rack counts."""
    return {"winner": winner, "points": racks}


EXAMPLES = (
    Example(
        title=N_("What does the player who goes out gain?"),
        rule="rummikub.score.winner_takes",
        explanation=N_("Ana lays her last tile. Bo's rack counts 12, Cy's 35 and Dee's 8: each "
                       "of them loses their own count, and Ana gains all of it, 12 + 35 + 8 = "
                       "55."),
        players=P4,
        rounds=(out("Ana", Bo=12, Cy=35, Dee=8),),
        deltas=({"Ana": 55, "Bo": -12, "Cy": -35, "Dee": -8},),
        totals={"Ana": 55, "Bo": -12, "Cy": -35, "Dee": -8},
        finished=False,
    ),
    Example(
        title=N_("A joker left on a rack counts 30"),
        rule="rummikub.score.joker",
        explanation=N_("Bo goes out. Ana still holds a joker and a 7: 30 + 7 = 37. Cy holds a 2 "
                       "and an 11: 13. Ana loses 37, Cy 13, and Bo gains 50."),
        players=P3,
        rounds=(out("Bo", Ana=37, Cy=13),),
        deltas=({"Ana": -37, "Bo": 50, "Cy": -13},),
    ),
    Example(
        title=N_("Every round adds up to 0"),
        rule="rummikub.totals.zero",
        explanation=N_("Ana goes out while Bo holds 20 and Cy 15; then Cy goes out while Ana "
                       "holds 9 and Bo 30. Ana has 35 − 9 = 26, Bo −20 − 30 = −50 and Cy −15 + "
                       "39 = 24: together 0, since what a winner gains the others lose."),
        players=P3,
        rounds=(out("Ana", Bo=20, Cy=15), out("Cy", Ana=9, Bo=30)),
        totals={"Ana": 26, "Bo": -50, "Cy": 24},
        finished=False,
    ),
    Example(
        title=N_("Two players: what one gains the other loses"),
        rule="rummikub.players.two",
        explanation=N_("Bo goes out while Ana's rack counts 45: Bo +45, Ana −45."),
        players=P2,
        rounds=(out("Bo", Ana=45),),
        deltas=({"Ana": -45, "Bo": 45},),
    ),
    Example(
        title=N_("The pool ran out and nobody went out"),
        rule="rummikub.score.blocked",
        explanation=N_("Nobody can play any more. Cy's rack counts the least, 6, against Ana's "
                       "20 and Bo's 15, so Cy wins the round. Choose Cy, and enter for each of "
                       "the others their count less Cy's: Ana 14, Bo 9. Cy gains 23, Ana loses "
                       "14 and Bo 9."),
        players=P3,
        rounds=(out("Cy", Ana=14, Bo=9),),
        deltas=({"Ana": -14, "Bo": -9, "Cy": 23},),
    ),
    Example(
        title=N_("The match never ends by itself"),
        rule="rummikub.end.table",
        explanation=N_("There is no target: after eight rounds, Ana and Bo each going out four "
                       "times, Ana leads with 60 and the match is still in play. The table ends "
                       "it when it likes; then the highest total wins."),
        players=P2,
        rounds=(out("Ana", Bo=40), out("Bo", Ana=25)) * 4,
        totals={"Ana": 60, "Bo": -60},
        finished=False,
    ),
    Example(
        title=N_("Who deals next?"),
        rule="rummikub.turn",
        explanation=N_("The deal passes to the left after every round, and the player at the "
                       "dealer's left starts. Bo dealt the first round, so Cy deals the second "
                       "and Dee starts it."),
        players=P4,
        first_dealer="Bo",
        rounds=(out("Ana", Bo=3, Cy=4, Dee=5),),
        next_dealer="Cy",
        next_starter="Dee",
    ),
    Example(
        title=N_("The player who went out has no rack to count"),
        rule="rummikub.input.winner_empty",
        explanation=N_("Ana went out, so her rack is empty: a number for Ana is refused. Leave "
                       "her box empty."),
        players=P3,
        rounds=({"winner": "Ana", "points": {"Ana": 3, "Bo": 10, "Cy": 20}},),
        errors=("points.Ana",),
    ),
    Example(
        title=N_("Every other rack is needed"),
        rule="rummikub.input.every_rack",
        explanation=N_("Bo went out and only Ana's rack was entered: Cy's is missing, so the "
                       "round is refused until it is there."),
        players=P3,
        rounds=({"winner": "Bo", "points": {"Ana": 12}},),
        errors=("points.Cy",),
    ),
    Example(
        title=N_("A rack is counted as it is, never below 0"),
        rule="rummikub.input.not_negative",
        explanation=N_("What a player loses is what their rack counts: enter 8, not −8. A "
                       "number below 0 is refused."),
        players=P3,
        rounds=({"winner": "Cy", "points": {"Ana": -8, "Bo": 10}},),
        errors=("points.Ana",),
    ),
    Example(
        title=N_("Someone has to have won the round"),
        rule="rummikub.input.winner",
        explanation=N_("Racks were entered but not who went out: choose the winner (when the "
                       "pool ran out, the player whose rack counts the least)."),
        players=P3,
        rounds=({"points": {"Bo": 10, "Cy": 20}},),
        errors=("winner",),
    ),
)
