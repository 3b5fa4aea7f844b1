"""Okey played for stakes, all of it: the rules (rules.py, RULES.md § Okey, stakes), worked
examples, figures and the rules page's questions, declared together as one `Game`."""

from games.core import GAME_UNIT, Game
from games.okey_stakes import rules
from games.okey_stakes.examples import EXAMPLES
from games.okey_stakes.figures import FIGURES
from games.okey_stakes.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="okey-stakes",
    name=N_("Okey (stakes)"),
    summary=rules.SUMMARY,
    min_players=2,
    max_players=4,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    end_reason=rules.end_reason,
    turn=rules.turn,
    open_ended=lambda settings: settings["games"] is None,
    unit=GAME_UNIT,
    planned=lambda settings: settings["games"],
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
)
