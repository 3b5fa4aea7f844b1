"""Sueca scoring, as in RULES.md § Sueca (no seed text: the partnership game of Portugal, also
played in Brazil and Angola).

Sources, read through public copies: Copag's rules of Sueca, pagat's Sueca page (as quoted),
Ludoteka, the Portuguese Wikipedia.

Four players in two partnerships, partners opposite: seats 1 and 3 against seats 2 and 4. A
pack of 40 cards (no 8, 9 or 10) counts 120 card points: ace 11, seven 10, king 4, jack 3,
queen 2, the rest 0. Play and the deal go to the right (anticlockwise); the player to the
dealer's right leads. After each deal the table enters each partnership's card points, which
add up to 120 (1 and 119 cannot happen: the smallest card that counts is worth 2), and, when one
partnership has all 120, whether it also took all ten tricks.

A deal is worth games to the partnership with more than 60: 61 to 90, 1 game; 91 to 119, 2; all
120 with all ten tricks, 4 (a bandeira); all 120 without them, 2. 60-60 is a draw and nobody
scores; the losers never score. The first partnership to have `games` games wins.

Where the sources disagree (RULES.md settles each: the default, and a setting for the other way):
- Whether a bandeira needs all ten tricks or only all 120 points: Copag gives it for all the
  points and says some regions also want every trick: `bandeira_needs_all_tricks`, default on
  (off: 120 is 4 games however the tricks fell).
- A 60-60 deal: Copag and the Portuguese Wikipedia make the next deal worth one game more at
  some tables, while others simply void it: RULES.md voids it (nobody scores), with no setting.
- How long a match is: a "moca" of 4 games (tournament rules; the Portuguese Wikipedia's 4-0
  "gato"), 10 wins in some write-ups: `games`, default 4, 1 to 10.
- Copag says a bandeira wins the match outright; with the default 4 games a bandeira from any
  score reaches 4, so the two agree there, and a longer match counts it as 4 games.
"""

from functools import partial

from games.core import Scored, Table, sides
from games.fields import BoolField, BoolSetting, IntSetting, SidesField
from games.rules import DEAL_TO_THE_RIGHT, first_to
from games.text import Msg, N_, N_plural

SUMMARY = N_(
    "Sueca is played by 4 players in two partnerships with 40 cards: partners sit opposite each "
    "other, so the first and third players form one team and the second and fourth the other. "
    "Play and the deal go to the right, and the player to the dealer's right leads. The cards "
    "count 120 points in all: ace 11, seven 10, king 4, jack 3, queen 2. After each deal, enter "
    "each team's card points, and whether a team with all 120 also took all ten tricks. A team "
    "with 61 to 90 wins 1 game, 91 to 119 wins 2, and all 120 with all ten tricks is a bandeira "
    "worth 4 (all 120 without every trick, 2). At 60 each nobody scores. The first team to have "
    "4 games wins the match."
)

SETTINGS = (
    IntSetting("games", N_("The match ends when a team has this many games"), 4, 1, 10),
    BoolSetting("bandeira_needs_all_tricks",
                N_("A bandeira (4 games) needs all ten tricks, not only all 120 points"), True),
)

# Partners sit opposite: seats 1 and 3 against seats 2 and 4 (0-based here).
PARTNERSHIPS = ((0, 2), (1, 3))
ALL = 120
HALF = ALL // 2
IMPOSSIBLE = {1: N_("A team cannot have 1 point: the smallest card that counts, the queen, is "
                    "worth 2."),
              ALL - 1: N_("A team cannot have 119 points: the other team would have 1, and the "
                          "smallest card that counts, the queen, is worth 2.")}

FIELDS = (
    SidesField("points", N_("Card points each team took (together 120)"), 0, ALL,
               sides=partial(sides, PARTNERSHIPS),
               range_msg=N_("A deal has 120 card points: enter a number from %(min)s to "
                            "%(max)s."),
               total=ALL,
               total_msg=N_("The two teams' points add up to %(sum)s, but a deal has exactly "
                            "%(total)s: check both numbers.")),
    BoolField("all_tricks", N_("The team with all 120 points took all ten tricks")),
)


def check_round(table: Table, clean) -> dict:
    """What a deal cannot be, though each number is in range and they add up to 120."""
    points = clean["points"]
    errors = {f"points.{side}": Msg(IMPOSSIBLE[value]) for side, value in points.items()
              if value in IMPOSSIBLE}
    if clean["all_tricks"] and ALL not in points.values():
        errors["all_tricks"] = Msg(N_("All ten tricks means all 120 points, and no team has "
                                      "120: untick all ten tricks, or check the points."))
    return errors


def games_won(points: int, all_tricks: bool, needs_all_tricks: bool) -> tuple[str, int]:
    """The games a deal is worth to the team with more than 60: (the case, the games)."""
    if points == ALL:
        if all_tricks:
            return "bandeira", 4
        return ("all_points", 2) if needs_all_tricks else ("bandeira_by_points", 4)
    return ("two", 2) if points > 90 else ("one", 1)


# One whole sentence per case, for translators.
NOTES = {
    "one": N_("%(side)s have %(points)s: 1 game."),
    "two": N_("%(side)s have %(points)s: 2 games."),
    "bandeira": N_("%(side)s have all 120 and took all ten tricks, a bandeira: 4 games."),
    "all_points": N_("%(side)s have all 120 but did not take all ten tricks, so no bandeira: "
                     "2 games."),
    "bandeira_by_points": N_("%(side)s have all 120, a bandeira by your house rule, whoever "
                             "took the tricks: 4 games."),
}
DRAW = N_("60 each: a draw, and nobody scores.")


def score_round(table: Table, inp) -> Scored:
    points = inp["points"]
    side, top = max(points.items(), key=lambda item: item[1])
    if top == HALF:
        return Scored({}, (Msg(DRAW),))
    case, games = games_won(top, bool(inp.get("all_tricks")),
                            table.settings["bandeira_needs_all_tricks"])
    return Scored({side: games}, (Msg(NOTES[case], side=side, points=top),))


def counts_in(settings) -> tuple[str, str]:
    """A total is a number of games, not points: "3 games"."""
    return N_plural("%(num)s game", "%(num)s games")


# The standings count in games too: "3 games to go", not "3 to reach 4".
GAMES_TO_GO = N_plural("%(num)s game to go", "%(num)s games to go")
end_reason, to_go = first_to("games", words=GAMES_TO_GO)
# The deal passes to the right after every deal, a draw too; the dealer's right leads.
turn = DEAL_TO_THE_RIGHT
