"""Indian Rummy's figures: rounds won, average deadwood over the rounds lost, drops; and in pool
matches, matches won, times out and rejoins."""

from games.figures import Figure, GameFigures, per_seat
from games.indian_rummy import formats
from games.text import N_

DROPS = ("first-drop", "middle-drop")


def counts(result, player: str) -> dict:
    """One deal's counts for a player dealt in it (a player out is not)."""
    inp = result.input
    if inp["winner"] == player:
        return {"round_wins": 1}
    entered = {**(inp.get("deadwood") or {}), **(inp.get("hands") or {})}
    if player not in entered:
        return {}
    return {"lost": 1, "deadwood": abs(result.deltas[player]),  # pool adds it, else it is lost
            "drops": int((inp.get("deadwood") or {}).get(player) in DROPS),  # cards: no drop
            "rejoins": int(player in (inp.get("rejoin") or ()))}


def tally(table, standings) -> list[dict]:
    seats = per_seat(standings.rounds, table.players, counts)
    if formats.format_of(table.settings) == "pool":
        went_out = {player: 0 for player in table.players}
        for player in standings.out:
            went_out[player] += 1
        for seat, player in enumerate(table.players):  # each rejoin followed a time out
            seats[seat]["times_out"] = went_out[player] + seats[seat].get("rejoins", 0)
            seats[seat]["pool_wins"] = int(standings.finished and player in standings.leaders)
    return seats


FIGURES = GameFigures(
    tallies=("round_wins", "lost", "deadwood", "drops", "pool_wins", "times_out", "rejoins"),
    figures=(
        Figure("round_wins", N_("Rounds won"), N_("Rounds in which the player went out.")),
        Figure("average_deadwood", N_("Average deadwood"),
               N_("The mean of the deadwood the player lost in the rounds they did not win, "
                  "drops and your deadwood cap included."), ratio=("deadwood", "lost")),
        Figure("drops", N_("Drops"), N_("Rounds the player dropped out of, first or middle.")),
        Figure("pool_wins", N_("Pool wins"),
               N_("Pool matches the player won as the last one left in (a split is not "
                  "counted).")),
        Figure("times_out", N_("Times out"),
               N_("How often the player's points reached the pool in pool matches.")),
        Figure("rejoins", N_("Rejoins"),
               N_("How often the player came back in after going out, in pool matches.")),
    ),
    tally=tally,
)
