"""Indian Rummy's rules page: the questions tables ask, and their answers (RULES.md).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included). No HTML and no percent signs:
the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
    (N_("How many players and cards?"),
     N_("From 2 to 4 players with 13 cards each. 2 or 3 players use one deck with 2 jokers, "
        "54 cards; 4 players use two decks with 4 jokers, 108 cards.")),
    (N_("What do you need to go out?"),
     N_("All 13 cards in melds, with at least 2 sequences and at least one of them pure. A "
        "sequence is 3 or more cards of one suit in a row: pure without a joker, impure with "
        "one. A set is 3 or 4 cards of the same rank in different suits. A joker can stand "
        "for any card. Each card can be used in only one meld.")),
    (N_("Is K-A-2 a sequence?"),
     N_("No. The ace can be low, as in A-2-3, or high, as in Q-K-A, but not both at once, so "
        "K-A-2 is not a sequence.")),
    (N_("What is each card worth?"),
     N_("A, K, Q and J are worth 10 each; 2 to 10 are worth their number, so the 6 of spades "
        "is 6; a joker is worth 0. A loser's deadwood is therefore anywhere from 0 to 130, "
        "and Rulezz refuses anything else.")),
    (N_("Which of a loser's cards count?"),
     N_("It depends on the sequences in their hand. With no pure sequence, every card "
        "counts, even cards in sets or impure sequences. With one pure sequence and no other "
        "sequence, every card counts except that pure sequence. With a pure sequence and "
        "another sequence, pure or impure, every card in a sequence or a set is free and only "
        "the rest count. Arrange the hand in the way that counts least for the loser.")),
    (N_("A loser has a pure sequence and a set but no other sequence. Does the set count?"),
     N_("Yes. Bo holds 3-4-5 of hearts, three 8s and K, Q, 2, 6, 9, J, A. Only the pure "
        "sequence is free, so the three 8s count 24 and K, Q, 2, 6, 9, J, A count 57: Bo "
        "has 81.")),
    (N_("What changes with a second sequence?"),
     N_("Sets become free too. Cy holds 3-4-5 of hearts, 9-10 of clubs with a joker, three "
        "7s and K, 2, 5, A. She has a pure and an impure sequence, so both sequences and the "
        "set are free and only K, 2, 5 and A count: 10 plus 2 plus 5 plus 10 makes 27.")),
    (N_("What do I enter after a round?"),
     N_("Who went out, and the deadwood of every other player as counted at the table. The "
        "winner has nothing to enter.")),
    (N_("How do the points move?"),
     N_("Each loser loses their own deadwood, and the winner gains the sum. Ana goes out, Bo "
        "has 81 and Cy 27: Bo loses 81, Cy loses 27 and Ana gains 108. Totals can go below "
        "zero.")),
    (N_("Can we cap the deadwood at 80?"),
     N_("Yes, as a house rule. The rule sheet has no cap, so Rulezz has none by default, but "
        "many tables count a loser's deadwood as at most 80. Set the cap, from 10 to 130, "
        "when you start the match. With a cap of 80, Bo's 95 counts as 80: Bo loses 80, the "
        "winner gains 80 from him, and the round's note says it was capped.")),
    (N_("Can a player drop out of a round?"),
     N_("Only with the drops house rule, which is off by default because the rule sheet has "
        "no drops. With it on, a loser can be entered as a first drop, usually before their "
        "first draw, worth 20, or a middle drop, later in the round, worth 40. You can change "
        "both values when you start the match. A deadwood cap limits drops too: with a cap "
        "of 30, a middle drop counts 30.")),
    (N_("When does the match end, and who wins?"),
     N_("After the round in which any total reaches 500 or more. The highest total wins. "
        "You can set another limit, from 50 to 5000, when you start the match.")),
    (N_("Who deals next?"),
     N_("Rulezz shows the deal passing to the left after each round, and the player to the "
        "dealer's left starts. You choose the first dealer when you start the match.")),
    (N_("Someone typed a wrong number. What now?"),
     N_("Edit that round, or undo the last round and enter it again. Rulezz stores only what "
        "you entered for each round and works out every score again from all the rounds, so "
        "the gains, the losses and the totals are all corrected. A fix can reopen a "
        "finished match or end one. If a fix would end the match before rounds that come "
        "after it, Rulezz asks you to delete those later rounds first.")),
)

# The formats (RULES.md § Indian Rummy formats; sources: the rules pages of RummyCircle, Junglee
# Rummy, Playship and RummyEra).
QUESTIONS += (
    (N_("Which formats can we play?"),
     N_("Three, chosen when you start the match. Points, the default, is the game of the rule "
        "sheet: the match ends when a total reaches 500 and the highest total wins. Pool and "
        "Deals are how tables in India mostly play, as the rules pages of RummyCircle, Junglee "
        "Rummy, Playship and RummyEra describe them. In Pool, everyone starts at 0, the "
        "losers of each deal add their count, a player who reaches 101 or 201 is out, and the "
        "last player in wins. In Deals, everyone starts with chips, the winner of each deal "
        "takes chips from the others, and after a set number of deals the most chips win.")),
    (N_("In Pool, how do the points move?"),
     N_("The winner of a deal adds nothing. Every other player adds their count, worked out "
        "from their cards as usual but at most 80, the full count: a loser who counts 95 adds "
        "80. Low is good, since a player whose total reaches the pool is out.")),
    (N_("Can a player drop in Pool or Deals?"),
     N_("Yes, drops are always allowed there. In Pool 101 a first drop adds 20 and a middle "
        "drop 40; in Pool 201 a first drop adds 25 and a middle drop 50. In Deals a first drop "
        "costs 20 chips and a middle drop 40. The drops house rule of Points does not apply.")),
    (N_("Who is out in Pool?"),
     N_("A player whose total reaches the pool, 101 or 201, or more. They are dealt no more "
        "cards: enter nothing for them in the next deals, and the deal passes them by. Their "
        "total stays as it was. When only one player is left in, the match is over and that "
        "player wins.")),
    (N_("Can a player who is out rejoin?"),
     N_("Yes, before a deal, while nobody still in has more than 79 in Pool 101, or more than "
        "174 in Pool 201. Choose them under Who rejoins before this deal when you enter that "
        "deal. They come back at the highest total of the players still in, plus 1: if the "
        "highest still in is 30, they rejoin at 31. Two players who rejoin before the same "
        "deal both come back at that total. Each player may rejoin once by default; you can "
        "allow from 0 to 3 times when you start the match. Some tables let players rejoin "
        "later or at other totals: those are house rules Rulezz does not follow.")),
    (N_("Can we end a Pool match early and split it?"),
     N_("Yes. When the players still in agree to stop, choose End the match now on the "
        "match page: the match ends as a split, every player still in shares the win, and the "
        "players who are out do not. You can resume the match afterwards.")),
    (N_("How do chips work in Deals?"),
     N_("Everyone starts with 80 chips for each deal of the match, so 160 in a match of 2 "
        "deals, the default; you can choose from 1 to 10 deals. The winner of a deal takes from "
        "every other player as many chips as that player's count, at most 80. Ana goes out, "
        "Bo counts 30 and Cy 95: Bo gives 30, Cy gives 80, and Ana takes 110.")),
    (N_("What if the most chips are tied after the last deal?"),
     N_("Then the match is not over: another deal is played as a tie-breaker, and another after "
        "it while the tie remains, until one player has the most chips. That player wins.")),
    (N_("Why do other sites give slightly different Pool rules?"),
     N_("The rules pages do not all agree on every detail, such as how often a player may "
        "rejoin or what a drop costs. Rulezz follows the common reading given here by default; "
        "the other readings are house rules, and where Rulezz has a setting for one, such as "
        "how many times a player may rejoin, you choose it when you start the match.")),
)
