"""Tarneeb, as RULES.md § Tarneeb: being built, not registered yet. Its scoring (rules.py,
examples.py, figures.py, questions.py, declared in game.py) is tested in
tests/games/test_tarneeb.py. Registering it is then `from games.tarneeb.game import GAME` here."""
