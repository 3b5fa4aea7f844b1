"""The one protocol of the hand checkers (games/checkers.py), over every game that has one:
whatever is sent, a checker answers or raises Invalid, its errors keyed by its inputs."""

import json

import pytest

from games import GAMES
from games.checkers import Checked
from games.fields import Invalid
from games.text import Msg

CHECKERS = [game for game in GAMES if game.checker]
JUNK = [None, 7, "", "R5 R6", ["x"] * 500, [None] * 14, {"a": 1}, "A" * 10_000]


def test_the_games_with_a_checker():
    assert {game.id for game in CHECKERS} == {"okey", "indian-rummy", "okey-101"}


@pytest.mark.parametrize("game", CHECKERS, ids=lambda game: game.id)
@pytest.mark.parametrize("junk", JUNK, ids=range(len(JUNK)))
def test_anything_sent_is_refused_in_the_users_words(game, junk):
    names = {i.name for i in game.checker.inputs}
    with pytest.raises(Invalid) as refused:
        game.checker.check(dict.fromkeys(names, junk))
    assert refused.value.errors and set(refused.value.errors) <= names
    assert all(isinstance(message, Msg) for message in refused.value.errors.values())


HANDS = {"okey": {"indicator": "R5", "tiles": "R1 R2 R3 Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 B11"},
         "indian-rummy": {"cards": "3H 4H 5H 6S 7S 8S JOKER 9C 9D 9H KC 2D 5S"},
         "okey-101": {"indicator": "K5", "tiles": "R11 R12 R13 B11 B12 B13 R13 K6 K13 Y1"}}
# Where each answer says the hand does what its game asks (101 Okey's issue names its own keys).
VALID = {"okey": lambda written: written["valid"],
         "indian-rummy": lambda written: written["valid"],
         "okey-101": lambda written: written["opens"] or written["opens_with_pairs"]}


@pytest.mark.parametrize("game", CHECKERS, ids=lambda game: game.id)
def test_an_answer_has_one_shape_and_its_own_json(game):
    sent = {i.name: i.split(HANDS[game.id][i.name]) if i.split else HANDS[game.id][i.name]
            for i in game.checker.inputs}
    checked = game.checker.check(sent)
    assert isinstance(checked, Checked) and isinstance(checked.reason, Msg)
    written = game.checker.as_json(checked, str)
    assert VALID[game.id](written) is checked.valid and written["reason"] == str(checked.reason)
    json.dumps(written)


@pytest.mark.parametrize("game", CHECKERS, ids=lambda game: game.id)
def test_every_input_is_bounded(game):
    assert all(0 < i.max_length <= 400 for i in game.checker.inputs)
