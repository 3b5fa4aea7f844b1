"""101 Okey, as RULES.md § 101 Okey: being built, not registered yet. Its scoring (rules.py,
examples.py, figures.py, questions.py, declared in game.py) and its opening search (opening.py)
are tested in tests/games; the round form's control for `opened` (games.fields.ChoicesField),
partnerships that follow the `partners` setting, and an opening search within 2 ms are still
to come. Registering it is then `from games.okey_101.game import GAME` here."""
