"""Okey tiles, as the Okey games read and write them (games/okey/hand.py, the Okey hand checker,
and games/okey_101/opening.py, 101 Okey's opening checker): the tiles, each language's letters,
reading an indicator and a hand, the copies the set holds, the okey, and pairs.

A tile is a colour letter, R red, Y yellow, B blue, K black, followed by 1 to 13 (R7, k13), or FJ
for a false joker; case does not matter. Each language writes tiles with its own colours' initials
(`LETTERS`: in Turkish K is kırmızı, red) and reads the English letters too where they do not
mean something else in it. G (green) is read as the blue slot under its other name, not as a
fifth colour: G5 and B5 are the same tile. The okey is the indicator's colour one higher
(13 -> 1) and is wild; a false joker stands for the okey's face and is not wild. The set holds
2 of each tile and 2 false jokers, and the indicator is one of its tile's two.
"""

from dataclasses import dataclass

from games.checkers import Input
from games.text import Msg, N_

COLOURS = "RYBK"
ALIASES = {"G": "B"}  # green is blue's place in sets that have green
FALSE_JOKER = "FJ"
HAND = 14  # an Okey hand; 101 Okey reads its own hands' sizes (games/okey_101/opening.py)
MAX_TEXT = 8  # the longest way to write one tile, with room for spaces: " r 13 "


def okey_tile(colour: str, number: int) -> tuple[str, int]:
    """The okey for this indicator: same colour, one higher; after 13 comes 1."""
    if not 1 <= number <= 13:
        raise ValueError(f"okey tiles are numbered 1 to 13, not {number}")
    return colour, number % 13 + 1


# --- Reading tiles -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Tile:
    label: str  # in English, tidied: "R7", "G12", "FJ"; its letter is the one it was written with
    colour: str | None = None  # R, Y, B or K (G reads as B); None for a false joker
    number: int | None = None

    @property
    def face(self):
        return (self.colour, self.number)

    @property
    def letter(self) -> str:
        return self.label.rstrip("0123456789")


# Each language's letters for R, Y, B, G (green), K and FJ: its colours' initials, two letters
# where two colours share one. Player-facing data, not prose, so it lives here and not in the .po.
LETTERS = {
    "en": {"R": "R", "Y": "Y", "B": "B", "G": "G", "K": "K", "FJ": "FJ"},
    # kırmızı, sarı, mavi, yeşil, siyah; sahte okey
    "tr": {"R": "K", "Y": "S", "B": "M", "G": "Ye", "K": "Si", "FJ": "SO"},
    # vermelha, amarela, azul, verde, preta; joker falso
    "pt": {"R": "V", "Y": "Am", "B": "Az", "G": "Vd", "K": "P", "FJ": "JF"},
    # roja, amarilla, azul, verde, negra; comodín falso
    "es": {"R": "R", "Y": "Am", "B": "Az", "G": "V", "K": "N", "FJ": "CF"},
    # rød, gul, blå, grønn, svart; falsk joker
    "nb": {"R": "R", "Y": "G", "B": "B", "G": "Gr", "K": "S", "FJ": "FJ"},
    # the feminine forms' initials (حمراء صفراء زرقاء خضراء سوداء: the masculine all begin with
    # أ); جوكر مزيّف
    "ar": {"R": "ح", "Y": "ص", "B": "ز", "G": "خ", "K": "س", "FJ": "ج"},
}


def fold(text: str) -> str:
    """Case folded for reading, Turkish's dotted and dotless i read as i (SI, Sİ, sı: siyah)."""
    return text.casefold().replace("\u0307", "").replace("ı", "i")


@dataclass(frozen=True)
class Letters:
    """How one language writes tiles and reads them: its own letters first, then the English
    ones that do not mean something else in it."""

    own: dict  # English letter -> this language's

    @property
    def reads(self) -> dict:
        return {fold(code): letter for letter, code in (*LETTERS["en"].items(), *self.own.items())}

    @property
    def english_too(self) -> tuple[str, ...]:
        """The English letters, unlike this language's own, that read as in English here."""
        return tuple(code for letter, code in LETTERS["en"].items()
                     if code != self.own[letter] and self.reads[fold(code)] == letter)

    def write(self, tile: Tile) -> str:
        return self.own[tile.letter] + ("" if tile.number is None else str(tile.number))

    def face(self, face: tuple[str, int]) -> str:
        return self.write(Tile(f"{face[0]}{face[1]}", *face))

    def help(self) -> Msg:
        """How to write a tile, in these letters."""
        own = {name: self.own[letter] for name, letter in
               (("red", "R"), ("yellow", "Y"), ("blue", "B"), ("green", "G"), ("black", "K"),
                ("joker", "FJ"))}
        text = Msg(TILE_HELP, example=self.own["R"] + "7", **own)
        return Msg(TILE_HELP_ENGLISH, help=text, letters=self.english_too) if self.english_too \
            else text


def letters(lang: str = "en") -> Letters:
    """A language's letters; English for a language without its own."""
    return Letters(LETTERS.get(lang, LETTERS["en"]))


ENGLISH = letters()


def read_tile(text, reader: Letters = ENGLISH) -> Tile | None:
    """A tile from its text ("r7", "G 12", "fj"; in Turkish "k7" is red), or None when it is not
    one."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        return None
    text = fold("".join(text.split()))
    code = text.rstrip("0123456789")
    letter, digits = reader.reads.get(code), text[len(code):]
    if letter == FALSE_JOKER and not digits:
        return Tile(FALSE_JOKER)
    colour = ALIASES.get(letter, letter)
    if colour not in tuple(COLOURS) or not digits:  # a tuple: "" is in every string
        return None
    number = int(digits)
    return Tile(f"{letter}{number}", colour, number) if 1 <= number <= 13 else None


def split_tiles(text: str) -> list[str]:
    """The tiles of a line as a person types it: separated by spaces or commas."""
    return text.replace(",", " ").split()


# TRANSLATORS: the letters (%(red)s...) are this language's, set in games/tiles.py LETTERS.
TILE_HELP = N_("Write a tile as a colour, %(red)s red, %(yellow)s yellow, %(blue)s blue (or "
               "%(green)s for green) or %(black)s black, followed by a number from 1 to 13, like "
               "%(example)s; or %(joker)s for a false joker.")
# TRANSLATORS: %(letters)s lists the English tile letters that also work in this language.
TILE_HELP_ENGLISH = N_("%(help)s The English letters %(letters)s work too.")


@dataclass(frozen=True)
class Hand:
    indicator: Tile
    tiles: tuple[Tile, ...]

    @property
    def okey(self) -> tuple[str, int]:
        return okey_tile(self.indicator.colour, self.indicator.number)


def read_hand(indicator, tiles, reader: Letters = ENGLISH) -> tuple[Hand | None, dict]:
    """The hand, or None and {field: Msg}: "indicator" or "tiles"."""
    shown, errors = read_indicator(indicator, reader)
    held = read_tiles(tiles, errors, reader)
    if errors:
        return None, errors
    hand = Hand(shown, held)
    too_many = copies_error(hand, reader)
    return (None, {"tiles": too_many}) if too_many else (hand, {})


def read_indicator(indicator, reader: Letters = ENGLISH) -> tuple[Tile | None, dict]:
    """The indicator, and {"indicator": Msg} when it is not a numbered tile."""
    shown = read_tile(indicator, reader)
    if shown is None:
        return None, {"indicator": Msg(N_("The indicator is not a tile. %(help)s"),
                                       help=reader.help())}
    if shown.colour is None:
        return None, {"indicator": Msg(N_("The indicator is a numbered tile: a false joker "
                                          "turned up is turned again."))}
    return shown, {}


def read_tiles(tiles, errors: dict, reader: Letters) -> tuple[Tile, ...]:
    """Okey's 14 tiles; errors["tiles"] says what is wrong with them."""
    if not isinstance(tiles, list):
        errors["tiles"] = Msg(N_("The tiles are a list of 14 tiles."))
        return ()
    if len(tiles) != HAND:
        errors["tiles"] = Msg(N_("A hand is 14 tiles; this one has %(count)s."), count=len(tiles))
        return ()
    return read_each(tiles, errors, reader)


def read_each(tiles: list, errors: dict, reader: Letters) -> tuple[Tile, ...]:
    """Each tile of a list; errors["tiles"] names the first that is not one."""
    held = tuple(read_tile(t, reader) for t in tiles)
    for position, (text, tile) in enumerate(zip(tiles, held), 1):
        if tile is None:
            written = text[:MAX_TEXT] if isinstance(text, str) else ""
            errors["tiles"] = Msg(N_("Tile %(position)s, “%(written)s”, is not a tile. %(help)s"),
                                  position=position, written=written, help=reader.help())
            break
    return held


def copies_error(hand: Hand, reader: Letters = ENGLISH) -> Msg | None:
    """The set holds 2 of each tile and 2 false jokers; the indicator is one of its tile's two."""
    jokers = sum(t.colour is None for t in hand.tiles)
    if jokers > 2:
        return Msg(N_("The set has only 2 false jokers, and this hand has %(count)s."),
                   count=jokers)
    for tile in hand.tiles:
        count = sum(t.face == tile.face for t in hand.tiles)
        if tile.face == hand.indicator.face and count > 1:
            return Msg(N_("The set has only 2 of %(tile)s, and one is the indicator, so a hand "
                          "holds at most 1; this one has %(count)s."),
                       tile=reader.write(tile), count=count)
        if count > 2:
            return Msg(N_("The set has only 2 of %(tile)s, and this hand has %(count)s."),
                       tile=reader.write(tile), count=count)
    return None



# --- Pairs --------------------------------------------------------------------------------------

def make_pairs(faces: list, wilds: int) -> tuple[int, list]:
    """How many of the 7 pairs the hand makes, and those pairs: an okey completing one is
    (None, the face it stands for); two okeys pair as themselves."""
    counts = {}
    for face in faces:
        counts[face] = counts.get(face, 0) + 1
    groups = [[face, face] for face, n in counts.items() for _ in range(n // 2)]
    singles = [face for face, n in counts.items() if n % 2]
    groups += [[face, (None, face)] for face in singles[:wilds]]
    groups += [[(None, None), (None, None)]] * ((wilds - len(singles[:wilds])) // 2)
    return len(groups), groups


# --- The Okey games' checker boxes (games/okey/checker.py, games/okey_101/checker.py) -------------

BOX = {"autocomplete": "off", "autocapitalize": "characters", "spellcheck": "false", "dir": "ltr"}
INDICATOR_SCHEMA = {"type": "string", "maxLength": MAX_TEXT,
                    "description": "The tile turned face up: R, Y, B (or G, for sets with green) "
                                   "or K and 1 to 13, case-insensitive."}


def indicator_input() -> Input:
    return Input("indicator", N_("The indicator (the tile turned face up)"), MAX_TEXT, attrs=BOX,
                 placeholder=lambda language: letters(language).own["R"] + "5")


def tiles_input(label: str, max_text: int, rows: int, example) -> Input:
    """The box of a hand's tiles, its hint an example hand (`example(language)`)."""
    return Input("tiles", label, max_text, split=split_tiles, lines=2, attrs={**BOX, "rows": rows},
                 hint=lambda language: Msg(N_("Separated by spaces, like %(example)s."),
                                           example=example(language)))
