"""A table's own game (RULES.md § A table's own game): the choices a table makes once and the
game they make (games/described). In the catalogue as one game, `custom`, whose settings are a
whole definition: a match keeps the game it started with in its settings, so changing or
deleting a table's saved game never alters a match."""

from games.core import Game
from games.custom.examples import EXAMPLES
from games.custom.questions import QUESTIONS
from games.described.definition import (CHOICES, NAME, SETTINGS, Definition, of, summary,
                                         together)
from games.described.game import game_of
from games.text import N_

ID = "custom"

SUMMARY = N_(
    "A game the table describes once: who wins, what is typed after each round, how the match "
    "ends and where the deal goes, with its own rules in its own words. Rulezz then keeps its "
    "matches as it keeps every game's: each number explained, edits, several phones, history "
    "and statistics.")


def made_by(settings) -> Game:
    """The game a match of a table's own game plays: the one its settings describe."""
    return game_of(of(settings), ID, summary=SUMMARY, **DECLARED)


DECLARED = {"settings": SETTINGS, "settings_agree": together, "made_by": made_by,
            "described": summary, "questions": QUESTIONS}

GAME = game_of(Definition(NAME, "", {s.name: s.default for s in CHOICES}),
               ID, summary=SUMMARY, examples=EXAMPLES, **DECLARED)
