"""6 nimmt!'s rules page: the questions tables ask, and their answers (the rule sheet's
scoring, as RULES.md § A table's own game makes it a ready-made game).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
No HTML and no percent signs: the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How does Rulezz keep score in 6 nimmt!?"),
     N_("As the rule sheet does. Each round everyone plays their 10 cards; a player whose card "
        "would be the sixth in a row, or lower than the last card of every row, takes a row. "
        "At the end of the round each player adds the bull heads on the cards they took to "
        "their total. Bull heads are bad: the lowest total wins.")),
    (N_("What do I enter after a round?"),
     N_("Every player's bull heads this round, 0 for a player who took no cards. Rulezz does "
        "not see the cards: the table counts them and enters the totals.")),
    (N_("How many bull heads is each card?"),
     N_("1 on most cards; 2 on those ending in 5, such as 15; 3 on those ending in 0, such as "
        "20; 5 on doubles, such as 11 or 22; and 7 on the 55, which is both. The 104 cards "
        "hold 171 bull heads in all.")),
    (N_("When does the match end?"),
     N_("After the round in which a player reaches 66 or more: the round is always played to "
        "its end first. Several players may pass 66 in the same round; whoever passed it, the "
        "lowest total wins, and equal lowest totals share the win.")),
    (N_("Our table plays a set number of rounds, or to another number. Can Rulezz do that?"),
     N_("Not in its 6 nimmt!, which ends at 66 as the rule sheet says. Its 6 nimmt! is made of "
        "choices a table can change in a game of its own: the match can last a number of "
        "rounds, or end at another total.")),
    (N_("Some apps count down from 66. Is that the same?"),
     N_("Yes, written the other way: there everyone starts with 66 and loses their bull "
        "heads, and the match ends when someone has none left. Rulezz adds the bull heads up "
        "from 0, so 66 is reached at the same moment.")),
    (N_("How many can play?"),
     N_("The box says 2 to 10 players; Rulezz keeps score for 2 to 8.")),
    (N_("Who deals and who starts?"),
     N_("The deal passes to the left after every round. Nobody starts: everyone chooses a card "
        "at the same time, and the cards are placed from the lowest up.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that round, or undo the last round and enter it again. Rulezz keeps only what "
        "was entered for each round and works out every total again from all of them, so the "
        "totals are all corrected, and so is whether someone has reached 66.")),
)
