"""Worked 101 Okey examples: shown on the FAQ page and run as tests
(tests/games/test_okey_101.py)."""

from games.core import Example
from games.text import N_

P2 = ("Ana", "Bo")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def hand(finisher, opened, tiles=None, okeys=None, penalties=None, pairs=False, okey=False,
         in_one_go=False):
    """One hand as a table enters it (left-out parts left out, as a form sends them)."""
    inp = {"finisher": finisher, "opened": opened}
    if pairs:
        inp["pairs"] = True
    if okey:
        inp["okey"] = True
    if in_one_go:
        inp["in_one_go"] = True
    for name, value in (("tiles", tiles), ("okeys", okeys), ("penalties", penalties)):
        if value is not None:
            inp[name] = value
    return inp


EXAMPLES = (
    Example(
        title=N_("A plain finish: nothing is doubled"),
        rule="okey_101.finish.plain",
        explanation=N_("Bo finishes with runs and sets and throws an ordinary last tile: Bo "
                       "writes −101. Ana opened with runs and sets and has 23 in tiles left: "
                       "23. Cy did not open: 202. Dee opened with pairs and has 15 left, doubled "
                       "for the pairs: 30."),
        players=P4,
        rounds=(hand("Bo", {"Ana": "runs", "Cy": "no", "Dee": "pairs"},
                     tiles={"Ana": 23, "Dee": 15}),),
        deltas=({"Ana": 23, "Bo": -101, "Cy": 202, "Dee": 30},),
        totals={"Ana": 23, "Bo": -101, "Cy": 202, "Dee": 30},
        finished=False,
    ),
    Example(
        title=N_("Finishing with pairs doubles the hand"),
        rule="okey_101.finish.pairs",
        explanation=N_("Ana goes out with pairs: ×2. Ana writes −101 × 2 = −202. Bo opened with "
                       "runs and sets and has 40 left: 80. Cy did not open: 202 × 2 = 404. Dee "
                       "opened with runs and sets and has 7 left: 14."),
        players=P4,
        rounds=(hand("Ana", {"Bo": "runs", "Cy": "no", "Dee": "runs"},
                     tiles={"Bo": 40, "Dee": 7}, pairs=True),),
        deltas=({"Ana": -202, "Bo": 80, "Cy": 404, "Dee": 14},),
    ),
    Example(
        title=N_("Throwing the okey last doubles the hand, and an okey held counts 101"),
        rule="okey_101.finish.okey",
        explanation=N_("Cy finishes by throwing the okey: ×2, so Cy writes −202. Ana opened with "
                       "runs and sets and still holds an okey with 12 in other tiles: (12 + 101) "
                       "× 2 = 226. Bo opened with pairs and has 20 left: 2 × 20 × 2 = 80. Dee did "
                       "not open: 202 × 2 = 404."),
        players=P4,
        rounds=(hand("Cy", {"Ana": "runs", "Bo": "pairs", "Dee": "no"},
                     tiles={"Ana": 12, "Bo": 20}, okeys={"Ana": 1}, okey=True),),
        deltas=({"Ana": 226, "Bo": 80, "Cy": -202, "Dee": 404},),
    ),
    Example(
        title=N_("Finishing in one go (elden) doubles the hand"),
        rule="okey_101.finish.in_one_go",
        explanation=N_("Ana opens and finishes in the same turn: ×2, so Ana writes −202. Bo and "
                       "Cy had not opened yet: 202 × 2 = 404 each."),
        players=P3,
        rounds=(hand("Ana", {"Bo": "no", "Cy": "no"}, in_one_go=True),),
        deltas=({"Ana": -202, "Bo": 404, "Cy": 404},),
    ),
    Example(
        title=N_("Pairs and the okey thrown last: ×4"),
        rule="okey_101.finish.pairs_okey",
        explanation=N_("Dee goes out with pairs and throws the okey last: two doublings, ×4, so "
                       "Dee writes −101 × 4 = −404. Ana opened with runs and sets and has 10 "
                       "left: 40. Bo did not open: 202 × 4 = 808. Cy opened with pairs and has 5 "
                       "left: 2 × 5 × 4 = 40."),
        players=P4,
        rounds=(hand("Dee", {"Ana": "runs", "Bo": "no", "Cy": "pairs"},
                     tiles={"Ana": 10, "Cy": 5}, pairs=True, okey=True),),
        deltas=({"Ana": 40, "Bo": 808, "Cy": 40, "Dee": -404},),
    ),
    Example(
        title=N_("In one go, with pairs and the okey thrown last: ×8"),
        rule="okey_101.finish.all_three",
        explanation=N_("Bo opens and finishes in one go, with pairs, throwing the okey last: "
                       "three doublings, ×8. Bo writes −101 × 8 = −808; Ana and Cy had not "
                       "opened: 202 × 8 = 1616 each."),
        players=P3,
        rounds=(hand("Bo", {"Ana": "no", "Cy": "no"}, pairs=True, okey=True, in_one_go=True),),
        deltas=({"Ana": 1616, "Bo": -808, "Cy": 1616},),
    ),
    Example(
        title=N_("An opening with pairs doubles the tiles and okeys left"),
        rule="okey_101.opened.pairs_okeys",
        explanation=N_("Ana finishes plainly: −101. Bo opened with pairs and holds both okeys "
                       "with 14 in other tiles: 2 × (14 + 2 × 101) = 432."),
        players=P2,
        rounds=(hand("Ana", {"Bo": "pairs"}, tiles={"Bo": 14}, okeys={"Bo": 2}),),
        deltas=({"Ana": -101, "Bo": 432},),
    ),
    Example(
        title=N_("Penalties add 101 each and are never doubled"),
        rule="okey_101.penalties",
        explanation=N_("Ana finishes by throwing the okey: ×2, so −202, but Ana also took a "
                       "penalty earlier: −202 + 101 = −101. Bo opened with runs and sets and "
                       "has 20 left: 40, plus one penalty: 141. Cy did not open: 202 × 2 = 404, "
                       "plus two penalties: 606."),
        players=P3,
        rounds=(hand("Ana", {"Bo": "runs", "Cy": "no"}, tiles={"Bo": 20},
                     penalties={"Ana": 1, "Bo": 1, "Cy": 2}, okey=True),),
        deltas=({"Ana": -101, "Bo": 141, "Cy": 606},),
    ),
    Example(
        title=N_("When the finish does not double a player who did not open"),
        rule="okey_101.settings.double_unopened",
        explanation=N_("With the house rule that the finish does not double a player who did "
                       "not open, and 303 for not opening: Ana finishes with pairs, ×2, so "
                       "−202. Bo did not open and writes the flat 303, not doubled. Cy opened "
                       "with runs and sets and has 10 left: 20."),
        players=P3,
        settings={"double_unopened": False, "unopened": 303},
        rounds=(hand("Ana", {"Bo": "no", "Cy": "runs"}, tiles={"Cy": 10}, pairs=True),),
        deltas=({"Ana": -202, "Bo": 303, "Cy": 20},),
    ),
    Example(
        title=N_("The stock ran out: nobody finished"),
        rule="okey_101.stock_ran_out",
        explanation=N_("Nobody finishes and nothing is doubled. Ana opened with runs and sets "
                       "and has 35 left: 35. Bo opened with pairs and has 12 left: 24. Cy did not "
                       "open: 202. Dee opened with runs and sets and holds only an okey: 101."),
        players=P4,
        rounds=(hand(None, {"Ana": "runs", "Bo": "pairs", "Cy": "no", "Dee": "runs"},
                     tiles={"Ana": 35, "Bo": 12, "Dee": 0}, okeys={"Dee": 1}),),
        deltas=({"Ana": 35, "Bo": 24, "Cy": 202, "Dee": 101},),
    ),
    Example(
        title=N_("Partners: the finisher's partner writes 0, and partners add up"),
        rule="okey_101.partners.hand",
        explanation=N_("Ana and Cy play against Bo and Dee. Ana finishes by throwing the okey: "
                       "×2, so −202. Cy, Ana's partner, writes 0 but took a penalty: 101. Ana "
                       "and Cy write −202 + 101 = −101. Bo opened with runs and sets and has 20 "
                       "left: 40; Dee did not open: 404. Bo and Dee write 40 + 404 = 444."),
        players=P4,
        settings={"partners": True},
        rounds=(hand("Ana", {"Bo": "runs", "Cy": "runs", "Dee": "no"},
                     tiles={"Bo": 20, "Cy": 30}, penalties={"Cy": 1}, okey=True),),
        deltas=({"Ana & Cy": -101, "Bo & Dee": 444},),
        totals={"Ana & Cy": -101, "Bo & Dee": 444},
    ),
    Example(
        title=N_("Partners win together with the lowest total"),
        rule="okey_101.partners.end",
        explanation=N_("A match of 2 hands with partners. Hand 1: Bo finishes plainly, −101; "
                       "Dee, Bo's partner, writes 0; Ana has 50 left and Cy did not open: Ana and "
                       "Cy write 50 + 202 = 252, Bo and Dee −101. Hand 2: nobody finishes; Ana "
                       "has 10 and Cy 20 left: 30; Bo did not open and Dee has 5 left: 207. Ana "
                       "and Cy end on 282, Bo and Dee on 106: Bo and Dee win."),
        players=P4,
        settings={"partners": True, "hands": 2},
        rounds=(hand("Bo", {"Ana": "runs", "Cy": "no", "Dee": "runs"},
                     tiles={"Ana": 50, "Dee": 8}),
                hand(None, {"Ana": "runs", "Bo": "no", "Cy": "runs", "Dee": "runs"},
                     tiles={"Ana": 10, "Cy": 20, "Dee": 5})),
        deltas=({"Ana & Cy": 252, "Bo & Dee": -101}, {"Ana & Cy": 30, "Bo & Dee": 207}),
        totals={"Ana & Cy": 282, "Bo & Dee": 106},
        finished=True,
        winners=("Bo & Dee",),
    ),
    Example(
        title=N_("The match ends after the agreed hands, and the lowest total wins"),
        rule="okey_101.end.lowest",
        explanation=N_("A match of 3 hands. Ana finishes the first (−101; Bo 40, Cy 202), Bo the "
                       "second (−101; Ana 30, Cy 202) and Cy the third (−101; Ana 202, Bo 15). "
                       "After 3 hands Ana has 131, Bo −46 and Cy 303: Bo wins with the lowest "
                       "total."),
        players=P3,
        settings={"hands": 3},
        rounds=(hand("Ana", {"Bo": "runs", "Cy": "no"}, tiles={"Bo": 40}),
                hand("Bo", {"Ana": "runs", "Cy": "no"}, tiles={"Ana": 30}),
                hand("Cy", {"Ana": "no", "Bo": "runs"}, tiles={"Bo": 15})),
        totals={"Ana": 131, "Bo": -46, "Cy": 303},
        finished=True,
        winners=("Bo",),
    ),
    Example(
        title=N_("Equal lowest totals share the win"),
        rule="okey_101.end.tie",
        explanation=N_("A match of 1 hand. The stock runs out; Ana and Bo opened with runs and "
                       "sets and both have 20 left, Cy did not open: 202. Ana and Bo share the "
                       "win with 20."),
        players=P3,
        settings={"hands": 1},
        rounds=(hand(None, {"Ana": "runs", "Bo": "runs", "Cy": "no"},
                     tiles={"Ana": 20, "Bo": 20}),),
        totals={"Ana": 20, "Bo": 20, "Cy": 202},
        finished=True,
        winners=("Ana", "Bo"),
    ),
    Example(
        title=N_("The deal passes to the right"),
        rule="okey_101.turn",
        explanation=N_("Ana deals the first hand. The deal passes to the right, so Dee deals "
                       "the second, and the player to Dee's right, Cy, starts with 22 tiles."),
        players=P4,
        first_dealer="Ana",
        rounds=(hand("Bo", {"Ana": "runs", "Cy": "runs", "Dee": "runs"},
                     tiles={"Ana": 1, "Cy": 2, "Dee": 3}),),
        deltas=({"Ana": 1, "Bo": -101, "Cy": 2, "Dee": 3},),
        next_dealer="Dee",
        next_starter="Cy",
    ),
    Example(
        title=N_("No finish bonus without a finisher"),
        rule="okey_101.input.flag_without_finisher",
        explanation=N_("The stock ran out, so nobody threw the okey last: a hand that says so "
                       "is refused until the finisher is chosen or the okey unticked."),
        players=P2,
        rounds=(hand(None, {"Ana": "no", "Bo": "no"}, okey=True),),
        errors=("okey",),
    ),
    Example(
        title=N_("Say how every other player opened"),
        rule="okey_101.input.opened",
        explanation=N_("Ana finished; Bo's opening is given but Cy's is not, so the hand is "
                       "refused and Cy's answer is asked for."),
        players=P3,
        rounds=(hand("Ana", {"Bo": "no"}),),
        errors=("opened.Cy",),
    ),
    Example(
        title=N_("Only a player who opened has tiles to count"),
        rule="okey_101.input.tiles_not_opened",
        explanation=N_("Cy did not open and writes the flat score, so tiles entered for Cy are "
                       "refused; Bo opened, so Bo's tiles are needed."),
        players=P3,
        rounds=(hand("Ana", {"Bo": "runs", "Cy": "no"}, tiles={"Cy": 40}),),
        errors=("tiles.Bo", "tiles.Cy"),
    ),
    Example(
        title=N_("Impossible counts are refused"),
        rule="okey_101.input.range",
        explanation=N_("A hand of at most 22 tiles counts at most 286, and there are only 2 "
                       "okeys: 300 in tiles and 3 okeys are refused."),
        players=P2,
        rounds=(hand("Ana", {"Bo": "runs"}, tiles={"Bo": 300}, okeys={"Bo": 3}),),
        errors=("okeys.Bo", "tiles.Bo"),
    ),
    Example(
        title=N_("No hands after the end"),
        rule="common.after_end",
        explanation=N_("A match of 1 hand ends after it, and a further hand is refused."),
        players=P2,
        settings={"hands": 1},
        rounds=(hand("Ana", {"Bo": "no"}), hand("Bo", {"Ana": "no"})),
        errors=("round",),
    ),
)
