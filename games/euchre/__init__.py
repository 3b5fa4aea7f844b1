"""Euchre, all of it: the rules (rules.py, RULES.md § Euchre), worked examples, figures and the
rules page's questions, declared together as one `Game`."""

from games.core import HAND_UNIT, Game
from games.euchre import rules
from games.euchre.examples import EXAMPLES
from games.euchre.figures import FIGURES
from games.euchre.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="euchre",
    name=N_("Euchre"),
    summary=rules.SUMMARY,
    min_players=4,
    max_players=4,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    end_reason=rules.end_reason,
    lower_wins=False,
    partnerships=rules.PARTNERSHIPS,
    check_round=rules.check_round,
    turn=rules.turn,
    schema_extra=rules.SCHEMA_EXTRA,
    to_go=rules.to_go,
    unit=HAND_UNIT,
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
)
