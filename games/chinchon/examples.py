"""Worked Chinchón examples: shown on the rules page and run as tests
(tests/games/test_chinchon.py)."""

from games.chinchon.rules import ALL_SEVEN, CARD, CHINCHON
from games.core import Example
from games.text import N_

P2 = ("Ana", "Bea")
P3 = ("Ana", "Bea", "Carlos")
P4 = ("Ana", "Bea", "Carlos", "Dani")


def card(closer, left, rejoin=None, **points):
    """A round closed with a card left, as a table enters it."""
    return closed(closer, CARD, rejoin, left=left, points=points)


def all_seven(closer, rejoin=None, **points):
    return closed(closer, ALL_SEVEN, rejoin, points=points)


def chinchon(closer, rejoin=None, **more):
    return closed(closer, CHINCHON, rejoin, **more)


def closed(closer, close, rejoin=None, **more):
    inp = {"closer": closer, "close": close, **more}
    return {"rejoin": rejoin, **inp} if rejoin else inp


EXAMPLES = (
    Example(
        title=N_("The closer adds the card left"),
        rule="chinchon.close.card",
        explanation=N_("Ana closes with every card combined but a 3: Ana adds 3. Bea's "
                       "unmatched cards count 12 and Carlos's 25: they add 12 and 25."),
        players=P3,
        rounds=(card("Ana", 3, Bea=12, Carlos=25),),
        deltas=({"Ana": 3, "Bea": 12, "Carlos": 25},),
        totals={"Ana": 3, "Bea": 12, "Carlos": 25},
        finished=False,
    ),
    Example(
        title=N_("All seven combined: −10"),
        rule="chinchon.close.all_seven",
        explanation=N_("Bea closes with all seven cards combined: Bea adds −10, and totals may "
                       "go below 0. Ana adds 7 and Carlos 18."),
        players=P3,
        rounds=(all_seven("Bea", Ana=7, Carlos=18),),
        deltas=({"Ana": 7, "Bea": -10, "Carlos": 18},),
        totals={"Ana": 7, "Bea": -10, "Carlos": 18},
    ),
    Example(
        title=N_("A chinchón wins the match at once"),
        rule="chinchon.close.chinchon",
        explanation=N_("After the first round Ana has 2, Bea 30 and Carlos 5. Then Bea closes "
                       "with chinchón, seven in a row of one suit: nothing else is scored, and "
                       "Bea wins the match at once, though Bea has the highest total."),
        players=P3,
        rounds=(card("Ana", 2, Bea=30, Carlos=5), chinchon("Bea")),
        deltas=({"Ana": 2, "Bea": 30, "Carlos": 5}, {"Ana": 0, "Bea": 0, "Carlos": 0}),
        totals={"Ana": 2, "Bea": 30, "Carlos": 5},
        finished=True,
        winners=("Bea",),
    ),
    Example(
        title=N_("Above the limit is out; the limit itself is not"),
        rule="chinchon.out.above",
        explanation=N_("Bea reaches 60 + 40 = 100 and is still in: only a total above 100 is "
                       "out. Carlos reaches 64 + 37 = 101 and is out. Ana and Bea play on."),
        players=P3,
        rounds=(card("Ana", 1, Bea=60, Carlos=64), card("Ana", 4, Bea=40, Carlos=37)),
        totals={"Ana": 5, "Bea": 100, "Carlos": 101},
        finished=False,
    ),
    Example(
        title=N_("Buying back in at the highest total still in"),
        rule="chinchon.buy_back",
        explanation=N_("After two rounds Carlos has 55 + 50 = 105 and is out; of the players "
                       "still in, Bea has the most, 71. Carlos buys back in before the third "
                       "round at 71, then adds 8 in it: 79."),
        players=P4,
        rounds=(card("Ana", 2, Bea=40, Carlos=55, Dani=30),
                all_seven("Dani", Ana=20, Bea=31, Carlos=50),
                card("Bea", 1, rejoin=["Carlos"], Ana=10, Carlos=8, Dani=4)),
        deltas=({"Ana": 2, "Bea": 40, "Carlos": 55, "Dani": 30},
                {"Ana": 20, "Bea": 31, "Carlos": 50, "Dani": -10},
                {"Ana": 10, "Bea": 1, "Carlos": 8, "Dani": 4}),
        totals={"Ana": 32, "Bea": 72, "Carlos": 79, "Dani": 24},
        finished=False,
    ),
    Example(
        title=N_("Two players buy back in before the same round"),
        rule="chinchon.buy_back.two",
        explanation=N_("Bea and Carlos both go above 100 in the second round. Before the third, "
                       "both buy back in at Ana's 9, the highest total of those still in: "
                       "neither counts the other."),
        players=P4,
        rounds=(card("Ana", 4, Bea=60, Carlos=70, Dani=3),
                card("Dani", 0, Ana=5, Bea=45, Carlos=40),
                card("Ana", 1, rejoin=["Bea", "Carlos"], Bea=6, Carlos=2, Dani=10)),
        totals={"Ana": 10, "Bea": 15, "Carlos": 11, "Dani": 13},
        finished=False,
    ),
    Example(
        title=N_("One buy-back each, by default"),
        rule="chinchon.buy_back.once",
        explanation=N_("Carlos goes above 100, buys back in at Bea's 10, and goes above 100 "
                       "again. A second buy-back is refused: each player may buy back in once "
                       "unless the table chose more when the match started."),
        players=P3,
        rounds=(card("Ana", 0, Bea=10, Carlos=101),
                card("Ana", 0, rejoin=["Carlos"], Bea=5, Carlos=95),
                card("Ana", 0, rejoin=["Carlos"], Bea=5, Carlos=5)),
        errors=("rejoin",),
    ),
    Example(
        title=N_("No buying back in, by house rule"),
        rule="chinchon.settings.rejoins",
        explanation=N_("With the house rule of no buy-backs, Carlos, out above 100, cannot "
                       "come back: the round that brings him back is refused."),
        players=P3,
        settings={"rejoins": 0},
        rounds=(card("Ana", 2, Bea=20, Carlos=110),
                card("Bea", 1, rejoin=["Carlos"], Ana=4, Carlos=6)),
        errors=("rejoin",),
    ),
    Example(
        title=N_("The last player left in wins"),
        rule="chinchon.end.last_in",
        explanation=N_("Bea goes above 100 in the first round, Carlos with 50 + 51 = 101 in the "
                       "second. Ana is the only player left in and wins, before anyone can buy "
                       "back in."),
        players=P3,
        rounds=(card("Ana", 3, Bea=101, Carlos=50), card("Ana", 2, Carlos=51)),
        totals={"Ana": 5, "Bea": 101, "Carlos": 101},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("The last players go out together: the lowest total wins"),
        rule="chinchon.end.together",
        explanation=N_("Ana has 98 and Bea 3. Ana closes with a 4 left and reaches 102; Bea adds "
                       "100 and reaches 103. Both are out in the same round, so the lowest of "
                       "their totals wins: Ana, with 102."),
        players=P2,
        rounds=(card("Bea", 3, Ana=98), card("Ana", 4, Bea=100)),
        totals={"Ana": 102, "Bea": 103},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("A lower limit, by house rule"),
        rule="chinchon.settings.limit",
        explanation=N_("Played to 50: Bea's 51 is above it, so Bea is out and Ana, the last "
                       "player left in, wins."),
        players=P2,
        settings={"limit": 50},
        rounds=(card("Ana", 1, Bea=51),),
        totals={"Ana": 1, "Bea": 51},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("Closing with a 5, by house rule"),
        rule="chinchon.settings.cut_max",
        explanation=N_("Where a player may close with a card worth up to 5, Ana closes with a 5 "
                       "left and adds 5."),
        players=P2,
        settings={"cut_max": 5},
        rounds=(card("Ana", 5, Bea=14),),
        deltas=({"Ana": 5, "Bea": 14},),
    ),
    Example(
        title=N_("Deal and play go to the right, past players who are out"),
        rule="chinchon.turn",
        explanation=N_("Ana deals the first round and Carlos goes out in it. The deal passes to "
                       "the right, to Dani; the player to Dani's right would be Carlos, who is "
                       "out, so Bea starts."),
        players=P4,
        first_dealer="Ana",
        rounds=(card("Bea", 2, Ana=10, Carlos=104, Dani=20),),
        next_dealer="Dani",
        next_starter="Bea",
    ),
    Example(
        title=N_("A card left above the cut is refused"),
        rule="chinchon.input.left_above_cut",
        explanation=N_("A player may close with a card worth at most 4 unless the table chose "
                       "otherwise: a card left of 5 is refused."),
        players=P2,
        rounds=(card("Ana", 5, Bea=14),),
        errors=("left",),
    ),
    Example(
        title=N_("No card left with all seven combined"),
        rule="chinchon.input.left_not_asked",
        explanation=N_("A player who closed with all seven combined kept no card: a card left "
                       "given with it is refused."),
        players=P2,
        rounds=(closed("Ana", ALL_SEVEN, left=2, points={"Bea": 9}),),
        errors=("left",),
    ),
    Example(
        title=N_("No points with a chinchón"),
        rule="chinchon.input.points_with_chinchon",
        explanation=N_("A chinchón wins the match at once and nothing else of the round is "
                       "scored: points entered with it are refused."),
        players=P3,
        rounds=(chinchon("Ana", points={"Bea": 20, "Carlos": 12}),),
        errors=("points",),
    ),
    Example(
        title=N_("Every other player still in needs points"),
        rule="chinchon.input.missing_points",
        explanation=N_("Ana closed; Bea's points are entered but not Carlos's, so the round is "
                       "refused and Carlos's points are asked for."),
        players=P3,
        rounds=(card("Ana", 1, Bea=20),),
        errors=("points.Carlos",),
    ),
    Example(
        title=N_("A player who is out is entered no more"),
        rule="chinchon.input.player_out",
        explanation=N_("Carlos went above 100 and is out: points entered for Carlos are "
                       "refused unless Carlos buys back in before the round."),
        players=P3,
        rounds=(card("Ana", 1, Bea=20, Carlos=120), card("Bea", 2, Ana=5, Carlos=9)),
        errors=("points.Carlos",),
    ),
    Example(
        title=N_("No rounds after the end"),
        rule="common.after_end",
        explanation=N_("Ana's chinchón ends the match, and a further round is refused."),
        players=P2,
        rounds=(chinchon("Ana"), card("Bea", 1, Ana=10)),
        errors=("round",),
    ),
)
