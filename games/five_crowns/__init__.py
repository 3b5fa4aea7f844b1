"""Five Crowns, ready-made (RULES.md § A table's own game: `five-crowns`, 2–7 players, points,
11 rounds, lowest wins, the deal to the left), scored as the rule sheet scores it. The table
counts the cards each player is left with itself (face value, jacks 11, queens 12, kings 13,
the round's wild cards 20, jokers 50) and types the totals: Rulezz never sees the cards.

Sources: Set Enterprises' rule sheet as scoring guides and score sheets quote it; they agree on
the values above (one site's "jokers 25" is alone against all the others' 50)."""

from games.described.game import game_of
from games.described.ready import ready
from games.five_crowns.examples import EXAMPLES
from games.five_crowns.questions import QUESTIONS
from games.text import N_

DEFINITION = ready({"name": "Five Crowns", "min_players": 2, "max_players": 7,
                    "winner": "lowest", "entry": "points", "end": "rounds", "end_at": 11,
                    "deal": "left"})

SUMMARY = N_(
    "A match is 11 rounds: 3 cards each in the first, one more every round, 13 in the last, "
    "and the wild card changes with them, threes in the first round up to kings in the last; "
    "jokers are always wild. When a round ends, each player counts the cards they could not "
    "lay down in books and runs: 3 to 10 at face value, jacks 11, queens 12, kings 13, the "
    "round's wild cards 20 and jokers 50. The player who went out counts 0. The table enters "
    "everyone's count; after the 11th round the lowest total wins. The deal passes to the "
    "left.")

GAME = game_of(DEFINITION, "five-crowns", name=N_("Five Crowns"), summary=SUMMARY,
               examples=EXAMPLES, questions=QUESTIONS)
