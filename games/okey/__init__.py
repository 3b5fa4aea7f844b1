"""Okey (20-point countdown), all of it: the rules (rules.py, RULES.md § Okey), the hand checker
(hand.py), worked examples, figures and the rules page's questions, declared together as one
`Game`."""

from games.core import Distance, Game
from games.okey import rules
from games.okey.checker import CHECKER
from games.okey.examples import EXAMPLES
from games.okey.figures import FIGURES
from games.okey.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="okey",
    name=N_("Okey"),
    summary=rules.SUMMARY,
    min_players=2,
    max_players=4,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    end_reason=rules.end_reason,
    turn=rules.turn,
    start_total=lambda settings: settings["start"],
    # the total is what is left to lose: 0 ends the match
    to_go=lambda settings, total: Distance(total, 0, countdown=True),
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
    checker=CHECKER,
)
