"""Sueca, all of it: the rules (rules.py, RULES.md § Sueca), worked examples, figures and the
rules page's questions, declared together as one `Game`."""

from games.core import DEAL_UNIT, Game
from games.sueca import rules
from games.sueca.examples import EXAMPLES
from games.sueca.figures import FIGURES
from games.sueca.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="sueca",
    name=N_("Sueca"),
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
    to_go=rules.to_go,
    unit=DEAL_UNIT,
    counts_in=rules.counts_in,
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
)
