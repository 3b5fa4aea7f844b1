"""Sueca, as RULES.md § Sueca: being built, not registered yet. Its scoring (rules.py,
examples.py, figures.py, questions.py, declared in game.py) is tested in
tests/games/test_sueca.py; the round form has no control yet for its `points`, a number per
team (games.fields.SidesField). Registering it is then `from games.sueca.game import GAME` here."""
