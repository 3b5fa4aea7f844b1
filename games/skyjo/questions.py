"""Skyjo's rules page: the questions tables ask, and their answers (RULES.md).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included). No HTML and no percent signs:
the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How many people can play Skyjo?"),
     N_("From 2 to 8 players. You play with the real cards at the table, and one phone "
        "enters each round's result in Rulezz, which keeps the score.")),
    (N_("What points should I enter after a round?"),
     N_("For each player, enter the sum of the cards left in front of them after every "
        "column of three equal cards has been taken away, without any doubling. Then choose "
        "who closed the round, that is who revealed all their cards first. Rulezz does the "
        "doubling itself, so do not double anyone's points before entering them.")),
    (N_("What happens to a column of three equal cards?"),
     N_("Take the three cards of that vertical column away: they count nothing. This is also "
        "true for a column completed during the last turns or the final reveal, after someone "
        "has closed, and for a column of three 0s or three −2s. Only vertical columns of "
        "three count, never rows or diagonals.")),
    (N_("After someone closes, does everyone else still play?"),
     N_("Yes. When a player has revealed all their cards, every other player has one last "
        "turn, then everyone turns over their remaining cards. Remove any column of three "
        "equal cards that appears now, then count and enter the points.")),
    (N_("When are the closer's points doubled?"),
     N_("When the closer does not have the lowest points of the round on their own. Ana "
        "closes with 14 but Bo has 9: Ana scores 28. Ana closes with 10 and Bo has 12 and Cy "
        "15: Ana has the lowest on her own and scores 10.")),
    (N_("The closer ties for the lowest points. Are they doubled?"),
     N_("Yes. A tie for the lowest counts as not alone. Ana closes with 10 and Bo also has "
        "10: Ana's 10 is doubled to 20, and Bo scores 10.")),
    (N_("Are zero or negative points doubled?"),
     N_("No, never. Ana closes with −3 but Bo has −5: Ana keeps −3. Ana closes with 0 but Bo "
        "has −2: Ana keeps 0. Only positive points are doubled.")),
    (N_("Can we play without the doubling?"),
     N_("Yes, as a house rule. The rule sheet doubles the closer's positive points, and so "
        "does Rulezz by default. When you start a match you can choose instead that a closer "
        "who is not alone lowest keeps their points. House rules are fixed when the match "
        "starts and cannot change in the middle of it.")),
    (N_("When does the match end?"),
     N_("After the round in which any player's total reaches 100 or more. That round is "
        "scored in full first, doubling included: Ana is on 45, closes with 30 and is "
        "doubled to 60, so she reaches 105 and the match ends. You can set another limit, "
        "from 10 to 1000, when you start the match.")),
    (N_("Who wins the match?"),
     N_("The player with the lowest total when the match ends, whoever reached 100. Bo "
        "reaches 104 while Ana and Cy are both on 61: Ana and Cy share the win.")),
    (N_("Who starts the next round?"),
     N_("The player who closed the round starts the next one, and Rulezz shows who that is. "
        "For the very first round the rule sheet lets the player with the highest sum on "
        "their two revealed cards start; Rulezz leaves that to the table.")),
    (N_("Why does Rulezz refuse a number?"),
     N_("Twelve Skyjo cards, once columns of three equal cards are gone, always add up to "
        "something from −17 to 140. A number outside that range must be a typo, so Rulezz "
        "asks for it again and stores nothing until every player has a correct value.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that round, or undo the last round and enter it again. Rulezz stores only "
        "what you entered for each round and works out every score again from all the "
        "rounds, so the doubling, the totals and who starts next are all corrected. A fix "
        "can reopen a finished match or end one. If a fix would end the match before rounds "
        "that come after it, Rulezz asks you to delete those later rounds first.")),
)
