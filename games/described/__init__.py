"""Games described by a table's choices (RULES.md § A table's own game): the choices, read and
checked in one place (definition.py), the game they make (game.py), and a ready-made game's
definition read at start-up (ready.py). Shared by a table's own game (games/custom) and the
ready-made games (Uno, Rummikub, ...), each in its own folder."""
