"""Worked Euchre examples: shown on the FAQ page and run as tests."""

from games.core import Example
from games.text import N_

P4 = ("Ana", "Bo", "Cy", "Dee")
AC, BD = "Ana & Cy", "Bo & Dee"


def hand(maker, tricks, alone=False, defender_alone=False):
    """A hand as the table enters it; booleans left out mean no."""
    inp = {"maker": maker, "tricks": tricks}
    if alone:
        inp["alone"] = True
    if defender_alone:
        inp["defender_alone"] = True
    return inp


PASSED = {"passed": True}


def score(ac=0, bd=0):
    return {AC: ac, BD: bd}


EXAMPLES = (
    Example(
        title=N_("A lone maker takes 4 tricks: how much is that?"),
        rule="euchre.points.lone_made",
        explanation=N_("Ana goes alone and takes 4 of the 5 tricks. Going alone pays more only "
                       "when the maker takes all 5; 3 or 4 tricks score 1, alone or not: "
                       "Ana & Cy +1."),
        players=P4,
        rounds=(hand("Ana", 4, alone=True),),
        deltas=(score(ac=1),),
        totals=score(ac=1),
        finished=False,
    ),
    Example(
        title=N_("A lone defender stops a lone maker"),
        rule="euchre.points.lone_euchre_by_lone",
        explanation=N_("Ana goes alone, Bo defends alone against her, and Ana takes only 2 "
                       "tricks. The makers are euchred by a lone defender: Bo & Dee +4."),
        players=P4,
        rounds=(hand("Ana", 2, alone=True, defender_alone=True),),
        deltas=(score(bd=4),),
        totals=score(bd=4),
    ),
    Example(
        title=N_("The makers take no trick at all"),
        rule="euchre.points.euchre",
        explanation=N_("Bo makes trump and plays with Dee, but they take 0 tricks. They are "
                       "euchred: the defenders, Ana & Cy, score 2 and Bo & Dee score nothing."),
        players=P4,
        rounds=(hand("Bo", 0),),
        deltas=(score(ac=2),),
        totals=score(ac=2),
    ),
    Example(
        title=N_("On 8 against 9, a lone march wins the match"),
        rule="euchre.end.lone_march",
        explanation=N_("After five hands Ana & Cy have 8 and Bo & Dee 9. Cy goes alone and takes "
                       "all 5 tricks: +4 makes 12. Reaching 10 or more ends the match, and Ana & "
                       "Cy win with 12 against 9."),
        players=P4,
        rounds=(hand("Ana", 5, alone=True), hand("Bo", 5, alone=True), hand("Cy", 5, alone=True),
                hand("Dee", 5, alone=True), hand("Bo", 3), hand("Cy", 5, alone=True)),
        deltas=(score(ac=4), score(bd=4), score(ac=4), score(bd=4), score(bd=1), score(ac=4)),
        totals=score(ac=12, bd=9),
        finished=True,
        winners=(AC,),
    ),
    Example(
        title=N_("All 5 tricks with a partner"),
        rule="euchre.points.march",
        explanation=N_("Cy makes trump and, playing with Ana, their team takes all 5 tricks: a "
                       "march scores 2. Cy is Ana's partner, so the points go to Ana & Cy."),
        players=P4,
        rounds=(hand("Cy", 5),),
        deltas=(score(ac=2),),
    ),
    Example(
        title=N_("All 5 tricks alone"),
        rule="euchre.points.lone_march",
        explanation=N_("Dee goes alone and takes all 5 tricks: a lone march scores 4 for "
                       "Bo & Dee."),
        players=P4,
        rounds=(hand("Dee", 5, alone=True),),
        deltas=(score(bd=4),),
    ),
    Example(
        title=N_("A lone march against a lone defender"),
        rule="euchre.points.lone_march_vs_lone",
        explanation=N_("Ana goes alone, Dee defends alone, and Ana still takes all 5 tricks. The "
                       "lone defender changes nothing here: Ana & Cy +4."),
        players=P4,
        rounds=(hand("Ana", 5, alone=True, defender_alone=True),),
        deltas=(score(ac=4),),
    ),
    Example(
        title=N_("A lone maker takes 3 tricks against a lone defender"),
        rule="euchre.points.lone_made_vs_lone",
        explanation=N_("Bo goes alone and Cy defends alone against him. Bo takes 3 tricks, Cy 2: "
                       "Bo made it, so the lone defender scores nothing and Bo & Dee +1."),
        players=P4,
        rounds=(hand("Bo", 3, alone=True, defender_alone=True),),
        deltas=(score(bd=1),),
    ),
    Example(
        title=N_("Is 2 tricks enough? Is 3?"),
        rule="euchre.points.made",
        explanation=N_("Makers need 3 of the 5 tricks. In the first hand Bo & Dee take 2: "
                       "euchred, Ana & Cy +2. In the second Ana & Cy take 3: Ana & Cy +1."),
        players=P4,
        rounds=(hand("Bo", 2), hand("Ana", 3)),
        deltas=(score(ac=2), score(ac=1)),
        totals=score(ac=3),
    ),
    Example(
        title=N_("A lone maker euchred with no lone defender"),
        rule="euchre.points.lone_euchre",
        explanation=N_("Bo goes alone and takes only 1 trick; nobody defended alone. By the "
                       "default rules this is an ordinary euchre: Ana & Cy +2."),
        players=P4,
        rounds=(hand("Bo", 1, alone=True),),
        deltas=(score(ac=2),),
    ),
    Example(
        title=N_("House rule: a lone maker euchred gives 4"),
        rule="euchre.settings.lone_euchre_bonus",
        explanation=N_("With the older law as a house rule, Bo goes alone and takes only 1 "
                       "trick: the defenders score 4 even though no one defended alone, "
                       "Ana & Cy +4."),
        players=P4,
        settings={"lone_euchre_bonus": True},
        rounds=(hand("Bo", 1, alone=True),),
        deltas=(score(ac=4),),
    ),
    Example(
        title=N_("Everyone passed twice: who deals next?"),
        rule="euchre.passed",
        explanation=N_("Ana deals and all four pass in both rounds of bidding. The hand is void "
                       "and no one scores, but the deal still passes to the left: Bo deals next "
                       "and Cy, left of Bo, leads."),
        players=P4,
        rounds=(PASSED,),
        deltas=(score(),),
        totals=score(),
        next_dealer="Bo",
        next_starter="Cy",
    ),
    Example(
        title=N_("The deal goes round the table"),
        rule="euchre.turn",
        explanation=N_("Cy deals first. The deal passes one seat to the left after every hand, "
                       "whoever went alone: Cy, Dee, Ana, then Bo deals the fourth hand, and Cy, "
                       "on Bo's left, leads its first trick."),
        players=P4,
        first_dealer="Cy",
        rounds=(hand("Dee", 4, alone=True), hand("Ana", 3), hand("Bo", 0)),
        totals=score(ac=3, bd=1),
        next_dealer="Bo",
        next_starter="Cy",
    ),
    Example(
        title=N_("Can Euchre end in a tie?"),
        rule="euchre.winners.no_tie",
        explanation=N_("No. Only one team scores in a hand and the match ends as soon as a team "
                       "reaches the target, so exactly one team gets there. Both teams on 9, "
                       "Bo & Dee take 3 tricks: 10 against 9, Bo & Dee win alone."),
        players=P4,
        start=score(ac=9, bd=9),
        rounds=(hand("Dee", 3),),
        totals=score(ac=9, bd=10),
        finished=True,
        winners=(BD,),
    ),
    Example(
        title=N_("House rule: a shorter match"),
        rule="euchre.settings.target",
        explanation=N_("Playing to 5, Ana & Cy take a march (+2) and then a lone march (+4): 6 "
                       "reaches 5, so the match ends after two hands."),
        players=P4,
        settings={"target": 5},
        rounds=(hand("Ana", 5), hand("Cy", 5, alone=True)),
        totals=score(ac=6),
        finished=True,
        winners=(AC,),
    ),
    Example(
        title=N_("One point short of the target"),
        rule="euchre.end",
        explanation=N_("Ana & Cy are on 9 of 10: the match goes on. Ana, Bo and Cy dealt the "
                       "three hands, so Dee deals the fourth and Ana, on Dee's left, leads."),
        players=P4,
        rounds=(hand("Ana", 5, alone=True), hand("Cy", 5, alone=True), hand("Ana", 4)),
        totals=score(ac=9),
        finished=False,
        next_dealer="Dee",
        next_starter="Ana",
    ),
    Example(
        title=N_("Defending alone against a maker with a partner"),
        rule="euchre.input.defender_alone",
        explanation=N_("A defender may defend alone only against a maker who went alone. A hand "
                       "entered with a lone defender but no lone maker is refused."),
        players=P4,
        rounds=(hand("Ana", 2, defender_alone=True),),
        errors=("defender_alone",),
    ),
    Example(
        title=N_("House rule: no defending alone"),
        rule="euchre.settings.defend_alone",
        explanation=N_("With defending alone switched off, a hand with a lone defender is "
                       "refused, even against a lone maker."),
        players=P4,
        settings={"defend_alone": False},
        rounds=(hand("Ana", 2, alone=True, defender_alone=True),),
        errors=("defender_alone",),
    ),
    Example(
        title=N_("House rule: stick the dealer"),
        rule="euchre.settings.stick_the_dealer",
        explanation=N_("With stick the dealer, when the other three pass twice the dealer must "
                       "name trump, so a passed hand is refused."),
        players=P4,
        settings={"stick_the_dealer": True},
        rounds=(PASSED,),
        errors=("passed",),
    ),
    Example(
        title=N_("A passed hand has no maker"),
        rule="euchre.input.passed",
        explanation=N_("A hand marked passed and also given a maker and tricks is refused: "
                       "either someone made trump or everyone passed."),
        players=P4,
        rounds=({"passed": True, "maker": "Bo", "tricks": 3},),
        errors=("passed",),
    ),
    Example(
        title=N_("A hand needs a maker and tricks"),
        rule="euchre.input.required",
        explanation=N_("An empty hand is refused with a message for each missing answer: who "
                       "made trump and how many tricks the makers took."),
        players=P4,
        rounds=({},),
        errors=("maker", "tricks"),
    ),
    Example(
        title=N_("There are only 5 tricks"),
        rule="euchre.input.tricks",
        explanation=N_("A hand has 5 tricks, so 6 is a typing mistake: it is refused and "
                       "nothing is stored."),
        players=P4,
        rounds=(hand("Ana", 6),),
        errors=("tricks",),
    ),
    Example(
        title=N_("No hands after the end"),
        rule="common.after_end",
        explanation=N_("Playing to 4, Ana & Cy's lone march ends the match at once; a further "
                       "hand is refused."),
        players=P4,
        settings={"target": 4},
        rounds=(hand("Ana", 5, alone=True), hand("Bo", 3)),
        errors=("round",),
    ),
)
