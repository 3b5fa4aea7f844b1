"""Every worked example of every game runs as a test: the FAQ shows nothing the code does not do."""

import pytest

from games import GAMES
from games.core import work_example

CASES = [pytest.param(game, ex, id=f"{game.id}: {ex.title}") for game in GAMES
         for ex in game.examples]


@pytest.mark.parametrize("game, example", CASES)
def test_worked_example(game, example):
    worked_as_it_says(game, example)


def worked_as_it_says(game, example) -> None:
    """An example entered as a table would: refused where it says, else the figures it gives."""
    played = work_example(game, example)
    if example.errors is not None:
        assert played.refused == len(example.rounds) - 1, "only the last round may be refused"
        assert sorted(played.errors) == sorted(example.errors)
        return
    assert played.errors == {} and played.refused is None
    result = played.standings
    if example.deltas is not None:
        assert [r.deltas for r in result.rounds] == list(example.deltas)
    if example.totals is not None:
        assert result.totals == example.totals
    if example.finished is not None:
        assert result.finished == example.finished
    if example.winners is not None:
        assert result.winners == example.winners
    if example.next_dealer is not None:
        assert result.next_dealer == example.next_dealer
    if example.next_starter is not None:
        assert result.next_starter == example.next_starter


@pytest.mark.parametrize("game", list(GAMES), ids=lambda g: g.id)
def test_enough_examples(game):
    assert len(game.examples) >= 10
    assert all(ex.title and ex.explanation and ex.rule for ex in game.examples)
    checked = [ex for ex in game.examples if ex.errors is not None or ex.deltas or ex.totals
               or ex.winners or ex.next_dealer or ex.next_starter]
    assert checked == list(game.examples), "every example must check something"
