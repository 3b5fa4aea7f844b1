"""Hearts' rules page: the questions tables ask, and their answers (the usual rules' scoring, as
RULES.md § A table's own game makes it a ready-made game).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
No HTML and no percent signs: the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How does Rulezz keep score in Hearts?"),
     N_("As the usual rules do. After each hand, every heart a player took in their tricks "
        "counts 1 and the queen of spades 13, 26 in all, and each player adds their count to "
        "their total. Points are bad: when a player reaches 100, the lowest total wins.")),
    (N_("What do I enter after a hand?"),
     N_("Each player's count, 0 for a player who took no hearts and not the queen. The counts "
        "add up to 26; Rulezz does not check that, so that house rules and shooting the moon "
        "can be entered as your table plays them.")),
    (N_("Someone shot the moon. What do I enter?"),
     N_("A player who takes all 13 hearts and the queen of spades shoots the moon. Most "
        "tables give every other player 26 and the shooter 0: enter exactly that. Some take 26 "
        "off the shooter's total instead: enter −26 for the shooter and 0 for the others. "
        "Rulezz accepts points below 0 for this.")),
    (N_("We play the jack of diamonds as −10. Can Rulezz count that?"),
     N_("Yes: take 10 off the count of the player who took the jack. A player who took the "
        "jack and 3 hearts enters −7.")),
    (N_("When does the match end?"),
     N_("After the hand in which a player reaches 100 or more. Several players may pass 100 "
        "in the same hand; whoever passed it, the lowest total wins, and equal lowest totals "
        "share the win.")),
    (N_("Our table plays to 50, or another number. Can Rulezz do that?"),
     N_("Not in its Hearts, which ends at 100. Its Hearts is made of choices a table can "
        "change in a game of its own, such as another target or a number of hands.")),
    (N_("We are 3, 5 or 6 players. Does it change the count?"),
     N_("No. A few low cards are taken out so that the cards deal evenly, but never a heart "
        "or the queen of spades, so a hand still counts 26.")),
    (N_("Who deals, and who leads?"),
     N_("The deal passes to the left after every hand. Whoever holds the two of clubs leads "
        "the first trick, so Rulezz names nobody to start. With four players, cards are "
        "usually passed to the left before the first hand, to the right before the second, "
        "across before the third and not at all before the fourth, and so on; Rulezz shows "
        "each hand's number, so the table can tell which pass comes next.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that hand, or undo the last hand and enter it again. Rulezz keeps only what was "
        "entered for each hand and works out every total again from all of them, so the "
        "totals are all corrected, and so is whether someone has reached 100.")),
)
