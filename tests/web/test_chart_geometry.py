"""The chart's numbers (web/charts.py), without a page: scales, points, ticks, threshold, looks."""

import re

import pytest

from games import GAMES
from web import charts


def parse(path: str) -> list[tuple[int, int]]:
    """The absolute points of "M x y l dx dy …"."""
    assert re.fullmatch(r"M\d+ \d+(l-?\d+(?: ?-?\d+)*)?", path), path
    numbers = [int(n) for n in re.findall(r"-?\d+", path)]
    points = [tuple(numbers[:2])]
    for dx, dy in zip(numbers[2::2], numbers[3::2]):
        points.append((points[-1][0] + dx, points[-1][1] + dy))
    return points


def test_each_point_is_the_total_of_its_round_on_the_scale():
    totals = [{"Ana": 14, "Bo": -3}, {"Ana": 30, "Bo": 9}, {"Ana": 104, "Bo": 20}]
    c = charts.chart(["Ana", "Bo"], {"Ana": 0, "Bo": 0}, totals, [0, 1], threshold=100)
    for line in c.lines:
        xs, ys = zip(*parse(line.path))
        assert [round(c.x.value(x)) for x in xs] == [0, 1, 2, 3]
        expected = [0] + [row[line.side] for row in totals]
        # coordinates are whole units: a value is exact to half a unit of y
        slack = 0.5 * (c.y.high - c.y.low) / (c.bottom - c.top)
        assert all(abs(c.y.value(y) - v) <= slack for y, v in zip(ys, expected))
    assert c.lines[0].end == parse(c.lines[0].path)[-1]


def test_a_path_is_relative_steps_that_add_up_to_the_points():
    assert charts.path([(10, 50), (20, 40), (30, 45), (40, 45)]) == "M10 50l10-10 10 5 10 0"
    assert charts.path([(10, 50)]) == "M10 50"
    totals = [{"A": (i * 37) % 101 - 50} for i in range(200)]
    c = charts.chart(["A"], {"A": 0}, totals, [0])
    ends = parse(c.lines[0].path)
    assert len(ends) == 201 and ends[-1] == (c.right, c.y(totals[-1]["A"]))


def test_the_scale_takes_in_the_threshold_and_every_total_on_round_ticks():
    c = charts.chart(["A"], {"A": 0}, [{"A": -7}, {"A": 40}], [0], threshold=100)
    assert c.y.low <= -7 and c.y.high >= 100
    assert (c.y.low, c.y.high) == (-7, 100)  # the lines use the whole height
    values = [v for v, _ in c.y_ticks]
    assert values == [0, 50, 100]
    assert len({b - a for a, b in zip(values, values[1:])}) == 1  # evenly spaced
    assert c.threshold == (100, c.y(100))
    assert c.top <= c.threshold[1] <= c.bottom
    # higher totals are drawn higher up
    assert c.y(100) < c.y(0)


def test_a_flat_match_still_has_a_scale():
    c = charts.chart(["A", "B"], {"A": 0, "B": 0}, [{"A": 0, "B": 0}], [0, 1])
    assert c.y.high > c.y.low and c.threshold is None


@pytest.mark.parametrize("span, count, step", [(0, 4, 1), (3, 4, 1), (104, 4, 50),
                                               (100, 4, 25), (1000, 4, 250), (200, 6, 50),
                                               (20, 6, 5), (7, 6, 2)])
def test_nice_steps(span, count, step):
    assert charts.nice_step(span, count) == step


def test_round_ticks_stay_few_with_200_rounds():
    c = charts.chart(["A"], {"A": 0}, [{"A": i} for i in range(200)], [0])
    assert [n for n, _ in c.x_ticks] == [50, 100, 150, 200]
    assert c.x_ticks[-1][1] == c.right


def test_the_threshold_is_read_from_each_games_own_to_go():
    assert charts.threshold_of(GAMES.get("skyjo").to_go, {"end_at": 100}) == 100
    assert charts.threshold_of(GAMES.get("euchre").to_go, {"target": 10}) == 10
    assert charts.threshold_of(GAMES.get("okey").to_go, {"start": 20}) == 0
    assert charts.threshold_of(GAMES.get("okey-stakes").to_go, {}) is None


def test_looks_follow_the_key_and_never_repeat_within_a_match():
    assert charts.looks([0, 1, 2]) == [0, 1, 2]
    assert charts.looks([5, 2]) == [5, 2]  # by roster place, not by seat
    assert charts.looks([3, 27]) == [3, 4]  # 27 is 3's look again: the next free one
    assert len(set(charts.looks(list(range(0, 24 * 8, 24))))) == 8


def test_the_winner_is_marked_and_looks_split_into_colour_and_dash():
    c = charts.chart(["A", "B"], {"A": 0, "B": 0}, [{"A": 3, "B": 1}], [9, 12], winners=("A",))
    a, b = c.lines
    assert (a.won, b.won) == (True, False)
    assert (a.colour, a.dash, b.colour, b.dash) == (1, 1, 4, 1)
    assert (a.total, b.total) == (3, 1)
