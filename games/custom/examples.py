"""Worked examples of a table's own game: each a small game a table might describe (its
settings), entered and scored as any game's, shown on its rules page and run as tests."""

from games.core import Example
from games.text import N_

P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def described(**choices) -> dict:
    """A table's game, named as a table would name it."""
    return {"name": "Our game", **choices}


def won(winner, **points):
    """A round where the winner takes the others' points."""
    return {"winner": winner, "points": points}


def points(**each):
    return {"points": each}


EXAMPLES = (
    Example(
        title=N_("Everyone's points add up"),
        rule="custom.entry.points",
        explanation=N_("The highest total wins and a match ends at 100. After the first round "
                       "Ana has 30, Bo 15 and Cy 0; after the second, Ana 40, Bo 60 and Cy 25."),
        players=P3,
        settings=described(winner="highest", entry="points", end="target", end_at=100),
        rounds=(points(Ana=30, Bo=15, Cy=0), points(Ana=10, Bo=45, Cy=25)),
        totals={"Ana": 40, "Bo": 60, "Cy": 25},
        finished=False,
    ),
    Example(
        title=N_("The round's winner takes the others' points"),
        rule="custom.entry.winner_takes",
        explanation=N_("Bo won the round: Ana's 12 and Cy's 30 go to Bo, +42. Ana and Cy score "
                       "nothing."),
        players=P3,
        settings=described(entry="winner_takes", end="target", end_at=500),
        rounds=(won("Bo", Ana=12, Cy=30),),
        deltas=({"Ana": 0, "Bo": 42, "Cy": 0},),
    ),
    Example(
        title=N_("The others can lose their own points too"),
        rule="custom.entry.losers_lose",
        explanation=N_("With “The others also lose their own points” on, Bo still gains 42, and "
                       "Ana loses her 12 and Cy his 30."),
        players=P3,
        settings=described(entry="winner_takes", losers_lose=True, end="target", end_at=500),
        rounds=(won("Bo", Ana=12, Cy=30),),
        deltas=({"Ana": -12, "Bo": 42, "Cy": -30},),
    ),
    Example(
        title=N_("Points below 0, when the game has them"),
        rule="custom.entry.negatives",
        explanation=N_("With “Points may be below 0” on, Ana's −10 is taken off her total. "
                       "Without it, a box below 0 is refused."),
        players=P3,
        settings=described(negatives=True, end="none"),
        rounds=(points(Ana=-10, Bo=20, Cy=5),),
        totals={"Ana": -10, "Bo": 20, "Cy": 5},
    ),
    Example(
        title=N_("Without “Points may be below 0”, a negative box is refused"),
        rule="custom.entry.no_negatives",
        explanation=N_("Ana's −10 is refused with a message beside her box, and nothing is "
                       "stored."),
        players=P3,
        settings=described(end="none"),
        rounds=(points(Ana=-10, Bo=20, Cy=5),),
        errors=("points.Ana",),
    ),
    Example(
        title=N_("The lowest total wins when a total reaches the target"),
        rule="custom.end.target",
        explanation=N_("Lowest wins and the match ends at 100. Bo reaches 104: the match is "
                       "over after that round, and Cy, with 70, wins."),
        players=P3,
        settings=described(winner="lowest", end="target", end_at=100),
        start={"Ana": 80, "Bo": 90, "Cy": 60},
        rounds=(points(Ana=5, Bo=14, Cy=10),),
        totals={"Ana": 85, "Bo": 104, "Cy": 70},
        finished=True,
        winners=("Cy",),
    ),
    Example(
        title=N_("Counting down: a target below the start"),
        rule="custom.end.countdown",
        explanation=N_("Everyone starts with 301 and types what they score as a negative "
                       "number; the match ends when a total falls to 0 or less. Ana falls to 0 "
                       "first, and the lowest total wins: Ana."),
        players=P3,
        settings=described(start=301, negatives=True, winner="lowest", end="target",
                           end_at=0),
        rounds=(points(Ana=-150, Bo=-100, Cy=-120), points(Ana=-151, Bo=-90, Cy=-100)),
        totals={"Ana": 0, "Bo": 111, "Cy": 81},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("Out at a line: the last one in wins"),
        rule="custom.end.out_at",
        explanation=N_("A player who reaches 100 is out. Bo reaches 110 in the first round and "
                       "is out; Ana reaches 110 in the second, and Cy, the last one in, wins."),
        players=P3,
        settings=described(winner="lowest", end="out_at", end_at=100),
        rounds=(points(Ana=60, Bo=110, Cy=20), points(Ana=50, Cy=30)),
        totals={"Ana": 110, "Bo": 110, "Cy": 50},
        finished=True,
        winners=("Cy",),
    ),
    Example(
        title=N_("A fixed number of rounds"),
        rule="custom.end.rounds",
        explanation=N_("The match lasts 2 rounds: after the second it is over, and Bo, with the "
                       "highest total, wins."),
        players=P3,
        settings=described(end="rounds", end_at=2),
        rounds=(points(Ana=10, Bo=20, Cy=5), points(Ana=5, Bo=0, Cy=10)),
        totals={"Ana": 15, "Bo": 20, "Cy": 15},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("Two teams of two score together"),
        rule="custom.teams",
        explanation=N_("Partners sit opposite: Ana and Cy against Bo and Dee. Each round the "
                       "table types each team's points."),
        players=P4,
        settings=described(teams=True, min_players=4, max_players=4, end="target",
                           end_at=50),
        rounds=(points(**{"Ana & Cy": 30, "Bo & Dee": 25}),
                points(**{"Ana & Cy": 25, "Bo & Dee": 10})),
        totals={"Ana & Cy": 55, "Bo & Dee": 35},
        finished=True,
        winners=("Ana & Cy",),
    ),
    Example(
        title=N_("The deal passes to the right"),
        rule="custom.deal",
        explanation=N_("Ana dealt the first round; the deal passes to the right, so Cy deals "
                       "the next."),
        players=P3,
        settings=described(deal="right", end="none"),
        first_dealer="Ana",
        rounds=(points(Ana=1, Bo=2, Cy=3),),
        next_dealer="Cy",
    ),
    Example(
        title=N_("A match the table ends"),
        rule="custom.end.none",
        explanation=N_("With “When the table ends it”, no total ends the match: after a round "
                       "of 5,000 it goes on."),
        players=P3,
        settings=described(end="none"),
        rounds=(points(Ana=5000, Bo=0, Cy=0),),
        totals={"Ana": 5000, "Bo": 0, "Cy": 0},
        finished=False,
    ),
)
