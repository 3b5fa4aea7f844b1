"""Games made from a table's own description (games/described/game.py), played at random: random
definitions, random rounds, and the totals, the end and the winners held to a naive recount
written here from RULES.md § A table's own game, not from the module."""

from hypothesis import given, settings, strategies as st

from games.core import play, validate_new_match
from games.described.definition import read
from games.described.game import game_of
from tests.games.strategies import definitions

NAMES = ("Ana", "Bo", "Cy", "Dee", "Eli")


def naive(c, players, rounds):
    """(totals, the round after which the match ended or None, winners) by hand."""
    totals, out, ended = {p: c["start"] for p in players}, {}, None
    line, down = c["end_at"], c["end_at"] < c["start"]
    at = (lambda t: t <= line) if down else (lambda t: t >= line)
    for number, inp in enumerate(rounds, 1):
        points = inp["points"]
        if c["entry"] == "points":
            for p, v in points.items():
                totals[p] += v
        else:
            totals[inp["winner"]] += sum(points.values())
            for p, v in points.items():
                totals[p] -= v if c["losers_lose"] else 0
        if c["end"] == "out_at":
            for p in players:
                if p not in out and at(totals[p]):
                    out[p] = number
            if len(players) - len(out) <= 1:
                ended = number
        elif c["end"] == "rounds" and number == line:
            ended = number
        elif c["end"] == "target" and any(at(t) for t in totals.values()):
            ended = number
        if ended:
            break
    among = {p: t for p, t in totals.items() if p not in out}
    if not among and out:
        last = max(out.values())
        among = {p: totals[p] for p, when in out.items() if when == last}
    best = (min if c["winner"] == "lowest" else max)(among.values())
    return totals, ended, tuple(p for p in players if p in among and among[p] == best)


@st.composite
def matches(draw):
    definition = draw(definitions(teams=False))
    c = definition.choices
    players = NAMES[:draw(st.integers(2, 5))]
    low = -50 if c["entry"] == "points" and c["negatives"] else 0
    rounds, out = [], set()
    for _ in range(draw(st.integers(1, 8))):
        playing = [p for p in players if p not in out]
        if c["entry"] == "points":
            rounds.append({"points": {p: draw(st.integers(low, 60)) for p in playing}})
        else:
            winner = draw(st.sampled_from(playing))
            rounds.append({"winner": winner, "points": {p: draw(st.integers(0, 60))
                                                        for p in playing if p != winner}})
        totals, ended, _ = naive(c, players, rounds)
        if ended:
            break
        if c["end"] == "out_at":  # who the next round may name
            line, start = c["end_at"], c["start"]
            out = {p for p, t in totals.items() if (t <= line if line < start else t >= line)}
    return definition, players, rounds


@settings(max_examples=300, deadline=None)
@given(matches())
def test_random_games_end_and_crown_as_a_naive_recount(match):
    definition, players, rounds = match
    game = game_of(definition, "ours")
    table, errors = validate_new_match(game, list(players), {}, players[0])
    assert errors == {}
    played = play(game, table, rounds)
    assert played.errors == {}, (dict(definition.choices), players, rounds, played.errors)
    assert len(played.rounds) == len(rounds)
    totals, ended, winners = naive(definition.choices, players, rounds)
    standings = played.standings
    assert standings.totals == totals
    assert standings.ended_after == ended
    assert standings.leaders == winners


def test_a_round_after_the_end_and_a_player_out_are_refused():
    definition, _ = read({"name": "Ours", "winner": "lowest", "end": "out_at", "end_at": 50})
    game = game_of(definition, "ours")
    table, _ = validate_new_match(game, ["Ana", "Bo", "Cy"], {}, "Ana")
    played = play(game, table, [{"points": {"Ana": 50, "Bo": 1, "Cy": 2}},
                                {"points": {"Ana": 3, "Bo": 1, "Cy": 2}}])
    assert played.refused == 1 and "points.Ana" in played.errors
    assert str(played.errors["points.Ana"]) == "Ana is out of this match and plays no more rounds."


def test_the_winner_takes_the_others_points_as_the_note_says():
    definition, _ = read({"name": "Uno", "entry": "winner_takes", "losers_lose": True,
                          "end": "target", "end_at": 500})
    game = game_of(definition, "uno")
    table, _ = validate_new_match(game, ["Ana", "Bo", "Cy"], {}, "Ana")
    played = play(game, table, [{"winner": "Bo", "points": {"Ana": 12, "Cy": 30}}])
    result = played.standings.rounds[0]
    assert result.deltas == {"Bo": 42, "Ana": -12, "Cy": -30}
    assert [str(n) for n in result.notes] == [
        "Bo won the round: Ana 12, Cy 30 go to Bo, +42; each of the others loses their own."]
    assert played.standings.next_dealer == "Bo"  # to the left


def test_points_below_0_only_where_the_game_allows_them():
    definition, _ = read({"name": "Ours", "end": "none"})
    game = game_of(definition, "ours")
    table, _ = validate_new_match(game, ["Ana", "Bo"], {}, "Ana")
    played = play(game, table, [{"points": {"Ana": -3, "Bo": 2}}])
    assert str(played.errors["points.Ana"]) == (
        "Enter a whole number from 0 to 100000: this game has no points below 0.")
    assert game.open_ended({}) and game.to_go({}, 0) is None
