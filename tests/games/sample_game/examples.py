"""Tally's worked example: one round to the target."""

from games.core import Example

EXAMPLES = (
    Example(title="Reaching the target ends the match",
            rule="tally.target",
            explanation="Ana makes 26 and wins the round: 26 + 5 = 31 reaches 30.",
            players=("Ana", "Bo"), rounds=({"winner": "Ana", "points": {"Ana": 26, "Bo": 3}},),
            deltas=({"Ana": 31, "Bo": 3},), totals={"Ana": 31, "Bo": 3}, finished=True,
            winners=("Ana",)),
)
