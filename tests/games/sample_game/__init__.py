"""Tally, a game that exists only for the tests (tests/test_game_folder.py): a folder of its
own, registered by a fixture (games.registered), found everywhere a game is without any other
file changed."""

from games.core import Game
from tests.games.sample_game import rules
from tests.games.sample_game.checker import CHECKER
from tests.games.sample_game.examples import EXAMPLES
from tests.games.sample_game.figures import FIGURES
from tests.games.sample_game.questions import QUESTIONS

GAME = Game(
    id="tally",
    name="Tally",
    summary="Each round every player adds the points they made; the winner of the round adds "
            "5 more. The first total to reach the target ends the match.",
    min_players=2,
    max_players=4,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    end_reason=rules.end_reason,
    to_go=rules.to_go,
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
    checker=CHECKER,
)
