"""Replay cost: long matches replayed through the game modules (`games.core.replay`), with no
Flask and no database: microseconds per round."""

import random
import statistics
import time

from bench.seed import ROSTER, generate_inputs
from games import GAMES, core
from games.seats import from_seats, to_seats

CASES = (  # (name, game, players, rounds, settings)
    ("Skyjo, 8 players, 500 rounds", "skyjo", ROSTER[:8], 500, {"end_at": 1000}),
    ("Euchre, 300 hands", "euchre", ROSTER[:4], 300, {}),
)


def time_per_call(fn, repeats: int = 5, min_seconds: float = 0.1) -> list[float]:
    """Seconds per call of `fn`, one figure per repeat (each repeat runs >= min_seconds)."""
    loops, start = 1, time.perf_counter()
    fn()
    once = max(time.perf_counter() - start, 1e-6)
    loops = max(1, int(min_seconds / once))
    out = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(loops):
            fn()
        out.append((time.perf_counter() - start) / loops)
    return out


def measure() -> list[dict]:
    rng = random.Random(500)
    results = []
    for name, game_id, players, n, settings in CASES:
        game = GAMES.get(game_id)
        dealer = players[0] if game.deals else None
        table, errors = core.new_match(game, list(players), settings, dealer)
        assert not errors, errors
        inputs = generate_inputs(game, table, n, rng, small=False)
        stored = [to_seats(game, table.players, clean) for clean in inputs]
        result = core.replay(game, table, inputs)
        assert len(result.rounds) == n
        replay = time_per_call(lambda: core.replay(game, table, inputs))
        # What a page pays: stored rows (seats) back to names, then the replay.
        page = time_per_call(lambda: core.replay(
            game, table, [from_seats(game, table.players, r) for r in stored]))
        results.append({
            "case": name, "game": game_id, "players": len(players), "rounds": n,
            "us_per_round": statistics.median(replay) / n * 1e6,
            "us_per_round_best": min(replay) / n * 1e6,
            "us_per_round_with_from_seats": statistics.median(page) / n * 1e6,
            "ms_per_replay": statistics.median(replay) * 1e3,
        })
    return results
