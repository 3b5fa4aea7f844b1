"""Tally's rules page question."""

QUESTIONS = (
    ("Who gets the bonus?", "The winner of the round adds 5 to the points they made."),
)
