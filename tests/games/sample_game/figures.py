"""Tally's own figure: the rounds a player won."""

from games.figures import Figure, GameFigures, per_seat

FIGURES = GameFigures(
    tallies=("round_wins",),
    figures=(Figure("round_wins", "Rounds won", "Rounds the player won."),),
    tally=lambda table, standings: per_seat(
        standings.rounds, table.players,
        lambda result, player: {"round_wins": int(result.input["winner"] == player)}),
)
