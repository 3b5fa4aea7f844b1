"""Sueca's figures, counted for both partners of a team (nobody plays a deal alone): deals won,
deals worth 2 games, bandeiras, and deals drawn 60-60."""

from functools import partial

from games.core import Table, side_of
from games.figures import Figure, GameFigures, per_seat
from games.sueca.rules import HALF, PARTNERSHIPS
from games.text import N_


def counts(table: Table, result, player: str) -> dict:
    won = result.deltas[side_of(PARTNERSHIPS, table.players, player)]
    return {"deals_won": int(won > 0), "two_games": int(won == 2), "bandeiras": int(won == 4),
            "draws": int(HALF in result.input["points"].values())}


FIGURES = GameFigures(
    tallies=("deals_won", "two_games", "bandeiras", "draws"),
    figures=(
        Figure("deals_won", N_("Deals won"),
               N_("Deals in which the player's team took more than 60 points.")),
        Figure("two_games", N_("Deals of 2 games"),
               N_("Deals the player's team won with 91 points or more, short of a bandeira.")),
        Figure("bandeiras", N_("Bandeiras"),
               N_("Deals in which the player's team took all 120 points and, unless the match "
                  "counted all the points as enough, all ten tricks: 4 games.")),
        Figure("draws", N_("Draws"), N_("Deals that ended 60 to 60, with no game to anyone.")),
    ),
    tally=lambda table, standings: per_seat(standings.rounds, table.players,
                                            partial(counts, table)),
)
