"""Tarneeb, all of it: the rules (rules.py, RULES.md § Tarneeb), worked examples, figures and
the rules page's questions, declared together as one `Game`."""

from games.core import HAND_UNIT, Game
from games.tarneeb import rules
from games.tarneeb.examples import EXAMPLES
from games.tarneeb.figures import FIGURES
from games.tarneeb.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="tarneeb",
    name=N_("Tarneeb"),
    summary=rules.SUMMARY,
    min_players=4,
    max_players=4,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    end_reason=rules.end_reason,
    lower_wins=False,
    partnerships=rules.PARTNERSHIPS,
    turn=rules.turn,
    to_go=rules.to_go,
    unit=HAND_UNIT,
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
)
