"""Indian Rummy, all of it: the rules (rules.py, RULES.md § Indian Rummy), a hand read from its
cards (hand.py), worked examples, figures and the rules page's questions, declared together as
one `Game`."""

from games.core import DEAL_UNIT, ROUND_UNIT, Derive, Game, Outs
from games.indian_rummy import formats, hand, rules
from games.indian_rummy.checker import CHECKER
from games.indian_rummy.examples import EXAMPLES
from games.indian_rummy.figures import FIGURES
from games.indian_rummy.questions import QUESTIONS
from games.text import N_

GAME = Game(
    id="indian-rummy",
    name=N_("Indian Rummy"),
    summary=rules.SUMMARY,
    min_players=2,
    max_players=4,
    settings=rules.SETTINGS,
    fields=rules.FIELDS,
    score_round=rules.score_round,
    check_round=rules.check_round,
    # Each loser needs a count or cards: at least one of the two is sent.
    schema_extra={"anyOf": [{"required": ["deadwood"]}, {"required": ["hands"]}]},
    end_reason=rules.end_reason,
    turn=rules.turn,
    to_go=rules.to_go,
    lower_wins=formats.lowest_wins,
    start_total=formats.start_total,
    planned=formats.planned,
    unit=lambda settings: ROUND_UNIT if formats.format_of(settings) == "total" else DEAL_UNIT,
    variant=formats.variant,
    counts_in=formats.counts_in,
    outs=Outs(formats.out_line, formats.rejoin, split=True, until=formats.rejoin_until),
    derive=Derive(hand.VERSION, rules.derive),
    examples=EXAMPLES,
    figures=FIGURES,
    questions=QUESTIONS,
    checker=CHECKER,
)
