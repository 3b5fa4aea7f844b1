"""Chinchón's rules page: the questions tables ask, and their answers (RULES.md § Chinchón).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included) and say where the sources
disagree and which house rule covers it. No HTML and no percent signs: the pages pass these
strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How many players, and which cards?"),
     N_("From 2 to 8 players, each for themselves, with the Spanish deck: one deck for 2 to 4 "
        "players, two for 5 to 8. Each player gets 7 cards.")),
    (N_("When may a player close?"),
     N_("When all their cards are combined in sets and runs but one, and that card is worth at "
        "most 4; or when all seven are combined; or with chinchón, seven cards in a row of one "
        "suit, without a comodín.")),
    (N_("What do we enter after each round?"),
     N_("Who closed and how: with a card left (and its points), with all seven combined, or "
        "with chinchón. Then the points of every other player still in: the cards they could "
        "not combine or lay off, as you count them at the table. After a chinchón nothing else "
        "is entered.")),
    (N_("How does each player score?"),
     N_("Every other player adds their points. The closer adds the card left, or −10 after "
        "closing with all seven combined. Ana closes with a 3 left while Bea has 12 and Carlos "
        "25: Ana adds 3, Bea 12 and Carlos 25. The lowest total is best.")),
    (N_("What does a chinchón do?"),
     N_("It wins the match at once for the player who made it, whatever the totals. Nothing "
        "else of that round is scored, and no round can follow it.")),
    (N_("When is a player out?"),
     N_("When their total goes above 100: 100 itself is still in, 101 is out. A player who is "
        "out is dealt no cards and entered in no round, unless they buy back in. You can set "
        "another limit, from 50 to 500, when you start the match.")),
    (N_("How does buying back in work?"),
     N_("Before a round, a player who is out may buy back in (the reenganche) while two or more "
        "players are still in. They come back at the highest total of the players still in: "
        "Carlos, out with 105, buys back in at Bea's 71. Each player may buy back in once; you "
        "can allow from 0 to 5 buy-backs when you start the match. Tick the player on the next "
        "round's form.")),
    (N_("When does the match end, and who wins?"),
     N_("With a chinchón, which wins at once; otherwise when only one player is left in, who "
        "wins. If the last players go out in the same round, the lowest total among them wins.")),
    (N_("Who deals next, and who starts?"),
     N_("Deal and play go to the right. The deal passes to the right after each round, "
        "skipping players who are out, and the player to the dealer's right starts. You choose "
        "the first dealer when you start the match, and Rulezz shows who deals next.")),
    (N_("Tables close with a 3, a 4 or a 5 left. Which setting covers it?"),
     N_("The sources disagree: some allow a card worth at most 4, others 3, and the South "
        "American conga allows up to 5. Rulezz allows 4 unless you set the highest card a "
        "player may close with, from 0 to 10, when you start the match.")),
    (N_("Is a player out on reaching the limit, or only above it?"),
     N_("The sources disagree: most say above 100, some on reaching it. Rulezz puts a player "
        "out above the limit; a table that puts a player out on reaching 100 sets the limit to "
        "99.")),
    (N_("Do all tables buy back in at the highest total?"),
     N_("Not all: some tables pay a stake into the pot to buy back in, and some never allow "
        "it. Rulezz brings a player back at the highest total still in and keeps no pot; set "
        "how many buy-backs each player may make, 0 for none, when you start the match.")),
    (N_("Is −10 for all seven combined a house rule?"),
     N_("No: the sources agree on −10 for closing with all seven combined, and Rulezz always "
        "gives it. A chinchón is not scored as a bonus either: it wins the match at once.")),
    (N_("How do the cards count?"),
     N_("Each card counts its number; the sota, caballo and rey count 10 at most tables, 10, "
        "11 and 12 at others, and a comodín left unmatched counts what your table agreed. "
        "Count them as you play and enter the sum, from 0 to 500.")),
)
