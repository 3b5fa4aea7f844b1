"""101 Okey's figures: hands finished, finished in one go, finished with the okey, hands in which
the player did not open."""

from games.figures import Figure, GameFigures, per_seat
from games.text import N_


def counts(result, player: str) -> dict:
    inp = result.input
    finished = inp.get("finisher") == player
    return {"finished": int(finished),
            "in_one_go": int(finished and bool(inp.get("in_one_go"))),
            "okey_finishes": int(finished and bool(inp.get("okey"))),
            "not_opened": int((inp.get("opened") or {}).get(player) == "no")}


FIGURES = GameFigures(
    tallies=("finished", "in_one_go", "okey_finishes", "not_opened"),
    figures=(
        Figure("finished", N_("Hands finished"), N_("Hands the player finished.")),
        Figure("in_one_go", N_("Finished in one go"),
               N_("Hands the player opened and finished in the same turn.")),
        Figure("okey_finishes", N_("Finished with the okey"),
               N_("Hands the player finished by throwing an okey as their last tile.")),
        Figure("not_opened", N_("Hands not opened"),
               N_("Hands in which the player never opened and wrote the flat score.")),
    ),
    tally=lambda table, standings: per_seat(standings.rounds, table.players, counts),
)
