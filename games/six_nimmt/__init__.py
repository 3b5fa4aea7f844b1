"""6 nimmt!, ready-made (RULES.md § A table's own game: `6-nimmt`, 2–8 players, points, target
66, lowest wins, the deal to the left), scored as the rule sheet scores it. The table counts
the bull heads on the cards each player took itself and types the totals: Rulezz never sees the
cards. Everyone plays at once, so the deal passes but nobody is named to start.

Sources: Amigo's rule sheet as rules sites and Board Game Arena's help give it (bull heads per
card, 66 ends the match after the round, fewest wins); some tables agree on a number of rounds
instead, which a table's own game can say."""

from games.described.game import game_of
from games.described.ready import ready
from games.rules import DEAL_TO_THE_LEFT, nobody_starts
from games.six_nimmt.examples import EXAMPLES
from games.six_nimmt.questions import QUESTIONS
from games.text import N_

DEFINITION = ready({"name": "6 nimmt!", "min_players": 2, "max_players": 8,
                    "winner": "lowest", "entry": "points", "end": "target", "end_at": 66,
                    "deal": "left"})

SUMMARY = N_(
    "Each round everyone plays their 10 cards, and a player who has to take a row takes its "
    "cards. When the round ends, each player counts the bull heads on the cards they took: 1 on "
    "most cards, 2 on those ending in 5, 3 on those ending in 0, 5 on doubles such as 11 or 22, "
    "and 7 on the 55. The table enters everyone's count. The match ends after the round in "
    "which a player reaches 66 or more, and the lowest total wins. The deal passes to the "
    "left.")

GAME = game_of(DEFINITION, "6-nimmt", name=N_("6 nimmt!"), summary=SUMMARY,
               examples=EXAMPLES, questions=QUESTIONS, turn=nobody_starts(DEAL_TO_THE_LEFT))
