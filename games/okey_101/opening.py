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

The search goes through the numbers 1 to 13 once. After each number it knows, per colour, how
many runs are still open and how long each is (1, 2, or 3 and more), and how many okeys are left:
at each number every run open at 1 or 2 must take a tile (or an okey) of its colour, a longer one
may, new runs may start, and the tiles not in runs make as many sets as they can (a table of the
best sets for each count of colours left and okeys given). The best total for each such state is
kept, so the answer is the maximum and the cost depends on the states, not on the ways to
arrange 22 tiles: bench/okey_101_opening.py times it.
"""

from dataclasses import dataclass, field
from functools import cache
from itertools import product

from games.text import Msg, N_, Shown
from games.tiles import (COLOURS, ENGLISH, MAX_TEXT, Hand, Letters, Tile, copies_error,
                         make_pairs, read_indicator, read_tile)

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


# --- The search ----------------------------------------------------------------------------------
# A colour's open runs after a number: (how many of length 1, of length 2, of 3 or more).

NONE_OPEN = (0, 0, 0)


@cache
def colour_moves(runs: tuple, held: int, okeys: int, room: int, ahead: tuple) -> tuple:
    """The ways one colour's runs go on at a number where the hand holds `held` tiles of it and
    `okeys` okeys are left: (tiles and okeys in runs, okeys of them, tiles left for sets, the
    runs after, extended runs of 3+, new runs). `room`: numbers after this one (at most 2);
    `ahead`: the tiles held at the next two numbers, to leave out runs that cannot be made."""
    ones, twos, longer = runs
    if ones and room < 1:
        return ()
    moves = []
    for extended in range(longer + 1):
        most_new = held + okeys if extended == longer and room >= 2 else 0
        for new in range(most_new + 1):
            # runs that need this colour at the next number, and the one after
            if new + ones > ahead[0] + okeys or new > ahead[1] + okeys:
                break
            placed = ones + twos + extended + new
            used = max(0, placed - held)
            if used > okeys:
                break
            moves.append((placed, used, max(0, held - placed), (new, ones, twos + extended),
                          extended, new))
    return tuple(moves)


SLACKS = (0, 4, 12, 30, 70, None)  # how far below the bound each pass looks: None, any total


def search(fixed: list[Tile], faces: list, wilds: list[Tile]) -> tuple[int, list]:
    """The best total and its melds, each [(tile, face it counts as), ...]."""
    held = [[0] * 16 for _ in COLOURS]  # numbers 1..13, and two past the end
    for colour, number in faces:
        held[COLOURS.index(colour)][number] += 1
    rest = bounds(held, len(wilds))
    # an okey stands next to a tile held, or one away, or in a set with one
    worth = min(13, max((n for n in range(14) if any(h[n] for h in held)), default=-2) + 2)
    top = rest[0] + worth * len(wilds)
    for slack in SLACKS:
        floor = 0 if slack is None else top - slack
        found = passes(held, len(wilds), rest, floor, worth)
        if found is not None:
            total, path = found
            return total, melds_of(path, fixed, faces, wilds)
    raise AssertionError("the last pass takes any total")


def bounds(held: list, okeys: int) -> list[int]:
    """rest[i]: the face values of the tiles held in the cells after cell i - 1 (cell i is
    number i // 4 + 1, colour i % 4) that could be in some meld at all."""
    colours_at = [sum(1 for c in range(4) if held[c][n]) for n in range(16)]
    worth = []
    for number in range(1, 14):
        for c in range(4):
            k = held[c][number]
            in_set = colours_at[number] + okeys >= 3
            in_run = any(sum(not held[c][s] for s in range(start, start + 3)) <= okeys
                         for start in range(max(1, number - 2), min(number, 11) + 1))
            worth.append(k * number if k and (in_set or in_run) else 0)
    rest = [0] * 53
    for i in range(51, -1, -1):
        rest[i] = rest[i + 1] + worth[i]
    return rest


def passes(held: list, wilds: int, rest: list, floor: int, worth: int):
    """The best total if it is at least `floor`, and its moves cell by cell; else None. Cell by
    cell (numbers 1 to 13, colours in turn), a state is each colour's open runs, the okeys left
    and the sets this number has so far (their tiles, the most of one colour in them); a state
    that cannot reach `floor` even if every tile after and every okey left counted is dropped."""
    layer = {((NONE_OPEN,) * 4, wilds, 0, 0): 0}
    steps = []
    for number in range(1, 14):
        room = min(13 - number, 2)
        for c in range(4):
            k, ahead = held[c][number], (held[c][number + 1], held[c][number + 2])
            after = rest[(number - 1) * 4 + c + 1]
            last, demand = c == 3, {}
            nxt, back = {}, {}
            for key, value in layer.items():
                runs, okeys, units, most = key
                mine = runs[c]
                for placed, used, left, runs_after, extended, new in colour_moves(
                        mine, k, okeys, room, ahead):
                    spare = okeys - used
                    closes = extended < mine[2]
                    others = runs[:c] + (runs_after,) + runs[c + 1:]
                    gained = value + number * placed
                    for in_sets in range(min(3, left + spare) + 1):
                        if in_sets < left and closes:
                            continue  # a tile left over where a run could take it: worse
                        given = in_sets - left if in_sets > left else 0
                        total = gained + number * in_sets
                        if total + after + worth * (spare - given) < floor:
                            continue
                        size, top = units + in_sets, max(most, in_sets)
                        if last:
                            if size and not max(top, -(-size // 4)) * 3 <= size:
                                continue
                            need = demand.get(others)
                            if need is None:
                                need = demand[others] = sum(
                                    max(0, r[0] + r[1] - h[number + 1])
                                    + max(0, r[0] - h[number + 2]) for r, h in zip(others, held))
                            if need > spare - given:
                                continue  # okeys short for the runs that must go on
                            size = top = 0
                        state = (others, spare - given, size, top)
                        if nxt.get(state, -1) < total:
                            nxt[state] = total
                            back[state] = (key, extended, new, in_sets)
            layer = nxt
            steps.append(back)
    ends = [key for key in layer if layer[key] >= floor
            and all(r[0] == r[1] == 0 for r in key[0])]
    if not ends:
        return None
    end = max(ends, key=lambda key: (layer[key], key[1]))
    total, path = layer[end], []
    for back in reversed(steps):
        end, *move = back[end]
        path.append(move)
    return total, path[::-1]


def melds_of(path: list, fixed: list[Tile], faces: list, wilds: list[Tile]) -> list:
    """The melds of a pass's moves, replayed cell by cell: tiles held first, okeys where none
    is left; each number's set tiles dealt round the fewest sets they make, so no colour is
    twice in one."""
    tiles = {}
    for tile, face in zip(fixed, faces):
        tiles.setdefault(face, []).append(tile)
    okeys = list(wilds)
    open_runs = [([], [], []) for _ in COLOURS]
    melds, moves = [], iter(path)
    for number in range(1, 14):
        in_sets = []
        for c, colour in enumerate(COLOURS):
            extended, new, units = next(moves)
            face = (colour, number)
            spare = tiles.get(face, [])

            def place():
                return spare.pop() if spare else okeys.pop(), face

            ones, twos, longer = open_runs[c]
            melds.extend(longer[extended:])
            open_runs[c] = ([[place()] for _ in range(new)], [run + [place()] for run in ones],
                            [run + [place()] for run in twos + longer[:extended]])
            in_sets += [place() for _ in range(units)]
        if in_sets:
            most = max(sum(f == face for _, f in in_sets) for _, face in in_sets)
            count = max(most, -(-len(in_sets) // 4))
            melds.extend(in_sets[i::count] for i in range(count))
    for _, _, longer in open_runs:
        melds.extend(longer)
    return sorted(melds, key=lambda meld: (meld[0][1][1], COLOURS.index(meld[0][1][0]),
                                           len(meld)))
