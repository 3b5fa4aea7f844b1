"""Tarneeb's figures, counted for the player who won the bid: bids won, made and failed, bids of
13, and kaboots (all 13 tricks, bid or not)."""

from games.figures import Figure, GameFigures, per_seat
from games.tarneeb.rules import TRICKS
from games.text import N_


def counts(result, player: str) -> dict:
    inp = result.input
    if inp["bidder"] != player:
        return {}
    made = inp["tricks"] >= inp["bid"]
    return {"bids": 1, "made": int(made), "failed": int(not made),
            "bids_of_13": int(inp["bid"] == TRICKS), "kaboots": int(inp["tricks"] == TRICKS)}


FIGURES = GameFigures(
    tallies=("bids", "made", "failed", "bids_of_13", "kaboots"),
    figures=(
        Figure("bids", N_("Bids won"), N_("Hands in which the player won the bid.")),
        Figure("made", N_("Bids made"),
               N_("Hands in which the player won the bid and their team took at least the "
                  "tricks bid.")),
        Figure("failed", N_("Bids failed"),
               N_("Hands in which the player won the bid and their team took fewer tricks than "
                  "bid.")),
        Figure("bids_of_13", N_("Bids of 13"),
               N_("Hands in which the player bid all 13 tricks, made or not.")),
        Figure("kaboots", N_("Kaboots"),
               N_("Hands in which the player won the bid and their team took all 13 tricks, "
                  "with a bid of 13 or without.")),
    ),
    tally=lambda table, standings: per_seat(standings.rounds, table.players, counts),
)
