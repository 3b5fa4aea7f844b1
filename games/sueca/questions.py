"""Sueca's rules page: the questions tables ask, and their answers (RULES.md § Sueca).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included). No HTML and no percent signs:
the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("Who plays with whom?"),
     N_("Sueca is for exactly 4 players in two teams, and partners sit opposite each other. "
        "Enter the players in clockwise order around the table: the first and third are one "
        "team, the second and fourth the other. Rulezz shows a team as its two names, like "
        "Ana & Cy.")),
    (N_("How do the cards count?"),
     N_("Sueca uses 40 cards, without the 8s, 9s and 10s. The ace counts 11, the seven 10, the "
        "king 4, the jack 3 and the queen 2; the other cards count nothing. The whole pack "
        "counts 120, so the two teams' points always add up to 120.")),
    (N_("What do we enter after a deal?"),
     N_("Each team's card points, which add up to 120. When one team has all 120, also say "
        "whether it took all ten tricks: a trick of cards worth nothing can go to the other "
        "team.")),
    (N_("How many games is a deal worth?"),
     N_("The team with more than 60 points wins the deal: 61 to 90 is 1 game, 91 to 119 is 2 "
        "games, and all 120 with all ten tricks is a bandeira, 4 games. All 120 without every "
        "trick is 2 games. The losing team never scores. Ana and Cy have 91: 2 games.")),
    (N_("Why does Rulezz refuse 1 and 119?"),
     N_("Because no deal can end that way. The smallest card that counts, the queen, is worth "
        "2, so a team has 0 points, or 2 or more, and never 1; and the other team can never "
        "have 119. Count the cards again.")),
    (N_("Does a bandeira need all ten tricks?"),
     N_("Tables disagree. By default Rulezz wants all ten tricks as well as all 120 points, "
        "and counts all 120 without every trick as 2 games; Copag notes that some regions "
        "want every trick and others only every point. Turn off the house rule that a "
        "bandeira needs all ten tricks when you start the match, and all 120 points are 4 "
        "games however the tricks fell.")),
    (N_("We both have 60. Who scores?"),
     N_("Nobody: 60 to 60 is a draw, and the deal still passes to the right. Some tables make "
        "the next deal worth one game more after a draw, as Copag and the Portuguese "
        "Wikipedia mention; Rulezz has no setting for that and scores the next deal as "
        "usual.")),
    (N_("When does the match end?"),
     N_("When a team has 4 games or more, and that team wins. A deal can take a team past 4: "
        "on 3 games, a deal of 2 makes 5. Many tables play to 4 games, a moca; some play to "
        "10. Set the games to win, from 1 to 10, when you start the match.")),
    (N_("Does a bandeira win the match at once?"),
     N_("In a match to 4 games it does, from any score, since it is worth 4 games; Copag says a "
        "bandeira wins the match. In a longer match it counts as 4 games and play goes on.")),
    (N_("Who deals next, and who leads?"),
     N_("The deal passes to the right, anticlockwise, after every deal, a draw too. The player "
        "to the dealer's right leads the first trick, and play goes to the right. You choose "
        "the first dealer when you start the match, and Rulezz shows who deals next.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that deal, or undo the last deal and enter it again. Rulezz stores only what you "
        "entered for each deal and works out every game again from all the deals, so the "
        "totals and the dealer are all corrected. A fix can reopen a finished match or end "
        "one.")),
)
