"""The Okey hand checker's cost (games/okey/hand.py): p99 over random deals and over the worst
hands found, in CPU time of this process (a busy machine's other work does not count against
it) and, for information, in wall time."""

import random
import statistics
import time

from games.okey.hand import COLOURS, check, read_hand

DECK = [f"{c}{n}" for c in COLOURS for n in range(1, 14)] * 2 + ["FJ", "FJ"]
# The slowest of 6,000 dense hands (one or two colours, two okeys, false jokers) searched with
# a seeded generator, and hands built by hand: near-wins that leave one or two tiles over.
WORST = [
    ("Y6", "Y7 Y7 FJ FJ R8 R9 R9 R10 R12 R7 R8 R12 R7 R11"),
    ("Y7", "Y8 Y8 K10 R11 B10 R12 K13 B11 R13 K9 B10 K11 R10 R11"),
    ("Y10", "Y11 Y11 FJ Y10 K9 Y1 Y9 K13 K1 Y13 R11 R10 K1 K10"),
    ("R7", "R8 R8 FJ B4 K3 K6 R5 R7 B3 B3 K4 B7 R4 R3"),
    ("K2", "K3 K3 FJ FJ Y11 R11 R13 B13 R13 Y1 Y13 Y12 R12 B12"),
    ("Y5", "Y6 Y6 FJ R2 K2 R13 B13 R1 B1 K1 B2 K13 B12 B12"),
    ("R5", "R6 R6 FJ R1 Y1 B1 K1 R2 Y2 B2 K2 R3 Y3 FJ"),
    ("R5", "R6 R6 R1 R3 R5 R7 R9 R11 R13 Y2 Y4 Y6 Y8 Y10"),
]


def random_hands(n: int, seed: int = 14) -> list:
    rng, hands = random.Random(seed), []
    while len(hands) < n:
        tiles = rng.sample(DECK, 15)
        indicator = next((t for t in tiles if t != "FJ"), "R1")
        tiles.remove(indicator)
        hand, errors = read_hand(indicator, tiles)
        if not errors:
            hands.append(hand)
    return hands


def timed(hands, repeat: int, work=check) -> tuple[list, list]:
    """CPU and wall milliseconds of `work` on each hand, `repeat` times."""
    cpu, wall = [], []
    for hand in hands:
        for _ in range(repeat):
            c0, w0 = time.process_time_ns(), time.perf_counter_ns()
            work(hand)
            wall.append((time.perf_counter_ns() - w0) / 1e6)
            cpu.append((time.process_time_ns() - c0) / 1e6)
    return cpu, wall


def p99(values) -> float:
    return statistics.quantiles(values, n=100)[98]


def timings() -> dict:
    """{case: {cpu_p50, cpu_p99, wall_p99, n}} in ms."""
    worst = [read_hand(i, t.split())[0] for i, t in WORST]
    out = {}
    for case, hands, repeat in (("random deals", random_hands(3000), 1),
                                ("worst hands", worst, 200)):
        timed(hands[:50], 1)  # warm up
        cpu, wall = timed(hands, repeat)
        out[case] = {"cpu_p50": statistics.median(cpu), "cpu_p99": p99(cpu),
                     "wall_p99": p99(wall), "n": len(cpu)}
    return out


if __name__ == "__main__":
    for name, figures in timings().items():
        print(name, {k: round(v, 3) for k, v in figures.items()})
