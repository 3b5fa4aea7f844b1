"""Five Crowns' rules page: the questions tables ask, and their answers (the rule sheet's
scoring, as RULES.md § A table's own game makes it a ready-made game).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
No HTML and no percent signs: the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How does Rulezz keep score in Five Crowns?"),
     N_("As the rule sheet does. A match is 11 rounds, from 3 cards each to 13. At the end of "
        "each round every player counts the cards they could not lay down in books and runs, "
        "and adds that to their total. After the 11th round the lowest total wins.")),
    (N_("What do I enter after a round?"),
     N_("Every player's count: 0 for the player who went out, and for anyone else who laid "
        "down all their cards in their last turn. Rulezz does not see the cards: the table "
        "counts each hand and enters the total.")),
    (N_("What is each card worth?"),
     N_("3 to 10 at face value, jacks 11, queens 12, kings 13. The round's wild cards count 20 "
        "each and jokers 50 each, so being caught with them costs a lot.")),
    (N_("Which card is wild in which round?"),
     N_("The one that matches the number of cards dealt: threes in the first round, with 3 "
        "cards each, fours in the second, and so on up to kings in the 11th, with 13 cards "
        "each. The jokers are wild in every round. Rulezz shows which round of the 11 comes "
        "next.")),
    (N_("After someone goes out, do the others still play?"),
     N_("Yes: each other player takes one more turn and lays down what they can. Count the "
        "cards left after that turn.")),
    (N_("Can the match end early, or go on longer?"),
     N_("No: Rulezz's Five Crowns is always 11 rounds. It is made of choices a table can "
        "change in a game of its own, such as a shorter match of fewer rounds.")),
    (N_("What if two players have the same lowest total?"),
     N_("They share the win: Rulezz names them both.")),
    (N_("Who deals next?"),
     N_("The deal passes to the left after every round, and the player at the dealer's left "
        "plays first. You choose the first dealer when you start the match.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that round, or undo the last round and enter it again. Rulezz keeps only what "
        "was entered for each round and works out every total again from all of them, so the "
        "totals are all corrected.")),
)
