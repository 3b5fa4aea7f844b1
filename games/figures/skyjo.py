"""Skyjo's figures: rounds closed, closes doubled, columns removed (when the round was entered by
cards), average points per round as entered."""

from games.figures import Figure, GameFigures, per_seat, register
from games.text import N_


def removed_columns(cards) -> int:
    """Columns of three equal cards in a hand entered by cards (a list of columns of 3 values);
    0 when the round was entered as points."""
    if not isinstance(cards, (list, tuple)):
        return 0
    return sum(1 for column in cards
               if isinstance(column, (list, tuple)) and len(column) == 3
               and len(set(column)) == 1)


def counts(result, player: str) -> dict:
    inp, closer = result.input, result.input["closer"]
    return {"closed": int(player == closer),
            "doubled": int(player == closer and result.deltas[player] != inp["points"][player]),
            "columns": removed_columns((inp.get("cards") or {}).get(player)),
            "entered": inp["points"][player]}


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
