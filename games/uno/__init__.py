"""Uno, ready-made (RULES.md § A table's own game: `uno`, 2–8 players, winner takes, target 500,
highest wins, the deal to the left), scored as Mattel's rule sheet scores it. The table counts
the cards left in each hand itself (number cards at face value, Draw Two, Reverse and Skip 20,
Wild and Wild Draw Four 50) and types the totals: Rulezz never sees the cards.

Sources: Mattel's rule sheet (its scoring, the 500 target, its other way of scoring, the newer
wild cards at 40), as rules sites quote it; they agree on the scoring above."""

from games.described.game import game_of
from games.described.ready import ready
from games.text import N_
from games.uno.examples import EXAMPLES
from games.uno.questions import QUESTIONS

DEFINITION = ready({"name": "Uno", "min_players": 2, "max_players": 8, "winner": "highest",
                    "entry": "winner_takes", "end": "target", "end_at": 500, "deal": "left"})

SUMMARY = N_(
    "The player who goes out, with no cards left, wins the round and scores the cards left in "
    "the other players' hands: number cards at face value, Draw Two, Reverse and Skip 20 each, "
    "Wild and Wild Draw Four 50 each. The table counts each hand and enters who went out and "
    "what each other hand counts; the others score nothing that round. The match ends after "
    "the round in which a player reaches 500 or more, and that player wins. The deal passes to "
    "the left.")

GAME = game_of(DEFINITION, "uno", name=N_("Uno"), summary=SUMMARY, examples=EXAMPLES,
               questions=QUESTIONS)
