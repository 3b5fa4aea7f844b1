"""The Okey hand checker: is this 14-tile hand a win, with this indicator? As in RULES.md § Okey,
20-point countdown (source: seeds/000, the Portuguese rule text "Okey Multijogadores") and issue 14.

A tile is a colour letter, R red, Y yellow, B blue, K black, followed by 1 to 13 (R7, k13), or FJ
for a false joker; case does not matter. The okey is the indicator's colour one higher (13 -> 1)
and is wild: it stands for any tile. A false joker stands for the okey's face and is not wild.
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
  typo for 1-2-3 (see games/okey.py). A run is at most 13 tiles: no number repeats.
- Not winning: the groups shown are the most tiles that fit in sets and runs, and the reason names
  the tiles left over and how many pairs the hand makes.
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

from games.text import Msg, N_

COLOURS = "RYBK"
ALIASES = {"G": "B"}  # green is blue's place in sets that have green
FALSE_JOKER = "FJ"
HAND = 14
MAX_TEXT = 8  # the longest way to write one tile, with room for spaces: " r 13 "


def okey_tile(colour: str, number: int) -> tuple[str, int]:
    """The okey for this indicator: same colour, one higher; after 13 comes 1."""
    if not 1 <= number <= 13:
        raise ValueError(f"okey tiles are numbered 1 to 13, not {number}")
    return colour, number % 13 + 1


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


# --- Reading tiles -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Tile:
    label: str  # as written, tidied: "R7", "G12", "FJ"
    colour: str | None = None  # R, Y, B or K (G reads as B); None for a false joker
    number: int | None = None

    @property
    def face(self):
        return (self.colour, self.number)


def read_tile(text) -> Tile | None:
    """A tile from its text ("r7", "G 12", "fj"), or None when it is not one."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        return None
    text = "".join(text.split()).upper()
    if text == FALSE_JOKER:
        return Tile(FALSE_JOKER)
    letter, digits = text[:1], text[1:]
    colour = ALIASES.get(letter, letter)
    if colour not in COLOURS or not (digits.isascii() and digits.isdigit()):
        return None
    number = int(digits)
    return Tile(f"{letter}{number}", colour, number) if 1 <= number <= 13 else None


def split_tiles(text: str) -> list[str]:
    """The tiles of a line as a person types it: separated by spaces or commas."""
    return text.replace(",", " ").split()


TILE_HELP = N_("Write a tile as a colour, R red, Y yellow, B blue (or G for green) or K black, "
               "followed by a number from 1 to 13, like R7; or FJ for a false joker.")


@dataclass(frozen=True)
class Hand:
    indicator: Tile
    tiles: tuple[Tile, ...]

    @property
    def okey(self) -> tuple[str, int]:
        return okey_tile(self.indicator.colour, self.indicator.number)


def read_hand(indicator, tiles) -> tuple[Hand | None, dict]:
    """The hand, or None and {field: Msg}: "indicator" or "tiles"."""
    errors = {}
    shown = read_tile(indicator)
    if shown is None:
        errors["indicator"] = Msg(N_("The indicator is not a tile. %(help)s"), help=Msg(TILE_HELP))
    elif shown.colour is None:
        errors["indicator"] = Msg(N_("The indicator is a numbered tile: a false joker turned "
                                     "up is turned again."))
    held = read_tiles(tiles, errors)
    if errors:
        return None, errors
    hand = Hand(shown, held)
    too_many = copies_error(hand)
    return (None, {"tiles": too_many}) if too_many else (hand, {})


def read_tiles(tiles, errors: dict) -> tuple[Tile, ...]:
    if not isinstance(tiles, list):
        errors["tiles"] = Msg(N_("The tiles are a list of 14 tiles."))
        return ()
    if len(tiles) != HAND:
        errors["tiles"] = Msg(N_("A hand is 14 tiles; this one has %(count)s."), count=len(tiles))
        return ()
    held = tuple(read_tile(t) for t in tiles)
    for position, (text, tile) in enumerate(zip(tiles, held), 1):
        if tile is None:
            written = text[:MAX_TEXT] if isinstance(text, str) else ""
            errors["tiles"] = Msg(N_("Tile %(position)s, “%(written)s”, is not a tile. %(help)s"),
                                  position=position, written=written, help=Msg(TILE_HELP))
            break
    return held


def copies_error(hand: Hand) -> Msg | None:
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
                       tile=tile.label, count=count)
        if count > 2:
            return Msg(N_("The set has only 2 of %(tile)s, and this hand has %(count)s."),
                       tile=tile.label, count=count)
    return None


# --- Checking a hand -----------------------------------------------------------------------------

SETS_RUNS, PAIRS = "sets-runs", "pairs"
WON_SETS_RUNS = N_("A winning hand: all 14 tiles are in sets and runs.")
WON_PAIRS = N_("A winning hand: 7 pairs of identical tiles.")
WON_BOTH = N_("A winning hand: 7 pairs of identical tiles, which is worth more than the sets and "
              "runs the same tiles also make.")
NOT_WON = N_("Not a winning hand. In sets and runs at most %(placed)s of the 14 tiles fit; left "
             "over: %(left)s. As pairs it makes %(pairs)s of the 7 pairs needed.")


@dataclass(frozen=True)
class Checked:
    valid: bool
    kind: str | None  # SETS_RUNS, PAIRS, or None
    groups: tuple[tuple[str, ...], ...]  # tile labels; not valid: the most that fit in groups
    reason: Msg
    okey: str  # the okey's face, as R7


def check(hand: Hand) -> Checked:
    okey = hand.okey
    wilds = [t for t in hand.tiles if t.face == okey]
    fixed = [Tile(t.label, *okey) if t.colour is None else t  # a false joker is the okey's face
             for t in hand.tiles if t.face != okey]
    placed, found = Search(fixed, len(wilds)).best()
    groups = [[None if v == OKEY else FACES[v] for v in group] for group in found]
    pairs, pair_groups = make_pairs(fixed, len(wilds))
    label = f"{okey[0]}{okey[1]}"
    if pairs == 7:
        reason = Msg(WON_BOTH if placed == HAND else WON_PAIRS)
        return Checked(True, PAIRS, labelled(pair_groups, fixed, wilds), reason, label)
    shown = labelled(groups, fixed, wilds)
    if placed == HAND:
        return Checked(True, SETS_RUNS, shown, Msg(WON_SETS_RUNS), label)
    used = [label for group in shown for label in group]
    left = [t.label for t in hand.tiles]
    for label_used in used:
        left.remove(label_used)
    return Checked(False, None, shown, Msg(NOT_WON, placed=placed, left=tuple(left),
                                           pairs=pairs), label)


def labelled(groups, fixed: list[Tile], wilds: list[Tile]) -> tuple[tuple[str, ...], ...]:
    """Groups of faces (None for an okey) as the labels of the hand's own tiles."""
    spare = {}
    for tile in fixed:
        spare.setdefault(tile.face, []).append(tile.label)
    okeys = [t.label for t in wilds]
    return tuple(tuple(okeys.pop() if face is None else spare[face].pop() for face in group)
                 for group in groups)


def make_pairs(fixed: list[Tile], wilds: int) -> tuple[int, list]:
    """How many of the 7 pairs the hand makes, and those pairs (None: an okey)."""
    counts = {}
    for tile in fixed:
        counts[tile.face] = counts.get(tile.face, 0) + 1
    groups = [[face, face] for face, n in counts.items() for _ in range(n // 2)]
    singles = [face for face, n in counts.items() if n % 2]
    groups += [[face, None] for face in singles[:wilds]]
    groups += [[None, None]] * ((wilds - len(singles[:wilds])) // 2)
    return len(groups), groups


def value(colour: str, position: int) -> int:
    """A face as an index 0..51; position 14 is the 1 after 13."""
    return COLOURS.index(colour) * 13 + (position - 1) % 13


FACES = [(colour, number) for colour in COLOURS for number in range(1, 14)]
OKEY = -1  # a place in a group that an okey fills


class Search:
    """The most tiles that fit in sets and runs: the lowest tile left is in one of the groups
    through it, or left over. Each step asks for more than the best found so far (`floor`),
    so a branch that cannot beat it stops at once; what a state can place at most is
    remembered: exactly once found, or "no more than" when it could not beat its floor."""

    def __init__(self, fixed: list[Tile], wilds: int):
        self.counts = [0] * 52
        for tile in fixed:
            self.counts[value(tile.colour, tile.number)] += 1
        self.wilds = wilds
        self.exact, self.at_most, self.listed = {}, {}, {}

    def best(self) -> tuple[int, list]:
        """(tiles placed, groups of values, OKEY where an okey stands)."""
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
        okeys), a place being a tile's value or OKEY. Below the lowest tile the hand holds
        nothing, so only okeys can stand there. They depend only on the tiles left of its
        colour and of its number, so they are listed once for each of those."""
        base, number = lowest - lowest % 13, lowest % 13
        key = (lowest, self.wilds, held[base:base + 13], held[number::13])
        if key not in self.listed:
            seen, listed = set(), []
            for group in [*self.runs(lowest), *self.sets(lowest)]:
                taken = tuple(sorted(v for v in group if v != OKEY))
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
                        v = OKEY
                    group.append(v)
                    if position >= at and len(group) >= 3:
                        yield list(group)

    def sets(self, lowest: int):
        counts, wilds, number = self.counts, self.wilds, lowest % 13
        others = [c * 13 + number for c in range(4) if c * 13 + number != lowest]
        for skip in [None, *others]:
            group = [lowest] + [v if counts[v] else OKEY for v in others if v != skip]
            if group.count(OKEY) <= wilds:
                yield group
