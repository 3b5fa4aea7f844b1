"""Tally's hand checker: numbers that add up to 21 make a winning hand."""

from games.checkers import Checked, Checker, Input
from games.fields import Invalid
from games.text import Msg, Shown


def check(sent, language: str = "en") -> Checked:
    numbers = sent.get("numbers")
    if not isinstance(numbers, list) or not numbers or not all(
            isinstance(n, str) and n.isdigit() and len(n) < 4 for n in numbers):
        message = Msg("Enter whole numbers, separated by spaces.")
        raise Invalid(message, {"numbers": message})
    total = sum(int(n) for n in numbers)
    reason = Msg("The numbers add up to %(sum)s.", sum=total)
    return Checked(total == 21, reason, (tuple(Shown(n, "S") for n in numbers),), (), total)


CHECKER = Checker(
    inputs=(Input("numbers", "The numbers", 60, split=str.split,
                  required="Enter the numbers."),),
    check=check,
    as_json=lambda checked, say: {"valid": checked.valid, "sum": checked.own,
                                  "reason": say(checked.reason)},
    intro="Do these numbers add up to 21?",
    summary="Do these numbers add up to 21?",
    request={"type": "object", "required": ["numbers"],
             "properties": {"numbers": {"type": "array", "items": {"type": "string"}}}},
    answer={"type": "object", "required": ["valid", "sum", "reason"],
            "properties": {"valid": {"type": "boolean"}, "sum": {"type": "integer"},
                           "reason": {"type": "string"}}},
)
