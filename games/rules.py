"""Rules that several games share, written once: a match that ends when a total reaches a
threshold, and a deal that passes round the table."""

from typing import Mapping

from games.core import Distance, Table, Turn
from games.text import Msg, N_, Written


def first_to(setting: str, ends: bool = False):
    """The match ends after the round in which any side's total reaches the value of the house
    rule `setting`, or passes it: a goal, or with `ends` an end to stay away from (Skyjo).
    Returns the game's `end_reason` and `to_go` functions."""

    def end_reason(table: Table, totals: Mapping[str, int], rounds_played: int) -> Msg | None:
        limit = table.settings[setting]
        reached = [side for side, total in totals.items() if total >= limit]
        if not reached:
            return None
        return Msg(N_("Reached %(limit)s or more: %(who)s. The match is over."), limit=limit,
                   who=Written(reached, totals))

    def to_go(settings: Mapping, total: int) -> Distance:
        return Distance(settings[setting] - total, settings[setting], ends=ends)

    return end_reason, to_go


def deal_passes(steps: int):
    """The deal passes one seat after every round (steps=1: to the left, clockwise; -1: to the
    right), skipping players who are out, and the next player the same way from the dealer
    starts."""

    def turn(table: Table, played: int, last) -> Turn:
        if table.last_dealer is None:  # the first round, or a rematch's first dealer
            dealer = table.seat(table.dealer0, steps * played)
        else:
            dealer = table.seat(table.last_dealer, steps)
        return Turn(dealer, table.seat(dealer, steps))

    return turn


DEAL_TO_THE_LEFT = deal_passes(1)
DEAL_TO_THE_RIGHT = deal_passes(-1)
