"""One set of properties checked over every registered game (STYLE.md example 8)."""

import copy

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from games import GAMES
from games.core import (extend, validate_new_match, parse_round, replay, round_schema,
                        settings_schema, validate_delete, validate_edit, validate_round,
                        validate_settings)
from tests.games.strategies import NAMES, matches, round_inputs

ALL = list(GAMES)
by_id = pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
quick = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Anything a client might send: wrong types, huge numbers, unknown players, nesting.
junk = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(-10**30, 10**30) | st.floats()
    | st.text(max_size=8) | st.sampled_from(NAMES + ("first-drop", "middle-drop", "Zed")),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(NAMES) | st.text(max_size=5), inner, max_size=4),
    max_leaves=12,
)


def field_junk(game):
    """Dicts that use the game's own field names with arbitrary values, or no dict at all."""
    names = [f.name for f in game.fields] + ["passed", "points", "bogus"]
    return junk | st.dictionaries(st.sampled_from(names), junk, max_size=6)


@st.composite
def played_match(draw, game, max_rounds=12):
    """A match and a list of rounds entered one by one as the app would, stopping at its end."""
    match = draw(matches(game))
    game = played(game, match)
    rounds = []
    for _ in range(draw(st.integers(0, max_rounds))):
        so_far = replay(game, match, rounds)
        if so_far.finished:
            break
        rounds.append(draw(round_inputs(game, so_far.table_for(match))))
    return match, rounds


def played(registered, match):
    """The game a match plays (a table's own game: the one its settings describe)."""
    return registered.played_with(match.settings)


@by_id
def test_declaration(game):
    assert game.id and game.name and len(game.summary) > 100
    assert 2 <= game.min_players <= game.max_players <= 8
    assert len({f.name for f in game.fields}) == len(game.fields)
    assert all(s.default is None or s.parse(s.default) == s.default for s in game.settings)
    jsonschema.Draft202012Validator.check_schema(round_schema(game))
    jsonschema.Draft202012Validator.check_schema(settings_schema(game))


@by_id
def test_validation_never_raises(game):
    @quick
    @given(data=st.data())
    def run(data):
        match = data.draw(matches(game))
        playing = played(game, match)
        raw = data.draw(field_junk(playing))
        before = copy.deepcopy(raw)
        clean, errors = validate_round(playing, match, replay(playing, match, []), raw)
        # as text: junk may be a NaN, unchanged yet never equal to itself
        assert repr(raw) == repr(before), "validation must not change its input"
        assert (clean is None) == bool(errors)
        assert all(isinstance(k, str) and str(v) for k, v in errors.items())
    run()


@by_id
def test_new_match_and_settings_never_raise(game):
    @quick
    @given(players=junk, settings_=junk, dealer=junk)
    def run(players, settings_, dealer):
        match, errors = validate_new_match(game, players, settings_, dealer)
        assert (match is None) == bool(errors)
        clean, errors = validate_settings(game, settings_)
        assert (clean is None) == bool(errors)
    run()


@by_id
def test_replay_properties(game):
    @quick
    @given(data=st.data())
    def run(data):
        match, rounds = data.draw(played_match(game))
        playing = played(game, match)
        before = copy.deepcopy(rounds)
        result = replay(playing, match, rounds)
        assert rounds == before, "replay must not change the stored rounds"
        assert result == replay(playing, match, rounds), "replay must be deterministic"
        start = playing.start_total(match.settings)
        for side in result.sides:
            assert result.totals[side] == start + sum(r.deltas[side] for r in result.rounds)
        for r in result.rounds:
            text = " ".join(str(n) for n in r.notes)
            for delta in filter(None, r.deltas.values()):
                assert str(abs(delta)) in text, f"notes do not show {delta}: {text}"
        assert result.finished == (result.ended_after is not None)
        if result.finished:
            assert result.winners and result.next_dealer is None and result.next_starter is None
            assert set(result.winners) <= set(result.sides)
        else:
            assert result.winners == ()
    run()


@by_id
def test_clean_input_is_stable_and_matches_the_schema(game):
    @quick
    @given(data=st.data())
    def run(data):
        match = data.draw(matches(game))
        playing = played(game, match)
        clean = data.draw(round_inputs(playing, match))
        assert parse_round(playing, match, clean) == (clean, {})
        jsonschema.validate(clean, round_schema(playing, match.players))
        jsonschema.validate(clean, round_schema(playing))
    run()


@by_id
def test_edit_delete_and_a_new_round_are_replays(game):
    @quick
    @given(data=st.data())
    def run(data):
        match, rounds = data.draw(played_match(game))
        playing = played(game, match)
        if not rounds:
            return
        i = data.draw(st.integers(0, len(rounds) - 1))
        same, errors = validate_edit(playing, match, rounds, i, rounds[i])
        assert errors == {} and same == replay(playing, match, rounds)
        last, errors = validate_delete(playing, match, rounds, len(rounds) - 1)
        assert errors == {}
        assert last == replay(playing, match, rounds[:-1])
        assert extend(playing, match, last, rounds[-1]) == same  # a round added scores itself
    run()

