"""Indian Rummy's figures: rounds won, average deadwood over the rounds lost, drops."""

from games.figures import Figure, GameFigures, per_seat
from games.text import N_

DROPS = ("first-drop", "middle-drop")


def counts(result, player: str) -> dict:
    inp = result.input
    if inp["winner"] == player:
        return {"round_wins": 1}
    return {"lost": 1, "deadwood": -result.deltas[player],
            "drops": int((inp.get("deadwood") or {}).get(player) in DROPS)}  # cards: no drop


FIGURES = GameFigures(
    tallies=("round_wins", "lost", "deadwood", "drops"),
    figures=(
        Figure("round_wins", N_("Rounds won"), N_("Rounds in which the player went out.")),
        Figure("average_deadwood", N_("Average deadwood"),
               N_("The mean of the deadwood the player lost in the rounds they did not win, "
                  "drops and your deadwood cap included."), ratio=("deadwood", "lost")),
        Figure("drops", N_("Drops"), N_("Rounds the player dropped out of, first or middle.")),
    ),
    tally=lambda table, standings: per_seat(standings.rounds, table.players, counts),
)
