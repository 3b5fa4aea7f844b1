"""Uno's rules page: the questions tables ask, and their answers (Mattel's rule sheet, as
RULES.md § A table's own game makes it a ready-made game).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
No HTML and no percent signs: the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How does Rulezz keep score in Uno?"),
     N_("As Mattel's rule sheet does. The player who goes out, with no cards left, wins the "
        "round and scores the cards left in everyone else's hands; the others score nothing. "
        "Totals only grow, and the first player to reach 500 wins. The box says 2 to 10 "
        "players; Rulezz keeps score for 2 to 8.")),
    (N_("What do I enter after a round?"),
     N_("Who went out, and what the cards left in each other player's hand count. Leave the "
        "box of the player who went out empty: they have no cards left. Rulezz adds the hands "
        "up for the winner.")),
    (N_("What is each card worth?"),
     N_("Number cards count their number, so a 0 counts nothing. Draw Two, Reverse and Skip "
        "count 20 each; Wild and Wild Draw Four 50 each. Newer decks' Wild Shuffle Hands and "
        "Wild Customizable cards count 40. Rulezz does not see the cards: the table counts "
        "each hand and enters the total.")),
    (N_("The last card played was a Draw Two or a Wild Draw Four. Does it count?"),
     N_("Yes. The next player still draws the 2 or 4 cards, and they count in that player's "
        "hand when the points are added up.")),
    (N_("When does the match end? Can it end in a tie?"),
     N_("After the round in which a player reaches 500 or more: that player wins. Only the "
        "player who goes out scores in a round, so nobody else can reach 500 in the same round, "
        "and Uno never ends in a tie.")),
    (N_("Our table keeps each player's own points instead. Can Rulezz do that?"),
     N_("Mattel's rule sheet gives that as another way to score: each player is charged the "
        "cards left in their own hand, and when someone reaches 500 the lowest total wins. "
        "Rulezz's Uno counts the usual way. Its Uno is made of choices a table can change in a "
        "game of its own: type everyone's points each round, lowest wins, the match ending at "
        "500.")),
    (N_("Can we play to another number?"),
     N_("Not in Rulezz's Uno, which ends at 500 as the rule sheet says. A table that plays to "
        "250 for a shorter evening, or to 1000, can make a game of its own from the same "
        "choices with its own target.")),
    (N_("Who deals next?"),
     N_("The deal passes to the left after every round, and the player at the dealer's left "
        "plays first. You choose the first dealer when you start the match; the rule sheet "
        "has everyone draw a card and the highest number deal.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that round, or undo the last round and enter it again. Rulezz keeps only what "
        "was entered for each round and works out every total again from all of them, so the "
        "totals are all corrected, and so is whether someone has reached 500.")),
)
