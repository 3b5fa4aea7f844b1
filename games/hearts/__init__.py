"""Hearts, ready-made (RULES.md § A table's own game: `hearts`, 3–6 players, points, target 100,
lowest wins, the deal to the left), scored as the usual rules score it: each heart taken 1, the
queen of spades 13. The table counts what each player took itself and types it, shooting the
moon as the table plays it.

Where this adds to RULES.md's line: points below 0 are allowed (`negatives`), for a table that
takes 26 off the shooter (or plays the jack of diamonds as −10); entries are called hands; and
whoever holds the two of clubs leads, so the deal passes but nobody is named to start.

Sources: the usual rules as rules sites and apps give them (hearts 1, the queen of spades 13,
the match ending at 100, lowest wins); they differ on shooting the moon, which the table
enters as it plays it."""

from games.core import HAND_UNIT
from games.described.game import game_of
from games.described.ready import ready
from games.hearts.examples import EXAMPLES
from games.hearts.questions import QUESTIONS
from games.rules import DEAL_TO_THE_LEFT, nobody_starts
from games.text import N_

DEFINITION = ready({"name": "Hearts", "min_players": 3, "max_players": 6, "winner": "lowest",
                    "entry": "points", "negatives": True, "end": "target", "end_at": 100,
                    "deal": "left"})

SUMMARY = N_(
    "After each hand, every heart a player took in their tricks counts 1 and the queen of "
    "spades 13: 26 in all. The table enters each player's count. A player who takes all 26 "
    "shoots the moon, and the table enters it as it plays it: most tables give 26 to every "
    "other player and 0 to the shooter, others take 26 off the shooter's total instead. The "
    "match ends after the hand in which a player reaches 100 or more, and the lowest total "
    "wins. The deal passes to the left.")

GAME = game_of(DEFINITION, "hearts", name=N_("Hearts"), summary=SUMMARY, examples=EXAMPLES,
               questions=QUESTIONS, unit=HAND_UNIT, turn=nobody_starts(DEAL_TO_THE_LEFT))
