"""Worked Tarneeb examples: shown on the rules page and run as tests
(tests/games/test_tarneeb.py)."""

from games.core import Example
from games.text import N_

P4 = ("Ana", "Bo", "Cy", "Dee")
AC, BD = "Ana & Cy", "Bo & Dee"


def hand(bidder, bid, tricks):
    """A hand as the table enters it: who won the bid, the bid, the bidders' tricks."""
    return {"bidder": bidder, "bid": bid, "tricks": tricks}


def score(ac=0, bd=0):
    return {AC: ac, BD: bd}


EXAMPLES = (
    Example(
        title=N_("A made bid scores the tricks taken, not the bid"),
        rule="tarneeb.points.made",
        explanation=N_("Bo bids 8 and Bo & Dee take 10 of the 13 tricks. The bid is made, and a "
                       "made bid scores the tricks taken: Bo & Dee +10. Ana & Cy, who took the "
                       "other 3, score nothing."),
        players=P4,
        rounds=(hand("Bo", 8, 10),),
        deltas=(score(bd=10),),
        totals=score(bd=10),
        finished=False,
    ),
    Example(
        title=N_("Exactly the bid is enough"),
        rule="tarneeb.points.made_exactly",
        explanation=N_("Ana bids 7, the lowest bid, and Ana & Cy take exactly 7 tricks: the bid "
                       "is made, Ana & Cy +7."),
        players=P4,
        rounds=(hand("Ana", 7, 7),),
        deltas=(score(ac=7),),
    ),
    Example(
        title=N_("A failed bid: the bidders lose their bid, the others score their tricks"),
        rule="tarneeb.points.failed",
        explanation=N_("Cy bids 9 but Ana & Cy take only 7 tricks. They lose their bid, "
                       "Ana & Cy −9, and Bo & Dee score the 6 tricks they took, Bo & Dee +6."),
        players=P4,
        rounds=(hand("Cy", 9, 7),),
        deltas=(score(ac=-9, bd=6),),
        totals=score(ac=-9, bd=6),
    ),
    Example(
        title=N_("All 13 tricks without bidding them: a kaboot"),
        rule="tarneeb.points.kaboot",
        explanation=N_("Dee bids 10 and Bo & Dee take every trick. All 13 tricks without a bid "
                       "of 13 is a kaboot: Bo & Dee +16, not 13."),
        players=P4,
        rounds=(hand("Dee", 10, 13),),
        deltas=(score(bd=16),),
    ),
    Example(
        title=N_("A bid of 13, made"),
        rule="tarneeb.points.all_made",
        explanation=N_("Ana bids all 13 tricks and Ana & Cy take them all: Ana & Cy +26."),
        players=P4,
        rounds=(hand("Ana", 13, 13),),
        deltas=(score(ac=26),),
    ),
    Example(
        title=N_("A bid of 13, failed"),
        rule="tarneeb.points.all_failed",
        explanation=N_("Bo bids 13 and Bo & Dee take 11: Bo & Dee lose 16, and Ana & Cy score "
                       "twice the 2 tricks they took, 4."),
        players=P4,
        rounds=(hand("Bo", 13, 11),),
        deltas=(score(ac=4, bd=-16),),
    ),
    Example(
        title=N_("The defenders take every trick"),
        rule="tarneeb.points.defenders_take_all",
        explanation=N_("Ana bids 7 and Ana & Cy take no trick at all. It is a failed bid like "
                       "any other, not a kaboot for the defenders: Ana & Cy −7, Bo & Dee +13."),
        players=P4,
        rounds=(hand("Ana", 7, 0),),
        deltas=(score(ac=-7, bd=13),),
    ),
    Example(
        title=N_("Totals can go below 0"),
        rule="tarneeb.totals.negative",
        explanation=N_("Ana & Cy fail twice: Cy bids 8 and they take 6 (−8, Bo & Dee +7), then "
                       "Ana bids 9 and they take 8 (−9, Bo & Dee +5). Ana & Cy are on −17, "
                       "Bo & Dee on 12."),
        players=P4,
        rounds=(hand("Cy", 8, 6), hand("Ana", 9, 8)),
        deltas=(score(ac=-8, bd=7), score(ac=-9, bd=5)),
        totals=score(ac=-17, bd=12),
        finished=False,
    ),
    Example(
        title=N_("Reaching 41 wins the match"),
        rule="tarneeb.end.target",
        explanation=N_("Ana & Cy are on 35 and Bo & Dee on 20. Cy bids 7 and Ana & Cy take 7: "
                       "35 + 7 = 42 reaches 41, and Ana & Cy win."),
        players=P4,
        start=score(ac=35, bd=20),
        rounds=(hand("Cy", 7, 7),),
        totals=score(ac=42, bd=20),
        finished=True,
        winners=(AC,),
    ),
    Example(
        title=N_("A failed bid can carry the other team over the line"),
        rule="tarneeb.end.by_the_defenders",
        explanation=N_("Bo & Dee are on 38. Ana bids 10 but Ana & Cy take only 8: Ana & Cy lose "
                       "10, and Bo & Dee score their 5 tricks, 38 + 5 = 43. Bo & Dee win."),
        players=P4,
        start=score(ac=30, bd=38),
        rounds=(hand("Ana", 10, 8),),
        deltas=(score(ac=-10, bd=5),),
        totals=score(ac=20, bd=43),
        finished=True,
        winners=(BD,),
    ),
    Example(
        title=N_("40 is not enough"),
        rule="tarneeb.end.short",
        explanation=N_("Bo & Dee are on 31 and take 9 tricks on a bid of 8: 40, one short of "
                       "41, so the match goes on."),
        players=P4,
        start=score(bd=31),
        rounds=(hand("Dee", 8, 9),),
        totals=score(bd=40),
        finished=False,
    ),
    Example(
        title=N_("House rule: play to 31"),
        rule="tarneeb.settings.target",
        explanation=N_("Playing to 31, Ana & Cy take a kaboot (16) and then 9 tricks on a bid "
                       "of 9: 25, short of 31. Another 7 on a bid of 7 makes 32: they win."),
        players=P4,
        settings={"target": 31},
        rounds=(hand("Ana", 8, 13), hand("Cy", 9, 9), hand("Ana", 7, 7)),
        totals=score(ac=32),
        finished=True,
        winners=(AC,),
    ),
    Example(
        title=N_("House rule: a kaboot worth 13"),
        rule="tarneeb.settings.kaboot",
        explanation=N_("With the kaboot set to 13, all 13 tricks on a bid of 11 score only the "
                       "13 tricks: Bo & Dee +13. A bid of 13 keeps its own 26."),
        players=P4,
        settings={"kaboot": 13},
        rounds=(hand("Bo", 11, 13), hand("Dee", 13, 13)),
        deltas=(score(bd=13), score(bd=26)),
    ),
    Example(
        title=N_("The deal passes to the right"),
        rule="tarneeb.turn",
        explanation=N_("Ana deals the first hand and Dee, on her right, bids first. The deal "
                       "passes to the right, so Dee deals the second hand and Cy, on Dee's "
                       "right, bids first."),
        players=P4,
        first_dealer="Ana",
        rounds=(hand("Bo", 7, 8),),
        next_dealer="Dee",
        next_starter="Cy",
    ),
    Example(
        title=N_("Round the table to the right"),
        rule="tarneeb.turn.round",
        explanation=N_("Cy deals first. Bo & Dee make 9 on a bid of 7, Ana & Cy 8 on 8, then "
                       "Bo & Dee take 6 on a bid of 9 (−9, Ana & Cy +7): Ana & Cy 15, Bo & Dee "
                       "0. Cy, Bo and Ana have dealt, so Dee deals the fourth hand and Cy, on "
                       "Dee's right, bids first. A hand all four passed would not be entered: "
                       "its dealer would deal again."),
        players=P4,
        first_dealer="Cy",
        rounds=(hand("Dee", 7, 9), hand("Ana", 8, 8), hand("Bo", 9, 6)),
        totals=score(ac=15, bd=0),
        next_dealer="Dee",
        next_starter="Cy",
    ),
    Example(
        title=N_("A bid below 7 is refused"),
        rule="tarneeb.input.bid_low",
        explanation=N_("The lowest bid is 7 tricks, more than half the hand: a bid of 6 is a "
                       "typing mistake, refused, and nothing is stored."),
        players=P4,
        rounds=(hand("Ana", 6, 8),),
        errors=("bid",),
    ),
    Example(
        title=N_("There are only 13 tricks"),
        rule="tarneeb.input.tricks",
        explanation=N_("A hand has 13 tricks and no bid goes above 13: a bid of 14 and 14 "
                       "tricks are both refused, each with its own message."),
        players=P4,
        rounds=(hand("Bo", 14, 14),),
        errors=("bid", "tricks"),
    ),
    Example(
        title=N_("A hand needs the bidder, the bid and the tricks"),
        rule="tarneeb.input.required",
        explanation=N_("An empty hand is refused with a message for each missing answer. A "
                       "hand that all four passed is not entered at all."),
        players=P4,
        rounds=({},),
        errors=("bidder", "bid", "tricks"),
    ),
    Example(
        title=N_("No hands after the end"),
        rule="common.after_end",
        explanation=N_("Playing to 11, Ana & Cy take 12 tricks on a bid of 12: the match is "
                       "over, and a further hand is refused."),
        players=P4,
        settings={"target": 11},
        rounds=(hand("Ana", 12, 12), hand("Bo", 7, 7)),
        errors=("round",),
    ),
)
