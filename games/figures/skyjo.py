"""Skyjo's figures: rounds closed, closes doubled, columns removed (when the round was entered by
cards), average points per round as entered."""

from games.figures import Figure, GameFigures, per_seat, register
from games.skyjo import points_of, removed
from games.text import N_


def counts(result, player: str) -> dict:
    inp, closer = result.input, result.input["closer"]
    entered = points_of(inp, player)
    return {"closed": int(player == closer),
            "doubled": int(player == closer and result.deltas[player] != entered),
            "columns": sum(map(removed, (inp.get("cards") or {}).get(player, ()))),
            "entered": entered}


FIGURES = register(GameFigures(
    game_id="skyjo",
    tallies=("closed", "doubled", "columns", "entered"),
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
    tally=lambda table, standings: per_seat(standings.rounds, table.players, counts),
))
