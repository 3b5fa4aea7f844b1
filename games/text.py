"""Plain-language messages that the web layer can translate.

The game modules must not import Flask, so they cannot call gettext themselves. They build `Msg`
objects instead: the English text (marked with `N_` so `pybabel extract -k N_` finds it) plus the
values to fill in. `str(msg)` gives the English; the web layer calls
`gettext(msg.text, **msg.params)`.
"""


def N_(text: str) -> str:
    """Mark a string for translation without translating it here."""
    return text


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

    __slots__ = ("players", "points")

    def __init__(self, players, points):
        self.players, self.points = players, points

    def __str__(self) -> str:
        return ", ".join([f"{p} {score(self.points[p])}" for p in self.players if p in self.points])

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
