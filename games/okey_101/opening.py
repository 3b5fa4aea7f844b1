"""101 Okey's opening checker: does this hand open, with this indicator? As in RULES.md § 101
Okey and issue 30: the largest total of disjoint sets and runs and whether it reaches 101, and
the number of pairs and whether it reaches 5.

Tiles are read as the Okey checker reads them (games/tiles.py: R7, k13, FJ, each language
with its own colours' letters, G as blue's other name), and the set's copies are counted the
same way (2 of each tile, one of the indicator's two turned up, 2 false jokers). A hand here is
1 to 22 tiles: 21 dealt, 22 for the starter.

How this reads the rules:
- The okey is the indicator's colour one higher (13 -> 1) and is wild; a false joker is a tile of
  the okey's face and is not wild.
- A run is 3 or more consecutive tiles of one colour from 1 to 13; it does not wrap (12-13-1 is
  no run, 1 is low only). A set is 3 or 4 tiles of one number, every colour different.
- A meld is worth its tiles' face values, an okey counting as the tile it stands for there (in a
  set, the set's number; in a run, its place). Tiles outside the melds count for nothing here.
- Pairs are identical tiles: an okey completes one, two okeys pair, a false joker pairs with a
  false joker or an okey (it is the okey's face). 5 pairs open.
- An okey in a meld is shown with the tile it stands for, a false joker with the okey's face.

The search for the best melds is search.py's.
"""

from dataclasses import dataclass, field

from games.okey_101.search import search
from games.text import Msg, N_, Shown
from games.tiles import (ENGLISH, MAX_TEXT, Hand, Letters, Tile, copies_error, make_pairs,
                         read_indicator, read_tile)

MOST = 22  # the starter's hand
OPENS_AT = 101
PAIRS_OPEN = 5

OPENS = N_("Opens with melds worth %(total)s: %(melds)s. %(pairs)s")
SHORT = N_("Does not open with melds: the best make %(total)s, %(short)s short of 101. "
           "%(pairs)s")
NO_MELDS = N_("Does not open with melds: these tiles make no set or run. %(pairs)s")
PAIRS_ENOUGH = N_("As pairs it makes %(pairs)s, enough to open with pairs (5).")
PAIRS_SHORT = N_("As pairs it makes %(pairs)s of the 5 needed to open with pairs.")


# --- Reading a hand ------------------------------------------------------------------------------

def read_opening(indicator, tiles, reader: Letters = ENGLISH) -> tuple[Hand | None, dict]:
    """The hand (games.tiles.Hand: the indicator and 1 to 22 tiles), or None and
    {field: Msg}: "indicator" or "tiles"."""
    shown, errors = read_indicator(indicator, reader)  # exactly as Okey reads it
    held = read_tiles(tiles, errors, reader)
    if errors:
        return None, errors
    hand = Hand(shown, held)
    too_many = copies_error(hand, reader)
    return (None, {"tiles": too_many}) if too_many else (hand, {})


def read_tiles(tiles, errors: dict, reader: Letters) -> tuple[Tile, ...]:
    if not isinstance(tiles, list):
        errors["tiles"] = Msg(N_("The tiles are a list of 1 to 22 tiles."))
        return ()
    if not 1 <= len(tiles) <= MOST:
        errors["tiles"] = Msg(N_("A hand is 1 to 22 tiles; this one has %(count)s."),
                              count=len(tiles))
        return ()
    held = tuple(read_tile(t, reader) for t in tiles)
    for position, (text, tile) in enumerate(zip(tiles, held), 1):
        if tile is None:
            written = text[:MAX_TEXT] if isinstance(text, str) else ""
            # the same sentence as games/tiles.py's: one translation
            errors["tiles"] = Msg(N_("Tile %(position)s, “%(written)s”, is not a tile. %(help)s"),
                                  position=position, written=written, help=reader.help())
            break
    return held


# --- The answer ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Opening:
    total: int  # the melds' face values, an okey counting as the tile it stands for
    melds: tuple[tuple[Shown, ...], ...]  # each tile as written, with what it stands for
    stands_for: dict = field(hash=False)  # okey or false joker as written -> faces, meld order
    pairs: int = 0
    reason: Msg = None
    okey: str = ""  # the okey's face, in the reader's letters

    @property
    def opens(self) -> bool:
        return self.total >= OPENS_AT

    @property
    def opens_with_pairs(self) -> bool:
        return self.pairs >= PAIRS_OPEN


def best_opening(hand: Hand, reader: Letters = ENGLISH) -> Opening:
    okey = hand.okey
    wilds = [t for t in hand.tiles if t.face == okey]
    fixed = [t for t in hand.tiles if t.face != okey]
    faces = [okey if t.colour is None else t.face for t in fixed]  # a false joker: okey's face
    total, melds = search(fixed, faces, wilds)
    shown = tuple(tuple(show(tile, face, reader) for tile, face in meld) for meld in melds)
    stands_for = {}
    for meld in shown:
        for tile in meld:
            if tile.stands_for is not None:
                stands_for.setdefault(tile.text, []).append(tile.stands_for)
    pairs = make_pairs(faces, len(wilds))[0]
    said = Msg(PAIRS_ENOUGH if pairs >= PAIRS_OPEN else PAIRS_SHORT, pairs=pairs)
    if total >= OPENS_AT:
        written = " · ".join(" ".join(t.text if t.stands_for is None
                                      else f"{t.text} ({t.stands_for})" for t in meld)
                             for meld in shown)
        reason = Msg(OPENS, total=total, melds=written, pairs=said)
    elif total:
        reason = Msg(SHORT, total=total, short=OPENS_AT - total, pairs=said)
    else:
        reason = Msg(NO_MELDS, pairs=said)
    return Opening(total, shown, {k: tuple(v) for k, v in stands_for.items()}, pairs, reason,
                   reader.face(okey))


def show(tile: Tile, face, reader: Letters) -> Shown:
    itself = face == tile.face and tile.colour is not None
    return Shown(reader.write(tile), tile.letter, None if itself else reader.face(face))


