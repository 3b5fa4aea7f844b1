"""101 Okey, all of it: the rules (rules.py, RULES.md § 101 Okey), the opening search
(opening.py) and its checker (checker.py), worked examples, figures and the rules page's
questions, declared together as one `Game`."""

from games.core import HAND_UNIT, Game
from games.okey_101 import rules
from games.okey_101.checker import CHECKER
from games.okey_101.examples import EXAMPLES
from games.okey_101.figures import FIGURES
from games.okey_101.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="okey-101",
    name=N_("101 Okey"),
    summary=rules.SUMMARY,
    min_players=2,
    max_players=4,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    end_reason=rules.end_reason,
    lower_wins=True,
    partnerships=rules.partnerships,
    turn=rules.turn,
    unit=HAND_UNIT,
    planned=rules.planned,
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
    checker=CHECKER,
)
