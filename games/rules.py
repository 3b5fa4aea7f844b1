"""Rules that several games share, written once: a match that ends when a total reaches a
threshold, a deal that passes round the table, and a side out coming back in at the highest
total still in."""

from typing import Callable, Mapping, NamedTuple

from games.core import Distance, Rejoined, Table, Turn
from games.text import Msg, N_, Written


def first_to(setting: str, ends: bool = False, words: tuple[str, str] | None = None):
    """The match ends after the round in which any side's total reaches the value of the house
    rule `setting`, or passes it: a goal, or with `ends` an end to stay away from (Skyjo).
    `words`: how the standings say the distance in the game's own unit (Distance.words).
    Returns the game's `end_reason` and `to_go` functions."""

    def end_reason(table: Table, totals: Mapping[str, int], rounds_played: int) -> Msg | None:
        limit = table.settings[setting]
        reached = [side for side, total in totals.items() if total >= limit]
        if not reached:
            return None
        return Msg(N_("Reached %(limit)s or more: %(who)s. The match is over."), limit=limit,
                   who=Written(reached, totals))

    def to_go(settings: Mapping, total: int) -> Distance:
        return Distance(settings[setting] - total, settings[setting], ends=ends, words=words)

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


def nobody_starts(turn):
    """`turn`'s dealer, with nobody named to start: for a game whose first play is not the
    dealer's neighbour's (Hearts: whoever holds the two of clubs leads; 6 nimmt!: everyone plays
    at once)."""

    def dealer_only(table: Table, played: int, last) -> Turn:
        return Turn(turn(table, played, last).dealer, None)

    return dealer_only


DEAL_TO_THE_LEFT = deal_passes(1)
DEAL_TO_THE_RIGHT = deal_passes(-1)


class BackIn(NamedTuple):
    """A game's words for a side out coming back in (Indian Rummy's pool rejoins, Chinchón's
    player buys back in): `at` the total it comes back at (%(player)s, %(total)s, and the highest
    still in, %(high)s); `none` when the match allows no coming back; `used` when the side has
    come back as often as it may (%(n)s)."""

    at: str
    none: str
    used: str


def back_at_highest(words: BackIn, plus: int = 0,
                    closed: Callable[[Table, Mapping[str, int], str], Msg | None] | None = None):
    """Outs.rejoin for a game in which a side out comes back at the highest total of the sides
    still in, plus `plus` (Indian Rummy's pool: 1; Chinchón: 0), at most the house rule
    `rejoins` times each, unless `closed` (the table, the totals still in, the side) says why
    coming back is closed now."""

    def rejoin(table: Table, in_totals: Mapping[str, int], side: str, times: int) -> Rejoined:
        allowed = table.settings["rejoins"]
        if times >= allowed:
            return Rejoined(None, Msg(words.used if allowed else words.none, player=side,
                                      n=allowed))
        why = closed(table, in_totals, side) if closed else None
        if why is not None:
            return Rejoined(None, why)
        high = max(in_totals.values())
        return Rejoined(high + plus, Msg(words.at, player=side, total=high + plus, high=high))

    return rejoin
