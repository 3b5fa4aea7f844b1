"""Tarneeb scoring, as in RULES.md § Tarneeb (no seed text: the partnership game of the Levant,
played at Arabic tables).

Sources, read through public copies: pagat's Tarneeb rules (as quoted in public engines), the
Wikipedia article, Jawaker's and Yalla Play's rules, the store texts of the "Tarneeb 41" apps,
and open-source score keepers (josephdiab/skorat's rules_tarneeb.md). They agree on the scoring
below and differ on the target and on what a kaboot is worth.

Four players in two partnerships, partners opposite: seats 1 and 3 against seats 2 and 4. The
deal, the bidding and the play go to the right (anticlockwise) and the deal passes to the right.
Bids run from 7 to 13 tricks; the highest bidder names trump (tarneeb) and leads the first
trick. After each hand the table enters who won the bid, the bid and how many of the 13 tricks
the bidders' partnership took; the defenders took the rest.

- Bid below 13: all 13 tricks score the bidders `kaboot` (16), though unbid; else a made bid
  scores the bidders the tricks they took (not the bid), and a failed one loses them their bid
  while the defenders score the tricks they took.
- Bid of 13: made scores 26; failed loses 16, and the defenders score twice their tricks.
- Totals may go below 0. At most one partnership gains in a hand, so the first partnership to
  reach `target` is alone there: it wins.

Where the sources disagree (RULES.md settles each: the default, and a setting for the other way):
- The target: 41 in the "Tarneeb 41" apps, "usually 31 or 41" (skorat), 61 at some tables:
  `target`, default 41, 11 to 101.
- An unbid kaboot: 16 in the "Tarneeb 41" apps; some tables count its 13 tricks only:
  `kaboot`, default 16, 13 to 26. A bid of 13 keeps its own 26 and 16 whatever `kaboot` is.
- Defenders who take all 13 tricks: RULES.md scores them their 13 tricks, as for any failed bid
  (no kaboot for the defenders).
- A hand that all four pass: thrown in and dealt again by the same dealer (RULES.md), so it is
  never entered and the deal does not move.
- Who starts: the player to the dealer's right bids first (Jawaker); the winner of the bid leads
  the first trick (Jawaker, skorat). The starter shown before a hand is the one who bids first:
  the winner of the bid is not known yet.
"""

from games.core import Scored, Table, side_of, sides
from games.fields import IntField, IntSetting, PlayerField
from games.rules import DEAL_TO_THE_RIGHT, first_to
from games.text import Msg, N_, signed

SUMMARY = N_(
    "Tarneeb is played by 4 players in two partnerships: partners sit opposite each other, so "
    "the first and third players form one team and the second and fourth the other. Deal, "
    "bidding and play go to the right. Each player bids how many of the 13 tricks their team "
    "will take, from 7 to 13; the highest bidder names trump and leads. After each hand, enter "
    "who won the bid, the bid, and how many tricks the bidders' team took. A made bid scores "
    "the tricks taken, not the bid; a failed bid loses the bid and the other team scores the "
    "tricks it took. All 13 tricks without bidding them, a kaboot, scores 16. A bid of 13 scores "
    "26 when made; failed, it loses 16 and the other team scores twice its tricks. The first "
    "team to reach 41 wins. A hand that all four pass is dealt again and not entered."
)

SETTINGS = (
    IntSetting("target", N_("The match ends when a team reaches"), 41, 11, 101),
    IntSetting("kaboot", N_("All 13 tricks taken without bidding 13 (a kaboot) score"), 16, 13,
               26),
)

TRICKS = 13
BID_ALL_MADE, BID_ALL_FAILED = 26, 16  # a bid of 13: fixed, whatever `kaboot` is

FIELDS = (
    PlayerField("bidder", N_("Who won the bid"),
                missing_msg=N_("Choose who won the bid. A hand that all four passed is dealt "
                               "again and not entered.")),
    IntField("bid", N_("The bid: tricks the bidders' team had to take"), 7, TRICKS,
             range_msg=N_("A bid is 7 to 13 tricks: enter a number from %(min)s to %(max)s."),
             missing_msg=N_("Enter the bid, from %(min)s to %(max)s tricks.")),
    IntField("tricks", N_("Tricks the bidders' team took"), 0, TRICKS,
             range_msg=N_("A hand has 13 tricks: enter a number from %(min)s to %(max)s."),
             missing_msg=N_("Enter how many tricks the bidders' team took, from %(min)s to "
                            "%(max)s.")),
)

# Partners sit opposite: seats 1 and 3 against seats 2 and 4 (0-based here).
PARTNERSHIPS = ((0, 2), (1, 3))


def points(bid: int, tricks: int, kaboot: int) -> tuple[str, int, int]:
    """The whole points table: (the case, the bidders' points, the defenders' points). Only
    one of the two is ever above 0."""
    others = TRICKS - tricks
    if bid == TRICKS:
        if tricks == TRICKS:
            return "all_made", BID_ALL_MADE, 0
        return "all_failed", -BID_ALL_FAILED, 2 * others
    if tricks == TRICKS:
        return "kaboot", kaboot, 0
    if tricks >= bid:
        return "made", tricks, 0
    return "failed", -bid, others


# One whole sentence per case, for translators; no number is followed by a noun that would
# agree with it (a note is one text, whatever the number).
NOTES = {
    "made": N_("%(bidder)s bid %(bid)s and %(bidders)s took %(tricks)s of 13 tricks: the bid is "
               "made, and they score the tricks they took, not the bid: %(bidders)s "
               "%(change)s."),
    "kaboot": N_("%(bidder)s bid %(bid)s and %(bidders)s took all 13 tricks, a kaboot they did "
                 "not bid: %(bidders)s %(change)s."),
    "all_made": N_("%(bidder)s bid all 13 tricks and %(bidders)s took them all: %(bidders)s "
                   "%(change)s."),
    "failed": N_("%(bidder)s bid %(bid)s but %(bidders)s took %(tricks)s of 13 tricks: "
                 "%(bidders)s lose their bid, %(lost)s; %(defenders)s took the other "
                 "%(others)s and score them."),
    "all_failed": N_("%(bidder)s bid all 13 tricks but %(bidders)s took %(tricks)s: "
                     "%(bidders)s lose %(lost)s; %(defenders)s took the other %(others)s and "
                     "score twice that, %(gained)s."),
}


def score_round(table: Table, inp) -> Scored:
    bidder, bid, tricks = inp["bidder"], inp["bid"], inp["tricks"]
    bidders = side_of(PARTNERSHIPS, table.players, bidder)
    defenders = next(side for side in sides(PARTNERSHIPS, table.players) if side != bidders)
    case, ours, theirs = points(bid, tricks, table.settings["kaboot"])
    note = Msg(NOTES[case], bidder=bidder, bidders=bidders, defenders=defenders, bid=bid,
               tricks=tricks, others=TRICKS - tricks, change=signed(ours), lost=-ours,
               gained=theirs)
    return Scored({bidders: ours, defenders: theirs}, (note,))


end_reason, to_go = first_to("target")
# The deal passes to the right after every hand; the player to the dealer's right bids first.
# A hand all four pass is not entered, so the same dealer deals again.
turn = DEAL_TO_THE_RIGHT
