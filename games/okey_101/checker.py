"""101 Okey's opening checker (games/okey_101/opening.py) under the one protocol of
games/checkers.py: the indicator and up to 22 tiles, written in the reader's letters, answered
as the most the melds make (opening at 101) and the pairs (opening at 5)."""

from games.checkers import Checked, Checker
from games.fields import Invalid
from games.okey_101 import opening
from games.text import N_
from games.tiles import INDICATOR_SCHEMA, MAX_TEXT, indicator_input, letters, tiles_input

# Room for 22 tiles written out with spaces or commas, and no more: the checker's input is
# bounded before it is read.
MAX_TILES_TEXT = 180
TILE = {"type": "string", "maxLength": MAX_TEXT}


def example(language: str) -> str:
    """Tiles written in a language's letters, for the hint under the tiles' box."""
    write = letters(language).own
    return " ".join([*(write[c] + n for c, n in zip("RRRYBK", ("11", "12", "13", "13", "13",
                                                                "13"))), write["FJ"]])


def check(sent, language: str = "en") -> Checked:
    reader = letters(language)
    hand, errors = opening.read_opening(sent.get("indicator"), sent.get("tiles"), reader)
    if errors:
        raise Invalid(next(iter(errors.values())), errors)
    found = opening.best_opening(hand, reader)
    return Checked(found.opens or found.opens_with_pairs, found.reason, found.melds, (), found)


def as_json(checked: Checked, say) -> dict:
    found = checked.own
    return {"opens": found.opens, "total": found.total,
            "melds": [[tile.text for tile in meld] for meld in found.melds],
            "stands_for": {text: list(faces) for text, faces in found.stands_for.items()},
            "pairs": found.pairs, "opens_with_pairs": found.opens_with_pairs,
            "reason": say(found.reason)}


CHECKER = Checker(
    inputs=(
        indicator_input(),
        tiles_input(N_("The tiles of the hand, 22 at most"), MAX_TILES_TEXT, 3, example),
    ),
    check=check,
    as_json=as_json,
    intro=N_("Can this hand open? Enter the indicator and the tiles: Rulezz finds the sets and "
             "runs worth the most (101 opens) and counts the pairs (5 open)."),
    template="faq/checkers/okey.html",
    page=lambda language: {"letters": letters(language), "most": opening.MOST},
    summary="Can this 101 Okey hand open? The largest total of disjoint sets and runs (101 "
            "opens; no wrap: 12-13-1 is no run; the okey, the indicator's colour one higher, "
            "is wild; a false joker is the okey's face) and the number of pairs (5 open).",
    request={"type": "object", "required": ["indicator", "tiles"], "properties": {
        "indicator": INDICATOR_SCHEMA,
        "tiles": {"type": "array", "minItems": 1, "maxItems": opening.MOST, "items": TILE,
                  "description": "1 to 22 tiles written as the indicator, or FJ for a false "
                                 "joker."}}},
    answer={"type": "object", "required": ["opens", "total", "melds", "stands_for", "pairs",
                                           "opens_with_pairs", "reason"], "properties": {
        "opens": {"type": "boolean", "description": "The melds make 101 or more."},
        "total": {"type": "integer", "minimum": 0,
                  "description": "The largest total of disjoint sets and runs, an okey "
                                 "counting as the tile it stands for."},
        "melds": {"type": "array", "items": {"type": "array", "items": {"type": "string"}},
                  "description": "The sets and runs that make the total, tiles as written."},
        "stands_for": {"type": "object", "additionalProperties": {
                           "type": "array", "items": {"type": "string"}},
                       "description": "Each okey or false joker used, as written, and the "
                                      "tiles it stands for, in the order of the melds."},
        "pairs": {"type": "integer", "minimum": 0, "maximum": 11,
                  "description": "Pairs of identical tiles (an okey may complete one)."},
        "opens_with_pairs": {"type": "boolean", "description": "5 pairs or more."},
        "reason": {"type": "string"}}},
)
