"""Hypothesis strategies built from the games' own declarations (fields and settings)."""

from hypothesis import reject, strategies as st

from games.core import parse_round, validate_new_match, validate_settings
from games.described.definition import read
from games.fields import (AskedField, AskedIntField, BoolField, BoolSetting, CardsField,
                          ChoiceField, ChoiceSetting, ChoicesField, IntField, IntSetting,
                          PlayerField, RejoinField, ScoresField, SidesField, applies)

NAMES = ("Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal")


def settings_for(game):
    """Any valid settings of `game`."""
    if game.made_by:  # settings that describe a whole game: drawn as a table's own would be
        return definitions().map(lambda definition: definition.settings)
    parts = {}
    for s in game.settings:
        if isinstance(s, IntSetting):
            value = st.integers(s.min, s.max)
            parts[s.name] = st.one_of(st.none(), value) if s.optional else value
        elif isinstance(s, BoolSetting):
            parts[s.name] = st.booleans()
        elif isinstance(s, ChoiceSetting):
            parts[s.name] = st.sampled_from([value for value, _ in s.choices])
    known = {s.name: s for s in game.settings}
    return st.fixed_dictionaries(parts).map(  # a setting of another format: left to its default
        lambda drawn: {k: v for k, v in drawn.items() if applies(known[k], drawn)})


@st.composite
def matches(draw, game):
    """A valid new match of `game`: players, settings, first dealer."""
    settings = draw(settings_for(game))
    game = game.played_with(validate_settings(game, settings)[0])
    seats = sum(map(len, game.partnerships_of(settings)))  # partners fill every seat
    n = seats or draw(st.integers(game.min_players, game.max_players))
    players = list(NAMES[:n])
    match, errors = validate_new_match(game, players, settings, draw(st.sampled_from(players)))
    assert not errors, errors
    return match


@st.composite
def definitions(draw, teams=True):
    """A table's own game, any of the ways RULES.md lets a table describe it (games.custom)."""
    end = draw(st.sampled_from(["rounds", "target", "out_at", "none"]))
    start = draw(st.sampled_from([0, 0, 20, -10]))
    raw = {"name": "Ours", "min_players": 2, "max_players": 5, "start": start, "end": end,
           "winner": draw(st.sampled_from(["highest", "lowest"])),
           "entry": draw(st.sampled_from(["points", "winner_takes"])),
           "deal": draw(st.sampled_from(["left", "right", "none"]))}
    if raw["entry"] == "points":
        raw["negatives"] = draw(st.booleans())
        if teams and end != "out_at" and draw(st.booleans()):
            raw.update(teams=True, min_players=4, max_players=4)
    else:
        raw["losers_lose"] = draw(st.booleans())
    if end == "rounds":
        raw["end_at"] = draw(st.integers(1, 6))
    elif end != "none":  # a line above the start, or below it (a countdown)
        raw["end_at"] = start + draw(st.sampled_from([-40, -15, 15, 40, 90]))
    definition, errors = read(raw)
    assert errors == {}, errors
    return definition


def field_value(field, players, settings=None):
    """Candidate values for one field; the game's own validation filters out the invalid ones.
    A field that is not always required may also be left out (None), as in a passed hand."""
    value = _field_value(field, players, settings or {})
    return value if field.required else st.one_of(st.none(), value)


def _field_value(field, players, settings):
    if isinstance(field, PlayerField):
        anyone = st.sampled_from(players)
        return st.one_of(st.none(), anyone) if field.optional or not field.required else anyone
    if isinstance(field, IntField):
        return st.integers(field.min, field.max)
    if isinstance(field, BoolField):
        return st.booleans()
    if isinstance(field, ChoiceField):
        return st.sampled_from(field.values)
    if isinstance(field, ScoresField):
        value = st.integers(field.min, field.max)
        if field.tokens_allowed(settings):  # else refused: drawn, most rounds would be
            value = st.one_of(value, st.sampled_from(field.tokens))
        return st.fixed_dictionaries({p: value for p in players})
    if isinstance(field, SidesField):
        return sides_values(field, players)
    if isinstance(field, ChoicesField):
        return st.fixed_dictionaries({p: st.sampled_from(field.values) for p in players})
    if isinstance(field, CardsField):
        card = st.integers(field.min, field.max)
        column = st.lists(card, min_size=field.rows, max_size=field.rows)
        return st.dictionaries(st.sampled_from(players), st.lists(column, max_size=field.columns))
    if getattr(field, "name", None) == "hands":  # Indian Rummy's cards: tests of their own
        return st.none()
    if isinstance(field, RejoinField):  # who comes back depends on the match: test_outs.py
        return st.none()
    raise TypeError(field)


@st.composite
def sides_values(draw, field, players):
    """A number for every side, adding up to the field's `total` when it has one (drawn freely,
    they would hardly ever add up)."""
    sides = field.sides(players)
    if field.total is None:
        return {side: draw(st.integers(field.min, field.max)) for side in sides}
    values, left = {}, field.total
    for side in sides[:-1]:
        rest = len(sides) - len(values) - 1  # sides still to come after this one
        low, high = max(field.min, left - rest * field.max), min(field.max, left - rest * field.min)
        values[side] = draw(st.integers(low, high))
        left -= values[side]
    return {**values, sides[-1]: left}


@st.composite
def round_inputs(draw, game, match):
    """A round input that the game accepts (drawn from the field declarations, then checked)."""
    for _ in range(50):
        playing = match.in_play()  # the table as the round finds it: nobody out, or some
        raw = {f.name: draw(field_value(f, playing, match.settings)) for f in game.fields}
        # Per-player fields that skip a player (the winner) must not hold a value for them.
        for f in game.fields:
            if isinstance(f, ScoresField) and f.skip and raw.get(f.skip) in (raw[f.name] or {}):
                raw[f.name] = {p: v for p, v in raw[f.name].items() if p != raw[f.skip]}
            if isinstance(f, ScoresField) and f.instead and raw.get(f.instead):  # cards or points
                raw[f.name] = {p: v for p, v in (raw[f.name] or {}).items()
                               if p not in raw[f.instead]}
            if isinstance(f, AskedField) and raw[f.name]:  # only those whose answer asks
                name, asking = f.when
                raw[f.name] = {p: v for p, v in raw[f.name].items()
                               if (raw[name] or {}).get(p) in asking and p != raw.get(f.skip)}
            if isinstance(f, ChoicesField) and f.skip and raw[f.name]:
                raw[f.name] = {p: v for p, v in raw[f.name].items() if p != raw.get(f.skip)}
            if isinstance(f, AskedIntField):  # only after the answers that ask, in bounds
                raw[f.name] = asked_int(draw, f, raw, match.settings)
        clean, errors = parse_round(game, match, raw)
        if not errors:
            return clean
    reject()


def asked_int(draw, field, raw, settings):
    """A value for an AskedIntField after the answers drawn in `raw`: one in the match's bounds
    when they ask for it, else none."""
    name, values = field.when
    if raw.get(name) not in values:
        return None
    return draw(st.integers(field.min, field.highest(settings)))
