"""Chinchón, as RULES.md § Chinchón: being built, not registered yet. Its scoring (rules.py,
examples.py, figures.py, questions.py, declared in game.py) is tested in tests/games; the round
form's controls for how the round was closed (games.fields.ChoiceField) and for the card left,
shown only after a close with a card and bounded by the match's `cut_max`
(games.fields.AskedIntField), are still to come, with each game's rows in the web tests.
Registering it is then `from games.chinchon.game import GAME` here."""
