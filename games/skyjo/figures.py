"""Skyjo's figures: rounds closed, closes doubled, columns removed (when the round was entered by
cards), average points per round as entered (or counted from the cards, before any doubling)."""

from games.figures import Figure, GameFigures
from games.skyjo.rules import counted, removed
from games.text import N_

TALLIES = ("closed", "doubled", "columns", "entered")


def tally(table, standings) -> list[dict]:
    """Each seat's counts; a round's points are counted once, by the game's own rule (typed, or
    the cards left once columns of three equal cards are removed)."""
    out = [dict.fromkeys(TALLIES, 0) for _ in table.players]
    for result in standings.rounds:
        inp = result.input
        points, _ = counted(table, inp)
        cards, closer = inp.get("cards") or {}, inp["closer"]
        for mine, player in zip(out, table.players):
            mine["closed"] += player == closer
            mine["doubled"] += player == closer and result.deltas[player] != points[player]
            mine["columns"] += sum(1 for column in cards.get(player, ()) if removed(column))
            mine["entered"] += points[player]
    return out


FIGURES = GameFigures(
    tallies=TALLIES,
    figures=(
        Figure("closed", N_("Rounds closed"),
               N_("Rounds in which the player closed, revealing all their cards first.")),
        Figure("doubled", N_("Closes doubled"),
               N_("Rounds the player closed and scored other than as entered: their points "
                  "were doubled because they were not alone lowest.")),
        Figure("columns", N_("Columns removed"),
               N_("Columns of three equal cards, counted in rounds entered card by card (a "
                  "round entered as points does not say).")),
        Figure("average_points", N_("Average points per round"),
               N_("The mean of the points entered for the player, before any doubling."),
               ratio=("entered", "rounds")),
    ),
    tally=tally,
)
