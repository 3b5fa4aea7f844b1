"""Chinchón, all of its scoring: the rules (rules.py, RULES.md § Chinchón), worked examples,
figures and the rules page's questions, declared together as one `Game`."""

from games.core import Game, Outs
from games.chinchon import rules
from games.chinchon.examples import EXAMPLES
from games.chinchon.figures import FIGURES
from games.chinchon.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="chinchon",
    name=N_("Chinchón"),
    summary=rules.SUMMARY,
    min_players=2,
    max_players=8,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    end_reason=rules.end_reason,
    lower_wins=True,
    turn=rules.turn,
    to_go=rules.to_go,
    outs=Outs(rules.out_line, rules.rejoin, until=rules.rejoin_until, above=True),
    at_once=rules.at_once,
    # The card left with a card only, the points with anything but a chinchón.
    schema_extra={"allOf": [
        {"if": {"properties": {"close": {"const": rules.CARD}}, "required": ["close"]},
         "then": {"required": ["left"]}, "else": {"not": {"required": ["left"]}}},
        {"if": {"properties": {"close": {"const": rules.CHINCHON}}, "required": ["close"]},
         "then": {"not": {"required": ["points"]}}, "else": {"required": ["points"]}},
    ]},
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
)
