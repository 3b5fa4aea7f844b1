"""Round inputs name players; storage keeps seats instead, so renaming a player loses nothing.
A value per side (games.fields.SidesField, keyed "Ana & Cy") is kept by the side's place.

Both directions are driven by the game's field declarations, so they work for every game.
"""

from games.fields import PlayerField, RejoinField


def to_seats(game, players, clean: dict) -> dict:
    """A clean round input with each player name replaced by its seat number."""
    return {name: _convert(field, value, players)
            for name, value, field in _parts(game, clean)}


def from_seats(game, players, stored: dict) -> dict:
    """The stored form back to names for the players seated now. (Every page replays its
    rounds through this, so it is written out rather than through `_convert`.)"""
    out = {}
    for field in game.fields:
        if field.name not in stored:
            continue
        value = stored[field.name]
        if isinstance(field, PlayerField) and value is not None:
            value = players[int(value)]
        elif isinstance(field, RejoinField):
            value = [players[int(seat)] for seat in value]
        elif by_player(field):
            value = {players[int(seat)]: v for seat, v in value.items()}
        elif by_side(field):
            sides = field.sides(players)
            value = {sides[int(place)]: v for place, v in value.items()}
        out[field.name] = value
    return out


def _parts(game, inp):
    for field in game.fields:
        if field.name in inp:
            yield field.name, inp[field.name], field


def _convert(field, value, players):
    to = players.index
    if isinstance(field, PlayerField) and value is not None:
        return to(value)
    if isinstance(field, RejoinField):
        return [to(player) for player in value]
    if by_player(field):
        return {_key(to(key)): v for key, v in value.items()}
    if by_side(field):
        sides = field.sides(players)
        return {_key(sides.index(key)): v for key, v in value.items()}
    return value


def by_player(field) -> bool:
    """A value for each player (a score, Skyjo's or Indian Rummy's cards), stored by seat."""
    return getattr(field, "by_player", False)


def by_side(field) -> bool:
    """A value for each side (a partnership), stored by the side's place among the sides."""
    return getattr(field, "by_side", False)


def _key(value):
    return str(value) if isinstance(value, int) else value
