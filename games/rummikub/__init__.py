"""Rummikub, ready-made (RULES.md § A table's own game: `rummikub`, 2–4 players, winner takes
and losers lose, the table ends it, highest wins, the deal to the left), scored as the rule
sheet scores a round. The table counts the tiles left on each rack itself (each at its number,
a joker 30) and types the totals: Rulezz never sees the tiles.

Sources: the rule sheet's scoring as rummikub.org and rules sites give it; they differ only on a
round in which the pool ran out (see questions.py) and on how a match ends, which RULES.md
leaves to the table."""

from games.described.game import game_of
from games.described.ready import ready
from games.rummikub.examples import EXAMPLES
from games.rummikub.questions import QUESTIONS
from games.text import N_

DEFINITION = ready({"name": "Rummikub", "min_players": 2, "max_players": 4,
                    "winner": "highest", "entry": "winner_takes", "losers_lose": True,
                    "end": "none", "deal": "left"})

SUMMARY = N_(
    "The player who goes out, with every tile laid on the table, wins the round. Each other "
    "player adds up the tiles left on their rack, each at its number and a joker at 30, and "
    "loses that much; the winner gains all of it, so every round adds up to 0. The table counts "
    "the racks and enters who went out and what each other rack counts. There is no target: "
    "the table ends the match when it likes, and the highest total wins. The deal passes to the "
    "left.")

GAME = game_of(DEFINITION, "rummikub", name=N_("Rummikub"), summary=SUMMARY,
               examples=EXAMPLES, questions=QUESTIONS)
