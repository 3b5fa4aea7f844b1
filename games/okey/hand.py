"""The Okey hand checker: is this 14-tile hand a win, with this indicator? As in RULES.md § Okey,
20-point countdown (source: seeds/000, the Portuguese rule text "Okey Multijogadores") and issue 14.

Tiles are read and written by games/tiles.py, shared with 101 Okey. A tile is a colour letter,
R red, Y yellow, B blue, K black, followed by 1 to 13 (R7, k13), or FJ for a false joker; case
does not matter. Each language writes tiles with its own colours' initials (`LETTERS`: in
Turkish K is kırmızı, red) and reads the English letters too where they do not mean something
else in it; the API reads and writes English. The okey is the indicator's colour
one higher (13 -> 1) and is wild: it stands for any tile. A false joker stands for the okey's
face and is not wild.
A win is the 14 tiles all in sets (3 or 4 of one number, every colour different) and runs (3 or
more consecutive of one colour; 1 may follow 13, as in 12-13-1, but not lead on from it, 13-1-2),
each tile in one group; or 7 pairs of identical tiles, where an okey may complete a pair.

How this reads the rules where they leave room:
- "G accepted for sets with green" (issue 14): some sets print green where others print blue (the
  Norwegian seed 002 names red, green, yellow and black). G is read as the blue slot under its
  other name, not as a fifth colour: G5 and B5 are the same tile, so they never share a set and
  count together towards the 2 copies. A tile keeps the letter it was written with.
- The indicator is one of the two copies of its tile, so a hand holds at most one more. It is a
  numbered tile: a false joker is never the indicator (the tile is turned again).
- Two okeys together are a pair (they are identical tiles); a false joker pairs with a false joker
  or with an okey, since it is a tile of the okey's face.
- A hand that is both 7 pairs and sets and runs is reported as 7 pairs: it is worth more.
- The seed says "1-2-1 e 12-13-1 são corridas válidas"; 1-2-1 repeats a number and is read as a
  typo for 1-2-3 (see games/okey/rules.py). A run is at most 13 tiles: no number repeats.
- Not winning: the groups shown are the most tiles that fit in sets and runs, and the reason names
  the tiles left over and how many pairs the hand makes; left-over tiles that would be a run but
  for the 13-1-2 rule are named with it (`refused`).
- An okey in a group is shown with the tile it stands for there, as the search placed it (in a set
  the first colour the set lacks); a false joker with the okey's face.
- Against RULES.md and the seed: neither says how many copies a hand may hold or that the
  indicator is one of them (issue 14 does); the seed's "as peças do joker serão usadas para
  representar a 6 vermelha" is the false joker as the okey's face, as here, and its "cada peça
  não pode ser usada para completar mais do que um padrão" is each tile in one group.
- Okey (stakes) has no checker: its seed (002) wins with at least 13 of 14 tiles grouped and one
  left over, its two jokers are wild and it has no indicator, so these rules are not its rules.

The search: the lowest tile left must be in some group or be left over, so each step tries every
set and run through it; where a group needs a tile the hand holds, it takes that tile rather than
an okey (swapping the two gives an arrangement as good). A branch that cannot beat the best
found so far stops, and states already searched are remembered: the worst hands found take about
a millisecond (bench/okey_check.py).
"""

from dataclasses import dataclass

from games.text import Msg, N_, Shown
# Reading tiles is shared with 101 Okey (games/tiles.py); these names are this module's too.
from games.tiles import (  # noqa: F401
    ALIASES, COLOURS, ENGLISH, FALSE_JOKER, HAND, LETTERS, MAX_TEXT, TILE_HELP, TILE_HELP_ENGLISH,
    Hand, Letters, Tile, copies_error, fold, letters, make_pairs, okey_tile, read_each, read_hand,
    read_indicator, read_tile, read_tiles, split_tiles)


def is_run(numbers) -> bool:
    """3 or more consecutive numbers of one colour; 1 may follow 13 (12-13-1) but not lead on
    from it (13-1-2)."""
    nums = sorted(numbers)
    if len(nums) < 3 or len(set(nums)) < len(nums) or not all(1 <= n <= 13 for n in nums):
        return False
    if nums[0] == 1 and nums[-1] == 13:
        nums = nums[1:] + [14]  # the 1 counts as the tile after 13
    return nums[-1] - nums[0] == len(nums) - 1


def is_set(tiles) -> bool:
    """3 or 4 tiles (colour, number) of one number, every colour different."""
    tiles = list(tiles)
    return (3 <= len(tiles) <= 4 and len({n for _, n in tiles}) == 1
            and len({c for c, _ in tiles}) == len(tiles))


# --- Checking a hand -----------------------------------------------------------------------------

SETS_RUNS, PAIRS = "sets-runs", "pairs"
WON_SETS_RUNS = N_("A winning hand: all 14 tiles are in sets and runs.")
WON_PAIRS = N_("A winning hand: 7 pairs of identical tiles.")
WON_BOTH = N_("A winning hand: 7 pairs of identical tiles, which is worth more than the sets and "
              "runs the same tiles also make.")
NOT_WON = N_("Not a winning hand. In sets and runs at most %(placed)s of the 14 tiles fit; left "
             "over: %(left)s. As pairs it makes %(pairs)s of the 7 pairs needed.")
# TRANSLATORS: %(run)s is three tiles such as K13 K1 K2; 12-13-1 and 13-1-2 are numbers.
NOT_A_RUN = N_("%(run)s is not a run: 1 follows 13 only as 12-13-1, never 13-1-2.")


@dataclass(frozen=True)
class Checked:
    valid: bool
    kind: str | None  # SETS_RUNS, PAIRS, or None
    groups: tuple[tuple[str, ...], ...]  # tile labels; not valid: the most that fit in groups
    reason: Msg
    okey: str  # the okey's face, as R7
    melds: tuple[tuple[Shown, ...], ...] = ()  # the groups, each tile with what it stands for
    refused: tuple[Msg, ...] = ()  # left-over tiles that are a group but for one rule


def check(hand: Hand, reader: Letters = ENGLISH) -> Checked:
    okey = hand.okey
    wilds = [t for t in hand.tiles if t.face == okey]
    fixed = [t for t in hand.tiles if t.face != okey]
    faces = [okey if t.colour is None else t.face for t in fixed]  # a false joker: okey's face
    placed, found = Search(faces, len(wilds)).best()
    groups = [[(None, FACES[v - OKEY]) if v >= OKEY else FACES[v] for v in group]
              for group in found]
    pairs, pair_groups = make_pairs(faces, len(wilds))
    label = reader.face(okey)
    if pairs == 7:
        reason = Msg(WON_BOTH if placed == HAND else WON_PAIRS)
        return answer(True, PAIRS, placing(pair_groups, fixed, faces, wilds), reason, label,
                      reader)
    shown = placing(groups, fixed, faces, wilds)
    if placed == HAND:
        return answer(True, SETS_RUNS, shown, Msg(WON_SETS_RUNS), label, reader)
    left = list(hand.tiles)
    for tile, _ in (place for group in shown for place in group):
        left.remove(tile)
    reason = Msg(NOT_WON, placed=placed, left=tuple(reader.write(t) for t in left), pairs=pairs)
    return answer(False, None, shown, reason, label, reader, refused(left, okey, reader))


def answer(valid, kind, groups, reason, okey, reader: Letters, refused=()) -> Checked:
    """The answer, its groups of (tile, face it stands for) in the reader's letters."""
    def shown(tile: Tile, face) -> Shown:
        itself = face is None or face == tile.face and tile.colour is not None
        return Shown(reader.write(tile), tile.letter, None if itself else reader.face(face))
    return Checked(valid, kind, tuple(tuple(reader.write(t) for t, _ in g) for g in groups),
                   reason, okey, tuple(tuple(shown(*place) for place in g) for g in groups),
                   tuple(refused))


def placing(groups, fixed: list[Tile], faces: list, wilds: list[Tile]) -> list:
    """Groups of places as the hand's own tiles, each with the face it stands for there. A place
    is a face the hand holds, or (None, face) for an okey standing for that face (None: for
    itself, in a pair of okeys)."""
    spare = {}
    for tile, face in zip(fixed, faces):
        spare.setdefault(face, []).append(tile)
    okeys = list(wilds)
    return [[(okeys.pop(), place[1]) if place[0] is None else (spare[place].pop(), place)
             for place in group] for group in groups]


def refused(left: list[Tile], okey, reader: Letters) -> list[Msg]:
    """Left-over 13, 1 and 2 of one colour: a run but for the rule that 1 follows 13 only as
    12-13-1, the one rule people argue over."""
    faces = {okey if t.colour is None else t.face for t in left}
    return [Msg(NOT_A_RUN, run=" ".join(reader.face((colour, n)) for n in (13, 1, 2)))
            for colour in COLOURS if {(colour, 13), (colour, 1), (colour, 2)} <= faces]


def value(colour: str, position: int) -> int:
    """A face as an index 0..51; position 14 is the 1 after 13."""
    return COLOURS.index(colour) * 13 + (position - 1) % 13


FACES = [(colour, number) for colour in COLOURS for number in range(1, 14)]
OKEY = 52  # OKEY + v: a place in a group that an okey fills, standing for value v


class Search:
    """The most tiles that fit in sets and runs: the lowest tile left is in one of the groups
    through it, or left over. Each step asks for more than the best found so far (`floor`),
    so a branch that cannot beat it stops at once; what a state can place at most is
    remembered: exactly once found, or "no more than" when it could not beat its floor."""

    def __init__(self, faces: list, wilds: int):
        self.counts = [0] * 52
        for colour, number in faces:
            self.counts[value(colour, number)] += 1
        self.wilds = wilds
        self.exact, self.at_most, self.listed = {}, {}, {}

    def best(self) -> tuple[int, list]:
        """(tiles placed, groups of values, OKEY + v where an okey stands for v)."""
        return self.beat(-1)

    def beat(self, floor: int) -> tuple[int, list] | None:
        """The most the tiles left can place, if that is more than `floor`; else None."""
        counts = self.counts
        left = sum(counts) + self.wilds
        if left <= floor:
            return None
        held = bytes(counts)
        above = held.lstrip(b"\0")  # the lowest tile left starts what remains
        if not above:
            return (0, []) if floor < 0 else None
        lowest, key = 52 - len(above), (held, self.wilds)
        known = self.exact.get(key)
        if known is not None or self.at_most.get(key, left) <= floor:
            return known if known is not None and known[0] > floor else None
        found = None
        for group, taken, okeys in self.groups_through(lowest, held):
            rest = self.after(taken, okeys, floor - len(group))
            if rest is not None:
                found, floor = (rest[0] + len(group), [group, *rest[1]]), rest[0] + len(group)
                if floor == left:
                    break
        if floor < left - 1:  # the lowest tile left over, if the rest might still beat the floor
            rest = self.after((lowest,), 0, floor)
            if rest is not None:
                found = rest
        if found is None:
            self.at_most[key] = floor
        else:
            self.exact[key] = found
        return found

    def after(self, taken, okeys: int, floor: int):
        """`beat` once these tiles (and okeys) are taken out."""
        for v in taken:
            self.counts[v] -= 1
        self.wilds -= okeys
        result = self.beat(floor)
        for v in taken:
            self.counts[v] += 1
        self.wilds += okeys
        return result

    def groups_through(self, lowest: int, held: bytes) -> list:
        """Every set and run through the lowest tile, each once: (places, values taken,
        okeys), a place being a tile's value or OKEY + the value an okey stands for. Below the
        lowest tile the hand holds nothing, so only okeys can stand there. They depend only on
        the tiles left of its colour and of its number, so they are listed once for each of
        those."""
        base, number = lowest - lowest % 13, lowest % 13
        key = (lowest, self.wilds, held[base:base + 13], held[number::13])
        if key not in self.listed:
            seen, listed = set(), []
            for group in [*self.runs(lowest), *self.sets(lowest)]:
                taken = tuple(sorted(v for v in group if v < OKEY))
                okeys = len(group) - len(taken)
                if (taken, okeys) not in seen:
                    seen.add((taken, okeys))
                    listed.append((group, taken, okeys))
            self.listed[key] = listed
        return self.listed[key]

    def runs(self, lowest: int):
        counts, wilds = self.counts, self.wilds
        base, number = lowest - lowest % 13, lowest % 13 + 1
        for at in ((1, 14) if number == 1 else (number,)):
            # a run ends at 14 at the latest (the 1 after 13) and never holds 1 twice
            first = 2 if at == 14 else max(1, at - wilds)
            for start in range(first, at + 1):
                okeys, group = 0, []
                for position in range(start, (13 if start == 1 else 14) + 1):
                    v = base + (position - 1) % 13
                    if position != at and not counts[v]:
                        okeys += 1
                        if okeys > wilds:
                            break
                        v += OKEY
                    group.append(v)
                    if position >= at and len(group) >= 3:
                        yield list(group)

    def sets(self, lowest: int):
        counts, wilds, number = self.counts, self.wilds, lowest % 13
        others = [c * 13 + number for c in range(4) if c * 13 + number != lowest]
        for skip in [None, *others]:
            group = [lowest] + [v if counts[v] else OKEY + v for v in others if v != skip]
            if sum(v >= OKEY for v in group) <= wilds:
                yield group
