"""Okey's hand checker (games/okey/hand.py) under the one protocol of games/checkers.py: the
indicator and 14 tiles, written in the reader's letters (left to right in every language: R7,
K13), answered as a win or not."""

from games.checkers import REFUSED, STANDS_FOR, Checked, Checker
from games.fields import Invalid
from games.okey import hand
from games.text import N_
from games.tiles import INDICATOR_SCHEMA, indicator_input, tiles_input

# Room for 14 tiles written out with spaces or commas, and no more: the checker's input is
# bounded before it is read.
MAX_TILES_TEXT = 120


def example(language: str) -> str:
    """A hand written in a language's letters, for the hint under the tiles' box."""
    write = hand.letters(language).own
    return " ".join([*(write[c] + n for c, n in zip("RRRYBK", "123444")), write["FJ"]])


def check(sent, language: str = "en") -> Checked:
    letters = hand.letters(language)
    found, errors = hand.read_hand(sent.get("indicator"), sent.get("tiles"), letters)
    if errors:
        raise Invalid(next(iter(errors.values())), errors)
    checked = hand.check(found, letters)
    return Checked(checked.valid, checked.reason, checked.melds, checked.refused, checked)


def as_json(checked: Checked, say) -> dict:
    own = checked.own
    return {"valid": own.valid, "kind": own.kind,
            "groups": [list(group) for group in own.groups],
            "stands_for": [[t.stands_for for t in meld] for meld in own.melds],
            "refused": [say(message) for message in own.refused],
            "reason": say(own.reason)}


CHECKER = Checker(
    inputs=(
        indicator_input(),
        tiles_input(N_("The 14 tiles of the hand"), MAX_TILES_TEXT, 2, example),
    ),
    check=check,
    as_json=as_json,
    intro=N_("Is it a winning hand? Enter the indicator and the 14 tiles: Rulezz arranges them in "
             "sets and runs, or 7 pairs, and says why not when they do not fit."),
    template="faq/checkers/okey.html",
    page=lambda language: {"letters": hand.letters(language), "most": hand.HAND},
    summary="Is this Okey hand a win, and how is it arranged? The okey (the indicator's colour, "
            "one higher) is wild; a false joker is the okey's face.",
    request={"type": "object", "required": ["indicator", "tiles"], "properties": {
        "indicator": INDICATOR_SCHEMA,
        "tiles": {"type": "array", "minItems": 14, "maxItems": 14, "items": {"type": "string"},
                  "description": "14 tiles as the indicator, or FJ for a false joker."}}},
    answer={"type": "object", "required": ["valid", "kind", "groups", "reason"], "properties": {
        "valid": {"type": "boolean"},
        "kind": {"enum": ["sets-runs", "pairs", None]},
        "groups": {"type": "array", "items": {"type": "array", "items": {"type": "string"}},
                   "description": "The arrangement; when not valid, the most tiles that fit in "
                                  "sets and runs (the reason names the rest)."},
        "stands_for": {**STANDS_FOR, "description": "Beside each group, what each tile stands "
                                                    "for: an okey the tile it fills in, a false "
                                                    "joker the okey's face; null for a tile that "
                                                    "is itself."},
        "refused": REFUSED,
        "reason": {"type": "string"}}},
)
