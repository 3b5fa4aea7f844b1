"""Skyjo, all of it: the rules (rules.py, RULES.md § Skyjo), worked examples, figures and the
rules page's questions, declared together as one `Game`."""

from games.core import Game
from games.skyjo import rules
from games.skyjo.examples import EXAMPLES
from games.skyjo.figures import FIGURES
from games.skyjo.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="skyjo",
    name=N_("Skyjo"),
    summary=rules.SUMMARY,
    min_players=2,
    max_players=8,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    end_reason=rules.end_reason,
    lower_wins=True,
    turn=rules.turn,
    check_round=rules.check_round,
    # Every player needs points or cards (the game checks which): a round has one or the other.
    schema_extra={"anyOf": [{"required": ["points"]}, {"required": ["cards"]}]},
    deals=False,
    to_go=rules.to_go,
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
)
