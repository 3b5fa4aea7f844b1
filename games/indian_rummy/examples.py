"""Worked Indian Rummy examples: shown on the FAQ page and run as tests."""

from games.core import Example
from games.text import N_

P2 = ("Ana", "Bo")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def rnd(winner, **deadwood):
    return {"winner": winner, "deadwood": deadwood}


EXAMPLES = (
    Example(
        title=N_("Only a pure sequence: the set still counts"),
        rule="indian_rummy.deadwood.one_pure",
        explanation=N_("Bo holds 3♥ 4♥ 5♥, 8♠ 8♦ 8♣ and K♦ Q♠ 2♣ 6♦ 9♥ J♣ A♦ when Ana goes out. "
                       "With one pure sequence and no other sequence, only the pure sequence is "
                       "exempt: the three 8s count 24 and the rest 57, so Bo counts 81. Bo loses "
                       "81 and Ana gains 81."),
        players=P2,
        rounds=(rnd("Ana", Bo=81),),
        deltas=({"Ana": 81, "Bo": -81},),
        totals={"Ana": 81, "Bo": -81},
        finished=False,
    ),
    Example(
        title=N_("A pure and an impure sequence: sets are exempt too"),
        rule="indian_rummy.deadwood.two_sequences",
        explanation=N_("Bo holds 3♥ 4♥ 5♥ (pure), 9♣ 10♣ and a joker (impure), 7♠ 7♦ 7♥ and "
                       "K♣ 2♦ 5♠ A♥. With a pure sequence and another sequence, every card in a "
                       "sequence or a set is exempt: only K♣ 2♦ 5♠ A♥ count, 10 + 2 + 5 + 10 = "
                       "27."),
        players=P2,
        rounds=(rnd("Ana", Bo=27),),
        deltas=({"Ana": 27, "Bo": -27},),
    ),
    Example(
        title=N_("No pure sequence: every card counts, even in sets"),
        rule="indian_rummy.deadwood.no_pure",
        explanation=N_("Cy holds 7♠ 7♦ 7♥, 9♠ 9♦ 9♣ and a joker with 9♥ 10♥, and K♦ Q♠ 2♣ 4♦. "
                       "Without a pure sequence nothing is exempt: 21 + 27 + 0 + 19 + 26 = 93. "
                       "Cy loses 93."),
        players=P3,
        rounds=(rnd("Ana", Bo=12, Cy=93),),
        deltas=({"Ana": 105, "Bo": -12, "Cy": -93},),
    ),
    Example(
        title=N_("The winner gains what every loser lost"),
        rule="indian_rummy.points",
        explanation=N_("Bo counts 27, Cy 81 and Dee 0 (Dee had almost gone out herself). Each "
                       "loses their own count and Ana, who went out, gains 27 + 81 + 0 = 108. "
                       "The round adds up to zero."),
        players=P4,
        rounds=(rnd("Ana", Bo=27, Cy=81, Dee=0),),
        deltas=({"Ana": 108, "Bo": -27, "Cy": -81, "Dee": 0},),
    ),
    Example(
        title=N_("Totals go below zero"),
        rule="indian_rummy.points.totals",
        explanation=N_("Totals are kept across rounds and may be negative. Ana wins the first "
                       "round from Bo's 30 and Cy's 20; Bo wins the second from Ana's 15 and "
                       "Cy's 45. Ana ends on 35, Bo on 30, Cy on −65."),
        players=P3,
        rounds=(rnd("Ana", Bo=30, Cy=20), rnd("Bo", Ana=15, Cy=45)),
        deltas=({"Ana": 50, "Bo": -30, "Cy": -20}, {"Ana": -15, "Bo": 60, "Cy": -45}),
        totals={"Ana": 35, "Bo": 30, "Cy": -65},
    ),
    Example(
        title=N_("House rule: deadwood capped at 80"),
        rule="indian_rummy.settings.deadwood_cap",
        explanation=N_("With the cap at 80, Bo's 95 counts only 80, while Cy's 40 is under the "
                       "cap and stands. Ana gains 80 + 40 = 120."),
        players=P3,
        settings={"deadwood_cap": 80},
        rounds=(rnd("Ana", Bo=95, Cy=40),),
        deltas=({"Ana": 120, "Bo": -80, "Cy": -40},),
    ),
    Example(
        title=N_("House rule: first and middle drops"),
        rule="indian_rummy.settings.drops",
        explanation=N_("With drops allowed, Bo dropped before playing (a first drop, worth 20) "
                       "and Cy dropped later (a middle drop, worth 40). Dee counted 33. Ana "
                       "gains 20 + 40 + 33 = 93."),
        players=P4,
        settings={"drops": True},
        rounds=(rnd("Ana", Bo="first-drop", Cy="middle-drop", Dee=33),),
        deltas=({"Ana": 93, "Bo": -20, "Cy": -40, "Dee": -33},),
    ),
    Example(
        title=N_("House rule: drops worth other amounts"),
        rule="indian_rummy.settings.drop_values",
        explanation=N_("With a first drop set to 25 and a middle drop to 50, Bo's first drop "
                       "costs 25 and Cy's middle drop 50: Ana gains 75."),
        players=P3,
        settings={"drops": True, "first_drop": 25, "middle_drop": 50},
        rounds=(rnd("Ana", Bo="first-drop", Cy="middle-drop"),),
        deltas=({"Ana": 75, "Bo": -25, "Cy": -50},),
    ),
    Example(
        title=N_("The cap applies to drops too"),
        rule="indian_rummy.settings.deadwood_cap.drops",
        explanation=N_("A loser's deadwood counts at most the cap, whatever it came from: with "
                       "the cap at 30, Bo's middle drop worth 40 counts 30."),
        players=P2,
        settings={"drops": True, "deadwood_cap": 30},
        rounds=(rnd("Ana", Bo="middle-drop"),),
        deltas=({"Ana": 30, "Bo": -30},),
    ),
    Example(
        title=N_("A drop is refused unless drops are allowed"),
        rule="indian_rummy.input.drops_off",
        explanation=N_("Without the drops house rule, every loser needs a count; a first drop "
                       "is refused for Bo and nothing is stored."),
        players=P2,
        rounds=(rnd("Ana", Bo="first-drop"),),
        errors=("deadwood.Bo",),
    ),
    Example(
        title=N_("Reaching 500 ends the match"),
        rule="indian_rummy.end",
        explanation=N_("Ana has 420 after four rounds. She wins the fifth and gains 80 from Bo: "
                       "exactly 500 is enough, the match ends and Ana, the highest, wins."),
        players=P2,
        rounds=(rnd("Ana", Bo=130), rnd("Ana", Bo=130), rnd("Ana", Bo=130), rnd("Ana", Bo=30),
                rnd("Ana", Bo=80)),
        totals={"Ana": 500, "Bo": -500},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("499 does not end the match"),
        rule="indian_rummy.end",
        explanation=N_("One point short of 500 the match goes on."),
        players=P2,
        settings={"end_at": 500},
        rounds=(rnd("Ana", Bo=130), rnd("Ana", Bo=130), rnd("Ana", Bo=130), rnd("Ana", Bo=109)),
        totals={"Ana": 499, "Bo": -499},
        finished=False,
    ),
    Example(
        title=N_("House rule: a shorter match"),
        rule="indian_rummy.settings.end_at",
        explanation=N_("Playing to 100, Cy wins a round from Ana's 60 and Bo's 45 and reaches "
                       "105: the match ends and Cy wins."),
        players=P3,
        settings={"end_at": 100},
        rounds=(rnd("Cy", Ana=60, Bo=45),),
        totals={"Ana": -60, "Bo": -45, "Cy": 105},
        finished=True,
        winners=("Cy",),
    ),
    Example(
        title=N_("Can two players share the win?"),
        rule="indian_rummy.winners.tie",
        explanation=N_("Equal highest totals would share the win, but here it cannot happen: "
                       "only the round's winner gains, so whoever reaches the target is alone on "
                       "top. Ana and Cy are level on 60 when Cy wins the next round and reaches "
                       "100: Cy wins alone."),
        players=P3,
        settings={"end_at": 100},
        rounds=(rnd("Ana", Bo=60, Cy=0), rnd("Cy", Ana=0, Bo=60), rnd("Cy", Ana=10, Bo=30)),
        deltas=({"Ana": 60, "Bo": -60, "Cy": 0}, {"Ana": 0, "Bo": -60, "Cy": 60},
                {"Ana": -10, "Bo": -30, "Cy": 40}),
        totals={"Ana": 50, "Bo": -150, "Cy": 100},
        finished=True,
        winners=("Cy",),
    ),
    Example(
        title=N_("Who deals and who starts next"),
        rule="indian_rummy.turn",
        explanation=N_("Ana dealt the first round and Bo, on her left, started. The deal passes "
                       "to the left after every round, so after two rounds Cy deals and Dee "
                       "starts the third."),
        players=P4,
        first_dealer="Ana",
        rounds=(rnd("Bo", Ana=10, Cy=20, Dee=30), rnd("Dee", Ana=5, Bo=5, Cy=5)),
        next_dealer="Cy",
        next_starter="Dee",
    ),
    Example(
        title=N_("The deal goes round the table"),
        rule="indian_rummy.turn.wrap",
        explanation=N_("Cy dealt first in a game of three. After one round the deal passes to "
                       "Cy's left, back to Ana, and Bo starts."),
        players=P3,
        first_dealer="Cy",
        rounds=(rnd("Ana", Bo=10, Cy=20),),
        next_dealer="Ana",
        next_starter="Bo",
    ),
    Example(
        title=N_("The winner's box stays empty"),
        rule="indian_rummy.input.winner",
        explanation=N_("Ana went out, so she has no deadwood to enter: a number in her box is "
                       "refused."),
        players=P2,
        rounds=(rnd("Ana", Ana=0, Bo=20),),
        errors=("deadwood.Ana",),
    ),
    Example(
        title=N_("Every loser needs a count"),
        rule="indian_rummy.input.every_loser",
        explanation=N_("A round with no count for Cy is refused: enter 0 if Cy really had no "
                       "deadwood."),
        players=P3,
        rounds=(rnd("Ana", Bo=20),),
        errors=("deadwood.Cy",),
    ),
    Example(
        title=N_("More than 130 is refused"),
        rule="indian_rummy.input.range",
        explanation=N_("Thirteen cards count at most 130 (thirteen tens). A 131 is a typing "
                       "mistake, so Rulezz refuses it and asks again."),
        players=P2,
        rounds=(rnd("Ana", Bo=131),),
        errors=("deadwood.Bo",),
    ),
    Example(
        title=N_("No rounds after the end"),
        rule="common.after_end",
        explanation=N_("Playing to 100, Ana's 120 ends the match after one round, and a further "
                       "round is refused."),
        players=P2,
        settings={"end_at": 100},
        rounds=(rnd("Ana", Bo=120), rnd("Bo", Ana=5)),
        errors=("round",),
    ),
)

# --- Formats (RULES.md § Indian Rummy formats) --------------------------------------------------

POOL = {"format": "pool"}
POOL_201 = {"format": "pool", "pool": 201}


def back(*players, winner, **deadwood):
    """A deal before which players who are out rejoin."""
    return {"rejoin": list(players), **rnd(winner, **deadwood)}


EXAMPLES += (
    Example(
        title=N_("Pool: the losers add their count, the winner adds nothing"),
        rule="indian_rummy.pool.points",
        explanation=N_("In a pool match everyone starts at 0 and wants to stay low. Ana goes "
                       "out; Bo counts 27 and Cy 12. Bo adds 27 and Cy adds 12, while Ana adds "
                       "nothing and stays on 0."),
        players=P3,
        settings=POOL,
        rounds=(rnd("Ana", Bo=27, Cy=12),),
        deltas=({"Ana": 0, "Bo": 27, "Cy": 12},),
        totals={"Ana": 0, "Bo": 27, "Cy": 12},
        finished=False,
    ),
    Example(
        title=N_("Pool: a count over 80 counts 80, the full count"),
        rule="indian_rummy.pool.full_count",
        explanation=N_("In pool a loser adds at most 80, the full count, whatever their cards "
                       "count. Bo counts 95 and adds 80; Cy counts exactly 80 and adds 80 too."),
        players=P3,
        settings=POOL,
        rounds=(rnd("Ana", Bo=95, Cy=80),),
        deltas=({"Ana": 0, "Bo": 80, "Cy": 80},),
    ),
    Example(
        title=N_("Pool 101: a first drop adds 20, a middle drop 40"),
        rule="indian_rummy.pool.drops",
        explanation=N_("Drops are always allowed in pool. In pool 101, Bo dropped before his "
                       "first draw and adds 20; Cy dropped later in the deal and adds 40; Dee "
                       "counted 7 and adds 7."),
        players=P4,
        settings=POOL,
        rounds=(rnd("Ana", Bo="first-drop", Cy="middle-drop", Dee=7),),
        deltas=({"Ana": 0, "Bo": 20, "Cy": 40, "Dee": 7},),
    ),
    Example(
        title=N_("Pool 201: a first drop adds 25, a middle drop 50"),
        rule="indian_rummy.pool.drops.201",
        explanation=N_("In pool 201 the drops are worth more: Bo's first drop adds 25 and Cy's "
                       "middle drop adds 50."),
        players=P3,
        settings=POOL_201,
        rounds=(rnd("Ana", Bo="first-drop", Cy="middle-drop"),),
        deltas=({"Ana": 0, "Bo": 25, "Cy": 50},),
    ),
    Example(
        title=N_("Pool: reaching 101 puts a player out, and the deal skips them"),
        rule="indian_rummy.pool.out",
        explanation=N_("Ana dealt the first deal and Bo the second. Cy had 80 after the first "
                       "deal and adds 21 in the second: 101, so Cy is out. The deal would pass "
                       "to Cy, but a player who is out is dealt no more cards: Ana deals the "
                       "third deal and Bo starts it."),
        players=P3,
        first_dealer="Ana",
        settings=POOL,
        rounds=(rnd("Ana", Bo=10, Cy=80), rnd("Bo", Ana=5, Cy=21)),
        totals={"Ana": 5, "Bo": 10, "Cy": 101},
        finished=False,
        next_dealer="Ana",
        next_starter="Bo",
    ),
    Example(
        title=N_("Pool: a player who is out is entered in no more deals"),
        rule="indian_rummy.pool.out.input",
        explanation=N_("Bo reached 105 and is out. A deal that gives Bo a count is refused: "
                       "enter only the players still in, or let Bo rejoin first."),
        players=P3,
        settings=POOL,
        rounds=(rnd("Ana", Bo=80, Cy=30), rnd("Ana", Bo=25, Cy=0), rnd("Cy", Ana=10, Bo=5)),
        errors=("deadwood.Bo",),
    ),
    Example(
        title=N_("Pool: rejoining at the highest total still in, plus 1"),
        rule="indian_rummy.pool.rejoin",
        explanation=N_("Bo reached 105 after two deals and is out; Ana has 0 and Cy 30. Before "
                       "the third deal Bo rejoins: the highest total still in is Cy's 30, so Bo "
                       "comes back at 31. In the third deal Cy goes out, Ana adds 10 and Bo "
                       "adds 5: Bo has 36."),
        players=P3,
        settings=POOL,
        rounds=(rnd("Ana", Bo=80, Cy=30), rnd("Ana", Bo=25, Cy=0),
                back("Bo", winner="Cy", Ana=10, Bo=5)),
        deltas=({"Ana": 0, "Bo": 80, "Cy": 30}, {"Ana": 0, "Bo": 25, "Cy": 0},
                {"Ana": 10, "Bo": 5, "Cy": 0}),
        totals={"Ana": 10, "Bo": 36, "Cy": 30},
        finished=False,
    ),
    Example(
        title=N_("Pool: no rejoining once someone still in has more than 79"),
        rule="indian_rummy.pool.rejoin.closed",
        explanation=N_("Bo is out with 110, and Cy, still in, has 80. In pool 101 a player may "
                       "rejoin only while nobody still in has more than 79, so Bo's rejoining "
                       "is refused."),
        players=P3,
        settings=POOL,
        rounds=(rnd("Ana", Bo=80, Cy=80), rnd("Ana", Bo=30, Cy=0),
                back("Bo", winner="Ana", Bo=10, Cy=10)),
        errors=("rejoin",),
    ),
    Example(
        title=N_("Pool: each player rejoins at most once"),
        rule="indian_rummy.pool.rejoin.limit",
        explanation=N_("Bo reached 101 and rejoined at 1, as Ana and Cy were both on 0. He "
                       "then reached 101 again. Each player may rejoin once unless you change "
                       "the house rule, so his second rejoining is refused."),
        players=P3,
        settings=POOL,
        rounds=(rnd("Ana", Bo=80, Cy=0), rnd("Ana", Bo=21, Cy=0),
                back("Bo", winner="Ana", Bo=80, Cy=0), rnd("Ana", Bo=20, Cy=0),
                back("Bo", winner="Ana", Bo=10, Cy=0)),
        errors=("rejoin",),
    ),
    Example(
        title=N_("Pool: the last player in wins"),
        rule="indian_rummy.pool.end",
        explanation=N_("Bo goes out with 110 in the second deal and does not rejoin. In the "
                       "third deal Cy adds 60 to his 50: 110, and he is out too. Only Ana is "
                       "left in, with 40: the match is over and Ana wins."),
        players=P3,
        settings=POOL,
        rounds=(rnd("Ana", Bo=80, Cy=50), rnd("Cy", Ana=40, Bo=30), rnd("Ana", Cy=60)),
        totals={"Ana": 40, "Bo": 110, "Cy": 110},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("Pool: two players out in the same deal"),
        rule="indian_rummy.pool.end.together",
        explanation=N_("Bo and Cy both have 80 when Ana goes out again; each adds 21 and "
                       "reaches 101. Both are out in the same deal, Ana alone is left in, and "
                       "she wins with 0."),
        players=P3,
        settings=POOL,
        rounds=(rnd("Ana", Bo=80, Cy=80), rnd("Ana", Bo=21, Cy=21)),
        totals={"Ana": 0, "Bo": 101, "Cy": 101},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("Deals: everyone starts with 80 chips a deal"),
        rule="indian_rummy.deals.chips",
        explanation=N_("A match of 2 deals starts everyone on 160 chips. Ana goes out; Bo "
                       "counts 30 and Cy 95, which counts 80, the full count. Bo gives Ana 30 "
                       "chips and Cy gives her 80: Ana has 270, Bo 130, Cy 80."),
        players=P3,
        settings={"format": "deals", "deals": 2},
        rounds=(rnd("Ana", Bo=30, Cy=95),),
        deltas=({"Ana": 110, "Bo": -30, "Cy": -80},),
        totals={"Ana": 270, "Bo": 130, "Cy": 80},
        finished=False,
    ),
    Example(
        title=N_("Deals: drops cost 20 and 40 chips"),
        rule="indian_rummy.deals.drops",
        explanation=N_("Drops are always allowed in deals: Bo's first drop costs him 20 chips "
                       "and Cy's middle drop 40, and Ana takes 60."),
        players=P3,
        settings={"format": "deals"},
        rounds=(rnd("Ana", Bo="first-drop", Cy="middle-drop"),),
        deltas=({"Ana": 60, "Bo": -20, "Cy": -40},),
    ),
    Example(
        title=N_("Deals: the most chips after the last deal win"),
        rule="indian_rummy.deals.end",
        explanation=N_("A match of 1 deal starts both players on 80 chips. Ana goes out and Bo "
                       "counts 40: Ana has 120, Bo 40, and with the only deal played Ana wins."),
        players=P2,
        settings={"format": "deals", "deals": 1},
        rounds=(rnd("Ana", Bo=40),),
        totals={"Ana": 120, "Bo": 40},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("Deals: a tie after the last deal plays another deal"),
        rule="indian_rummy.deals.tie",
        explanation=N_("Ana and Bo start on 160 chips for 2 deals. Ana takes 30 from Bo in the "
                       "first deal and Bo takes 30 back in the second: both have 160 after the "
                       "last deal, so the match is not over and a tie-breaker deal is played."),
        players=P2,
        settings={"format": "deals"},
        rounds=(rnd("Ana", Bo=30), rnd("Bo", Ana=30)),
        totals={"Ana": 160, "Bo": 160},
        finished=False,
    ),
    Example(
        title=N_("Deals: the tie-breaker deal decides"),
        rule="indian_rummy.deals.tie.breaker",
        explanation=N_("Tied on 160 after 2 deals, Ana and Bo play a third. Bo goes out and Ana "
                       "counts 100, which counts 80: Bo has 240 and Ana 80, and Bo wins."),
        players=P2,
        settings={"format": "deals"},
        rounds=(rnd("Ana", Bo=30), rnd("Bo", Ana=30), rnd("Bo", Ana=100)),
        totals={"Ana": 80, "Bo": 240},
        finished=True,
        winners=("Bo",),
    ),
)

EXAMPLES += (
    Example(
        title=N_("House rule: no rejoining at all"),
        rule="indian_rummy.settings.rejoins",
        explanation=N_("With rejoining set to 0 times, Bo, out with 101 while Ana and Cy are "
                       "both on 0, may not come back: his rejoining is refused."),
        players=P3,
        settings={**POOL, "rejoins": 0},
        rounds=(rnd("Ana", Bo=80, Cy=0), rnd("Ana", Bo=21, Cy=0),
                back("Bo", winner="Ana", Bo=10, Cy=0)),
        errors=("rejoin",),
    ),
    Example(
        title=N_("Pool 201: rejoining is open up to 174"),
        rule="indian_rummy.pool.rejoin.201",
        explanation=N_("In pool 201, Bo reaches 205 and is out while Cy, still in, has 160. "
                       "Nobody still in has more than 174, so Bo may rejoin: he comes back at "
                       "161, and adds 4 in the next deal for 165."),
        players=P3,
        settings=POOL_201,
        rounds=(rnd("Ana", Bo=80, Cy=80), rnd("Ana", Bo=80, Cy=80), rnd("Ana", Bo=45, Cy=0),
                back("Bo", winner="Cy", Ana=0, Bo=4)),
        totals={"Ana": 0, "Bo": 165, "Cy": 160},
        finished=False,
    ),
)
