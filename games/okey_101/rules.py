"""101 Okey scoring, as in RULES.md § 101 Okey (no seed text: the game Turkish tables play most).

Sources, read through public copies: mynet "101 Okey nasıl oynanır", milliyet "101 Okey ... bitme
kuralları ve hesaplaması", cikcik "101 Okey oyunu", okeya101 "opening and scoring rules", the pagat
text on 101 Okey, the open-source rule notes kerimayvaz77/okey-101-kurallari and the score tables
eguneys/scalaokey and onur9848/ScoreBoard.

2 to 4 players, each for themselves; with `partners` on, exactly 4 in two partnerships, seats 1
and 3 against 2 and 4 (as in Euchre). The 106 tiles of Okey; the okey (wild) is the indicator's
colour one higher (13 → 1), a false joker stands for the okey's face, and runs do not wrap
(12-13-1 is no run). Each player gets 21 tiles and the starter 22; the deal passes to the right and
the player to the dealer's right starts.

A player opens by laying melds worth 101 or more in face value in one turn (an okey counts as the
tile it stands for), or at least 5 pairs of identical tiles. Every hand, the table enters who
finished (or nobody: the stock ran out); for the finisher, whether they went out with pairs, threw
an okey as their last discard, and opened and finished in one go (elden); for every other player
whether they opened with runs and sets, with pairs, or not at all; for each of those who opened,
the face value of the tiles left in their hand (`tiles`) and the okeys among them (`okeys`, 0-2,
left out: none); for any player, the +101 penalties taken this hand (`penalties`, left out: none).

The finish multiplier M is 2 for each of the finisher's pairs, okey and in one go: 1, 2, 4 or 8.
The finisher writes −101 × M. Another player writes (tiles + 101 per okey held) × M after opening
with runs and sets, twice that after opening with pairs, and `unopened` (202) × M without opening
(× 1 when `double_unopened` is off). Every player adds 101 per penalty, never multiplied. When the
stock ran out nobody finished and M is 1. With partners, the finisher's partner writes 0 (their
penalties still count) and a partnership's total is the sum of its two players' hands. The match
ends after `hands` (11) hands and the lowest total wins; equal lowest share the win.

Where the sources disagree (RULES.md settles each: the default, and a setting for the other way):
- Tables play 7, 9, 11 or more hands (mynet and milliyet count 11 as usual, score tables let the
  table choose): `hands`, default 11, 1 to 50.
- The flat score of a player who never opened is 202 at most tables (mynet, cikcik, okeya101),
  but some write 101 × 2 only when the hand was doubled, others 303 or more: `unopened`, default
  202, 101 to 1000.
- Whether the finish multiplier also doubles a player who did not open: milliyet and okeya101 say
  yes (202 becomes 404 on an okey finish), several score tables keep the flat 202:
  `double_unopened`, default on.
- Whether an okey still held counts 101 (milliyet, okeya101, kerimayvaz77) or only its face
  (some tables): RULES.md counts 101 per okey held; a table that counts only the face enters no
  okeys and adds the face to the tiles.
- Whether penalties are doubled with the hand: the sources that double them are a minority;
  RULES.md adds 101 per penalty, never multiplied.
- Partnerships (eşli 101): played by some tables only; `partners`, default off. How partners write
  varies too; RULES.md: the finisher's partner writes 0.

Partners are a setting: with it on, the match's sides are the two partnerships (`partnerships`,
which games.core reads with the settings), each scoring the sum of its two players' hands, and a
match with partners starts with exactly 4 players (games.core refuses others).
"""

from games.core import Scored, Table, sides
from games.fields import (AskedField, BoolField, BoolSetting, ChoicesField, CountsField,
                          IntSetting, PlayerField)
from games.rules import DEAL_TO_THE_RIGHT
from games.text import Msg, N_, score

SUMMARY = N_(
    "101 Okey is played by 2 to 4 players with the 106 tiles of Okey, each for themselves or, "
    "with 4 players, in two partnerships. To open, a player lays runs and sets worth 101 or "
    "more in one turn, or at least 5 pairs. After each hand, say who finished, or that the "
    "stock ran out; whether the finisher went out with pairs, threw an okey last, or opened and "
    "finished in one go; how every other player opened, and the tiles and okeys left in the "
    "hands of those who opened; and any penalties. The finisher writes −101, a player who "
    "opened writes the tiles left (doubled after opening with pairs, plus 101 per okey held), "
    "and a player who did not open writes 202. Each of the finisher's pairs, okey and in one "
    "go doubles every score of the hand; a penalty adds 101 and is never doubled. After 11 "
    "hands the lowest total wins. The deal passes to the right, and the player to the dealer's "
    "right starts with 22 tiles."
)

SETTINGS = (
    IntSetting("hands", N_("Hands in the match"), 11, 1, 50),
    BoolSetting("partners", N_("Partners: 4 players in two partnerships, the first and third "
                               "players against the second and fourth"), False),
    IntSetting("unopened", N_("A player who did not open writes"), 202, 101, 1000),
    BoolSetting("double_unopened", N_("The finish doubles the score of a player who did not "
                                      "open too"), True),
)

OPENED = (("runs", N_("Melds")), ("pairs", N_("Pairs")), ("no", N_("Did not open")))
OPENERS = ("runs", "pairs")
PENALTY = 101
FINISH = 101
OKEY = 101


FIELDS = (
    PlayerField("finisher", N_("Who finished the hand"), optional=True,
                none_label=N_("Nobody: the stock ran out")),
    BoolField("pairs", N_("The finisher went out with pairs"), requires="finisher",
              missing=N_("Nobody finished this hand, so nobody went out with pairs: choose who "
                         "finished, or untick pairs.")),
    BoolField("okey", N_("The finisher threw an okey last"), requires="finisher",
              missing=N_("Nobody finished this hand, so nobody threw an okey last: choose who "
                         "finished, or untick the okey.")),
    BoolField("in_one_go", N_("The finisher went out in one go"),
              requires="finisher",
              missing=N_("Nobody finished this hand, so nobody finished in one go: choose who "
                         "finished, or untick in one go.")),
    ChoicesField("opened", N_("How each other player opened"), OPENED, skip="finisher",
                 skip_msg=N_("%(player)s finished this hand, so there is nothing to say about "
                             "how they opened: leave their answer empty.")),
    AskedField("tiles", N_("The face value of the tiles left in the hand of each player who "
                           "opened"), 0, 286, skip="finisher", required=False,
               when=("opened", OPENERS),
               range_msg=N_("%(value)s cannot be left in a hand of at most 22 tiles, which "
                            "count 0 to 286: enter a number from %(min)s to %(max)s."),
               missing_msg=N_("%(player)s opened: enter the face value of the tiles left in "
                              "their hand, 0 if none."),
               not_asked_msg=N_("%(player)s did not open and writes the flat score, so their "
                                "tiles do not count: leave their box empty."),
               skipped_msg=N_("%(player)s finished this hand and has no tiles left: leave "
                              "their box empty.")),
    AskedField("okeys", N_("Okeys held by the players who opened"), 0, 2,
               skip="finisher", required=False, when=("opened", OPENERS), every=False,
               range_msg=N_("There are only 2 okeys: enter a number from %(min)s to %(max)s."),
               not_asked_msg=N_("%(player)s did not open and writes the flat score, so okeys "
                                "held do not count: leave their box empty."),
               skipped_msg=N_("%(player)s finished this hand and holds no okey: leave their "
                              "box empty.")),
    CountsField("penalties", N_("Penalties of 101 taken this hand"), 0, 10, required=False,
                range_msg=N_("Enter a number of penalties from %(min)s to %(max)s.")),
)


PARTNERSHIPS = ((0, 2), (1, 3))  # seats 1 & 3 against 2 & 4, as in Euchre


def partnerships(settings) -> tuple[tuple[int, int], ...]:
    """The match's partnerships (games.core.Game.partnerships): none unless `partners` is on."""
    return PARTNERSHIPS if settings.get("partners") else ()


def partner_of(table: Table, player: str) -> str | None:
    for team in partnerships(table.settings):
        names = [table.players[seat] for seat in team]
        if player in names:
            return next(other for other in names if other != player)
    return None


# (pairs, okey thrown last, in one go) -> the multiplier and its note
FINISHES = {
    (False, False, False): (1, N_("%(player)s finished with runs and sets and an ordinary last "
                                  "tile: nothing is doubled.")),
    (True, False, False): (2, N_("%(player)s finished with pairs: ×2.")),
    (False, True, False): (2, N_("%(player)s finished by throwing the okey: ×2.")),
    (False, False, True): (2, N_("%(player)s opened and finished in one go: ×2.")),
    (True, True, False): (4, N_("%(player)s finished with pairs and by throwing the okey: two "
                                "doublings, ×4.")),
    (True, False, True): (4, N_("%(player)s opened and finished in one go with pairs: two "
                                "doublings, ×4.")),
    (False, True, True): (4, N_("%(player)s opened and finished in one go by throwing the okey: "
                                "two doublings, ×4.")),
    (True, True, True): (8, N_("%(player)s opened and finished in one go with pairs and by "
                               "throwing the okey: three doublings, ×8.")),
}

STOCK_RAN_OUT = N_("Nobody finished: the stock ran out, so nothing is doubled this hand.")

# How a player's hand is written, one whole sentence per case; %(sum)s is the arithmetic.
HAND_NOTES = {
    "finisher": N_("%(player)s finished and writes %(sum)s."),
    "partner": N_("%(player)s is the partner of %(finisher)s, who finished, so %(player)s's hand "
                  "writes 0."),
    ("runs", False): N_("%(player)s opened with runs and sets and writes the tiles left: "
                        "%(sum)s."),
    ("runs", True): N_("%(player)s opened with runs and sets and writes the tiles left plus 101 "
                       "per okey held: %(sum)s."),
    ("pairs", False): N_("%(player)s opened with pairs and writes the tiles left, doubled for "
                         "the pairs: %(sum)s."),
    ("pairs", True): N_("%(player)s opened with pairs and writes the tiles left plus 101 per "
                        "okey held, doubled for the pairs: %(sum)s."),
    ("no", True): N_("%(player)s did not open and writes %(sum)s."),
    ("no", False): N_("%(player)s did not open and writes %(sum)s: by your house rule the "
                      "finish does not double it."),
}
PENALTIES = N_("%(player)s took penalties of 101 each, never doubled: %(sum)s, so %(player)s "
               "writes %(total)s this hand.")
PARTNERSHIP = N_("Partners score together: %(side)s write %(sum)s this hand.")


def times(value: int, m: int) -> str:
    """`value × m = result`, or only `value` when m is 1."""
    return score(value) if m == 1 else f"{score(value)} × {m} = {score(value * m)}"


def hand_of(settings, how: str, tiles: int, okeys: int, m: int) -> tuple[int, str, str]:
    """A non-finisher's hand before penalties: (points, the note's text, the arithmetic)."""
    if how == "no":
        doubled = m if settings["double_unopened"] else 1
        return (settings["unopened"] * doubled, HAND_NOTES["no", doubled == m or m == 1],
                times(settings["unopened"], doubled))
    base = f"{tiles} + {OKEY} × {okeys}" if okeys else str(tiles)
    worth = tiles + OKEY * okeys
    factor = (2 if how == "pairs" else 1) * m
    if how == "pairs":
        shown = f"2 × ({base})" if okeys else f"2 × {tiles}"
    else:
        shown = f"({base})" if okeys and m > 1 else base
    arithmetic = shown + (f" × {m}" if m > 1 else "")
    if arithmetic != str(worth * factor):
        arithmetic += f" = {worth * factor}"
    return worth * factor, HAND_NOTES[how, bool(okeys)], arithmetic


def score_round(table: Table, inp) -> Scored:
    settings = table.settings
    finisher = inp.get("finisher")
    opened, tiles = inp.get("opened") or {}, inp.get("tiles") or {}
    okeys, penalties = inp.get("okeys") or {}, inp.get("penalties") or {}
    notes = []
    if finisher is None:
        m = 1
        notes.append(Msg(STOCK_RAN_OUT))
    else:
        flags = (bool(inp.get("pairs")), bool(inp.get("okey")), bool(inp.get("in_one_go")))
        m, text = FINISHES[flags]
        notes.append(Msg(text, player=finisher))
    partner = partner_of(table, finisher) if finisher is not None else None
    hands = {}
    for player in table.players:
        if player == finisher:
            hands[player] = -FINISH * m
            notes.append(Msg(HAND_NOTES["finisher"], player=player, sum=times(-FINISH, m)))
        elif player == partner:
            hands[player] = 0
            notes.append(Msg(HAND_NOTES["partner"], player=player, finisher=finisher))
        else:
            points, text, arithmetic = hand_of(settings, opened[player], tiles.get(player, 0),
                                               okeys.get(player, 0), m)
            hands[player] = points
            notes.append(Msg(text, player=player, sum=arithmetic))
        taken = penalties.get(player, 0)
        if taken:
            before = hands[player]
            hands[player] += PENALTY * taken
            notes.append(Msg(PENALTIES, player=player, sum=f"{PENALTY} × {taken} = "
                             f"{PENALTY * taken}", total=f"{score(before)} + {PENALTY * taken}"
                             f" = {score(hands[player])}"))
    teams = partnerships(settings)
    if not teams:
        return Scored(hands, tuple(notes))
    deltas = {}
    for side, team in zip(sides(teams, table.players), teams):
        first, second = (table.players[seat] for seat in team)
        deltas[side] = hands[first] + hands[second]
        notes.append(Msg(PARTNERSHIP, side=side,
                         sum=f"{score(hands[first])} + {score(hands[second])} = "
                             f"{score(deltas[side])}"))
    return Scored(deltas, tuple(notes))


def end_reason(table: Table, totals, rounds_played: int):
    """The match lasts the number of hands agreed at the start."""
    hands = table.settings["hands"]
    if rounds_played < hands:
        return None
    return Msg(N_("The number of hands agreed at the start, %(hands)s, has been played. The "
                  "match is over."), hands=hands)


def planned(settings) -> int:
    return settings["hands"]


# The deal passes to the right; the player to the dealer's right gets 22 tiles and starts.
turn = DEAL_TO_THE_RIGHT
