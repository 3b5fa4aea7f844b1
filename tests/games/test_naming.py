"""One rule for a player's name, wherever it is typed: NFC, no control/format/bidi characters,
and names that read the same are the same name."""

import pytest
from hypothesis import given, strategies as st

from games import GAMES, naming
from games.core import validate_new_match

SKYJO = GAMES.get("skyjo")


@pytest.mark.parametrize("name", ["\u202eBo", "A\u200bna", "Ana\x00", "Bo\x07",
                                  "\u2066Dee\u2069", "\ue000"])
def test_hidden_and_turning_characters_are_refused(name):
    assert str(naming.problem(naming.clean(name))) == "Names cannot contain control characters."
    table, errors = validate_new_match(SKYJO, [name, "Zed"])
    assert table is None and "players" in errors


def test_a_name_is_kept_precomposed_and_tidy():
    assert naming.clean("  Zoe\u0308   Lu ") == "Zoë Lu" == naming.clean("Zoë Lu")


@pytest.mark.parametrize("a, b", [("Zoe\u0308", "Zoë"), ("ANA", "ana"), ("Straße", "STRASSE"),
                                  ("Ana", "\u0410na"), ("Ana", "\uff21na"), ("Li", "L\u0456"),
                                  ("Ana", "\u0391NA")])  # Cyrillic, fullwidth, Greek
def test_names_that_read_the_same_are_one_name(a, b):
    assert naming.key(naming.clean(a)) == naming.key(naming.clean(b))
    table, errors = validate_new_match(SKYJO, [a, b])
    assert table is None and "same name" in str(errors["players"])


@pytest.mark.parametrize("a, b", [("Ana", "Ann"), ("Bo", "Bö"), ("Ali", "Alí"), ("Cy", "Cyd")])
def test_names_that_only_look_close_stay_two_names(a, b):
    assert naming.key(a) != naming.key(b)
    table, errors = validate_new_match(SKYJO, [a, b])
    assert errors == {}


@given(st.text(max_size=60))
def test_any_text_gets_a_verdict_and_an_accepted_name_is_stable(raw):
    name = naming.clean(raw)
    if naming.problem(name) is None:
        assert name and len(name) <= naming.MAX_NAME and naming.clean(name) == name
        assert name.isprintable()
