"""Indian Rummy's formats, as RULES.md § Indian Rummy formats gives them (sources: the rules
pages of RummyCircle, Junglee Rummy, Playship and RummyEra):
- `total`, the seed's game (rules.py): to `end_at`, highest wins;
- `pool` (101 or 201): a deal's losers add their count, at most 80 (the full count), the winner
  adds nothing; a player whose points reach the pool is out, and may rejoin at the highest total
  still in plus 1 while nobody still in has more than 79 (174); the last player in wins, and a
  match the table ends early is split between everyone still in;
- `deals`: everyone starts with 80 chips a deal; the deal's winner takes each loser's count in
  chips; after the last deal the most chips win, and a tie plays another deal.

Our choices where the sources are silent:
- A match stored before formats existed has none: it is a `total` match.
- Two players who rejoin before the same deal both come back at the highest total of those
  who were still in, plus 1 (neither counts the other).
- The deal passes to the left, skipping players who are out; a player who rejoins is dealt in
  their seat again.
"""

from typing import Mapping

from games.core import Distance, Table
from games.rules import BackIn, back_at_highest
from games.text import Msg, N_, N_plural, Written

FULL_COUNT = 80  # the most a loser counts in pool and deals
POOL_DROPS = {101: (20, 40), 201: (25, 50)}  # (first, middle) drop, by pool
DEALS_DROPS = (20, 40)
REJOIN_UNTIL = {101: 79, 201: 174}  # rejoining closes once a player still in has more


def format_of(settings: Mapping) -> str:
    return settings.get("format", "total")


def variant(settings: Mapping) -> Msg | None:
    """The format, said beside the game's name: "Pool 101", "Deals: 3"."""
    if format_of(settings) == "pool":
        return Msg(N_("Pool %(pool)s"), pool=settings["pool"])
    if format_of(settings) == "deals":
        return Msg(N_("Deals: %(n)s"), n=settings["deals"])
    return None


def counts_in(settings: Mapping) -> tuple[str, str] | None:
    return N_plural("%(num)s chip", "%(num)s chips") if format_of(settings) == "deals" else None


def drops(settings: Mapping) -> tuple[int, int]:
    """What a first and a middle drop count."""
    if format_of(settings) == "pool":
        return POOL_DROPS[settings["pool"]]
    if format_of(settings) == "deals":
        return DEALS_DROPS
    return settings["first_drop"], settings["middle_drop"]


def drops_allowed(settings: Mapping) -> bool:
    """Always in pool and deals; in the seed's game, by the house rule."""
    return format_of(settings) != "total" or bool(settings.get("drops"))


def cap(settings: Mapping) -> int | None:
    """The most a loser's count may count: the full count in pool and deals, else the house
    rule's cap (None: none)."""
    return FULL_COUNT if format_of(settings) != "total" else settings["deadwood_cap"]


def lowest_wins(settings: Mapping) -> bool:
    return format_of(settings) == "pool"


def start_total(settings: Mapping) -> int:
    return FULL_COUNT * settings["deals"] if format_of(settings) == "deals" else 0


def planned(settings: Mapping) -> int | None:
    return settings["deals"] if format_of(settings) == "deals" else None


def out_line(settings: Mapping) -> int | None:
    return settings["pool"] if format_of(settings) == "pool" else None


def pool_closed(table: Table, in_totals: Mapping[str, int], player: str) -> Msg | None:
    """Rejoining closes once a player still in has more than 79 (pool 101) or 174 (201)."""
    until = REJOIN_UNTIL[table.settings["pool"]]
    over = [side for side, total in in_totals.items() if total > until]
    if not over:
        return None
    return Msg(N_("%(player)s can no longer rejoin: a player still in has more than %(until)s "
                  "(%(who)s)."), player=player, until=until, who=Written(over, in_totals))


# Whether `player`, out, may come back before a deal, and at what total (games.core.Outs).
rejoin = back_at_highest(BackIn(
    at=N_("%(player)s rejoins at %(total)s: the highest still in is %(high)s, plus 1."),
    none=N_("%(player)s cannot rejoin: this match allows no rejoining."),
    used=N_("%(player)s cannot rejoin: %(player)s has used every rejoin this match allows "
            "(%(n)s).")), plus=1, closed=pool_closed)


def rejoin_until(settings: Mapping) -> Msg | None:
    """When rejoining closes, for the standings."""
    if format_of(settings) != "pool" or not settings["rejoins"]:
        return None
    return Msg(N_("A player who is out may rejoin before a deal while nobody still in has more "
                  "than %(until)s. Rejoins each player may make: %(n)s."),
               until=REJOIN_UNTIL[settings["pool"]], n=settings["rejoins"])


def to_go(settings: Mapping, total: int) -> Distance | None:
    if format_of(settings) != "pool":
        return None
    return Distance(settings["pool"] - total, settings["pool"], out=True)


def deals_end(table: Table, totals: Mapping[str, int], played: int) -> Msg | None:
    """After the last deal, the most chips win; while that is tied, another deal is played."""
    deals = table.settings["deals"]
    top = max(totals.values())
    if played < deals or sum(total == top for total in totals.values()) > 1:
        return None
    if played == deals:
        return Msg(N_("Deal %(n)s, the last, is played: the match is over."), n=deals)
    return Msg(N_("The tie-breaker deal is played: the match is over."))
