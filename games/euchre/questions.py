"""Euchre's rules page: the questions tables ask, and their answers (RULES.md).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included). No HTML and no percent signs:
the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
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
)
