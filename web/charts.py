"""The chart of a match's running totals, as numbers only: the scales, each side's polyline, the
threshold's height, the ticks, and each side's look. templates/matches/_chart.html draws them as
SVG; nothing here knows about markup, Flask or the database.

A look is one of 24 (8 colours, each with its own end marker, times 3 dash patterns): a side keeps
the look of its player's place on the account's roster, so a player has the same colour in every
match. Only a match with two players 24 places apart on the roster (or 8 with the same dash) would
draw two lines alike: the later one takes the next free look.
"""

import math
from dataclasses import dataclass
from typing import Mapping, Sequence

# The drawing in viewBox units, 5 to a CSS pixel of a phone 390 px wide: whole numbers are then
# exact to a fifth of a pixel, and a line's path is short (relative steps, no decimals).
WIDTH, HEIGHT = 1800, 1000
LEFT, RIGHT, TOP, BOTTOM = 170, 60, 50, 110  # room for the value labels and the round numbers
COLOURS, DASHES = 8, 3
LOOKS = COLOURS * DASHES
Y_TICKS, X_TICKS = 4, 6  # about this many labels on each axis


@dataclass(frozen=True)
class Scale:
    """A linear map from a value (a round number, a total) to a coordinate."""

    low: float
    high: float
    start: float   # the coordinate of `low`
    end: float     # the coordinate of `high`

    def __call__(self, value: float) -> int:
        return self.many((value,))[0]

    def many(self, values) -> list[int]:
        """Many values at once: a long match has thousands of points."""
        start, low = self.start, self.low
        per = (self.end - self.start) / (self.high - self.low)
        return [round(start + (value - low) * per) for value in values]

    def value(self, coordinate: float) -> float:
        """Back from a coordinate to its value (for the tests)."""
        return self.low + (coordinate - self.start) * (self.high - self.low) / (self.end
                                                                                 - self.start)


@dataclass(frozen=True)
class Line:
    side: str
    colour: int          # 0..7: the CSS class c<n> and the end marker's shape
    dash: int            # 0..2: the CSS class d<n>
    path: str            # SVG path data: from the start (round 0), a relative step a round
    end: tuple[int, int]
    total: int
    won: bool


@dataclass(frozen=True)
class Chart:
    width: int
    height: int
    left: int
    right: int           # the plot's right edge (x)
    top: int
    bottom: int          # the plot's bottom edge (y)
    lines: tuple[Line, ...]
    y_ticks: tuple[tuple[int, int], ...]   # (value, y)
    x_ticks: tuple[tuple[int, int], ...]   # (round number, x)
    threshold: tuple[int, int] | None      # (value, y) of the line that ends the match
    rounds: int
    x: Scale
    y: Scale


def nice_step(span: float, count: int) -> int:
    """A round step (1, 2, 2.5 or 5 times a power of ten, at least 1) giving about `count` steps."""
    raw = max(span / count, 1)
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 2.5, 5, 10):
        if factor * power >= raw and (factor * power) % 1 == 0:
            return int(factor * power)
    return int(10 * power)


def path(points: Sequence[tuple[int, int]]) -> str:
    """"M x y l dx dy dx dy …": steps between the rounded points, so no error adds up."""
    (x0, y0), steps = points[0], []
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        steps.append(f"{bx - ax}{'' if by < ay else ' '}{by - ay}")
    return f"M{x0} {y0}" + (f"l{' '.join(steps)}" if steps else "")


def looks(keys: Sequence[int]) -> list[int]:
    """Each side's look from its stable key (its roster place), unique within the match."""
    taken, out = set(), []
    for key in keys:
        look = key % LOOKS
        while look in taken and len(taken) < LOOKS:
            look = (look + 1) % LOOKS
        taken.add(look)
        out.append(look)
    return out


def threshold_of(to_go, settings: Mapping) -> int | None:
    """The total that ends the match (100 in Skyjo, 0 in Okey's countdown), as the game's own
    `to_go` says it, so the rule is written once."""
    distance = to_go(settings, 0)
    return None if distance is None else distance.line


def chart(sides: Sequence[str], start: Mapping[str, int], totals: Sequence[Mapping[str, int]],
          keys: Sequence[int], threshold: int | None = None,
          winners: Sequence[str] = ()) -> Chart:
    """The chart of `totals` (each round's running totals, in order) from the `start` totals."""
    rows = [start, *totals]
    values = [row[side] for row in rows for side in sides]
    values += [threshold] if threshold is not None else []
    low, high = min(values), max(values)
    high = high if high > low else low + 1
    step = nice_step(high - low, Y_TICKS)  # labels on round values; the lines use all the height
    right, bottom = WIDTH - RIGHT, HEIGHT - BOTTOM
    x, y = Scale(0, max(len(totals), 1), LEFT, right), Scale(low, high, bottom, TOP)
    lines = []
    xs = x.many(range(len(rows)))
    for side, look in zip(sides, looks(keys)):
        points = list(zip(xs, y.many([row[side] for row in rows])))
        lines.append(Line(side, look % COLOURS, look // COLOURS, path(points), points[-1],
                          rows[-1][side], side in winners))
    every = nice_step(len(totals), X_TICKS)
    return Chart(
        WIDTH, HEIGHT, LEFT, right, TOP, bottom, tuple(lines),
        tuple((v, y(v)) for v in range(math.ceil(low / step) * step, high + 1, step)),
        tuple((n, x(n)) for n in range(every, len(totals) + 1, every)) or ((1, x(1)),),
        (threshold, y(threshold)) if threshold is not None else None, len(totals), x, y)


def of_sheet(sheet, roster: Sequence[str]) -> Chart:
    """The chart of a scoresheet (services.matches.Scoresheet); `roster` is the account's players
    in the order they joined it, which gives each side its look (a team: its first player's)."""
    game, table, standings = sheet.game, sheet.table, sheet.standings
    place = {name: i for i, name in enumerate(roster)}
    teams = (game.partnerships_of(table.settings)
             or tuple((seat,) for seat in range(len(table.players))))
    keys = [min(place.get(table.players[seat], len(roster) + seat) for seat in team)
            for team in teams]
    first = game.start_total(table.settings)
    return chart(standings.sides, {side: first for side in standings.sides},
                 [r.totals for r in standings.rounds], keys,
                 threshold_of(game.to_go, table.settings), sheet.winners)
