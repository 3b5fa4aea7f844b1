"""The 101 Okey opening checker's cost (games/okey_101/opening.py): p50, p99 and the slowest, over
random 22-tile deals and over the worst hands found, in CPU time of this process (a busy
machine's other work does not count against it) and, for information, in wall time. A script,
not a test: `.venv/bin/python -m bench.okey_101_opening` (`--hunt` looks for slow hands)."""

import random
import statistics
import sys

from bench.okey_check import DECK, p99, timed
from games.okey_101.opening import best_opening, read_opening

# Hands built by hand to be hard (two okeys, both false jokers, every tile twice, long runs in
# every colour, everything on few numbers so sets and runs cross), and the slowest of 20,000
# dense hands (few colours and numbers, okeys and false jokers) found with `--hunt`.
WORST = [
    # every colour 1 to 5 twice and the two okeys
    ("K9", "K10 K10 R1 R2 R3 R4 R5 R1 R2 R3 R4 R5 Y1 Y2 Y3 Y4 Y5 Y1 Y2 Y3 Y4 Y5"),
    # 1, 2 and 3 in every colour twice (less the okeys' room), okeys and false jokers
    ("R5", "R6 R6 FJ FJ R1 R2 R3 Y1 Y2 Y3 B1 B2 B3 K1 K2 K3 R1 Y1 B1 K1 Y2 B2"),
    # long runs in all four colours, two okeys
    ("B12", "B13 B13 R1 R2 R3 R4 R5 Y4 Y5 Y6 Y7 Y8 B7 B8 B9 B10 B11 K9 K10 K11 K12 K13"),
    # two runs of 8 and 9 in 2 colours, twice, two false jokers
    ("Y6", "Y7 Y7 FJ FJ R8 R9 R9 R10 R12 R7 R8 R12 R7 R11 R13 R13 K13 B13 K12 B12 Y12 Y11"),
    # the middle numbers, every colour, twice where the set allows
    ("R1", "R2 R2 R6 R7 R8 Y6 Y7 Y8 B6 B7 B8 K6 K7 K8 R6 R7 Y6 Y7 B6 B7 K6 K7"),
    # two colours 1 to 11 doubled
    ("K3", "K4 K4 R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R1 R2 R3 R4 R5 R6 R7 R8 R9 R10"),
    # the slowest of --hunt's 20,000 after the search was bounded (okeys and false jokers on
    # four or five numbers in every colour)
    ("K8", "R8 Y6 R7 K9 K5 Y8 FJ B6 R5 R8 Y7 R6 R7 K9 K7 B5 Y5 Y6 B7 B7 Y7 K6"),
    ("R11", "R8 Y9 Y11 K9 K11 R12 Y8 R12 K8 K10 Y10 B8 Y11 R9 FJ R9 R11 B9 B10 R10 Y9 FJ"),
    ("K3", "Y2 Y3 Y3 R2 R4 K4 R5 K4 K2 B4 R3 B2 B5 FJ Y4 R3 Y5 B3 K2 B2 FJ B5"),
    # and the slowest of --hunt's 20,000 once such hands were searched from 13 down
    ("K10", "B11 B10 B8 R10 B10 R10 R11 B8 K11 Y10 B9 K8 Y9 Y11 FJ K10 R9 FJ K9 B11 K11 K8"),
    ("B7", "R9 Y8 FJ Y7 R8 Y8 K7 K8 Y9 B8 FJ B9 R9 Y10 Y9 K10 B10 K9 B8 Y7 K7 R10"),
    ("B12", "K12 R12 Y10 FJ B13 Y10 Y12 B13 K10 R10 Y9 B10 K12 K9 R11 R11 Y11 R10 R9 B9 B9 Y11"),
    # and the slowest of --hunt's 20,000 once both ways were tried (2.1 to 3.2 ms, best of 7,
    # on a loaded machine)
    ("K11", "K9 Y10 Y11 R9 B12 K9 Y11 B12 R11 Y12 R11 B10 R10 Y12 Y9 K10 Y9 K12 K11 K10 B9 K12"),
    ("K11", "K11 K10 Y8 FJ K9 Y10 Y11 FJ R10 K12 Y10 K8 B8 R9 B11 Y9 K12 K8 R11 B9 R11 Y11"),
    ("B10", "K10 B9 Y10 K10 Y8 B11 Y9 Y11 R9 B8 B9 Y10 FJ K9 Y9 K11 R11 R11 R10 B11 R9 B8"),
    ("K10", "R8 K10 R7 Y9 K8 Y8 FJ K11 R10 Y8 K9 B9 Y10 R7 R9 B8 B9 R10 K11 B7 K9 K7"),
    ("R8", "B7 R7 K6 Y6 R7 Y9 B7 R9 Y7 K6 K9 B8 FJ K9 Y8 B9 B8 B6 Y6 Y8 R9 R8"),
    ("B9", "Y8 R9 FJ B8 B7 K7 R8 K8 R7 B6 B10 Y8 Y9 B6 K9 Y9 B10 R9 K7 Y6 B9 Y7"),
    # and once the other way's narrow search could raise the floor (2.2 to 2.4 ms, best of 7)
    ("Y12",
     "FJ K11 B11 FJ Y11 K12 K13 R12 R13 Y13 R11 Y11 Y13 B10 Y12 B10 K12 B11 R12 B13 K11 R11"),
    ("R9", "R11 Y12 B10 K10 R10 K12 K11 Y10 Y11 K9 Y9 K9 Y10 R12 B10 R11 FJ Y12 R10 K11 K10 B11"),
    ("R10", "B9 B7 R11 R9 K11 Y11 K7 K11 Y8 K10 K8 R11 B9 K10 K9 B11 Y9 B10 B10 K9 K7 R8"),
    # and the slowest of two hunts once okeys were kept for the runs that need them (2.0 to 2.5
    # ms, best of 3, as the search was being tuned)
    ("B7", "FJ Y8 K7 R8 B9 R7 Y9 B6 K5 K9 R6 B8 Y5 R10 K9 B8 R9 R9 FJ Y10 K8 R10"),
    ("K8", "R10 B11 Y11 FJ R7 K8 Y10 K9 B12 B8 B7 B13 K7 K12 R9 R10 K9 R12 K13 Y12 Y7 B9"),
    ("K11", "R13 Y12 R10 K12 R11 B10 Y10 B10 R12 K10 K9 B9 K12 B13 R11 Y12 K9 R9 K11 R10 Y11 FJ"),
    ("R10", "K12 Y13 Y9 Y11 B10 Y11 R11 K13 R12 K11 K12 B10 FJ R13 Y10 R11 K9 Y9 R13 Y12 K10 B9"),
    ("K12", "B9 R8 FJ R10 K10 B10 K13 B13 B11 R10 Y11 B12 K13 K9 FJ Y10 Y12 B11 B8 K11 Y11 Y13"),
    ("K10", "K11 R9 R10 K12 Y10 R8 R12 K11 B9 B11 Y7 B10 R9 Y11 FJ B12 K9 K10 K8 Y12 R11 FJ"),
    ("K11", "B9 Y12 R8 B11 R11 Y13 R13 B9 B10 R12 K11 Y13 B8 K12 K8 Y12 R8 K10 K9 Y8 B12 K12"),
    ("K9", "B10 FJ K10 B11 R11 Y9 K11 R10 R12 B10 Y11 Y10 Y11 K10 R9 Y12 B12 K12 Y10 K11 B12 R9"),
    ("B11", "R10 Y8 B10 R12 Y11 R8 R11 B12 Y9 R11 FJ Y11 Y12 B11 Y10 B9 Y7 B10 B9 B12 Y9 R7"),
    ("B11", "B11 K12 Y13 R12 FJ R11 B12 K11 Y12 B13 Y13 B12 R9 B10 Y11 Y11 B9 K11 K13 R9 K9 K12"),
    ("R9", "K11 Y11 B12 Y12 B11 FJ K12 R12 FJ K10 K11 R10 R11 Y12 B11 Y9 K9 R11 R10 Y10 B10 K9"),
    ("B7", "B8 R6 B7 K5 Y5 R7 R6 B8 R5 Y4 FJ Y5 K7 K6 K7 B6 R5 Y4 B6 B5 Y6 B4"),
    ("R8", "Y9 B9 B7 B9 R9 R9 K9 B7 B6 K8 R7 FJ R7 R6 Y7 FJ Y7 R8 K7 K8 B6 B8"),
    # and of a hunt once the search went up first and tried the other way by the work left
    # (2.1 to 2.5 ms, best of 3, when WORK was 3500)
    ("R10", "B13 Y11 R9 Y9 B10 B11 Y12 R10 K9 R11 B13 Y9 K12 K13 R12 K10 FJ R11 K11 B9 K12 B11"),
    ("B8", "Y9 K7 Y10 R7 Y8 R8 Y13 R12 B9 K11 K11 B10 Y11 R9 FJ K12 Y9 Y11 K8 R10 K9 B9"),
    ("B12", "R11 B10 B11 Y13 K11 K10 R12 R12 Y9 R13 B12 B10 R9 Y12 B13 Y12 B9 B13 R13 Y13 K9 Y10"),
    ("Y9", "R9 B12 FJ B13 Y11 R10 Y12 K10 K9 R8 Y9 B8 Y11 K8 B12 Y10 R13 Y10 R13 Y8 B9 K11"),
    ("K10", "K13 Y12 Y10 FJ B8 Y11 B9 Y8 K8 K11 K9 B12 K11 K10 B12 B11 R11 Y9 FJ Y9 R13 B10"),
    ("K12", "R10 R11 Y12 R9 Y9 K10 FJ K13 R12 B10 B11 R11 B12 K9 R12 B9 B11 B9 Y12 K11 R9 K13"),
    ("K13", "R9 R12 B10 B13 K1 Y12 K9 Y8 Y12 R10 R9 K10 Y13 B12 B12 R11 K8 K1 K11 Y13 B9 FJ"),
    # and the slowest new ones of the last hunt, with WORK as it is (1.9 to 2.2 ms, best of 3)
    ("B5", "R3 Y2 B6 B9 R5 B9 B4 Y5 Y7 Y4 Y3 Y9 Y4 B5 B8 FJ B2 R6 Y6 B3 B6 Y9"),
    ("R8", "R11 Y9 B10 B9 K10 R12 K9 R10 R13 K12 R12 R8 Y11 Y8 R9 Y9 B10 R9 K11 B11 K12 Y10"),
    ("R3", "FJ K4 B3 B4 K5 K2 B5 Y6 K5 R6 B6 R3 B3 K7 B6 K2 Y5 Y4 R4 K4 R4 R2"),
]


def deal(rng: random.Random, pool: list, size: int = 22):
    """An indicator and `size` tiles from the pool, within the set's copies; None when the pool
    runs short."""
    tiles = rng.sample(pool, min(len(pool), size + 1))
    indicator = next((t for t in tiles if t != "FJ"), None)
    if indicator is None or len(tiles) < size + 1:
        return None
    tiles.remove(indicator)
    hand, errors = read_opening(indicator, tiles)
    return None if errors else hand


def random_hands(n: int, seed: int = 101) -> list:
    rng, hands = random.Random(seed), []
    while len(hands) < n:
        hand = deal(rng, DECK)
        if hand:
            hands.append(hand)
    return hands


def dense_hands(n: int, seed: int = 30) -> list:
    """Hands from few colours and numbers, often with both okeys and false jokers in the pool."""
    rng, hands = random.Random(seed), []
    while len(hands) < n:
        colours = rng.choice(["RYBK", "RYB", "RY"])
        low, span = rng.randint(1, 13), rng.choice([4, 6, 8, 13])
        numbers = {low + i for i in range(span) if low + i <= 13}
        indicator = f"{rng.choice(colours)}{rng.choice(sorted(numbers))}"
        okey = indicator[0] + str(int(indicator[1:]) % 13 + 1)
        pool = [t for t in DECK if t[0] in colours and t != "FJ" and int(t[1:]) in numbers]
        pool += ["FJ", "FJ", okey, okey]
        pool.remove(indicator) if indicator in pool else None
        tiles = rng.sample(pool, min(len(pool), 22))
        hand, errors = read_opening(indicator, tiles)
        if not errors and len(tiles) == 22:
            hands.append(hand)
    return hands


def timings() -> dict:
    """{case: {cpu_p50, cpu_p99, cpu_max, wall_p99, n}} in ms."""
    worst = [read_opening(i, t.split())[0] for i, t in WORST]
    out = {}
    for case, hands, repeat in (("random 22-tile deals", random_hands(3000), 1),
                                ("dense 22-tile hands", dense_hands(3000), 1),
                                ("worst hands", worst, 200)):
        timed(hands[:50], 1, best_opening)  # warm up
        cpu, wall = timed(hands, repeat, best_opening)
        out[case] = {"cpu_p50": statistics.median(cpu), "cpu_p99": p99(cpu),
                     "cpu_max": max(cpu), "wall_p99": p99(wall), "n": len(cpu)}
    return out


def hunt(n: int = 20000) -> None:
    """The slowest dense hands, each timed as the best of 3, to add to WORST."""
    found = []
    for hand in dense_hands(n, seed=7):
        cost = min(timed([hand], 3, best_opening)[0])
        found.append((cost, hand.indicator.label, " ".join(t.label for t in hand.tiles)))
    for cost, indicator, tiles in sorted(found, reverse=True)[:8]:
        print(f"{cost:.2f} ms", (indicator, tiles))


if __name__ == "__main__":
    if "--hunt" in sys.argv:
        hunt()
    else:
        for name, figures in timings().items():
            print(name, {k: round(v, 3) for k, v in figures.items()})
