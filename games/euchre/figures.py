"""Euchre's figures, counted for the maker (who made trump): hands made, euchred, lone hands tried
and made, marches."""

from games.figures import Figure, GameFigures, per_seat
from games.text import N_


def counts(result, player: str) -> dict:
    inp = result.input
    if inp.get("passed") or inp.get("maker") != player:
        return {}
    tricks, alone = inp["tricks"], bool(inp.get("alone"))
    return {"made": int(tricks >= 3), "euchred": int(tricks < 3), "lone_tried": int(alone),
            "lone_made": int(alone and tricks >= 3), "marches": int(tricks == 5)}


FIGURES = GameFigures(
    tallies=("made", "euchred", "lone_tried", "lone_made", "marches"),
    figures=(
        Figure("made", N_("Hands made"),
               N_("Hands in which the player made trump and their team took 3 tricks or more.")),
        Figure("euchred", N_("Euchred"),
               N_("Hands in which the player made trump and their team took fewer than 3.")),
        Figure("lone_tried", N_("Lone hands tried"),
               N_("Hands in which the player made trump and went alone.")),
        Figure("lone_made", N_("Lone hands made"),
               N_("Lone hands in which the player took 3 tricks or more.")),
        Figure("marches", N_("Marches"),
               N_("Hands in which the player made trump and their team, or the player alone, "
                  "took all 5 tricks.")),
    ),
    tally=lambda table, standings: per_seat(standings.rounds, table.players, counts),
)
