"""Statistics from a match's replay: what each seat did, tallied by the game's own declaration.

Pure, like the game modules: no Flask, no database. A match is tallied once, from its replay
(`tally`); a player's figures add up the tallies of their matches (`Record`). Each game declares
its own figures in its folder (games/<game>/figures.py), carried by its `Game`; generic figures
(matches, wins, rounds, average and best round) need nothing from the game.
"""

from dataclasses import dataclass
from typing import Callable, Sequence

from games.core import Game, Standings, Table
from games.text import N_


@dataclass(frozen=True)
class Figure:
    """One figure a page shows: a tally as it adds up over matches, or the mean of one tally over
    another (`ratio`); `how` says how it is computed, for the FAQ."""

    key: str
    label: str
    how: str
    ratio: tuple[str, str] | None = None


@dataclass(frozen=True)
class GameFigures:
    """A game's own figures: the tallies it counts per seat from a replay (`tally`), which of
    them are records (the largest counts, not the sum), and the figures shown."""

    tallies: tuple[str, ...]
    figures: tuple[Figure, ...]
    tally: Callable[[Table, Standings], list[dict[str, int]]]
    records: frozenset = frozenset()

    def __post_init__(self):
        if len(self.tallies) > SLOTS:
            raise ValueError(f"a game declares at most {SLOTS} tallies, not {len(self.tallies)}")


# Tallied for every game: won the match (once it is over), rounds played, the sum and the best of
# the side's round scores, the side's final total (who finished ahead).
GENERIC = ("won", "rounds", "points", "best", "total")
GENERIC_FIGURES = (
    Figure("average_round", N_("Average round"),
           N_("The mean of the player's (or their team's) score over every round they played, "
              "as the match scored it."), ratio=("points", "rounds")),
    Figure("best_round", N_("Best round"),
           N_("The best score of a single round: the lowest in Skyjo, the highest in the other "
              "games.")),
)
# How many tallies of its own a game may declare: the columns a seat keeps them in (models.match).
SLOTS = 8

# A game that declares no figures of its own: the generic ones only.
NONE = GameFigures((), (), lambda table, standings: [{} for _ in table.players])


def of(game: Game) -> GameFigures:
    return game.figures or NONE


def keys(game: Game) -> tuple[str, ...]:
    """The order of a seat's stored tallies: generic first, then the game's."""
    return GENERIC + of(game).tallies


def tally(game: Game, table: Table, standings: Standings, winners: Sequence[str],
          over: bool) -> dict:
    """A match's tallies: whether it is over, and per seat its tallies in `keys` order (a seat
    stores them in its columns in that order: services/matches/unit.py refresh)."""
    own = of(game).tally(table, standings)
    seats = []
    for seat, player in enumerate(table.players):
        side = game.side_of(table.players, player, table.settings)
        deltas = [r.deltas[side] for r in standings.rounds]
        generic = {"won": int(over and side in winners), "rounds": len(deltas),
                   "points": sum(deltas), "best": best_of(game, deltas, table.settings) if deltas else 0,
                   "total": standings.totals[side]}
        seats.append([{**generic, **own[seat]}.get(k, 0) for k in keys(game)])
    return {"over": over, "seats": seats}


def best_of(game: Game, values, settings=None):
    """The best of some scores, by the match's settings (by default, the game's defaults')."""
    return (min if game.lowest_wins(settings) else max)(values)


def per_seat(results: Sequence, players: Sequence[str], pick) -> list[dict[str, int]]:
    """Helper for the games' tallies: each seat's counts, `pick(result, player)` giving a
    round's counts for one player (a dict, added up)."""
    out = [dict() for _ in players]
    for result in results:
        for seat, player in enumerate(players):
            for key, value in pick(result, player).items():
                out[seat][key] = out[seat].get(key, 0) + value
    return out
