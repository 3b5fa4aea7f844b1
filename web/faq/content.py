"""FAQ questions and answers for each game's page, as data (translated through gettext).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included); where a seed rule text says
something else, the answer says so and names the house rule that covers it. No HTML and no percent
signs: the web layer passes these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = {
    "skyjo": (
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
    ),
    "euchre": (
        (N_("Who plays with whom?"),
         N_("Euchre is for exactly 4 players in two teams, and partners sit opposite each other. "
            "Enter the players in clockwise order around the table: the first and third are one "
            "team, the second and fourth the other. Rulezz shows a team as its two names, like "
            "Ana & Cy.")),
        (N_("Who is the maker?"),
         N_("The player who ordered up the turned card in the first round of bidding, or named "
            "trump in the second. If Bo tells the dealer Ana to pick up the card, Bo is the maker "
            "and Bo's team are the makers, even though the card goes into Ana's hand. If everyone "
            "passes to the dealer and she picks it up herself, the dealer is the maker.")),
        (N_("What do I enter after a hand?"),
         N_("Who the maker was, how many of the 5 tricks the makers' team took (both partners "
            "together), whether the maker went alone, and whether a defender defended alone. Or, "
            "if everyone passed twice, mark the hand as passed.")),
        (N_("How many points does a hand score?"),
         N_("Only one team scores in each hand. Makers who take 3 or 4 tricks score 1. Makers "
            "who take all 5 score 2, or 4 if the maker went alone. Makers who take 0, 1 or 2 "
            "tricks are euchred, and the defenders score 2.")),
        (N_("Is a lone hand with 3 or 4 tricks worth more?"),
         N_("No. Going alone pays more only for all 5 tricks. Ana goes alone and takes 4 tricks: "
            "her team scores 1, the same as with a partner. Ana goes alone and takes all 5: her "
            "team scores 4.")),
        (N_("Can a defender play alone?"),
         N_("Only against a maker who went alone, and only while the house rule allowing it is "
            "on, as it is by default. Rulezz refuses a lone defender against a maker who plays "
            "with a partner. If the lone defender euchres the lone maker, the defenders score 4. "
            "If the lone maker still takes 3 or 4 tricks, the makers score 1; all 5, the makers "
            "score 4.")),
        (N_("What does being euchred cost?"),
         N_("The makers score nothing and the defenders score 2. Bo makes trump and his team "
            "takes only 2 tricks: the other team scores 2. The defenders score 4 only when a "
            "lone defender beats a lone maker.")),
        (N_("A lone maker is euchred and nobody defended alone. Is it 2 or 4?"),
         N_("Some rule sheets and older laws of the game give the defenders 4 whenever a lone "
            "maker is euchred. Rulezz follows the rule sheet it was built from and gives them 2, "
            "and offers 4 as a house rule: turn on the lone euchre bonus when you start the "
            "match. With or without it, a lone defender who beats a lone maker scores 4.")),
        (N_("Everyone passed twice. What do we enter?"),
         N_("Mark the hand as passed. No one scores, and the deal still passes to the left, so "
            "the next player deals the new hand. Some rule sheets only say the hand is thrown in "
            "and played again; Rulezz counts it as a hand without score so that the deal keeps "
            "moving round the table.")),
        (N_("We play stick the dealer. Does Rulezz know it?"),
         N_("Yes, as a house rule, off by default. With stick the dealer, when the three other "
            "players pass in both rounds of bidding, the dealer must name trump, so no hand can "
            "be passed. Rulezz then refuses a passed hand: enter the dealer as the maker "
            "instead.")),
        (N_("Who deals next?"),
         N_("The deal passes to the left, one seat clockwise, after every hand, passed hands "
            "included. You choose the first dealer when you start the match, and Rulezz shows "
            "who deals next. The player to the dealer's left leads the first trick.")),
        (N_("When does the match end?"),
         N_("As soon as a team reaches 10 points or more, and that team wins. Teams on 8 and 9; "
            "the team on 8 makes trump, the maker goes alone and takes all 5 tricks: 8 plus 4 is "
            "12, and they win. Only one team scores per hand, so there is never a tie. You can "
            "set the target anywhere from 1 to 50 when you start the match.")),
        (N_("Someone typed a wrong number. What now?"),
         N_("Edit that hand, or undo the last hand and enter it again. Rulezz stores only what "
            "you entered for each hand and works out every score again from all the hands, so "
            "the points, the totals and the dealer are all corrected. A fix can reopen a "
            "finished match or end one. If a fix would end the match before hands that come "
            "after it, Rulezz asks you to delete those later hands first.")),
    ),
    "okey": (
        (N_("How many players, and how many points to start?"),
         N_("From 2 to 4 players, with 106 tiles: four colours numbered 1 to 13, two of each, "
            "and 2 false jokers. Every player starts with 20 points and can only lose points. "
            "You can choose another start, from 1 to 100, when you start the match.")),
        (N_("Which tile is the okey?"),
         N_("The okey, the wild tile, is the tile in the indicator's colour one number higher. "
            "The indicator is red 5: red 6 is the okey. After 13 comes 1: if the indicator is "
            "black 13, black 1 is the okey. The okey can stand for any tile in a set or a run.")),
        (N_("Are the false jokers wild?"),
         N_("No. Each false joker stands for the okey's own face and nothing else. With red 6 as "
            "the okey, a false joker is played as a red 6, for example in red 5, 6, 7.")),
        (N_("Which runs and sets are valid?"),
         N_("A run is 3 or more tiles of one colour in a row; a set is 3 or 4 tiles of the same "
            "number, each in a different colour. A 1 may come after 13, so 12-13-1 is a run, but "
            "nothing can follow that 1: 13-1-2 is not a run. 1-2-3 is a run as usual. Each tile "
            "can be used in only one set or run. Some rule sheets print 1-2-1 and 12-13-1 as "
            "valid runs; 1-2-1 repeats a number, so Rulezz reads it as a misprint of 1-2-3.")),
        (N_("What happens when someone shows the tile identical to the indicator?"),
         N_("Every other player loses 1 at once. There are two of every tile and one of them is "
            "the indicator itself, so only one other copy exists and at most one player can "
            "show it. Enter who showed it with the round's result, and Rulezz takes the 1 point "
            "off everyone else.")),
        (N_("How much does a win cost the others?"),
         N_("Every other player loses: 2 for a win with sets and runs; 4 for sets and runs when "
            "the winner's final discard was an okey; 4 for 7 pairs; 8 for 7 pairs when the final "
            "discard was an okey. The winner's own score does not change.")),
        (N_("How does a round with an indicator tile and a win add up?"),
         N_("Ana, Bo, Cy and Dee are all on 20. Bo shows the tile identical to the indicator, so "
            "Ana, Cy and Dee go down to 19. Then Cy wins with sets and runs, so everyone but Cy "
            "loses 2: Ana 17, Bo 18, Cy 19, Dee 17.")),
        (N_("What counts as 7 pairs?"),
         N_("Seven pairs, each of two identical tiles: the same number and the same colour, like "
            "two red 3s. Two 3s of different colours are not a pair. Tick 7 pairs only when the "
            "winner finished that way rather than with sets and runs.")),
        (N_("The centre stack ran out and nobody won. What do we enter?"),
         N_("Choose nobody as the winner: the stack ran out. Nobody loses anything more that "
            "round. If someone showed the tile identical to the indicator in that round, the 1 "
            "point everyone else lost still counts.")),
        (N_("When does the match end, and who wins?"),
         N_("After the round in which any player is at 0 or below. The highest score wins, and "
            "equal highest scores share the win. Ana 3, Bo 2, Cy 1, Dee 5; Ana wins with 7 pairs "
            "and an okey as her final discard, so the others lose 8: Bo −6, Cy −7, Dee −3. The "
            "match is over and Ana wins with 3.")),
        (N_("I won the last round. Why didn't I win the match?"),
         N_("Because the winner of a round gains nothing: the match goes to the highest score. "
            "Ana 2, Bo 8, Cy 1; Ana wins with sets and runs, so Bo goes to 6 and Cy to −1. The "
            "match is over, and Bo wins with 6, ahead of Ana's 2.")),
        (N_("Someone drops to 0 when the indicator tile is shown. Do we play the round?"),
         N_("Yes. The match ends after the round in which someone is at 0 or below, so play the "
            "round out and enter it whole: the win in that round still costs the others.")),
        (N_("Who deals next, and who gets 15 tiles?"),
         N_("The deal passes to the right after each round. The player to the dealer's right "
            "gets 15 tiles and starts by discarding one; everyone else gets 14. You choose the "
            "first dealer when you start the match, and Rulezz shows who deals next.")),
        (N_("Someone typed a wrong number. What now?"),
         N_("Edit that round, or undo the last round and enter it again. Rulezz stores only what "
            "you entered for each round and works out every score again from all the rounds, so "
            "the points, the totals and the dealer are all corrected. A fix can reopen a "
            "finished match or end one. If a fix would end the match before rounds that come "
            "after it, Rulezz asks you to delete those later rounds first.")),
    ),
    "okey-stakes": (
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
    ),
    "indian-rummy": (
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
    ),
}
