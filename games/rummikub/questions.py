"""Rummikub's rules page: the questions tables ask, and their answers (the rule sheet's scoring,
as RULES.md § A table's own game makes it a ready-made game).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
No HTML and no percent signs: the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How does Rulezz keep score in Rummikub?"),
     N_("As the rule sheet scores a round. The player who goes out, with every tile laid on "
        "the table, wins it. Each other player loses what the tiles left on their rack count, "
        "and the winner gains all of that. Totals go below 0, and the highest total wins when "
        "the table ends the match.")),
    (N_("What do I enter after a round?"),
     N_("Who went out, and what the tiles left on each other player's rack count. Leave the "
        "box of the player who went out empty: their rack is empty.")),
    (N_("What is each tile worth?"),
     N_("Its number, 1 to 13. A joker left on a rack counts 30. Rulezz does not see the tiles: "
        "the table counts each rack and enters the total.")),
    (N_("The pool ran out and nobody could go out. What do we enter?"),
     N_("Rule sheets differ on this round. The player whose rack counts the least wins it: "
        "choose that player, and enter for each of the others their count less the winner's. "
        "The winner gains the sum of those differences and each of the others loses their "
        "own, so the round still adds up to 0.")),
    (N_("Why do the totals add up to 0?"),
     N_("Because what the winner of a round gains is exactly what the others lose. A total "
        "below 0 only means a player has lost more than they have won.")),
    (N_("When does the match end?"),
     N_("When the table ends it: Rummikub has no target in Rulezz. Some tables play an agreed "
        "number of rounds, others until someone reaches a score; end the match in Rulezz when "
        "your table does. The highest total wins, and equal highest totals share the win.")),
    (N_("Can Rulezz end the match for us?"),
     N_("Not in its Rummikub. Its Rummikub is made of choices a table can change in a game of "
        "its own: the match can end after a number of rounds, or when a total reaches a "
        "target.")),
    (N_("Who deals and who starts?"),
     N_("Rulezz passes the deal to the left after every round, and the player at the dealer's "
        "left starts, so each round a different player begins. For the first round the rule "
        "sheet has everyone draw a tile and the highest number start: choose the player at "
        "that player's right as the first dealer.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that round, or undo the last round and enter it again. Rulezz keeps only what "
        "was entered for each round and works out every total again from all of them, so the "
        "totals are all corrected.")),
)
