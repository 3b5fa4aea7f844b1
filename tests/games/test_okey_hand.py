"""The Okey hand checker (games/okey/hand.py): reading tiles, the copies the set holds, the
rules of issue 14 one by one, and the search against a brute force over random hands."""

from collections import Counter
from functools import cache
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from games.okey.hand import (COLOURS, LETTERS, check, fold, is_run, is_set, letters, read_hand,
                             read_tile, split_tiles)


def hand(indicator: str, tiles: str):
    found, errors = read_hand(indicator, split_tiles(tiles))
    assert errors == {}, {k: str(v) for k, v in errors.items()}
    return found


def checked(indicator: str, tiles: str):
    return check(hand(indicator, tiles))


def refused(indicator, tiles) -> dict:
    found, errors = read_hand(indicator, tiles)
    assert found is None
    return {key: str(message) for key, message in errors.items()}


# --- Reading tiles -------------------------------------------------------------------------------

@pytest.mark.parametrize("text, label, face", [
    ("R7", "R7", ("R", 7)), ("r7", "R7", ("R", 7)), (" k 13 ", "K13", ("K", 13)),
    ("y1", "Y1", ("Y", 1)), ("B10", "B10", ("B", 10)), ("g10", "G10", ("B", 10)),
    ("fj", "FJ", (None, None)), ("FJ", "FJ", (None, None)), ("R07", "R7", ("R", 7)),
])
def test_read_tile(text, label, face):
    tile = read_tile(text)
    assert (tile.label, tile.face) == (label, face)


@pytest.mark.parametrize("text", ["", "R", "R0", "R14", "X5", "5R", "RR5", "R-1", "R١", "F",
                                  "JOKER", "R 1 3 5", None, 7, ["R7"], "R" + "1" * 20])
def test_not_a_tile(text):
    assert read_tile(text) is None


def test_green_is_blue_under_another_name():
    # G5 and B5 are one tile: never in one set, and 2 copies between them
    assert not checked("R3", "G5 B5 K5 R1 R2 R3 Y7 Y8 Y9 K9 K10 K11 K12 K13").valid
    assert checked("R3", "G5 Y5 K5 R1 R2 R3 Y7 Y8 Y9 K9 K10 K11 K12 K13").valid
    assert "only 2 of G5, and this hand has 3" in refused("R3", "G5 B5 B5 R1 R2 R3 Y7 Y8 Y9 K9 K10 K11 K12 K13"
                                     .split())["tiles"]


# --- 422s: what is refused, and why ---------------------------------------------------------------

GOOD = "R1 R2 R3 Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 B11".split()


@pytest.mark.parametrize("indicator, tiles, field, words", [
    ("R14", GOOD, "indicator", "The indicator is not a tile"),
    (None, GOOD, "indicator", "The indicator is not a tile"),
    ("FJ", GOOD, "indicator", "a false joker"),
    ("R5", GOOD[:13], "tiles", "A hand is 14 tiles; this one has 13."),
    ("R5", GOOD + ["R5"], "tiles", "this one has 15"),
    ("R5", [], "tiles", "this one has 0"),
    ("R5", "R1 R2", "tiles", "a list of 14"),
    ("R5", None, "tiles", "a list of 14"),
    ("R5", GOOD[:13] + ["Q3"], "tiles", "Tile 14, “Q3”, is not a tile"),
    ("R5", [7] + GOOD[1:], "tiles", "Tile 1, “”, is not a tile"),
    ("R5", GOOD[:11] + ["FJ"] * 3, "tiles", "only 2 false jokers, and this hand has 3"),
    ("R5", GOOD[:11] + ["R1", "R1"] + GOOD[11:12], "tiles", "only 2 of R1, and this hand has 3"),
])
def test_refused(indicator, tiles, field, words):
    errors = refused(indicator, tiles)
    assert field in errors and words in errors[field], errors


def test_indicator_copy_limits():
    assert hand("R1", " ".join(GOOD))  # the indicator and one more R1: both copies
    two = GOOD[:12] + ["R1", "Y5"]
    assert "one is the indicator" in refused("R1", two)["tiles"]
    assert hand("R2", " ".join(two))  # two R1s are fine when R1 is not the indicator


def test_two_false_jokers_are_allowed():
    assert hand("R5", " ".join(GOOD[:12] + ["FJ", "FJ"]))


# --- The rules of issue 14 -------------------------------------------------------------------------

def test_okey_is_the_indicator_one_higher_and_wraps():
    assert checked("R5", " ".join(GOOD)).okey == "R6"
    assert checked("K13", " ".join(GOOD)).okey == "K1"


def test_sets_and_runs_win():
    c = checked("R5", "R1 R2 R3 Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 B11")
    assert (c.valid, c.kind) == (True, "sets-runs")
    assert sorted(c.groups) == sorted([("R1", "R2", "R3"), ("Y4", "B4", "K4"),
                                       ("K12", "K13", "K1"), ("B7", "B8", "B9", "B10", "B11")])
    assert str(c.reason) == "A winning hand: all 14 tiles are in sets and runs."


def test_13_1_2_is_not_a_run():
    c = checked("R5", "R1 R2 R3 Y4 B4 K4 K13 K1 K2 B7 B8 B9 B10 B11")
    assert (c.valid, c.kind) == (False, None)
    assert "at most 11 of the 14 tiles fit; left over: K13, K1 & K2." in str(c.reason)
    assert ("K13", "K1", "K2") not in c.groups


def test_okey_is_wild():
    # the okey R6 stands for K12 (or K2): K13 K1 and it are a run
    c = checked("R5", "R1 R2 R3 Y4 B4 K4 K13 K1 R6 B7 B8 B9 B10 B11")
    assert c.valid and {"K13", "K1", "R6"} in [set(g) for g in c.groups]


def test_false_joker_is_the_okeys_face_not_wild():
    # okey R6: a false joker is an R6, so R4 R5 FJ is a run, K13 K1 FJ is not
    assert checked("R5", "R4 R5 FJ Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 B11").valid
    assert not checked("R5", "R1 R2 R3 Y4 B4 K4 K13 K1 FJ B7 B8 B9 B10 B11").valid


def test_seven_pairs():
    c = checked("R5", "R1 R1 R3 R3 Y4 Y4 K13 K13 FJ FJ B8 B8 G11 B11")
    assert (c.valid, c.kind) == (True, "pairs") and ("FJ", "FJ") in c.groups
    assert str(c.reason) == "A winning hand: 7 pairs of identical tiles."


def test_an_okey_completes_a_pair():
    c = checked("R5", "R1 R1 R3 R3 Y4 Y4 K13 K13 Y9 R6 B8 B8 G11 B11")
    assert (c.valid, c.kind) == (True, "pairs") and ("Y9", "R6") in c.groups


def test_pairs_are_identical_tiles():
    c = checked("R5", "R1 Y1 R3 R3 Y4 Y4 K13 K13 Y9 Y9 B8 B8 G11 B11")
    assert not c.valid and "it makes 6 of the 7 pairs needed" in str(c.reason)


def test_pairs_that_are_also_runs_count_as_pairs():
    c = checked("K5", "R1 R1 R2 R2 R3 R3 R4 R4 R5 R5 R6 R6 R7 R7")
    assert (c.valid, c.kind) == (True, "pairs") and "worth more" in str(c.reason)


def test_a_run_of_thirteen_and_one_more():
    assert checked("Y5", "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 Y6").valid  # Y6: okey
    assert checked("Y5", "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 R1").valid  # 1-2-3, 4…13-1
    assert not checked("Y5", "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 R2").valid


def test_the_search_leaves_the_input_alone():
    h = hand("R5", " ".join(GOOD))
    assert check(h) == check(h)


# --- Against brute force -------------------------------------------------------------------------

DECK = [f"{c}{n}" for c in COLOURS for n in range(1, 14)] * 2 + ["FJ", "FJ"]


def group_ok(faces: tuple, okeys: int) -> bool:
    """Whether these faces and okeys make a set or a run, straight from is_set and is_run:
    every face the okeys could stand for is tried."""
    size = len(faces) + okeys
    if size < 3:
        return False
    numbers, colours = {n for _, n in faces}, {c for c, _ in faces}
    if len(numbers) == 1 and size <= 4:
        missing = [c for c in COLOURS if c not in colours]
        if len(missing) >= okeys and is_set([*faces, *((c, *numbers) for c in missing[:okeys])]):
            return True
    if len(colours) != 1:
        return False
    for start in range(1, 16 - size):
        window = [(p - 1) % 13 + 1 for p in range(start, start + size)]
        if not Counter(n for _, n in faces) - Counter(window) and is_run(window):
            return True
    return False


def brute_most(tiles: tuple) -> int:
    """The most tiles in sets and runs: every group through the first tile, or none."""
    @cache
    def most(rest: tuple) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        best = most(others)
        near = [t for t in others if t is None or first is None or t[0] == first[0]
                or t[1] == first[1]]  # a group holds only these with the first tile
        for size in range(2, min(len(near), 12) + 1):
            for picked in set(combinations(near, size)):
                group = (first, *picked)
                faces = tuple(t for t in group if t is not None)
                if group_ok(faces, len(group) - len(faces)):
                    left = list(others)
                    for t in picked:
                        left.remove(t)
                    best = max(best, len(group) + most(tuple(left)))
        return best
    return most(tiles)


@cache
def brute_pairs(tiles: tuple) -> bool:
    """Whether the tiles pair up: the first with an identical tile, or either is an okey."""
    if not tiles:
        return True
    first = tiles[0]
    return any(brute_pairs(tiles[1:i] + tiles[i + 1:]) for i in range(1, len(tiles))
               if first is None or tiles[i] is None or tiles[i] == first)


def faces_of(h):
    """The hand as the brute force sees it: faces, None for an okey (false jokers are the
    okey's face)."""
    okey = h.okey
    return tuple(sorted((None if t.face == okey else okey if t.colour is None else t.face
                         for t in h.tiles), key=lambda f: (f is None, f or ())))


@st.composite
def hands(draw):
    """An indicator and 14 tiles as the set could deal them, often from few colours and numbers
    so that sets and runs are common."""
    colours = draw(st.sampled_from(["RYBK", "RY", "RYB", "K"]))
    low = draw(st.integers(1, 13))
    span = draw(st.sampled_from([13, 7, 5]))
    numbers = {(low + i - 1) % 13 + 1 for i in range(span)}
    pool = [t for t in DECK if t == "FJ" or (t[0] in colours and int(t[1:]) in numbers)]
    pool += [f"{c}{n}" for c in "RYBK" for n in range(1, 14) if c not in colours][:6] * 2
    if len(pool) < 15:
        pool = DECK
    picked = draw(st.permutations(pool))
    indicator = draw(st.sampled_from([t for t in DECK if t != "FJ"]))
    tiles = []
    for tile in picked:
        if len(tiles) < 14 and Counter(tiles + [indicator])[tile] < 2 + (tile == "FJ"):
            tiles.append(tile)
    if len(tiles) < 14:
        tiles += [t for t in DECK if t not in tiles and t != indicator][:14 - len(tiles)]
    return indicator, tiles


@st.composite
def built_hands(draw):
    """Hands built as winners (runs and sets, or pairs), then often spoilt by a tile or two:
    the cases where a checker goes wrong."""
    face = st.tuples(st.sampled_from(COLOURS), st.integers(1, 13))
    tiles = []
    if draw(st.booleans()):
        for c, n in draw(st.lists(face, min_size=7, max_size=7)):
            tiles += [f"{c}{n}"] * 2
    else:
        while len(tiles) < 12:
            (c, n), size = draw(face), draw(st.integers(3, min(5, 14 - len(tiles))))
            if 14 - len(tiles) - size in (1, 2):
                size = 14 - len(tiles)
            if draw(st.booleans()) and size <= 4:
                tiles += [f"{x}{n}" for x in COLOURS if x != c][:size - 1] + [f"{c}{n}"]
            else:
                tiles += [f"{c}{(n + i - 1) % 13 + 1}" for i in range(size)]
        tiles = tiles[:14]
    for _ in range(draw(st.integers(0, 3))):
        tiles[draw(st.integers(0, 13))] = draw(st.sampled_from(DECK))
    indicator = draw(st.sampled_from([t for t in DECK if t != "FJ"]))
    return indicator, draw(st.permutations(tiles))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(hands(), built_hands()))
def test_against_brute_force(dealt):
    indicator, tiles = dealt
    h, errors = read_hand(indicator, tiles)
    if h is None:  # a copies limit the strategy crossed: the checker says so
        assert "tiles" in errors
        return
    c = check(h)
    faces = faces_of(h)
    most, pairs = brute_most(faces), brute_pairs(faces)
    assert c.valid == (most == 14 or pairs)
    assert c.kind == ("pairs" if pairs else "sets-runs" if most == 14 else None)
    used = Counter(label for group in c.groups for label in group)
    assert not used - Counter(t.label for t in h.tiles)  # only the hand's own tiles
    if c.kind != "pairs":
        assert sum(used.values()) == most
        label_face = {t.label: t for t in h.tiles}
        for group in c.groups:
            fixed = [label_face[x] for x in group if label_face[x].face != h.okey]
            group_faces = tuple(h.okey if t.colour is None else t.face for t in fixed)
            assert group_ok(group_faces, len(group) - len(fixed)), group


# --- What the page shows: what a wild stands for, the rule that refused, the reader's letters ---

def shown(c, label):
    """The group holding this tile, as the page shows it."""
    return next(group for group in c.melds if label in [t.text for t in group])


def test_an_okey_in_a_run_is_shown_with_the_tile_it_stands_for():
    # the okey R6 fills the run K13 K1 with K12 (the search places it below): it says so
    c = checked("R5", "R1 R2 R3 Y4 B4 K4 K13 K1 R6 B7 B8 B9 B10 B11")
    group = shown(c, "R6")
    okey = next(t for t in group if t.text == "R6")
    assert okey.stands_for in ("K12", "K2") and okey.colour == "R"
    faces = sorted(read_tile(t.stands_for or t.text).number for t in group)
    assert is_run(faces)  # what it stands for makes the group a run
    assert all(t.stands_for is None for t in group if t.text != "R6")


def test_an_okey_in_a_set_stands_for_a_colour_the_set_lacks():
    c = checked("R5", "Y7 B7 R6 R1 R2 R3 Y4 B4 K4 K12 K13 K1 B10 B11")
    okey = next(t for t in shown(c, "R6") if t.text == "R6")
    assert okey.stands_for in ("R7", "K7")


def test_an_okey_completing_a_pair_and_a_false_joker_say_what_they_stand_for():
    c = checked("R5", "R1 R1 R3 R3 Y4 Y4 K13 K13 Y9 R6 B8 B8 G11 B11")
    assert [t.stands_for for t in shown(c, "Y9")] == [None, "Y9"]
    c = checked("R5", "R4 R5 FJ Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 B11")
    assert [t.stands_for for t in shown(c, "FJ")] == [None, None, "R6"]


def test_two_okeys_pair_as_themselves_and_say_nothing_more():
    c = checked("R5", "R1 R1 R3 R3 Y4 Y4 K13 K13 R6 R6 B8 B8 G11 B11")
    assert [t.stands_for for t in shown(c, "R6")] == [None, None]


def test_13_1_2_left_over_names_the_rule():
    c = checked("R5", "R1 R2 R3 Y4 B4 K4 K13 K1 K2 B7 B8 B9 B10 B11")
    assert [str(m) for m in c.refused] == [
        "K13 K1 K2 is not a run: 1 follows 13 only as 12-13-1, never 13-1-2."]
    assert checked("R5", "R1 R2 R3 Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 B11").refused == ()


@pytest.mark.parametrize("lang, text, face", [
    ("tr", "K7", ("R", 7)), ("tr", "s7", ("Y", 7)), ("tr", "M7", ("B", 7)), ("tr", "Sİ7", ("K", 7)),
    ("tr", "si13", ("K", 13)), ("tr", "Ye5", ("B", 5)), ("tr", "so", (None, None)),
    ("tr", "R7", ("R", 7)), ("tr", "FJ", (None, None)),  # the English letters too
    ("pt", "V7", ("R", 7)), ("pt", "am7", ("Y", 7)), ("pt", "Az7", ("B", 7)), ("pt", "P7", ("K", 7)),
    ("es", "N7", ("K", 7)), ("es", "CF", (None, None)), ("nb", "G7", ("Y", 7)), ("nb", "S7", ("K", 7)),
    ("ar", "ح7", ("R", 7)), ("ar", "س7", ("K", 7)), ("ar", "K7", ("K", 7)), ("en", "K7", ("K", 7)),
])
def test_tiles_are_read_in_the_readers_letters(lang, text, face):
    assert read_tile(text, letters(lang)).face == face


def test_each_language_has_its_own_letters_none_twice_and_says_which_english_ones_work():
    for lang, own in LETTERS.items():
        codes = [fold(code) for code in own.values()]
        assert sorted(own) == sorted(LETTERS["en"]) and len(set(codes)) == len(codes), lang
        assert all(code and not code[-1].isdigit() for code in codes), lang
    assert letters("tr").english_too == ("R", "Y", "B", "G", "FJ")  # K is kırmızı in Turkish
    assert letters("nb").english_too == ("Y", "K")  # G is gul (yellow); R, B, FJ are its own
    assert letters("es").english_too == ("Y", "B", "G", "K", "FJ")  # R is roja: said once
    assert letters("en").english_too == ()
    assert "Si black" in str(letters("tr").help()) and "R, Y, B, G & FJ" in str(letters("tr").help())


def test_a_hand_is_read_and_answered_in_turkish_letters():
    tr = letters("tr")
    found, errors = read_hand("K5", split_tiles("K1 K2 K3 S4 M4 Si4 Si12 Si13 Si1 M7 M8 M9 M10 K6"),
                              tr)
    c = check(found, tr)
    assert c.valid and c.okey == "K6" and ("Si12", "Si13", "Si1") in c.groups
    assert {t.colour for t in shown(c, "Si12")} == {"K"}  # the page's colour stays black
    _, errors = read_hand("K5", ["K1"] * 3 + ["S4"] * 11, tr)
    assert "only 2 of K1" in str(errors["tiles"])
