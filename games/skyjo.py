"""Skyjo scoring, as in RULES.md § Skyjo (source: seeds/004, the Portuguese rule text).

The table enters each player's points for the round (remaining cards after removing columns of three
equal cards, not doubled) and who closed. The closer's positive points are doubled unless they alone
had the lowest score. Lowest total wins once anyone reaches `end_at`. The closer starts next round.
"""

from games.core import Game, Scored, Table, Turn
from games.examples.skyjo import EXAMPLES
from games.rules import first_to
from games.fields import ChoiceSetting, IntSetting, PlayerField, ScoresField
from games.text import Msg, N_, score

SUMMARY = N_(
    "Skyjo is played by 2 to 8 players, each with twelve cards laid out in four columns of three. "
    "After each round, enter each player's points: the sum of their cards once every column of "
    "three equal cards has been removed, without any doubling. Say who closed the round by "
    "revealing all their cards first. If the closer does not have the lowest score on their own "
    "(a tie counts as not alone), their points are doubled when positive; zero and negative points "
    "are never doubled. The match ends after the round in which someone reaches 100 points or "
    "more, and the lowest total wins. The closer starts the next round."
)

SETTINGS = (
    IntSetting("end_at", N_("The match ends when a total reaches"), 100, 10, 1000),
    ChoiceSetting("closer_penalty", N_("Closer who is not alone lowest"), "double",
                  (("double", N_("has positive points doubled")),
                   ("none", N_("keeps their points")))),
)

FIELDS = (
    ScoresField("points", N_("Points of each player (not doubled)"), -17, 140,
                range_msg=N_("%(value)s cannot come from twelve Skyjo cards: "
                             "enter a number from %(min)s to %(max)s.")),
    PlayerField("closer", N_("Who closed the round (revealed all cards first)")),
)


def score_round(table: Table, inp) -> Scored:
    points, closer = inp["points"], inp["closer"]
    deltas = {player: points[player] for player in table.players}
    notes = [Msg(N_("Points as entered: %(points)s."),
                 points=", ".join(f"{p} {score(points[p])}" for p in table.players))]
    own = points[closer]
    low = min(points.values())
    lowest = [p for p in table.players if points[p] == low]
    if lowest == [closer]:
        notes.append(Msg(N_("%(closer)s closed with %(own)s, the lowest on their own: "
                            "no doubling."), closer=closer, own=own))
        return Scored(deltas, tuple(notes))
    outcome = ("kept" if table.settings["closer_penalty"] == "none"
               else "never" if own <= 0 else "doubled")
    if outcome == "doubled":
        deltas[closer] = own * 2
    notes.append(Msg(CLOSER_NOTES[own == low, outcome], closer=closer, own=own, low=low,
                     other=next(p for p in lowest if p != closer), doubled=own * 2))
    return Scored(deltas, tuple(notes))


# (tied for lowest?, what happens to the closer's points) -> note
CLOSER_NOTES = {
    (False, "doubled"): N_("%(closer)s closed with %(own)s but %(other)s had %(low)s: "
                           "%(closer)s's %(own)s is doubled to %(doubled)s."),
    (True, "doubled"): N_("%(closer)s closed with %(own)s and tied %(other)s for lowest, which "
                          "is not alone: %(closer)s's %(own)s is doubled to %(doubled)s."),
    (False, "never"): N_("%(closer)s closed with %(own)s but %(other)s had %(low)s; zero and "
                         "negative points are never doubled, so %(own)s stands."),
    (True, "never"): N_("%(closer)s closed with %(own)s and tied %(other)s for lowest; zero and "
                        "negative points are never doubled, so %(own)s stands."),
    (False, "kept"): N_("%(closer)s closed with %(own)s but %(other)s had %(low)s; by your house "
                        "rule the closer keeps their points, so %(own)s stands."),
    (True, "kept"): N_("%(closer)s closed with %(own)s and tied %(other)s for lowest; by your "
                       "house rule the closer keeps their points, so %(own)s stands."),
}


end_reason, to_go = first_to("end_at")


def turn(table: Table, played: int, last) -> Turn:
    """The closer starts the next round; who starts the first is decided at the table."""
    return Turn(None, last["closer"] if last else None)


GAME = Game(
    id="skyjo",
    name=N_("Skyjo"),
    summary=SUMMARY,
    min_players=2,
    max_players=8,
    settings=SETTINGS,
    fields=FIELDS,
    score_round=score_round,
    end_reason=end_reason,
    lower_wins=True,
    turn=turn,
    examples=EXAMPLES,
    deals=False,
    to_go=to_go,
)
