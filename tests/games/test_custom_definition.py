"""A table's own game described once (games/described/definition.py): every choice bounded and
checked in one place, the combinations that do not go together refused in the user's words,
and the choices said back in sentences."""

import pytest
from hypothesis import given, settings, strategies as st

from games.described.definition import CHOICES, MAX_RULES, SETTINGS, read, summary

UNO = {"name": "Uno", "min_players": 2, "max_players": 8, "winner": "highest",
       "entry": "winner_takes", "end": "target", "end_at": 500, "deal": "left"}


def refused(**raw) -> dict:
    definition, errors = read(raw)
    assert definition is None
    return {key: str(message) for key, message in errors.items()}


def test_a_game_read_with_the_defaults_filled_in():
    definition, errors = read({**UNO, "name": "  Uno   de  la casa ", "rules": "a\r\nb"})
    assert errors == {}
    assert definition.name == "Uno de la casa" and definition.rules == "a\nb"
    assert definition.choices == {**{s.name: s.default for s in CHOICES},
                                  **{k: v for k, v in UNO.items() if k != "name"}}


@pytest.mark.parametrize("raw, key, words", [
    ({"name": ""}, "name", "Give the game a name."),
    ({"name": "x" * 41}, "name", "Keep the name to 40 characters."),
    ({"rules": "x" * (MAX_RULES + 1)}, "rules", "at most 4000 characters"),
    ({"rules": ["a"]}, "rules", "at most 4000 characters"),
    ({"min_players": 1}, "min_players", "from 2 to 8"),
    ({"max_players": 9}, "max_players", "from 2 to 8"),
    ({"min_players": 5, "max_players": 3}, "max_players", "cannot be fewer than the fewest (5)"),
    ({"teams": True}, "teams", "exactly 4 players"),
    ({"teams": "yes"}, "teams", "Answer yes or no."),
    ({"winner": "most"}, "winner", "Choose one of: highest, lowest."),
    ({"entry": "points", "losers_lose": True}, "losers_lose", "applies only when"),
    ({"entry": "winner_takes", "negatives": True}, "negatives", "applies only when"),
    ({"end": "none", "end_at": 7}, "end_at", "applies only when"),
    ({"end": "rounds", "end_at": 0}, "end_at", "A match of 0 rounds cannot be played"),
    ({"end": "rounds", "end_at": 501}, "end_at", "choose 1 to 500"),
    ({"end": "target", "end_at": 0}, "end_at", "Every player starts at 0, so 0 is reached"),
    ({"end": "out_at", "start": 20, "end_at": 20}, "end_at", "starts at 20"),
    ({"deal": "across"}, "deal", "Choose one of: left, right, none."),
    ({"colour": "red"}, "colour", "There is no house rule called colour."),
])
def test_refused_with_a_message_per_choice(raw, key, words):
    errors = refused(**{"name": "Ours", **raw})
    assert key in errors and words in errors[key], errors


def test_not_a_mapping_is_refused():
    assert read(["Uno"]) == (None, {"game": read(None)[1]["game"]})


def test_teams_are_exactly_four_players():
    definition, errors = read({"name": "Pairs", "teams": True, "min_players": 4,
                               "max_players": 4})
    assert errors == {} and definition.choices["teams"] is True


@pytest.mark.parametrize("raw, sentences", [
    ({"winner": "lowest", "end": "out_at", "end_at": 100}, [
        "The lowest total wins.", "Each round, type everyone's points.",
        "A player whose total reaches 100 or more is out; the last one in wins.",
        "The deal passes to the left."]),
    ({**UNO, "losers_lose": True, "deal": "none"}, [
        "The highest total wins.",
        "Each round, choose the winner and type the others' points: the winner gains them "
        "all, and each of the others loses their own.",
        "The match ends after the round in which a total reaches 500 or more."]),
    ({"start": 20, "end": "target", "end_at": 0, "negatives": True, "deal": "right",
      "teams": True, "min_players": 4, "max_players": 4}, [
        "The highest total wins.",
        "Two teams of two, partners sitting opposite, score together.",
        "Everyone starts with 20.", "Each round, type each team's points, below 0 too.",
        "The match ends after the round in which a total falls to 0 or less.",
        "The deal passes to the right."]),
    ({"end": "rounds", "end_at": 11, "entry": "winner_takes"}, [
        "The highest total wins.",
        "Each round, choose the winner and type the others' points: the winner gains them all.",
        "The match lasts 11 rounds.", "The deal passes to the left."]),
    ({"end": "none", "start": 50, "winner": "lowest", "deal": "none"}, [
        "The lowest total wins.", "Everyone starts with 50.",
        "Each round, type everyone's points.", "The match goes on until the table ends it."]),
])
def test_the_choices_said_in_sentences(raw, sentences):
    definition, errors = read({"name": "Ours", **raw})
    assert errors == {}
    assert [str(m) for m in summary(definition.choices)] == sentences


@settings(deadline=None)  # the first name read loads the confusables table
@given(st.dictionaries(st.sampled_from([s.name for s in SETTINGS] + ["name", "rules"]),
                       st.one_of(st.integers(-10**6, 10**6), st.booleans(), st.text(max_size=50),
                                 st.sampled_from(["points", "winner_takes", "rounds", "target",
                                                  "out_at", "none", "left", "right",
                                                  "highest", "lowest"]))))
def test_any_input_is_read_or_refused_never_raised(raw):
    definition, errors = read(raw)
    assert (definition is None) == bool(errors)
    if definition:
        assert 1 <= len(definition.name) <= 40 and len(summary(definition.choices)) >= 3
