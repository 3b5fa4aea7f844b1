"""A Game made from a table's own description (games/described/definition.py): the fields its
entry asks for, its scoring, its end, its deal. The ready-made games (Uno, Rummikub, ...) are
made the same way, each in a folder of its own."""

from functools import partial
from typing import Mapping

from games.core import Distance, Game, Outs, Scored, Table, no_turn, sides
from games.described.definition import Definition, summary
from games.fields import PlayerField, ScoresField, SidesField, SkipWords
from games.rules import DEAL_TO_THE_LEFT, DEAL_TO_THE_RIGHT
from games.text import Msg, N_, Written

MOST_POINTS = 100_000  # a round's points, either way
TURNS = {"left": DEAL_TO_THE_LEFT, "right": DEAL_TO_THE_RIGHT, "none": no_turn}
PARTNERSHIPS = ((0, 2), (1, 3))  # partners sit opposite
# The round's winner, ticked beside each player's box: the winner of a table's own game won
# the round (Indian Rummy's "went out" says more than this game knows).
WON = SkipWords(
    # TRANSLATORS: ticked beside the box of the player who won the round, in a game where the
    # winner takes the others' points (a table's own game, Uno, Rummikub).
    N_("Winner"), N_("%(name)s won the round"),
    N_("Then the points of each of the others: the box of whoever won stays empty."))


def game_of(definition: Definition, id: str, **more) -> Game:
    """The game a definition describes, with this id; `more`: what a ready-made game adds
    (worked examples, questions, a summary in words of its own)."""
    c = definition.choices
    end, line = c["end"], c["end_at"]
    return Game(**{
        "id": id, "name": definition.name,
        "summary": " ".join(str(sentence) for sentence in summary(c)),
        "min_players": c["min_players"], "max_players": c["max_players"],
        "settings": (), "fields": fields_of(c), "score_round": scorer(c),
        "partnerships": PARTNERSHIPS if c["teams"] else (),
        "end_reason": ender(c), "lower_wins": c["winner"] == "lowest",
        "turn": TURNS[c["deal"]], "deals": c["deal"] != "none",
        "start_total": lambda settings: c["start"],
        "to_go": lambda settings, total: distance(c, total),
        "planned": lambda settings: line if end == "rounds" else None,
        "open_ended": lambda settings: end == "none",
        "outs": Outs(line=lambda settings: line) if end == "out_at" else None,
        "as_own": definition.settings,
        **more})


def fields_of(c: Mapping) -> tuple:
    low = -MOST_POINTS if c["negatives"] else 0
    if c["teams"]:  # the teams' points: the entry is points (definition.together)
        return (SidesField("points", N_("Each team's points this round"), low, MOST_POINTS,
                           partial(sides, PARTNERSHIPS), range_msg=range_msg(low)),)
    if c["entry"] == "points":
        return (ScoresField("points", N_("Each player's points this round"), low, MOST_POINTS,
                            range_msg=range_msg(low)),)
    return (PlayerField("winner", N_("Who won the round")),
            ScoresField("points", N_("The points of each of the others"), 0, MOST_POINTS,
                        skip="winner", range_msg=range_msg(0), skip_words=WON))


def range_msg(low: int) -> str:
    return (N_("Enter a whole number from %(min)s to %(max)s.") if low else
            N_("Enter a whole number from 0 to %(max)s: this game has no points below 0."))


def scorer(c: Mapping):
    def score_round(table: Table, inp) -> Scored:
        points = inp["points"]
        if c["entry"] == "points":
            return Scored(dict(points), (Msg(N_("Points this round: %(points)s."),
                                             points=Written(list(points), points, signed=True)),))
        winner, gain = inp["winner"], sum(points.values())
        deltas = {player: (-p if c["losers_lose"] else 0) for player, p in points.items()}
        deltas[winner] = gain
        note = (N_("%(winner)s won the round: %(points)s go to %(winner)s, +%(gain)s; each of "
                   "the others loses their own.") if c["losers_lose"] else
                N_("%(winner)s won the round: %(points)s go to %(winner)s, +%(gain)s."))
        return Scored(deltas, (Msg(note, winner=winner, gain=gain,
                                   points=Written(list(points), points)),))
    return score_round


def reached(c: Mapping, total: int) -> bool:
    """A total at the end's number, counted away from the start (below it: a countdown)."""
    line = c["end_at"]
    return total >= line if line > c["start"] else total <= line


def ender(c: Mapping):
    def end_reason(table: Table, totals: Mapping[str, int], played: int) -> Msg | None:
        if c["end"] == "rounds" and played >= c["end_at"]:
            return Msg(N_("%(n)s rounds played: the match is over."), n=played)
        if c["end"] == "target":
            who = [side for side, total in totals.items() if reached(c, total)]
            if who:
                return Msg(N_("Reached %(line)s: %(who)s. The match is over."), line=c["end_at"],
                           who=Written(who, totals))
        return None  # out_at: the core ends it when one side is left in
    return end_reason


def distance(c: Mapping, total: int) -> Distance | None:
    if c["end"] not in ("target", "out_at"):
        return None
    line, down = c["end_at"], c["end_at"] < c["start"]
    return Distance(total - line if down else line - total, line, countdown=down,
                    out=c["end"] == "out_at")
