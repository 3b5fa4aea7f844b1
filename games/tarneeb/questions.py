"""Tarneeb's rules page: the questions tables ask, and their answers (RULES.md § Tarneeb).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included). No HTML and no percent signs:
the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("Who plays with whom?"),
     N_("Tarneeb is for exactly 4 players in two teams, and partners sit opposite each other. "
        "Enter the players in clockwise order around the table: the first and third are one "
        "team, the second and fourth the other. Rulezz shows a team as its two names, like "
        "Ana & Cy.")),
    (N_("Which way does the game go?"),
     N_("To the right, anticlockwise: the deal, the bidding and the play. The player to the "
        "dealer's right bids first, and the deal passes to the right after every hand. The "
        "winner of the bid names trump and leads the first trick. You choose the first dealer "
        "when you start the match, and Rulezz shows who deals next and who bids first.")),
    (N_("What do we enter after a hand?"),
     N_("Who won the bid, the bid (from 7 to 13 tricks), and how many of the 13 tricks the "
        "bidder's team took, both partners together. The other team took the rest.")),
    (N_("Everyone passed. What do we enter?"),
     N_("Nothing. A hand that all four pass is thrown in and the same dealer deals again, so "
        "there is no hand to enter and the deal does not move.")),
    (N_("How does a made bid score?"),
     N_("The bidder's team scores the tricks it took, not the bid. Bo bids 8 and his team "
        "takes 10: Bo and Dee score 10. The other team scores nothing.")),
    (N_("What does a failed bid cost?"),
     N_("The bidder's team loses its bid, and the other team scores the tricks it took. Cy "
        "bids 9 and her team takes 7: Ana and Cy lose 9, Bo and Dee score 6. Totals can go "
        "below 0.")),
    (N_("What is a kaboot?"),
     N_("All 13 tricks taken by the bidder's team without a bid of 13. It scores 16 instead "
        "of 13. Dee bids 10 and her team takes every trick: Bo and Dee score 16.")),
    (N_("What about a bid of 13?"),
     N_("Made, it scores 26. Failed, the bidder's team loses 16 and the other team scores "
        "twice the tricks it took. Bo bids 13 and his team takes 11: Bo and Dee lose 16, and "
        "Ana and Cy score twice their 2 tricks, 4.")),
    (N_("The other team took all 13 tricks. Is that a kaboot for them?"),
     N_("No. It is a failed bid like any other: the bidder's team loses its bid and the other "
        "team scores its 13 tricks. Ana bids 7 and her team takes nothing: Ana and Cy lose 7, "
        "Bo and Dee score 13.")),
    (N_("Tables play to 41, 31 or 61. Which is it?"),
     N_("The Tarneeb 41 apps and many tables play to 41, and Rulezz does too by default. "
        "Others play to 31 for a short match or 61 for a long one. Set the target, from 11 to "
        "101, when you start the match.")),
    (N_("Is a kaboot worth 16, or only its 13 tricks?"),
     N_("Tables disagree. The Tarneeb 41 apps give 16, and so does Rulezz by default; some "
        "tables count only the 13 tricks. Set what a kaboot scores, from 13 to 26, when you "
        "start the match. A bid of 13 keeps its own scores, 26 made and 16 lost, whatever you "
        "choose.")),
    (N_("When does the match end? Can both teams win?"),
     N_("After the hand in which a team reaches the target, and that team wins. Only one team "
        "gains in a hand, so only one team can get there: a failed bid can carry the other "
        "team over the line, but then the bidder's team has just lost points.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that hand, or undo the last hand and enter it again. Rulezz stores only what "
        "you entered for each hand and works out every score again from all the hands, so the "
        "points, the totals and the dealer are all corrected. A fix can reopen a finished "
        "match or end one.")),
)
