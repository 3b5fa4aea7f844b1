"""101 Okey's opening search: the largest total of disjoint sets and runs in a hand (see
opening.py for how the rules are read).

The search goes through the numbers 1 to 13 once (or 13 to 1). After each number it knows, per
colour, how many runs are still open and how long each is (1, 2, or 3 and more), and how many
okeys are left: at each number every run open at 1 or 2 must take a tile (or an okey) of its
colour, a longer one may, new runs may start, and the tiles not in runs make as many sets as they
can (a table of the best sets for each count of colours left and okeys given). The best total for
each such state is kept, so the answer is the maximum and the cost depends on the states, not on
the ways to arrange 22 tiles; states that cannot beat a total already found are dropped (branch
and bound, see search). bench/okey_101_opening.py times it.
"""

from functools import cache, lru_cache

from games.tiles import COLOURS, Tile

# A colour's open runs after a number, as one small code: ones + 5 * twos + 25 * longer (runs of
# length 1, 2, and 3 or more). The four colours' codes make one number, base 125 (RUNS).

RUNS = 125
PLACES = (1, RUNS, RUNS ** 2, RUNS ** 3)


def search(fixed: list[Tile], faces: list, wilds: list[Tile]) -> tuple[int, list]:
    """The best total and its melds, each [(tile, face it counts as), ...].

    Cell by cell (numbers 1 to 13, colours in turn) a state is the four colours' open runs, the
    okeys left and this number's tiles kept for sets (how many colours have one, how many two),
    all in one integer (KEY); each state keeps its best total so far and the move that made it.
    After a number's last colour the sets are made (the SET_TILES table). A run open at 1 or 2
    takes no move its colour's next two numbers cannot finish (colour_moves), so it ends there;
    the okeys such runs will need are kept for them at once, so that no state counts on more
    okeys than the hand has (a third fewer states with both okeys, on bench's hands). A colour
    with no tile within two numbers of a cell has no run there: the cell is passed. The best
    state after 13 is the answer; its back pointers, replayed, give the melds.

    Branch and bound, for the hands that make many states: once a step has more than CROWDED,
    a narrow search from there (keeping only the BEAM states that could gain most after each
    number, more when few steps are left: SPAN) finds a total some melds surely make, and from
    then on every state that could not reach it even if all the tiles still ahead were used
    (Bound) is dropped. The best state is never dropped.

    Some hands go from 13 down to 1: the numbers are turned round (13 is the search's 1) and
    every total counts each tile at its own face (worth). Which way is quicker depends on the
    hand (up to 10 times) and nothing cheap foretells it: what does is the work left once the
    floor is known, the states that could reach it times the steps to go. So the first way (up)
    finds its floor and, if that work is more than WORK, the other way is taken to its crowded
    step and keeps the states that could reach that floor; if it has as many, its own narrow
    search may find a higher floor, which both then keep to. The way left with fewer states
    goes on (a way that is never crowded has the answer straight away)."""
    way = Search(faces, len(wilds), down=False)
    if way.crowded():
        way.raise_floor(way.narrow())
        if way.work() > WORK:
            other = Search(faces, len(wilds), not way.down)
            if not other.crowded():
                way = other
            else:
                other.raise_floor(way.floor)
                if len(other.layer) >= len(way.layer):  # its own floor may be higher
                    floor = max(way.floor, other.narrow())
                    way.raise_floor(floor)
                    other.raise_floor(floor)
                way = min(way, other, key=lambda search: len(search.layer))
    layer, steps = way.finish()
    end = max(layer, key=lambda key: (layer[key], key))
    total, path = layer[end], []
    for step in range(len(steps) - 1, -1, -1):
        if steps[step] is None:
            path.append((0, 0, 0))
        else:
            end, move = divmod(steps[step][end], MOVE)
            path.append(move if step % 5 == 4 else (move % 5, move // 5 % 5, move // 25))
    melds = melds_of(path[::-1], fixed, way.faces, wilds)
    if way.down:
        melds = [[(tile, (colour, 14 - number)) for tile, (colour, number) in meld[::-1]]
                 for meld in melds]
    return total, sorted(melds, key=lambda meld: (meld[0][1][1], COLOURS.index(meld[0][1][0]),
                                                  len(meld)))


CROWDED = 150  # states in a step before the search bounds itself
WORK = 2000  # the first way's states times steps left, above which the other way is tried
BEAM = 10  # states the narrow search keeps after each number's sets (twice as many within),
SPAN = 300  # or this many shared among the steps left, if more


class Search:
    """The search one way (down: from 13 to 1), step by step: the layer of states, each step's
    back pointers (None for a cell passed), and once crowded its Bound and floor."""

    def __init__(self, faces: list, okeys: int, down: bool):
        if down:  # the search's number 1 is 13, and so on
            faces = [(colour, 14 - number) for colour, number in faces]
        held = [[0] * 16 for _ in COLOURS]  # numbers 1..13, and two past the end
        for colour, number in faces:
            held[COLOURS.index(colour)][number] += 1
        self.faces, self.held, self.okeys, self.down = faces, held, okeys, down
        self.plan, self.step = steps_of(held, down), 0
        self.layer, self.backs = {okeys * KEY[1]: 0}, []
        self.bound = self.floor = None

    def crowded(self) -> bool:
        """Goes on until a step has more than CROWDED states (True: then it has its Bound) or
        the search ends (False)."""
        while self.step < len(self.plan):
            self.go_on()
            if len(self.layer) > CROWDED:
                self.bound = Bound(self.held, self.okeys, self.down)
                return True
        return False

    def go_on(self):
        """One step. Once there is a floor, only the states that could still reach it are kept,
        and after a number's sets none that another does as well as (undominated)."""
        step, bound = self.step, self.bound
        if self.floor is None:
            self.layer, back = self.plan[step](self.layer)
        else:
            self.layer, back = self.plan[step](self.layer, self.floor - bound.rest[step],
                                               bound.kept[step])
            if step % 5 == 4:
                self.layer = undominated(self.layer)
        self.backs.append(back)
        self.step += 1

    def narrow(self) -> int:
        """A total some melds make: narrow() from the crowded step."""
        step = self.step - 1
        width = max(BEAM, SPAN // (len(self.plan) - step))  # wider when fewer steps are left
        return narrow(self.bound.beam(self.layer, step, 2 * width), self.plan, step, width,
                      self.bound)

    def work(self) -> int:
        """The work left, about: the states times the steps to go."""
        return len(self.layer) * (len(self.plan) - self.step)

    def raise_floor(self, floor: int):
        """Takes the floor (a total some melds make) and keeps only the states that could
        reach it."""
        self.floor, self.layer = floor, self.bound.keep(self.layer, self.step - 1, floor)

    def finish(self) -> tuple[dict, list]:
        """The states after 13 and each step's back pointers."""
        while self.step < len(self.plan):
            self.go_on()
        return self.layer, self.backs


def undominated(layer: dict) -> dict:
    """The states after a number's sets that no other state does at least as well as: one with
    one more okey left, or in some colour one more run of 3 or more open (it may end at any
    number, so it can do all the other can), and the rest alike, with as high a total. (A run
    open longer than another's is no better: the other's may hold okeys kept for it, see
    colour_moves.)"""
    get, kept = layer.get, {}
    for key, value in layer.items():
        if key // KEY[1] % 3 < 2 and get(key + KEY[1], -1) >= value:
            continue
        for place in PLACES_KEY:
            if key // place % RUNS < 100 and get(key + 25 * place, -1) >= value:
                break
        else:
            kept[key] = value
    return kept


def steps_of(held: list, down: bool) -> list:
    """The search's 65 steps, each a function of a layer: 13 numbers × (4 colours, then the
    sets)."""
    def passed(layer, *bound):
        return layer, None

    def colour(number, c, reach):
        worth = 14 - number if down else number
        step = -1 if down else 1
        worths = (worth, worth + step, worth + 2 * step)  # this number's and the next two
        return lambda layer, *bound: cell(layer, held[c], number, c, reach, worths, *bound)

    def sets(number):
        worth = 14 - number if down else number
        return lambda layer, *bound: sets_made(layer, worth, *bound)

    # going down, a run's first okey is its highest tile, where it is worth most: no rule
    reach = [[(0, 0)] * 14 if down else to_thirteen(row) for row in held]
    plan = []
    for number in range(1, 14):
        plan.extend(colour(number, c, reach[c][number])
                    if any(held[c][max(0, number - 2):number + 3]) else passed
                    for c in range(4))
        plan.append(sets(number))
    return plan


def narrow(layer: dict, plan: list, step: int, width: int, bound: "Bound") -> int:
    """A total some melds make: the rest of the search from this step, keeping `width` states
    after each number's sets and twice as many after each colour."""
    for later in range(step + 1, len(plan)):
        layer = bound.beam(plan[later](layer)[0], later,
                           width if later % 5 == 4 else 2 * width)
    return max(layer.values(), default=0)


class Bound:
    """What the states of each step could still gain, at most: the face values of the tiles
    not yet passed that some meld could hold (usable), the tiles kept for this number's sets
    that its sets could hold, and the okeys left, each at most the highest number a meld could
    give it (okey_worth)."""

    def __init__(self, held: list, okeys: int, down: bool):
        worth = [0] + [14 - number if down else number for number in range(1, 14)]
        values = [worth[number] * usable(held, c, number, okeys)
                  for number in range(1, 14) for c in range(4)]
        ahead = [sum(values[i:]) for i in range(len(values) + 1)]
        # after step 5 * (number - 1) + c (c = 4: the sets), the tiles from the next cell on
        self.rest = [ahead[4 * (step // 5) + min(step % 5 + 1, 4)] for step in range(65)]
        top = max((worth[n] for row in held for n in range(1, 14) if row[n]), default=0)
        self.kept = Kept(held, worth, top, down)

    def beam(self, layer: dict, step: int, width: int) -> dict:
        """The `width` states that could gain most."""
        if len(layer) <= width:
            return layer
        kept, last = self.kept[step], KEY[0]
        # what they could gain but the tiles ahead (the same for all); ties: the fewer runs and
        # okeys, the fewer ways to go wrong
        rank = {key: (value + kept[key % last]) * TIES - key for key, value in layer.items()}
        best = sorted(rank, key=rank.__getitem__, reverse=True)
        kept = best[:width]
        if not any(map(safe, kept)):  # runs of 1 and 2 might all fail: keep one that cannot
            kept += [next(filter(safe, best[width:]), best[0])]
        return {key: layer[key] for key in kept}

    def keep(self, layer: dict, step: int, floor: int) -> dict:
        """The states that could still reach the floor: their total, the tiles still ahead
        (rest) and what their kept tiles and okeys could still make (kept) reach it."""
        least, kept = floor - self.rest[step], self.kept[step]
        return {key: value for key, value in layer.items() if value + kept[key % KEY[0]] >= least}


class Kept(dict):
    """kept_worth for each step, made when first asked for: a search bounds itself late, and
    only the later steps are asked for."""

    def __init__(self, held: list, worth: list, top: int, down: bool):
        super().__init__()
        self.held, self.worth, self.top, self.down = held, worth, top, down

    def __missing__(self, step: int) -> tuple:
        number = step // 5 + 1
        worth = self.worth[number]
        self[step] = kept_worth(self.held, step, worth, okey_down(self.top, worth) if self.down
                                else okey_worth(self.top, number))
        return self[step]


def kept_worth(held: list, step: int, worth: int, okeys: tuple) -> list:
    """For each last part of a key after this step (tiles kept for sets, okeys left), what they
    could still be worth, at most: for each number of okeys given to this number's sets, the
    kept tiles its sets could hold with those okeys and every colour still to come, the okeys
    given at this number, and the other okeys at okey_worth."""
    number, c = step // 5 + 1, step % 5
    coming = [row[number] for row in held[c + 1:]]  # none after the sets (c = 4)
    return kept_table(worth, sum(1 for k in coming if k), sum(1 for k in coming if k > 1),
                      okeys)


@cache
def kept_table(number: int, ones: int, twos: int, okeys: tuple) -> tuple:
    """kept_worth's list: `ones` and `twos` colours still to come with one and two tiles."""
    tiles = set_counts(ones, twos)
    none, one, two = okeys
    return tuple([number * t0 + none for t0, _, _ in tiles]
                 + [max(number * t0 + one, number * t1 + none) for t0, t1, _ in tiles]
                 + [max(number * t0 + two, number * t1 + one, number * t2 + none)
                    for t0, t1, t2 in tiles])


@cache
def set_counts(ones: int, twos: int) -> list:
    """For each count of colours kept with one tile and with two (a key's last part without
    the okeys, in its order), the tiles and okeys this number's sets hold with 0, 1 and 2
    okeys given, `ones` and `twos` colours still to come (kept_table)."""
    return [tuple(min(one + two, SET_TILES[min(4, one + ones), min(4, two + twos), given])
                  + given for given in range(3))
            for one in range(5) for two in range(5)]


def safe(key: int) -> bool:
    """No run of 1 or 2 open, in any colour: such a state always has a way on."""
    runs = key // KEY[0]
    return all(runs // place % RUNS % 25 == 0 for place in PLACES)


def okey_down(top: int, number: int) -> tuple:
    """okey_worth searching down: okeys left at this number go at it or lower."""
    most = min(13, top + 2, number)
    return 0, most, 2 * most


def okey_worth(top: int, number: int) -> tuple:
    """The most 0, 1 and 2 okeys left after this number could be worth when the highest tile
    held is `top`: an okey above top + 1 needs another at top + 1 in its run, so before top + 1
    is passed, two make at most top + 1 and top + 2, and one top + 2 (the other kept for a run
    at top + 1, see colour_moves); none goes above 13."""
    if number <= top:
        return 0, min(13, top + 2), min(13, top + 1) + min(13, top + 2)
    return 0, min(13, top + 2), 2 * min(13, top + 2)


def usable(held: list, c: int, number: int, okeys: int) -> int:
    """How many of colour c's tiles of this number some melds could hold, with `okeys` okeys:
    one if a set or a run could, two if two sets, a set and a run or two runs could. (The
    sets are looked at first: in the crowded hands, which build a Bound, they mostly settle
    it without the runs.)"""
    here, row = held[c][number], held[c]
    if not here:
        return 0
    colours = sum(1 for other in held if other[number])
    in_set = max(0, 3 - colours)  # okeys a set needs
    if here == 1 and in_set <= okeys:
        return 1
    if here == 2 and SET_TILES[colours, sum(1 for other in held if other[number] > 1),
                              okeys] >= 6:
        return 2  # two sets
    windows = [range(start, start + 3) for start in range(max(1, number - 2), min(number, 11) + 1)]
    in_run = min(sum(not row[m] for m in window) for window in windows)
    if min(in_set, in_run) > okeys or here == 1:
        return int(min(in_set, in_run) <= okeys)
    two_runs = min(sum(max(0, (m in first) + (m in second) - row[m])
                       for m in range(first[0], second[-1] + 1))
                   for i, first in enumerate(windows) for second in windows[i:])
    return 1 + (in_set + in_run <= okeys or two_runs <= okeys)


# A back pointer: the state before, times MOVE, plus the move: for a cell (runs of 3+ going on,
# new runs, tiles left) as extended + 5 * new + 25 * left, for the sets the okeys given. One int,
# not a tuple: no garbage for the collector to go through.
MOVE = 125

# A state's key: twos + 5 * ones (colours with 2 and 1 tiles kept for sets) + 25 * okeys left
# + 75 * the four colours' runs (PLACES).
KEY = (75, 25, 5, 1)
PLACES_KEY = [place * KEY[0] for place in PLACES]  # each colour's runs' place in a key
NO_BOUND = [0] * KEY[0]
TIES = 1 << 36  # more than any key: Bound.beam's ranks, one int each


def to_thirteen(row: list) -> list:
    """For each number, the okeys one and two runs of this colour need to go on from the next
    number to 13: a run an okey starts must get there (see colour_moves)."""
    one = two = 0
    needs = [(0, 0)] * 14
    for number in range(12, 0, -1):
        one, two = one + (row[number + 1] < 1), two + max(0, 2 - row[number + 1])
        needs[number] = (min(one, 3), min(two, 3))  # more than 2 is as good as never
    return needs


def cell(layer: dict, held: list, number: int, c: int, reach: tuple, worths: tuple,
         least: int = -1, kept: list = NO_BOUND) -> tuple[dict, dict]:
    """The states after colour c's tiles of this number are put in runs or kept for sets, those
    whose total and kept[their key's last part] make at least `least` (Bound)."""
    k, ahead, room = held[number], (held[number + 1], held[number + 2]), min(13 - number, 2)
    place, last = PLACES[c] * KEY[0], KEY[0]
    nxt, back, moves = {}, {}, {}
    get = nxt.get  # the loop below is the search's inner loop: names looked up once
    for key, value in layer.items():
        code, okeys = key // place % RUNS, key // KEY[1] % 3
        found = moves.get(code * 3 + okeys)
        if found is None:
            found = moves[code * 3 + okeys] = key_moves(code, k, okeys, room, ahead, reach,
                                                        place, worths)
        before = key * MOVE
        for delta, gain, move in found:
            new, total = key + delta, value + gain
            if total + kept[new % last] >= least and get(new, -1) < total:
                nxt[new] = total
                back[new] = before + move
    return nxt, back


@lru_cache(maxsize=1 << 16)  # the hands' most used; a server's memory stays bounded
def key_moves(code: int, held: int, okeys: int, room: int, ahead: tuple, reach: tuple,
              place: int, worths: tuple) -> tuple:
    """colour_moves as changes to a key (the colour's runs at `place`): (key added, total
    added, move). Tuples of ints: the garbage collector stops looking at them. An okey kept
    for one of the next two numbers counts at once, at its face value (worths: this number's
    and the next two's)."""
    return tuple(((after - code) * place - used * KEY[1] + (left > 0) * KEY[2] + (left > 1),
                  worths[0] * placed + worths[1] * kept[0] + worths[2] * kept[1], move)
                 for placed, used, kept, left, after, move in colour_moves(code, held, okeys,
                                                                           room, ahead, reach))


@cache
def colour_moves(code: int, held: int, okeys: int, room: int, ahead: tuple, reach: tuple) -> tuple:
    """The ways one colour's runs go on at a number where the hand holds `held` tiles of it and
    `okeys` okeys are left: (tiles and okeys put in runs here and not kept before, okeys taken
    from those left, okeys kept for the next two numbers, tiles left for sets, the code after,
    the move: runs of 3+ going on, new runs and tiles left, as MOVE says). `room`: numbers
    after this one (at most 2); `ahead`: the tiles held at the next two numbers, to leave out
    runs that cannot be made; `reach`: the okeys one and two runs would need from the next
    number to 13.

    A run of 1 must take a tile or an okey at each of the next two numbers, a run of 2 at the
    next one; where the hand holds too few, the okeys are kept for them at once (taken from
    those left, counted at those numbers' face values), so that all colours' runs together
    never count on more okeys than are left. At those numbers they are placed and not counted
    again (kept_before, kept_next).

    A run an okey starts (more new runs than tiles) must reach 13: one that ends lower is worth
    more with that okey moved from its start to past its end, so it is never needed."""
    ones, twos, longer = code % 5, code // 5 % 5, code // 25
    if ones and room < 1:
        return ()
    kept_before = max(0, ones + twos - held)  # okeys kept for this number's runs of 1 and 2
    kept_next = max(0, ones - ahead[0])  # and for the next number's
    moves = []
    for extended in range(longer + 1):
        # a run of 3+ ending where a new one starts is one run with it: no new run then
        most_new = held + okeys + kept_before if room >= 2 and extended == longer else 0
        for new in range(most_new + 1):
            placed = ones + twos + extended + new
            used = max(0, placed - held) - kept_before
            # okeys to keep for the runs of 1 and 2 at the next two numbers
            kept = (max(0, new + ones - ahead[0]) - kept_next, max(0, new - ahead[1]))
            if used + kept[0] + kept[1] > okeys:
                break
            started = new - held  # runs an okey starts
            if started > 0 and (started > 2 or used + reach[started - 1] > okeys):
                continue
            left = max(0, held - placed)
            moves.append((placed - kept_before, used + kept[0] + kept[1], kept, left,
                          new + 5 * ones + 25 * (twos + extended),
                          extended + 5 * new + 25 * left))
    return tuple(moves)


def set_tiles(ones: int, twos: int, okeys: int) -> int:
    """The most tiles in sets of one number from `ones` colours with one tile, `twos` with two
    (one of them counted in `ones` too) and up to `okeys` okeys."""
    best = 0
    for sets in (1, 2, 3):
        real = ones + twos if sets > 1 else ones
        tiles = min(4 * sets, real + okeys)
        if tiles >= 3 * sets:
            best = max(best, tiles)
    return best


SET_TILES = {(a, b, g): set_tiles(a, b, g) for a in range(5) for b in range(5) for g in range(3)}


def sets_made(layer: dict, number: int, least: int = -1,
              kept: list = NO_BOUND) -> tuple[dict, dict]:
    """The states after this number's sets, each with the okeys it gives them, as cell() bounds
    them. (Runs open at 1 or 2 that cannot go on find no move at the next number's cells and
    end there.)"""
    nxt, back, last = {}, {}, KEY[0]
    get = nxt.get
    for key, value in layer.items():
        part = key % last
        base, before = key - part, key * MOVE
        for given, tiles, left in SET_CHOICES[part]:
            new, total = base + left * KEY[1], value + number * tiles
            if total + kept[new % last] >= least and get(new, -1) < total:
                nxt[new] = total
                back[new] = before + given
    return nxt, back


# For each pool of set tiles and okeys left (a key's last part): (okeys given to sets, tiles in
# sets, okeys left) for each number of okeys that makes more tiles than one fewer.
SET_CHOICES = [[(given, SET_TILES[ones, twos, given], okeys - given)
                for given in range(okeys + 1)
                if not given or SET_TILES[ones, twos, given] > SET_TILES[ones, twos, given - 1]]
               for okeys in range(3) for ones in range(5) for twos in range(5)]


def melds_of(path: list, fixed: list[Tile], faces: list, wilds: list[Tile]) -> list:
    """The melds of the search's moves, replayed cell by cell: tiles held first, okeys where none
    is left; each number's sets made last."""
    tiles = {}
    for tile, face in zip(fixed, faces):
        tiles.setdefault(face, []).append(tile)
    okeys = list(wilds)
    open_runs = [([], [], []) for _ in COLOURS]
    melds, moves = [], iter(path)
    for number in range(1, 14):
        kept = []
        for c, colour in enumerate(COLOURS):
            move = next(moves)
            if move == (0, 0, 0) and open_runs[c] == ([], [], []):  # most cells: quicker
                kept.append([])
                continue
            extended, new, left = move
            face = (colour, number)
            spare = tiles.get(face, [])

            def place():
                return spare.pop() if spare else okeys.pop(), face

            ones, twos, longer = open_runs[c]
            melds.extend(longer[extended:])
            open_runs[c] = ([[place()] for _ in range(new)], [run + [place()] for run in ones],
                            [run + [place()] for run in twos + longer[:extended]])
            kept.append([place() for _ in range(left)])
        melds.extend(make_sets(kept, [okeys.pop() for _ in range(next(moves))], number))
    for _, _, longer in open_runs:
        melds.extend(longer)
    return melds


def make_sets(kept: list, given: list, number: int) -> list:
    """The sets of one number: `kept`, each colour's tiles kept for sets; `given`, the okeys."""
    ones, twos = sum(1 for k in kept if k), sum(1 for k in kept if len(k) > 1)
    tiles = SET_TILES[ones, twos, len(given)]
    if not tiles:
        return []
    count = next(s for s in (1, 2, 3) if 3 * s <= tiles <= 4 * s
                 and (ones + twos if s > 1 else ones) + len(given) >= tiles)
    real = [tile for k in kept for tile in k[:count]][:tiles]  # a colour's tiles side by side
    sets = [real[i::count] for i in range(count)]
    for least in (3, 4):  # every set to 3 tiles first, then to 4 while okeys are left
        for meld in sets:
            missing = [c for c in COLOURS if all(face[0] != c for _, face in meld)]
            while len(meld) < least and sum(map(len, sets)) < tiles:
                meld.append((given.pop(), (missing.pop(0), number)))
    return sets
