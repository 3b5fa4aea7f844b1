"""Figures added up over many matches: a player's record in each game and in all of them, the
head-to-head of two players, matches per month. Pure: it reads matches' tallied copies
(`games.figures.tally`), in the order the matches started."""

from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from typing import Hashable, Iterable, Mapping, Sequence

from games.core import Game
from games.figures import GENERIC_FIGURES, Figure, best_of, keys, of


@dataclass(frozen=True)
class Tallied:
    """One match as the statistics read it: its game, when it started, who sat where (a key
    that stays the same through renames, and the name) and its tallied copy."""

    game: Game
    started: datetime
    seats: Sequence[tuple[Hashable, str]]
    copy: Mapping


def shown(game: Game) -> tuple[Figure, ...]:
    """The figures a page shows for a game, after matches, wins and streaks."""
    return GENERIC_FIGURES + of(game).figures


def streaks(results: Sequence[bool]) -> tuple[int, int]:
    """(current, longest) run of wins, the latest result last."""
    longest = run = 0
    for won in results:
        run = run + 1 if won else 0
        longest = max(longest, run)
    return run, longest


def rate(wins: int, matches: int) -> float | None:
    return round(wins / matches, 3) if matches else None


class Record:
    """A player's figures in one game: added up match by match (`add`, the reference the
    property tests hold to a naive recount), or read as the database added them up (`summed`).
    `results` are the matches' wins in the order played, None when not asked for (no streaks)."""

    def __init__(self, game: Game):
        self.game, self.keys, self.records = game, keys(game), of(game).records
        self.sums = dict.fromkeys(self.keys, 0)
        self.best: int | None = None
        self.matches = self.wins = 0
        self.results: list[bool] | None = []

    @classmethod
    def summed(cls, game: Game, matches: int, sums: Mapping[str, int], best: int | None,
               results: list[bool] | None) -> "Record":
        """From sums already made (a record tally as its largest value)."""
        record = cls(game)
        record.matches, record.wins, record.best, record.results = (
            matches, sums["won"], best, results)
        record.sums.update(sums)
        return record

    def add(self, row: Sequence[int], over: bool) -> None:
        values = dict(zip(self.keys, row))
        if over:
            self.matches, self.wins = self.matches + 1, self.wins + values["won"]
            self.results.append(bool(values["won"]))
        if values["rounds"]:
            self.best = values["best"] if self.best is None else best_of(
                self.game, (self.best, values["best"]))
        for key, value in values.items():
            self.sums[key] = max(self.sums[key], value) if key in self.records \
                else self.sums[key] + value

    @property
    def figures(self) -> tuple[Figure, ...]:
        return shown(self.game)

    def value(self, figure: Figure):
        """A figure's value: a mean to 2 decimals (None with nothing to average), else a count."""
        if figure.key == "best_round":
            return self.best
        if figure.ratio:
            num, den = (self.sums[k] for k in figure.ratio)
            return round(num / den, 2) if den else None
        return self.sums[figure.key]

    def standing(self) -> dict:
        """What a leaderboard shows: matches, wins, win rate."""
        return {"matches": self.matches, "wins": self.wins,
                "win_rate": rate(self.wins, self.matches)}

    def as_dict(self) -> dict:
        current, longest = streaks(self.results) if self.results is not None else (None, None)
        return {**self.standing(), "current_streak": current, "longest_streak": longest,
                "rounds": self.sums["rounds"],
                **{f.key: self.value(f) for f in self.figures}}


@dataclass
class PlayerRecord:
    """A player's record: per game, and over all games (the results in the order played)."""

    name: str
    by_game: dict[str, Record] = field(default_factory=dict)
    results: list[bool] | None = field(default_factory=list)  # None: not asked for

    def add(self, game: Game, row, over: bool) -> None:
        self.by_game.setdefault(game.id, Record(game)).add(row, over)
        if over:
            self.results.append(bool(row[0]))

    def as_dict(self) -> dict:
        matches = sum(r.matches for r in self.by_game.values())
        wins = sum(r.wins for r in self.by_game.values())
        current, longest = streaks(self.results) if self.results is not None else (None, None)
        return {"name": self.name, "matches": matches, "wins": wins,
                "win_rate": rate(wins, matches), "current_streak": current,
                "longest_streak": longest,
                "by_game": {gid: r.as_dict() for gid, r in sorted(self.by_game.items())}}


@dataclass(frozen=True)
class HeadToHead:
    """Two players' matches together, once over, and who finished ahead (partners, and equal
    totals, finish level)."""

    together: int = 0
    first_ahead: int = 0
    second_ahead: int = 0

    @property
    def level(self) -> int:
        return self.together - self.first_ahead - self.second_ahead


@dataclass
class Statistics:
    players: dict[Hashable, PlayerRecord]
    months: Counter  # the first day of a month -> matches started that month
    matches: list[Tallied] = field(default_factory=list)  # only when collected

    def leaderboard(self, game_id: str) -> list[tuple[Hashable, PlayerRecord, dict]]:
        """The players of a game, most wins first, then the best win rate, then most played."""
        rows = [(key, p, p.by_game[game_id].standing()) for key, p in self.players.items()
                if game_id in p.by_game]
        return sorted(rows, key=lambda r: (-r[2]["wins"], -(r[2]["win_rate"] or 0),
                                           -r[2]["matches"], r[1].name.casefold()))

    def head_to_head(self, first: Hashable, second: Hashable) -> HeadToHead:
        """From the matches collected (the reference for the database's `versus`)."""
        pairs = []
        for match in self.matches:
            seats = [key for key, _ in match.seats]
            if match.copy["over"] and first in seats and second in seats:
                total = keys(match.game).index("total")
                pairs.append((match.game, *(match.copy["seats"][seats.index(k)][total]
                                            for k in (first, second))))
        return versus(pairs)


def versus(pairs: Iterable[tuple[Game, int, int]]) -> HeadToHead:
    """Head-to-head from two players' final totals in each match over they played together."""
    together = ahead = behind = 0
    for game, a, b in pairs:
        together += 1
        if a != b:
            a_better = a < b if game.lowest_wins() else a > b
            ahead, behind = ahead + a_better, behind + (not a_better)
    return HeadToHead(together, ahead, behind)


def collect(matches: Iterable[Tallied]) -> Statistics:
    """Every player's record from these matches (in the order they started)."""
    players, months, seen = {}, Counter(), []
    for match in matches:
        seen.append(match)
        months[match.started.date().replace(day=1)] += 1
        for (key, name), row in zip(match.seats, match.copy["seats"]):
            players.setdefault(key, PlayerRecord(name)).add(match.game, row, match.copy["over"])
    return Statistics(players, months, seen)
