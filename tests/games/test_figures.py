"""The figures equal a naive recount by replay over random histories: each round scored alone
through the game module, counted by hand from the inputs, with none of the tallying code."""

import random
from datetime import datetime, timedelta

from hypothesis import given, settings, strategies as st

from bench.seed import raw_round
from games import GAMES, core, figures
from games.figures.records import Tallied, collect

NAMES = ("Ana", "Bo", "Cy", "Dee")


def random_match(game, rng):
    players = NAMES[:rng.randint(game.min_players, min(game.max_players, 4))]
    table, _ = core.validate_new_match(game, list(players), None,
                                       players[0] if game.deals else None)
    played = core.play(game, table, [raw_round(game.id, players, rng) for _ in
                                     range(rng.randint(0, 8))])
    over = played.standings.finished or rng.random() < 0.3  # some ended early by the table
    winners = played.standings.leaders if over else ()
    return table, played, over, winners


def naive(game, table, rounds, over, winners, player):
    """One player's counts in one match, from the inputs and each round scored on its own."""
    side = game.side_of(table.players, player)
    deltas = [game.score_round(table, inp).deltas.get(side, 0) for inp in rounds]
    out = {"won": int(over and side in winners), "rounds": len(rounds), "points": sum(deltas)}
    mine = lambda key: sum(1 for inp in rounds if inp.get(key) == player)  # noqa: E731
    if game.id == "skyjo":
        out["closed"] = mine("closer")
        out["doubled"] = sum(1 for inp, d in zip(rounds, deltas)
                             if inp["closer"] == player and d != inp["points"][player])
    elif game.id == "euchre":
        made = [inp for inp in rounds if inp.get("maker") == player]
        out["made"] = sum(1 for inp in made if inp["tricks"] >= 3)
        out["marches"] = sum(1 for inp in made if inp["tricks"] == 5)
        out["lone_made"] = sum(1 for inp in made if inp.get("alone") and inp["tricks"] >= 3)
    elif game.id in ("okey", "indian-rummy"):
        out["round_wins"] = mine("winner")
    elif game.id == "okey-stakes":
        out["biggest_win"] = max([0, *deltas])
    elif game.id == "tarneeb":
        bids = [inp for inp in rounds if inp["bidder"] == player]
        out["bids"], out["made"] = len(bids), sum(inp["tricks"] >= inp["bid"] for inp in bids)
        out["failed"] = out["bids"] - out["made"]
        out["bids_of_13"] = sum(inp["bid"] == 13 for inp in bids)
        out["kaboots"] = sum(inp["tricks"] == 13 for inp in bids)
    elif game.id == "okey-101":
        finished = [inp for inp in rounds if inp.get("finisher") == player]
        out["finished"] = len(finished)
        out["in_one_go"] = sum(1 for inp in finished if inp.get("in_one_go"))
        out["okey_finishes"] = sum(1 for inp in finished if inp.get("okey"))
        out["not_opened"] = sum(1 for inp in rounds if inp["opened"].get(player) == "no")
    return out


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), count=st.integers(1, 6))
def test_figures_equal_a_naive_recount(seed, count):
    rng, matches, expected = random.Random(seed), [], {}
    for i in range(count):
        game = rng.choice(list(GAMES))
        table, played, over, winners = random_match(game, rng)
        copy = figures.tally(game, table, played.standings, winners, over)
        matches.append(Tallied(game, datetime(2025, 1, 1) + timedelta(days=i),
                               [(p, p) for p in table.players], copy))
        for player in table.players:
            mine = expected.setdefault(player, {}).setdefault(game.id, [])
            mine.append(naive(game, table, played.rounds, over, winners, player))
    found = collect(matches).players
    for player, games in expected.items():
        for game_id, per_match in games.items():
            got = found[player].by_game[game_id].as_dict()
            assert got["matches"] == sum(1 for m in matches if m.game.id == game_id
                                         and player in dict(m.seats) and m.copy["over"])
            assert got["wins"] == sum(m["won"] for m in per_match)
            assert got["rounds"] == sum(m["rounds"] for m in per_match)
            points = sum(m["points"] for m in per_match)
            assert got["average_round"] == (round(points / got["rounds"], 2)
                                            if got["rounds"] else None)
            for key in set(per_match[0]) - {"won", "rounds", "points"}:
                combine = max if key == "biggest_win" else sum
                assert got[key] == combine(m[key] for m in per_match), key


def test_skyjo_entered_by_cards_counts_removed_columns_and_the_counted_points():
    """Cards as games/skyjo/rules.py takes them: per player up to 4 columns of 3, a column of three
    equal cards removed; points typed for others in the same round."""
    game = GAMES.get("skyjo")
    table, _ = core.validate_new_match(game, ["Ana", "Bo"], None, None)
    played = core.play(game, table, [
        # Ana 1 + 2 + 3 = 6, her 7s removed: alone lowest, not doubled.
        {"cards": {"Ana": [[7, 7, 7], [1, 2, 3]]}, "points": {"Bo": 9}, "closer": "Ana"},
        # Ana 0 (both columns removed); Bo closes with 1, not lowest: doubled to 2.
        {"cards": {"Ana": [[-2, -2, -2], [12, 12, 12]], "Bo": [[0, 0, 1]]}, "closer": "Bo"},
    ])
    assert played.refused is None and len(played.rounds) == 2
    copy = figures.tally(game, table, played.standings, (), False)
    ana, bo = (dict(zip(figures.keys(game), seat)) for seat in copy["seats"])
    assert (ana["columns"], ana["closed"], ana["doubled"], ana["entered"]) == (3, 1, 0, 6)
    assert (bo["columns"], bo["closed"], bo["doubled"], bo["entered"]) == (0, 1, 1, 10)
    assert (ana["points"], bo["points"]) == (6, 11)
