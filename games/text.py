"""Plain-language messages that the web layer can translate.

The game modules must not import Flask, so they cannot call gettext themselves. They build `Msg`
objects instead: the English text (marked with `N_` so `pybabel extract -k N_` finds it) plus the
values to fill in. `str(msg)` gives the English; the web layer calls
`gettext(msg.text, **msg.params)`. `Shown` is a tile or card as a hand checker shows it.
"""

from typing import NamedTuple


class Shown(NamedTuple):
    """A tile or card of a hand checker's group, as a page shows it."""

    text: str  # as the reader writes it: R7 (K7 in Turkish), 10♣, 🃏
    colour: str  # an id for its colour: an Okey letter (R, Y, B, G, K, FJ), a suit (S, H, D, C)
    stands_for: str | None = None  # what a wild stands for there, written the same way


def N_(text: str) -> str:
    """Mark a string for translation without translating it here."""
    return text


def N_plural(one: str, many: str) -> tuple[str, str]:
    """Mark a singular and plural pair for `ngettext` (`pybabel extract -k N_plural:1,2`)."""
    return one, many


class Msg:
    """A translatable message: `%(name)s` placeholders in `text`, filled from `params`. A value
    may be a number, a text, a tuple of names (a list in the sentence), players' points
    (`Written`), or a Msg itself."""

    __slots__ = ("text", "params")

    def __init__(self, text: str, **params):
        self.text = text
        self.params = params

    def __str__(self) -> str:
        """The English, numbers written as `score` writes them (−5 with a real minus sign)."""
        if not self.params:
            return self.text
        return self.text % {key: english(value) for key, value in self.params.items()}

    def __repr__(self) -> str:
        return f"Msg({str(self)!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Msg) and (self.text, self.params) == (other.text, other.params)

    def __hash__(self) -> int:
        return hash(self.text)


class Written:
    """Players' points as a sentence lists them ("Ana 3, Bo −5"), written out when the message
    is shown, not when it is made: a replay makes such a note every round, and a page shows
    only its newest rounds."""

    __slots__ = ("players", "points", "signed")

    def __init__(self, players, points, signed: bool = False):
        self.players, self.points, self.signed = players, points, signed

    def items(self) -> list[tuple[str, str]]:
        """(player, points as written): the web layer lists them in the reader's language."""
        write = signed if self.signed else score
        return [(p, write(self.points[p])) for p in self.players if p in self.points]

    def __str__(self) -> str:
        return ", ".join([f"{p} {points}" for p, points in self.items()])

    def __eq__(self, other) -> bool:
        return isinstance(other, Written) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))


def english(value):
    """A value as the English text shows it: a number as `score` writes it, a tuple of names as
    `names` lists them (the web layer lists them in the reader's language)."""
    if type(value) is int:
        return score(value)
    if isinstance(value, tuple):
        return names(value)
    return value


def names(items) -> str:
    """'Ana', 'Ana & Bo', 'Ana, Bo & Cy': a list of names that reads in any language."""
    items = [str(i) for i in items]
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " & " + items[-1]


def signed(n: int) -> str:
    """A score change as a person writes it: +2, −3, 0 (a real minus sign, U+2212)."""
    return f"+{n}" if n > 0 else score(n)


def score(n: int) -> str:
    """A total as a person writes it: 12, −3."""
    return f"−{-n}" if n < 0 else str(n)
