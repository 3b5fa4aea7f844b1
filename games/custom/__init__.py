"""A table's own game (RULES.md § A table's own game): the choices a table makes once
(definition.py). Not a game of the catalogue itself: a description that games are made from."""
