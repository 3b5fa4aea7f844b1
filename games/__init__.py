"""Rulezz's games: one folder (package) per game, each declaring `GAME` in its __init__.py.

Every package here that defines `GAME` is registered, so a sixth game is one new folder; the
modules at this level are what games share. Nothing in this package imports Flask or touches a
database.
"""

import importlib
import pkgutil
from contextlib import contextmanager

from games.registry import Registry

GAMES = Registry()

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.ispkg:
        _module = importlib.import_module(f"{__name__}.{_info.name}")
        if hasattr(_module, "GAME"):
            GAMES.register(_module.GAME)


@contextmanager
def registered(package: str):
    """A game folder from elsewhere (`package`, its dotted name: a test's own game) registered
    like those here for the time of a `with`, then unregistered."""
    game = GAMES.register(importlib.import_module(package).GAME)
    try:
        yield game
    finally:
        GAMES.unregister(game.id)
