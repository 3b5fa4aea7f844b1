"""Indian Rummy's hand checker (games/indian_rummy/hand.py) under the one protocol of
games/checkers.py: 13 cards, whether they go out, how they are arranged, why not, and what they
count as a loser's hand."""

from games.checkers import REFUSED, STANDS_FOR, Checked, Checker, Input
from games.fields import Invalid
from games.indian_rummy import hand
from games.text import N_

CARD = {"type": "string", "pattern": hand.CARD_PATTERN,
        "description": "A rank (A, 2 to 10, J, Q, K) then a suit (S H D C or ♠ ♥ ♦ ♣), "
                       "case-insensitive, or JOKER."}
CARDS = {"type": "array", "items": CARD}


def check(sent, language: str = "en") -> Checked:
    try:
        found = hand.check(sent.get("cards"))
    except Invalid as error:
        raise Invalid(error.message, {"cards": error.message}) from None
    return Checked(found.valid, found.reason, found.shown, found.refused, found)


def as_json(checked: Checked, say) -> dict:
    found = checked.own
    return {"valid": found.valid, "deadwood": found.deadwood,
            "melds": [[hand.text(c) for c in meld] for meld in found.melds],
            "counted": [hand.text(c) for c in found.counted],
            "stands_for": [[c.stands_for for c in meld] for meld in found.shown],
            "refused": [say(message) for message in found.refused],
            "reason": say(found.reason)}


CHECKER = Checker(
    inputs=(
        Input("cards", N_("The 13 cards"), hand.MAX_TEXT, split=hand.card_texts,
              required=N_("Enter the 13 cards."),
              attrs={"autocomplete": "off", "autocapitalize": "characters",
                     "spellcheck": "false", "maxlength": hand.MAX_TEXT, "data-cards": ""},
              hint=N_("Like 3♥ 4♥ 5♥ 10C JOKER, separated by spaces or commas.")),
    ),
    check=check,
    as_json=as_json,
    intro=N_("Enter 13 cards to learn whether they can go out, how they are arranged, and what "
             "they count as a loser's hand."),
    template="faq/checkers/indian_rummy.html",
    summary="Check an Indian Rummy hand: can it go out, how is it arranged, what does it count "
            "as a loser's hand.",
    request={"type": "object", "required": ["cards"],
             "properties": {"cards": {**CARDS, "minItems": 13, "maxItems": 13}}},
    answer={"type": "object", "required": ["valid", "deadwood", "melds", "counted", "reason"],
            "properties": {
                "valid": {"type": "boolean", "description": "A hand that can go out."},
                "deadwood": {"type": "integer", "minimum": 0, "maximum": 130,
                             "description": "What it counts as a loser's hand (0 when valid)."},
                "melds": {"type": "array", "items": CARDS,
                          "description": "The arrangement used: the melds exempt from the "
                                         "count."},
                "counted": {**CARDS, "description": "The cards that count."},
                "stands_for": {**STANDS_FOR, "description": "Beside each meld, the card each "
                                                            "joker stands for there; null for "
                                                            "a card that is itself (and for "
                                                            "jokers alone)."},
                "refused": REFUSED,
                "reason": {"type": "string"}}},
)
