"""Worked Sueca examples: shown on the rules page and run as tests (tests/games/test_sueca.py)."""

from games.core import Example
from games.text import N_

P4 = ("Ana", "Bo", "Cy", "Dee")
AC, BD = "Ana & Cy", "Bo & Dee"


def deal(ac, bd, all_tricks=False):
    """A deal as the table enters it: each team's card points; all ten tricks left out means
    no."""
    inp = {"points": {AC: ac, BD: bd}}
    if all_tricks:
        inp["all_tricks"] = True
    return inp


def games(ac=0, bd=0):
    return {AC: ac, BD: bd}


EXAMPLES = (
    Example(
        title=N_("More than 60 points: 1 game"),
        rule="sueca.games.one",
        explanation=N_("Ana & Cy take 75 card points and Bo & Dee 45. More than 60 wins the "
                       "deal, and 61 to 90 is worth 1 game: Ana & Cy 1, Bo & Dee nothing."),
        players=P4,
        rounds=(deal(75, 45),),
        deltas=(games(ac=1),),
        totals=games(ac=1),
        finished=False,
    ),
    Example(
        title=N_("61 is enough, 90 is still 1 game"),
        rule="sueca.games.one_edges",
        explanation=N_("Bo & Dee win a deal 61 to 59, then another 90 to 30: 1 game each "
                       "time, 2 in all. It takes 91 to win 2 games."),
        players=P4,
        rounds=(deal(59, 61), deal(30, 90)),
        deltas=(games(bd=1), games(bd=1)),
        totals=games(bd=2),
    ),
    Example(
        title=N_("91 points or more: 2 games"),
        rule="sueca.games.two",
        explanation=N_("Ana & Cy have 91 and Bo & Dee 29: 91 to 119 is worth 2 games."),
        players=P4,
        rounds=(deal(91, 29),),
        deltas=(games(ac=2),),
    ),
    Example(
        title=N_("A bandeira: all 120 points and all ten tricks"),
        rule="sueca.games.bandeira",
        explanation=N_("Bo & Dee take every trick and so all 120 points: a bandeira, 4 games. "
                       "The match is played to 4 games, so it ends at once and Bo & Dee win."),
        players=P4,
        rounds=(deal(0, 120, all_tricks=True),),
        deltas=(games(bd=4),),
        totals=games(bd=4),
        finished=True,
        winners=(BD,),
    ),
    Example(
        title=N_("All 120 points without all ten tricks"),
        rule="sueca.games.all_points",
        explanation=N_("Ana & Cy have all 120 points, but Bo & Dee took a trick of cards worth "
                       "nothing. Without every trick there is no bandeira: 2 games."),
        players=P4,
        rounds=(deal(120, 0),),
        deltas=(games(ac=2),),
    ),
    Example(
        title=N_("House rule: all 120 points are a bandeira"),
        rule="sueca.settings.bandeira_needs_all_tricks",
        explanation=N_("With the house rule that a bandeira needs only all 120 points, Ana & Cy "
                       "have 120 though Bo & Dee took a trick: 4 games, and the match is over."),
        players=P4,
        settings={"bandeira_needs_all_tricks": False},
        rounds=(deal(120, 0),),
        deltas=(games(ac=4),),
        finished=True,
        winners=(AC,),
    ),
    Example(
        title=N_("60 each: a draw"),
        rule="sueca.draw",
        explanation=N_("Both teams take 60 points. The deal is a draw and nobody scores; the "
                       "deal still passes to the right."),
        players=P4,
        first_dealer="Ana",
        rounds=(deal(60, 60),),
        deltas=(games(),),
        totals=games(),
        next_dealer="Dee",
        next_starter="Cy",
    ),
    Example(
        title=N_("The first team to 4 games wins"),
        rule="sueca.end.games",
        explanation=N_("Ana & Cy win a deal 70 to 50 (1 game), Bo & Dee one 95 to 25 (2), then "
                       "Ana & Cy two more, 100 to 20 (2) and 64 to 56 (1): Ana & Cy have 4 "
                       "games against 2 and win the match."),
        players=P4,
        rounds=(deal(70, 50), deal(25, 95), deal(100, 20), deal(64, 56)),
        deltas=(games(ac=1), games(bd=2), games(ac=2), games(ac=1)),
        totals=games(ac=4, bd=2),
        finished=True,
        winners=(AC,),
    ),
    Example(
        title=N_("Going past the line"),
        rule="sueca.end.past",
        explanation=N_("Bo & Dee have 3 games and win a deal with 100: 2 more make 5, past the "
                       "4 needed. They win with 5."),
        players=P4,
        start=games(ac=2, bd=3),
        rounds=(deal(20, 100),),
        totals=games(ac=2, bd=5),
        finished=True,
        winners=(BD,),
    ),
    Example(
        title=N_("House rule: a longer match"),
        rule="sueca.settings.games",
        explanation=N_("Playing to 10 games, a bandeira is 4 games and no more: Ana & Cy have 4 "
                       "and the match goes on."),
        players=P4,
        settings={"games": 10},
        rounds=(deal(120, 0, all_tricks=True),),
        totals=games(ac=4),
        finished=False,
    ),
    Example(
        title=N_("The deal goes round to the right"),
        rule="sueca.turn",
        explanation=N_("Cy deals first, and Bo, on Cy's right, leads. After three deals Cy, Bo "
                       "and Ana have dealt, so Dee deals the fourth and Cy leads."),
        players=P4,
        first_dealer="Cy",
        rounds=(deal(70, 50), deal(40, 80), deal(60, 60)),
        totals=games(ac=1, bd=1),
        next_dealer="Dee",
        next_starter="Cy",
    ),
    Example(
        title=N_("The points must add up to 120"),
        rule="sueca.input.total",
        explanation=N_("The cards count 120 in all, so 70 and 40 is a counting mistake: the "
                       "deal is refused and nothing is stored."),
        players=P4,
        rounds=(deal(70, 40),),
        errors=("points",),
    ),
    Example(
        title=N_("1 and 119 cannot happen"),
        rule="sueca.input.impossible",
        explanation=N_("The smallest card that counts, the queen, is worth 2, so no team can "
                       "have 1 point, nor the other 119: both numbers are refused."),
        players=P4,
        rounds=(deal(119, 1),),
        errors=("points.Ana & Cy", "points.Bo & Dee"),
    ),
    Example(
        title=N_("All ten tricks needs all 120 points"),
        rule="sueca.input.all_tricks",
        explanation=N_("A team that took all ten tricks has all 120 points. A deal of 100 to 20 "
                       "with all ten tricks ticked is refused."),
        players=P4,
        rounds=(deal(100, 20, all_tricks=True),),
        errors=("all_tricks",),
    ),
    Example(
        title=N_("Both teams' points are needed"),
        rule="sueca.input.required",
        explanation=N_("A deal with only Ana & Cy's points is refused, asking for Bo & Dee's."),
        players=P4,
        rounds=({"points": {AC: 80}},),
        errors=("points.Bo & Dee",),
    ),
    Example(
        title=N_("No deals after the end"),
        rule="common.after_end",
        explanation=N_("Playing to 1 game, Ana & Cy win the first deal and the match; a further "
                       "deal is refused."),
        players=P4,
        settings={"games": 1},
        rounds=(deal(80, 40), deal(40, 80)),
        errors=("round",),
    ),
)
