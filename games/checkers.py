"""The one protocol of a game's hand checker (Okey's tiles, Indian Rummy's cards).

A checker declares what a person types (`inputs`, each bounded), reads it into a hand and answers
one shape (`Checked`), or raises one error type, games.fields.Invalid, its `errors` keyed by
input. The rules page builds its form from the inputs, and the API takes the same names as JSON;
`as_json` writes an answer the way the API has always written that game's answers.
"""

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from games.text import Msg, Shown


@dataclass(frozen=True)
class Input:
    """One box of a checker's form, and one member of its JSON."""

    name: str
    label: str
    max_length: int            # the text is bounded before it is read
    split: Callable[[str], list] | None = None  # a box's text cut into a list (JSON sends a list)
    required: str = ""         # what an empty box is told; "": the checker says it itself
    lines: int = 1             # 2: a text area, which wraps a long hand
    attrs: Mapping = field(default_factory=dict)  # the box's own HTML attributes
    # Under the box, and in it while empty; a callable is given the reader's language.
    hint: Callable[[str], Msg] | str = ""
    placeholder: Callable[[str], str] | None = None


@dataclass(frozen=True)
class Checked:
    """A checker's answer: a winning hand or not and why, the groups found (each piece as
    shown), left-over groups that one rule refused, and the checker's own answer (`own`),
    which its page and its JSON read further."""

    valid: bool
    reason: Msg
    groups: tuple[tuple[Shown, ...], ...]
    refused: tuple[Msg, ...]
    own: Any


@dataclass(frozen=True)
class Checker:
    """A game's hand checker. `check(sent, language)`: `sent` maps each input's name to what
    was sent (a list where the input splits); `language` picks the letters tiles are written
    in. `page(language)`: what the checker's own part of the rules page reads (`template`)."""

    inputs: tuple[Input, ...]
    check: Callable[[Mapping, str], Checked]
    as_json: Callable[[Checked, Callable[[Msg], str]], dict]
    intro: str
    template: str | None = None  # the page's own part of the checker; none: the answer alone
    page: Callable[[str], Mapping] = lambda language: {}
    # The API's contract (api/openapi.py): what the check does, and JSON Schemas of what it is
    # sent and of `as_json`'s answer.
    summary: str = ""
    request: Mapping = field(default_factory=dict)
    answer: Mapping = field(default_factory=dict)


# JSON Schema pieces every checker's answer has.
NULLABLE_STRING = {"type": ["string", "null"]}
STANDS_FOR = {"type": "array", "items": {"type": "array", "items": NULLABLE_STRING}}
REFUSED = {"type": "array", "items": {"type": "string"},
           "description": "Left-over tiles or cards that would be a group but for one rule "
                          "(13-1-2, K-A-2), with that rule."}
