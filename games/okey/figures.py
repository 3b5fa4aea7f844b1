"""Okey's (20-point countdown) figures: rounds won, wins by 7 pairs, okey discards, indicator
shows."""

from games.figures import Figure, GameFigures, per_seat
from games.text import N_


def counts(result, player: str) -> dict:
    inp = result.input
    won = inp.get("winner") == player
    return {"round_wins": int(won), "pairs_wins": int(won and bool(inp.get("pairs"))),
            "okey_discards": int(won and bool(inp.get("okey_discard"))),
            "indicator_shows": int(inp.get("indicator") == player)}


FIGURES = GameFigures(
    tallies=("round_wins", "pairs_wins", "okey_discards", "indicator_shows"),
    figures=(
        Figure("round_wins", N_("Rounds won"), N_("Rounds the player won.")),
        Figure("pairs_wins", N_("Wins by 7 pairs"),
               N_("Rounds the player won with 7 pairs.")),
        Figure("okey_discards", N_("Okey discards"),
               N_("Rounds the player won with an okey as their final discard.")),
        Figure("indicator_shows", N_("Indicator shows"),
               N_("Rounds in which the player showed the tile identical to the indicator.")),
    ),
    tally=lambda table, standings: per_seat(standings.rounds, table.players, counts),
)
