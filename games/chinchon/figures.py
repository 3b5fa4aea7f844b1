"""Chinchón's figures: rounds closed, closes with all seven combined, chinchóns, times out and
buy-backs."""

from games.chinchon.rules import ALL_SEVEN, CHINCHON
from games.figures import Figure, GameFigures, per_seat
from games.text import N_

TALLIES = ("closed", "all_seven", "chinchons", "times_out", "buy_backs")


def closes(result, player: str) -> dict:
    inp = result.input
    closed = inp.get("closer") == player
    return {"closed": int(closed),
            "all_seven": int(closed and inp.get("close") == ALL_SEVEN),
            "chinchons": int(closed and inp.get("close") == CHINCHON)}


def tally(table, standings) -> list[dict]:
    """Each seat's counts. Buy-backs are the replay's own count (a stored round naming a player
    the rules would not take back brings nobody back); each followed a time out."""
    seats = per_seat(standings.rounds, table.players, closes)
    for seat, player in zip(seats, table.players):
        seat["buy_backs"] = standings.rejoins.get(player, 0)
        seat["times_out"] = seat["buy_backs"] + int(player in standings.out)
    return seats


FIGURES = GameFigures(
    tallies=TALLIES,
    figures=(
        Figure("closed", N_("Rounds closed"), N_("Rounds the player closed, however they did.")),
        Figure("all_seven", N_("Closed with all seven"),
               N_("Rounds the player closed with all seven cards combined, for −10.")),
        Figure("chinchons", N_("Chinchóns"),
               N_("Rounds the player closed with chinchón, seven in a row of one suit, winning "
                  "the match at once.")),
        Figure("times_out", N_("Times out"),
               N_("How often the player's total went above the limit.")),
        Figure("buy_backs", N_("Buy-backs"),
               N_("How often the player bought back in after going out.")),
    ),
    tally=tally,
)
