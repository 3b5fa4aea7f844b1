"""The ready-made games (Uno, Rummikub, Five Crowns, 6 nimmt!, Hearts): each is a table's own
game (RULES.md § A table's own game) written down in its folder and read here exactly as a
table's would be, so that it is a starting point a table can copy and change. A definition that
does not read stops the app as it starts: a slip in one never reaches a table."""

from typing import Mapping

from games.described.definition import Definition, read


def ready(raw: Mapping) -> Definition:
    """The definition `raw` describes; ValueError, naming each refused choice, if it is refused
    (raised, not asserted: `python -O` would skip an assert)."""
    definition, errors = read(raw)
    if errors:
        said = "; ".join(f"{key}: {message}" for key, message in errors.items())
        raise ValueError(f"the ready-made game {raw.get('name')!r} does not read: {said}")
    return definition
