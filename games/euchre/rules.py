"""Euchre scoring, as in RULES.md § Euchre (source: seeds/001, an Arabic rule text of an online
four-player Euchre, checked against the usual laws of the game).

Four players in two partnerships, partners opposite: seats 1 and 3 against seats 2 and 4. After
each hand the table enters who made trump (the maker), how many of the 5 tricks the makers took,
whether the maker went alone and whether a defender defended alone; or that everyone passed twice
(a void hand: no score, the deal still passes). One team scores per hand, 1 to 4 points, and the
first team to reach `target` wins. The deal passes to the left after every hand.

Where the seed text and RULES.md differ (RULES.md wins):
- The seed says a hand everyone passes is "forfeited and must start again" without saying who deals
  next; RULES.md records it as a void hand and passes the deal to the left.
- The seed's table gives a lone maker who is euchred (no lone defender) the ordinary 2 to the
  defenders. Older laws give 4; that reading is the `lone_euchre_bonus` setting (default off).
- The seed names no house rules: `target` (the seed's 10), `defend_alone` (the seed allows it, so on
  by default) and `stick_the_dealer` (not in the seed: off by default) come from RULES.md.
- The seed says a team wins on collecting 10 points; RULES.md says 10 or more (a lone march can
  jump past 10).
- The seed's timer rule (a player who runs out of time loses the game for the team) is for play on
  a screen and has no place in a score keeper.

Who leads: the player left of the dealer leads the first trick. When that player's partner went
alone they sit out and the next player leads; the hand's input is entered only after the hand, so
the shown starter is always the player left of the dealer.
"""

from games.core import Scored, Table, side_of, sides
from games.fields import BoolField, BoolSetting, IntField, IntSetting, PlayerField
from games.rules import DEAL_TO_THE_LEFT, first_to
from games.text import Msg, N_

SUMMARY = N_(
    "Euchre is played by 4 players in two partnerships: partners sit opposite each other, so "
    "the first and third players form one team and the second and fourth the other. After each "
    "hand, enter who made trump (ordered it up or named it), how many of the 5 tricks the makers' "
    "team took, whether the maker went alone, and whether a defender defended alone against them. "
    "If everyone passed twice, enter the hand as passed: no one scores. Taking 3 or 4 tricks "
    "scores 1 for the makers, all 5 scores 2, and all 5 with the maker alone scores 4. Makers who "
    "take fewer than 3 are euchred: the defenders score 2, or 4 when a lone defender beat a lone "
    "maker. The first team to reach 10 points wins. The deal passes to the left after every hand, "
    "and the player left of the dealer leads."
)

SETTINGS = (
    IntSetting("target", N_("The match ends when a team reaches"), 10, 1, 50),
    BoolSetting("defend_alone", N_("A defender may defend alone against a lone maker"), True),
    BoolSetting("lone_euchre_bonus",
                N_("A lone maker who is euchred gives the defenders 4, even with no lone defender"),
                False),
    BoolSetting("stick_the_dealer",
                N_("Stick the dealer: the dealer must name trump, so no hand is passed"), False),
)

FIELDS = (
    PlayerField("maker", N_("Who made trump (ordered it up or named it)"), required=False),
    IntField("tricks", N_("Tricks the makers' team took"), 0, 5, required=False,
             range_msg=N_("A hand has 5 tricks: enter a number from %(min)s to %(max)s.")),
    BoolField("alone", N_("The maker went alone")),
    BoolField("defender_alone", N_("A defender defended alone")),
    BoolField("passed", N_("Everyone passed twice: no trump, no score"),
              excludes=("maker", "tricks", "alone", "defender_alone")),
)


# Partners sit opposite: seats 1 and 3 against seats 2 and 4 (0-based here).
PARTNERSHIPS = ((0, 2), (1, 3))


def check_round(table: Table, clean) -> dict:
    """Checks across fields: a hand is either made (maker and tricks) or passed, never both."""
    if clean["passed"]:
        if table.settings["stick_the_dealer"]:
            return {"passed": Msg(N_("You play stick the dealer: when everyone else passes, the "
                                     "dealer must name trump, so a hand cannot be passed."))}
        if (clean["maker"] is not None or clean["tricks"] is not None or clean["alone"]
                or clean["defender_alone"]):
            return {"passed": Msg(N_("A passed hand has no maker, tricks or lone players: clear "
                                     "them, or untick passed if someone made trump."))}
        return {}
    errors = {}
    if clean["maker"] is None:
        errors["maker"] = Msg(N_("Choose who made trump, or tick passed if everyone passed "
                                 "twice."))
    if clean["tricks"] is None:
        errors["tricks"] = Msg(N_("Enter how many tricks the makers' team took, from 0 to 5."))
    if clean["defender_alone"]:
        if not table.settings["defend_alone"]:
            errors["defender_alone"] = Msg(N_("Your house rules do not allow defending alone."))
        elif not clean["alone"]:
            errors["defender_alone"] = Msg(N_("A defender can only defend alone against a maker "
                                              "who went alone."))
    return errors


def points(tricks: int, alone: bool, defender_alone: bool, lone_euchre_bonus: bool):
    """The whole points table: (the team that scores, its points, the note for this case)."""
    if tricks == 5:
        if not alone:
            return "makers", 2, "march"
        return "makers", 4, "lone_march_vs_lone" if defender_alone else "lone_march"
    if tricks >= 3:
        if not alone:
            return "makers", 1, "made"
        return "makers", 1, "lone_made_vs_lone" if defender_alone else "lone_made"
    if not alone:
        return "defenders", 2, "euchre"
    if defender_alone:
        return "defenders", 4, "lone_euchre_by_lone"
    if lone_euchre_bonus:
        return "defenders", 4, "lone_euchre_bonus"
    return "defenders", 2, "lone_euchre"


# One whole sentence per case, for translators.
NOTES = {
    "march": N_("%(maker)s made trump for %(makers)s; they took all 5 tricks, a march: "
                "%(makers)s +2."),
    "lone_march": N_("%(maker)s made trump for %(makers)s and went alone; %(maker)s took all 5 "
                     "tricks alone: %(makers)s +4."),
    "lone_march_vs_lone": N_("%(maker)s made trump for %(makers)s and went alone against a lone "
                             "defender; %(maker)s still took all 5 tricks: %(makers)s +4."),
    "made": N_("%(maker)s made trump for %(makers)s; they took %(tricks)s of 5 tricks, 3 or 4 "
               "is enough for 1 point: %(makers)s +1."),
    "lone_made": N_("%(maker)s made trump for %(makers)s and went alone; %(maker)s took "
                    "%(tricks)s of 5 tricks. Going alone pays more only for all 5: "
                    "%(makers)s +1."),
    "lone_made_vs_lone": N_("%(maker)s made trump for %(makers)s and went alone against a lone "
                            "defender; %(maker)s took %(tricks)s of 5 tricks. Going alone pays "
                            "more only for all 5: %(makers)s +1."),
    "euchre": N_("%(maker)s made trump for %(makers)s but they took only %(tricks)s of 5 tricks, "
                 "fewer than 3: euchred, so %(defenders)s +2."),
    "lone_euchre": N_("%(maker)s made trump for %(makers)s and went alone but took only "
                      "%(tricks)s of 5 tricks, fewer than 3: euchred, so %(defenders)s +2."),
    "lone_euchre_bonus": N_("%(maker)s made trump for %(makers)s and went alone but took only "
                            "%(tricks)s of 5 tricks, fewer than 3: euchred. By your house rule a "
                            "lone maker euchred gives the defenders 4: %(defenders)s +4."),
    "lone_euchre_by_lone": N_("%(maker)s made trump for %(makers)s and went alone against a lone "
                              "defender, but took only %(tricks)s of 5 tricks, fewer than 3: "
                              "euchred by a lone defender, so %(defenders)s +4."),
}

PASSED = N_("Everyone passed twice and no trump was named: the hand is void, no one scores, and "
            "the deal passes to the left.")


def score_round(table: Table, inp) -> Scored:
    if inp.get("passed"):
        return Scored({}, (Msg(PASSED),))
    maker, tricks = inp["maker"], inp["tricks"]
    makers = side_of(PARTNERSHIPS, table.players, maker)
    defenders = next(t for t in sides(PARTNERSHIPS, table.players) if t != makers)
    side, pts, case = points(tricks, inp.get("alone", False), inp.get("defender_alone", False),
                             table.settings["lone_euchre_bonus"])
    scorer = makers if side == "makers" else defenders
    note = Msg(NOTES[case], maker=maker, makers=makers, defenders=defenders, tricks=tricks)
    return Scored({scorer: pts}, (note,))


end_reason, to_go = first_to("target")
# The deal passes one seat to the left after every hand, passed ones too; left of the dealer leads.
turn = DEAL_TO_THE_LEFT


SCHEMA_EXTRA = {
    "anyOf": [
        {"required": ["maker", "tricks"]},
        {"required": ["passed"], "properties": {"passed": {"const": True}}},
    ],
}
