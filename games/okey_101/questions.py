"""101 Okey's rules page: the questions tables ask, and their answers (RULES.md § 101 Okey).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included). No HTML and no percent signs:
the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How many players, and how many hands?"),
     N_("From 2 to 4 players, each for themselves, with the 106 tiles of Okey. With 4 players "
        "you may play in two partnerships, the first and third players against the second and "
        "fourth. The match lasts 11 hands; you can choose from 1 to 50 when you start it.")),
    (N_("How does a player open?"),
     N_("By laying runs and sets worth 101 or more in face value in one turn, an okey counting "
        "as the tile it stands for, or by laying at least 5 pairs of identical tiles. Runs do "
        "not go round: 12-13-1 is not a run.")),
    (N_("What do we enter after each hand?"),
     N_("Who finished, or nobody if the stock ran out. For the finisher: whether they went out "
        "with pairs, whether their last tile was an okey, and whether they opened and finished "
        "in the same turn. For every other player: whether they opened with runs and sets, "
        "with pairs, or not at all; for those who opened, the face value of the tiles left in "
        "their hand and how many okeys are among them. Last, any penalties each player took.")),
    (N_("What does each player write?"),
     N_("The finisher writes −101. A player who opened with runs and sets writes the face "
        "value of the tiles left in their hand, plus 101 for each okey among them. A player who "
        "opened with pairs writes twice that. A player who did not open writes 202. Then the "
        "finish may double all of it, and penalties are added.")),
    (N_("What doubles a hand?"),
     N_("Three things, each doubling every score of the hand: the finisher went out with "
        "pairs, threw an okey as their last tile, or opened and finished in one go (elden). "
        "One of them makes ×2, two make ×4, all three make ×8. Bo finishes by throwing the "
        "okey: Bo writes −202, and Cy, who did not open, writes 202 × 2 = 404.")),
    (N_("The stock ran out and nobody finished. What do we enter?"),
     N_("Choose nobody as the finisher. Nothing is doubled: every player who opened writes "
        "their tiles left, doubled only after opening with pairs, and every player who did "
        "not open writes 202.")),
    (N_("How do penalties count?"),
     N_("Each penalty adds 101 to the player who took it: throwing a tile another player could "
        "have laid on the table, throwing an okey, a failed opening, and the like. Penalties "
        "are never doubled by the finish. Cy did not open and took one penalty in a hand "
        "finished with the okey: 202 × 2 = 404, plus 101, so 505.")),
    (N_("Tables disagree about a player who did not open. Which setting covers it?"),
     N_("Most tables write 202 for a player who did not open and double it with the finish; "
        "some write another flat score, some never double it. Set the flat score, from 101 to "
        "1000, and whether the finish doubles it, when you start the match.")),
    (N_("Does an okey left in a hand count 101 or its face?"),
     N_("Rulezz counts 101 for each okey left in the hand of a player who opened, as most "
        "sources do. A table that counts only the tile it stands for enters no okeys and adds "
        "that face to the tiles left.")),
    (N_("Are penalties doubled when the hand is doubled?"),
     N_("Not in Rulezz: a few tables double them, most add a flat 101 per penalty, and Rulezz "
        "follows the most. Enter the penalties as they were taken; the finish never changes "
        "them.")),
    (N_("What does in one go (elden) mean?"),
     N_("The finisher had not opened before and opened and finished in the same turn. It "
        "doubles the hand, like pairs or the okey thrown "
        "last, and it adds to them: in one go with pairs makes ×4.")),
    (N_("How do partners score?"),
     N_("With the partners setting, 4 players play the first and third against the second and "
        "fourth. When one partner finishes, the other partner writes 0 for their hand, though "
        "their penalties still count. A partnership's total is the sum of its two players' "
        "hands, and Rulezz shows it beside each of the two partners.")),
    (N_("When does the match end, and who wins?"),
     N_("After the number of hands agreed at the start, 11 unless you chose another. The lowest "
        "total wins, and equal lowest totals share the win.")),
    (N_("Who deals next, and who starts?"),
     N_("The deal passes to the right after each hand. The player to the dealer's right gets "
        "22 tiles and starts by throwing one; everyone else gets 21. You choose the first "
        "dealer when you start the match, and Rulezz shows who deals next.")),
)
