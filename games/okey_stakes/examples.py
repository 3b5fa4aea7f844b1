"""Worked examples of Okey for stakes: shown on the FAQ page and run as tests."""

from games.core import Example
from games.text import N_

P2 = ("Ana", "Bo")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")
DRAW = {"winner": None}


def win(winner, pairs=False, joker=False):
    return {"winner": winner, "pairs": pairs, "joker": joker}


EXAMPLES = (
    Example(
        title=N_("How much does a plain win pay?"),
        rule="okey_stakes.pay.plain",
        explanation=N_("Ana lays down groups and runs and the tile left over is not a joker. With "
                       "the stake at 1, Bo and Cy each pay her 1: Ana +2, Bo −1, Cy −1."),
        players=P3,
        rounds=(win("Ana"),),
        deltas=({"Ana": 2, "Bo": -1, "Cy": -1},),
        totals={"Ana": 2, "Bo": -1, "Cy": -1},
        finished=False,
    ),
    Example(
        title=N_("A joker as the tile left over doubles the stake"),
        rule="okey_stakes.pay.joker",
        explanation=N_("Bo lays down and the one tile he has left over is a joker: the stake is "
                       "doubled, so Ana and Cy each pay him 2 and he collects 4."),
        players=P3,
        rounds=(win("Bo", joker=True),),
        deltas=({"Ana": -2, "Bo": 4, "Cy": -2},),
    ),
    Example(
        title=N_("7 pairs doubles the stake"),
        rule="okey_stakes.pay.pairs",
        explanation=N_("At a table of four, Cy lays down 7 pairs (two identical tiles each, such "
                       "as two red 3s). The stake is doubled: Ana, Bo and Dee each pay 2 and Cy "
                       "collects 6."),
        players=P4,
        rounds=(win("Cy", pairs=True),),
        deltas=({"Ana": -2, "Bo": -2, "Cy": 6, "Dee": -2},),
    ),
    Example(
        title=N_("7 pairs and a joker left over: four times the stake"),
        rule="okey_stakes.pay.both",
        explanation=N_("Ana lays down 7 pairs and the tile left over is a joker. Both doubles "
                       "count, so the stake is paid four times: Bo and Cy each pay 4, Ana "
                       "collects 8."),
        players=P3,
        rounds=(win("Ana", pairs=True, joker=True),),
        deltas=({"Ana": 8, "Bo": -4, "Cy": -4},),
    ),
    Example(
        title=N_("House rule: the doubles do not add up"),
        rule="okey_stakes.settings.doubles_stack",
        explanation=N_("With the house rule that 7 pairs and a joker together pay only twice the "
                       "stake, Ana's 7 pairs with a joker left over costs Bo and Cy 2 each: Ana "
                       "collects 4 instead of 8."),
        players=P3,
        settings={"doubles_stack": False},
        rounds=(win("Ana", pairs=True, joker=True),),
        deltas=({"Ana": 4, "Bo": -2, "Cy": -2},),
    ),
    Example(
        title=N_("The house rule changes nothing for a single double"),
        rule="okey_stakes.settings.doubles_stack",
        explanation=N_("With the doubles not adding up, a joker left over alone still doubles "
                       "the stake: Bo pays Ana 2."),
        players=P2,
        settings={"doubles_stack": False},
        rounds=(win("Ana", joker=True),),
        deltas=({"Ana": 2, "Bo": -2},),
    ),
    Example(
        title=N_("Playing for a bigger stake"),
        rule="okey_stakes.settings.stake",
        explanation=N_("With the stake at 5, Dee wins with a joker left over: each of the other "
                       "three pays 5 × 2 = 10, and Dee collects 30."),
        players=P4,
        settings={"stake": 5},
        rounds=(win("Dee", joker=True),),
        deltas=({"Ana": -10, "Bo": -10, "Cy": -10, "Dee": 30},),
    ),
    Example(
        title=N_("Two players: the loser pays it all"),
        rule="okey_stakes.pay.two_players",
        explanation=N_("Playing for 10 with two players, Bo wins with 7 pairs and a joker left "
                       "over: Ana pays him 10 × 4 = 40. Then Ana wins a plain game and Bo pays her "
                       "10: Ana −30, Bo +30."),
        players=P2,
        settings={"stake": 10},
        rounds=(win("Bo", pairs=True, joker=True), win("Ana")),
        deltas=({"Ana": -40, "Bo": 40}, {"Ana": 10, "Bo": -10}),
        totals={"Ana": -30, "Bo": 30},
    ),
    Example(
        title=N_("The centre stack runs out: a draw"),
        rule="okey_stakes.draw",
        explanation=N_("Nobody laid down before the centre stack ran out, so the game is a draw "
                       "and nobody pays. The balances stay where they were, and the deal still "
                       "passes to the right: Cy dealt, so Bo deals next and Ana starts."),
        players=P3,
        first_dealer="Cy",
        rounds=(DRAW,),
        deltas=({"Ana": 0, "Bo": 0, "Cy": 0},),
        totals={"Ana": 0, "Bo": 0, "Cy": 0},
        finished=False,
        next_dealer="Bo",
        next_starter="Ana",
    ),
    Example(
        title=N_("Balances always add up to zero"),
        rule="okey_stakes.balances",
        explanation=N_("Over three games at four players, Ana wins plainly (+3), Bo wins with a "
                       "joker left over (+6) and the third is a draw. What one player wins the "
                       "others have paid: Ana 1, Bo 5, Cy −3, Dee −3, which adds up to 0."),
        players=P4,
        rounds=(win("Ana"), win("Bo", joker=True), DRAW),
        totals={"Ana": 1, "Bo": 5, "Cy": -3, "Dee": -3},
        finished=False,
    ),
    Example(
        title=N_("With no limit, the match never ends by itself"),
        rule="okey_stakes.end.no_limit",
        explanation=N_("Without a number of games, the match goes on however many games are "
                       "played; the table ends it when it likes."),
        players=P2,
        rounds=(win("Ana"),) * 6,
        totals={"Ana": 6, "Bo": -6},
        finished=False,
    ),
    Example(
        title=N_("An agreed number of games ends the match"),
        rule="okey_stakes.settings.games",
        explanation=N_("The table agreed on 3 games. After the third the match is over and the "
                       "highest balance wins: Bo with 3 (−1 + 4), ahead of Ana on 0 (+2 − 2) "
                       "and Cy on −3."),
        players=P3,
        settings={"games": 3},
        rounds=(win("Ana"), win("Bo", pairs=True), DRAW),
        totals={"Ana": 0, "Bo": 3, "Cy": -3},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("A draw counts as one of the agreed games"),
        rule="okey_stakes.settings.games.draw",
        explanation=N_("Playing one game only, the centre stack runs out: that draw was the game, "
                       "the match is over, and everyone shares the win on 0."),
        players=P3,
        settings={"games": 1},
        rounds=(DRAW,),
        totals={"Ana": 0, "Bo": 0, "Cy": 0},
        finished=True,
        winners=("Ana", "Bo", "Cy"),
    ),
    Example(
        title=N_("Equal highest balances share the win"),
        rule="okey_stakes.winners.tie",
        explanation=N_("In two agreed games Ana and Bo each win once plainly. Both end on 1, the "
                       "highest balance, and share the win; Cy paid both times and has −2."),
        players=P3,
        settings={"games": 2},
        rounds=(win("Ana"), win("Bo")),
        totals={"Ana": 1, "Bo": 1, "Cy": -2},
        finished=True,
        winners=("Ana", "Bo"),
    ),
    Example(
        title=N_("No games after the end"),
        rule="common.after_end",
        explanation=N_("The table agreed on 1 game and it has been played: a further game is "
                       "refused. Start a new match to play on."),
        players=P2,
        settings={"games": 1},
        rounds=(win("Ana"), win("Bo")),
        errors=("round",),
    ),
    Example(
        title=N_("7 pairs without a winner is refused"),
        rule="okey_stakes.input.pairs_needs_winner",
        explanation=N_("7 pairs is a way of winning, so a draw cannot have it. Choose who won, "
                       "or answer no to 7 pairs; nothing is stored until then."),
        players=P3,
        rounds=({"winner": None, "pairs": True},),
        errors=("pairs",),
    ),
    Example(
        title=N_("A joker left over without a winner is refused"),
        rule="okey_stakes.input.joker_needs_winner",
        explanation=N_("Only the winner has a tile left over when laying down, so a draw cannot "
                       "have a joker left over. Choose who won, or answer no to the joker."),
        players=P2,
        rounds=({"winner": None, "joker": True},),
        errors=("joker",),
    ),
    Example(
        title=N_("Who deals and who starts?"),
        rule="okey_stakes.turn",
        explanation=N_("Play goes anticlockwise, so the deal passes to the right after each game "
                       "and the player to the dealer's right starts. Ana dealt the first game "
                       "and Dee the second; Cy deals the third and Bo starts it."),
        players=P4,
        rounds=(win("Ana"), win("Cy")),
        next_dealer="Cy",
        next_starter="Bo",
    ),
)
