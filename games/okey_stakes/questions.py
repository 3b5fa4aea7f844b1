"""Okey (stakes)'s rules page: the questions tables ask, and their answers (RULES.md).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included). No HTML and no percent signs:
the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How is Okey for stakes played?"),
     N_("By 2 to 4 players with 14 tiles each, anticlockwise. Each round is one game. There "
        "is no countdown: in every game the other players pay the winner, and Rulezz keeps "
        "a balance for each player.")),
    (N_("How does a player win a game?"),
     N_("By laying down at least 13 tiles in groups and runs, with one tile left over. A "
        "group is 3 or 4 tiles of the same number in different colours; a run is 3 or more "
        "tiles in a row in one colour. 12-13-1 is a run, but 13-1-2 is not.")),
    (N_("What do I enter after a game?"),
     N_("Who won, or that it was a draw; whether the winner laid down 7 pairs; and whether "
        "the tile left over when laying down was a joker. Rulezz works out who pays what.")),
    (N_("What is the stake?"),
     N_("What each other player pays the winner of a game: 1 unless you choose another "
        "number, from 1 to 1000, when you start the match. It can stand for points, chips or "
        "whatever your table agrees on; Rulezz only keeps the count. The stake is fixed for "
        "the whole match.")),
    (N_("How much does a plain win pay?"),
     N_("Every other player pays the winner the stake once. With a stake of 5 at a table of "
        "four, the three others each pay 5 and the winner collects 15.")),
    (N_("What doubles the stake?"),
     N_("A joker as the tile left over, or a win with 7 pairs (two identical tiles each, "
        "like two red 3s). Either one doubles the stake: with a stake of 5 at a table of "
        "four, the three others each pay 10 and the winner collects 30.")),
    (N_("7 pairs and a joker left over: twice or four times?"),
     N_("Four times the stake by default: both doubles count. With a stake of 5 at a table "
        "of four, each other player pays 20 and the winner collects 60. The rule sheet names "
        "the two doubles but does not say what happens when they come together. Tables that "
        "count only one double can turn off the house rule for four times when they start "
        "the match: then it pays twice the stake.")),
    (N_("Which tile counts as a joker?"),
     N_("In the rule sheet Rulezz follows, two special tiles act as jokers. Rulezz does not "
        "check tiles: answer yes when the table agrees that the tile left over was a joker "
        "under the rules you play.")),
    (N_("The centre stack ran out. Who pays?"),
     N_("Nobody. When the stack runs out before anyone has laid down, the game is a draw: "
        "enter a draw and every balance stays as it was.")),
    (N_("Why do the balances always add up to 0?"),
     N_("Because everything the winner collects is paid by the other players. After one "
        "plain win with a stake of 10 at a table of four, the balances are +30, −10, −10 "
        "and −10. A positive balance is what a player is owed, a negative one what they "
        "owe.")),
    (N_("When does the match end, and who wins?"),
     N_("There is no score limit. The table ends the match when it likes, by ending it in "
        "Rulezz, or you can set a number of games, from 1 to 100, when you start the match, "
        "and it ends after that many. The highest balance wins, and equal highest balances "
        "share the win.")),
    (N_("Who deals next?"),
     N_("Rulezz shows the deal passing to the right after every game, draws included, as in "
        "the 20-point Okey, and the player to the dealer's right starts. You choose the "
        "first dealer when you start the match.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that game, or undo the last game and enter it again. Rulezz stores only what "
        "you entered for each game and works out every balance again from all the games, so "
        "the payments and the balances are all corrected. If the match has a set number of "
        "games, a fix can also reopen a finished match or end one.")),
)
