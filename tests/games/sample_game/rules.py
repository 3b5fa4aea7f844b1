"""Tally's rules (made up for the tests): every player scores the points entered for them, the
round's winner 5 more; the match ends when a total reaches `target`, the highest total wins."""

from games.core import Scored
from games.fields import IntSetting, PlayerField, ScoresField
from games.rules import first_to
from games.text import Msg

BONUS = 5
SETTINGS = (IntSetting("target", "The match ends when a total reaches", 30, 10, 500),)
FIELDS = (
    PlayerField("winner", "Who won the round"),
    ScoresField("points", "Points of each player", 0, 50),
)


def score_round(table, inp) -> Scored:
    deltas = dict(inp["points"])
    deltas[inp["winner"]] += BONUS
    return Scored(deltas, (Msg("%(winner)s won the round and adds %(bonus)s.",
                               winner=inp["winner"], bonus=BONUS),))


end_reason, to_go = first_to("target")
