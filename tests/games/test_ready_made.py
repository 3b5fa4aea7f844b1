"""The ready-made games are the tables' own games RULES.md § A table's own game lists, each as
its line there says; and a ready-made definition that does not read stops the app as it
starts, naming what is wrong."""

import pytest

from games import GAMES
from games.core import play, validate_new_match
from games.described.ready import ready

# id: (fewest and most players, lowest wins, what a round asks for, how the match ends)
LINES = {
    "uno": ((2, 8), False, ["winner", "points"], ("target", 500)),
    "rummikub": ((2, 4), False, ["winner", "points"], ("none", None)),
    "five-crowns": ((2, 7), True, ["points"], ("rounds", 11)),
    "6-nimmt": ((2, 8), True, ["points"], ("target", 66)),
    "hearts": ((3, 6), True, ["points"], ("target", 100)),
}


def ending(game) -> tuple:
    if game.open_ended({}):
        return "none", None
    if game.planned({}):
        return "rounds", game.planned({})
    return "target", game.to_go({}, 0).line


@pytest.mark.parametrize("game_id", LINES)
def test_each_is_the_game_its_line_says(game_id):
    game = GAMES.get(game_id)
    players, lowest, fields, end = LINES[game_id]
    assert (game.min_players, game.max_players) == players
    assert game.lowest_wins() is lowest and [f.name for f in game.fields] == fields
    assert ending(game) == end and game.settings == ()


@pytest.mark.parametrize("game_id", LINES)
def test_each_deals_to_the_left(game_id):
    game = GAMES.get(game_id)
    names = ["Ana", "Bo", "Cy"]
    table, _ = validate_new_match(game, names, {}, "Cy")
    rounds = [{"points": {"Bo": 1, "Cy": 2}, "winner": "Ana"} if len(game.fields) == 2
              else {"points": {name: 1 for name in names}}]
    assert play(game, table, rounds).standings.next_dealer == "Ana"


def test_a_definition_that_does_not_read_is_refused_by_name():
    with pytest.raises(ValueError, match="'Ours' does not read: end_at"):
        ready({"name": "Ours", "end": "rounds", "end_at": 0})
