"""Rulezz's scoring modules: one module per game, each declaring `GAME`.

Every module in this package that defines `GAME` is registered here, so a sixth game is one new
module. Nothing in this package imports Flask or touches a database.
"""

import importlib
import pkgutil

from games.registry import Registry

GAMES = Registry()

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    _module = importlib.import_module(f"{__name__}.{_info.name}")
    if hasattr(_module, "GAME"):
        GAMES.register(_module.GAME)
