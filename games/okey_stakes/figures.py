"""Okey for stakes' figures: net balance over every game, and the biggest single win."""

from games.figures import Figure, GameFigures
from games.text import N_


def tally(table, standings) -> list[dict]:
    gains = {p: [r.deltas[p] for r in standings.rounds] for p in table.players}
    return [{"balance": sum(gains[p]), "biggest_win": max([0, *gains[p]])}
            for p in table.players]


FIGURES = GameFigures(
    tallies=("balance", "biggest_win"),
    records=frozenset({"biggest_win"}),
    figures=(
        Figure("balance", N_("Net balance"),
               N_("What the player won minus what they paid, over every game of every match.")),
        Figure("biggest_win", N_("Biggest win"),
               N_("The most the player collected in a single game.")),
    ),
    tally=tally,
)
