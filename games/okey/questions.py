"""Okey's rules page: the questions tables ask, and their answers (RULES.md).

Each question and each answer is one whole text in one N_() call, so translators see it entire.
The answers follow RULES.md exactly (house-rule defaults included). No HTML and no percent signs:
the pages pass these strings through gettext and %-formatting.
"""

from games.text import N_

QUESTIONS = (
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
)
