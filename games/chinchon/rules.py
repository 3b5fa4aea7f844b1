"""Chinchón scoring, as in RULES.md § Chinchón (Spain; no seed text).

Sources, read through public copies: the Spanish Wikipedia ("Chinchón (juego de naipes)"), the
rules of the Club Conservador de Cartes i Jocs (cccj.es), acanomas' "Chin Chon", juegoacartas'
"Chinchón", and open-source score sheets. They agree on the game and differ on details, settled
by RULES.md as defaults and house rules.

2 to 8 players, each for themselves, 7 cards each from a Spanish deck (two decks for 5 to 8).
Deal and play go to the right: the deal passes to the right, skipping players who are out, and
the player to the dealer's right starts. A player closes when all their cards are combined in
sets and runs but one worth at most `cut_max`; or with all seven combined; or with chinchón,
seven in a row of one suit without a comodín. Every round, the table enters who closed and how
(`close`: `card`, `all_seven`, `chinchon`), the card left (`left`, with `card` only) and the
points of every other player still in (`points`: their unmatched cards after laying off, as
counted at the table). Every other player adds their points; the closer adds the card left, or
−10 with all seven combined. A chinchón wins the match at once: nothing else of that round is
entered or scored. A player whose total is above `limit` is out; before a round a player out
may buy back in (reenganche) at the highest total of the players still in, while two or more
are still in, at most `rejoins` times. The last player left in wins; when the last ones go out
in the same round, the lowest total among them wins.

Where the sources disagree (RULES.md settles each: the default, and a house rule for the rest):
- The card a player may close with: at most 4 (juegoacartas), 5 in the South American conga,
  3 at other tables: `cut_max`, default 4, 0 to 10.
- Out above the limit (the Wikipedia: "superen los 100") or on reaching it (acanomas: "alcanza
  este tanteo"); 100 is usual, 70 and 101 are met too. Out above `limit`, default 100: a table
  that puts a player out on reaching 100 sets 99.
- The buy-back: acanomas gives the total of the player with the most; cccj.es and others make
  it a stake paid into the pot, and some tables never allow it. RULES.md: the highest total
  still in, at most `rejoins` times (default 1; 0: no buying back in). The pot is not scored.
- All seven combined: −10 in juegoacartas and acanomas, the "menos diez" of the Wikipedia.
  RULES.md has no house rule for another bonus.
- A chinchón wins the match at once (the Wikipedia, juegoacartas); a few tables count it as a
  large bonus instead. RULES.md: at once, no house rule.
- Card values (figures 10, or 10 to 12; a comodín 25 or 50) are counted at the table: Rulezz
  takes each player's points as entered, 0 to 500.

Our choices where RULES.md is silent:
- Two players who buy back in before the same round both come back at the highest total of those
  who were still in (neither counts the other), as in Indian Rummy's pool.
- A player out who buys back in is dealt in their seat again, and may close in that very round.
- A match the table ends early is won by the lowest total still in (no split of the pot).
"""

from dataclasses import dataclass

from games.core import AtOnce, Distance, Scored, Table
from games.fields import (AskedIntField, ChoiceField, IntSetting, Invalid, PlayerField,
                          RejoinField, ScoresField, SkipWords, out_msg, unknown_players)
from games.rules import DEAL_TO_THE_RIGHT, BackIn, back_at_highest
from games.text import Msg, N_

SUMMARY = N_(
    "Chinchón is played by 2 to 8 players with the Spanish deck (two decks for 5 to 8 players), "
    "7 cards each. A player closes with all their cards in sets and runs but one worth at most "
    "4, with all seven combined, or with chinchón: seven in a row of one suit. After each "
    "round, choose who closed and how, and enter the points of every other player still in: "
    "their unmatched cards after laying off. Every other player adds their points; the closer "
    "adds the card left, or −10 with all seven combined. A chinchón wins the match at once. A "
    "player whose total goes above 100 is out, and may buy back in once, at the highest total "
    "still in. The last player left in wins. Deal and play go to the right."
)

SETTINGS = (
    IntSetting("limit", N_("A player whose total goes above this is out"), 100, 50, 500),
    IntSetting("cut_max", N_("A player may close with a card left worth at most"), 4, 0, 10,
               help=N_("3 and 5 are common too.")),
    IntSetting("rejoins", N_("Each player may buy back in at most this many times"), 1, 0, 5,
               help=N_("0: nobody buys back in.")),
)

CARD, ALL_SEVEN, CHINCHON = "card", "all_seven", "chinchon"
ALL_SEVEN_POINTS = -10
POINTS_MAX = 500  # RULES.md's bound on a player's points in a round

CLOSES = (
    (CARD, N_("With a card left")),
    (ALL_SEVEN, N_("With all seven combined")),
    (CHINCHON, N_("With chinchón")),
)


OUT = N_("%(player)s is out: only a player who buys back in before this round plays in it.")


def said_out(error: Invalid) -> Invalid:
    """A refusal naming a player who is out, said Chinchón's way: a player out may still buy
    back in, so the shared "plays no more rounds" would mislead."""
    def mended(message):
        player = message.params.get("player")
        return Msg(OUT, player=player) if message == out_msg(player) else message
    errors = {key: mended(message) for key, message in (error.errors or {}).items()}
    return Invalid(mended(error.message), errors or None)


@dataclass(frozen=True)
class CloserField(PlayerField):
    def parse(self, raw, table, clean):
        try:
            return super().parse(raw, table, clean)
        except Invalid as error:
            raise said_out(error) from None


@dataclass(frozen=True)
class PointsField(ScoresField):
    """Every other player's points; none in a round closed with chinchón, which wins the match
    at once (`none_msg`). While how the round was closed is refused, only what was typed is
    checked."""

    closing: str = "close"
    none_msg: str = ""

    def parse(self, raw, table, clean):
        try:
            if self.closing not in clean:
                return self.typed(raw, table, clean)
            if clean[self.closing] == CHINCHON:
                if raw is None or raw == {}:
                    return None
                raise Invalid(Msg(self.none_msg))
            return super().parse(raw, table, clean)
        except Invalid as error:
            raise said_out(error) from None

    def typed(self, raw, table, clean):
        """The numbers typed, each checked alone (none missing: who needs one is unknown)."""
        if not isinstance(raw, dict):
            return None
        errors, values = unknown_players(self.name, raw, table, clean), {}
        for player, value in raw.items():
            if player in table.players and f"{self.name}.{player}" not in errors:
                try:
                    values[player] = self.parse_one(value, player, table)
                except Invalid as error:
                    errors[f"{self.name}.{player}"] = error.message
        if errors:
            raise Invalid(next(iter(errors.values())), errors)
        return values or None


# The closer's tick beside each player's box: the closer closed (in Spanish "cerró"), where
# Indian Rummy's winner "went out" (which reads as "eliminated" here, where players go out).
CLOSED = SkipWords(
    # TRANSLATORS: ticked beside the box of the Chinchón player who closed the round.
    N_("Closed"), N_("%(name)s closed"),
    N_("Then the points of everyone else: the box of whoever closed stays empty."))

FIELDS = (
    RejoinField("rejoin", N_("Who buys back in before this round")),
    CloserField("closer", N_("Who closed")),
    ChoiceField("close", N_("How they closed"), CLOSES,
                refused_msg=N_("Choose how the round was closed: with a card left, with all "
                               "seven combined, or with chinchón.")),
    AskedIntField("left", N_("The points of the card left"), 0, 10, when=("close", (CARD,)),
                  max_setting="cut_max",
                  range_msg=N_("In this match a player may close with a card worth at most "
                               "%(max)s left: enter a number from %(min)s to %(max)s."),
                  missing_msg=N_("The round was closed with a card left: enter its points."),
                  not_asked_msg=N_("The closer kept no card (all seven combined, or "
                                   "chinchón): leave the card left empty.")),
    PointsField("points", N_("Points of each other player"), 0, POINTS_MAX, skip="closer",
                required=False, skip_words=CLOSED,
                skip_msg=N_("%(player)s closed this round and adds the card left, or −10: "
                            "leave their box empty."),
                none_msg=N_("A chinchón wins the match at once and nothing else of the round "
                            "is scored: leave every player's points empty.")),
)

CLOSER_NOTES = {
    CARD: N_("%(player)s closed with a card worth %(left)s left and adds %(points)s."),
    ALL_SEVEN: N_("%(player)s closed with all seven combined and adds %(points)s."),
}
CHINCHON_NOTE = N_("%(player)s closed with chinchón, seven in a row of one suit: nothing else "
                   "of this round is scored.")
POINTS_NOTE = N_("%(player)s adds %(points)s, the unmatched cards.")


def score_round(table: Table, inp) -> Scored:
    """The closer adds the card left or −10, every other player still in their points; a
    chinchón scores nothing (it wins the match at once: `at_once`)."""
    closer, close = inp["closer"], inp["close"]
    if close == CHINCHON:
        return Scored({}, (Msg(CHINCHON_NOTE, player=closer),))
    own = inp["left"] if close == CARD else ALL_SEVEN_POINTS
    deltas = {closer: own}
    notes = [Msg(CLOSER_NOTES[close], player=closer, left=inp.get("left"), points=own)]
    for player, points in inp["points"].items():
        deltas[player] = points
        notes.append(Msg(POINTS_NOTE, player=player, points=points))
    return Scored(deltas, tuple(notes))


def at_once(table: Table, inp) -> AtOnce | None:
    """A chinchón wins the match at once, for the closer, whatever the totals."""
    if inp.get("close") != CHINCHON:
        return None
    closer = inp["closer"]
    return AtOnce((closer,), Msg(N_("%(player)s wins the match at once with the chinchón."),
                                 player=closer))


def end_reason(table: Table, totals, played: int):
    """The match ends only when one player is left in (games.core.Outs) or with a chinchón."""
    return None


def out_line(settings) -> int:
    return settings["limit"]


def to_go(settings, total: int) -> Distance:
    """"23 from 100": what a player may still add and stay in (at 100 itself, still in)."""
    return Distance(settings["limit"] - total, settings["limit"], out=True)


def buy_back_closed(table: Table, in_totals, player: str) -> Msg | None:
    """Buying back in needs two or more players still in (with one, the match is over)."""
    if len(in_totals) >= 2:
        return None
    return Msg(N_("%(player)s cannot buy back in: a player may buy back in only while two or "
                  "more are still in."), player=player)


# Whether `player`, out, may buy back in before a round, and at what total (games.core.Outs).
rejoin = back_at_highest(BackIn(
    at=N_("%(player)s buys back in at %(total)s, the highest total still in."),
    none=N_("%(player)s cannot buy back in: this match allows no buying back in."),
    used=N_("%(player)s cannot buy back in again: %(player)s has bought back in as often as "
            "this match allows (%(n)s).")), closed=buy_back_closed)


def rejoin_until(settings) -> Msg | None:
    """When buying back in is open, for the standings."""
    if not settings["rejoins"]:
        return None
    return Msg(N_("A player who is out may buy back in before a round, at the highest total "
                  "still in, while two or more players are still in. Buy-backs each player may "
                  "make: %(n)s."), n=settings["rejoins"])


# Deal and play go to the right: the deal passes to the right, skipping players who are out,
# and the player to the dealer's right starts.
turn = DEAL_TO_THE_RIGHT
