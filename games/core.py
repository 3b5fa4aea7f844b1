"""The shape of a game, and the generic machinery over it: new match, round validation, replay.

A game module declares a `Game`: data (players allowed, settings, round fields, examples) plus pure
functions (`score_round`, `end_reason`, `turn`). Everything else a page or the API needs is
derived here, the same way for every game. Totals are never stored: `replay` recomputes them from
the stored round inputs, so editing or deleting a round is just another replay.
"""

from dataclasses import dataclass, field, replace
from itertools import zip_longest
from typing import Any, Callable, Mapping, NamedTuple, Sequence

from games import naming
from games.fields import Invalid, applies, is_int
from games.text import Msg, N_, N_plural

MAX_NAME = naming.MAX_NAME


class Scored(NamedTuple):
    """One round's result: a change per side and notes that explain every number."""

    deltas: dict[str, int]
    notes: tuple[Msg, ...]


class Distance(NamedTuple):
    """How far a total is from the total that ends the match, for the standings."""

    points: int               # still to gain before the line (or, counting down, to lose)
    line: int                 # the total that ends the match
    countdown: bool = False   # the total itself counts down to the line (Okey: 20 down to 0)
    ends: bool = False        # the line is where the match ends, not a goal (Skyjo: lowest wins)
    out: bool = False         # the line is where a side goes out (see Outs)
    # How the standings say what is still to gain, where a game counts in its own unit: a
    # singular and plural pair for ngettext ("%(num)s game to go"); None: "3 to reach 4".
    words: tuple[str, str] | None = None


class Unit(NamedTuple):
    """What a game calls one entry of its matches (a round, a hand, a game), in each sentence a
    match page names it: whole sentences, since languages inflect the noun and its neighbours."""

    heading: str             # "Round %(n)s"
    heading_of: str          # "Round %(n)s of %(total)s", when the match lasts a set number
    enter: str
    enter_of: str
    undo: str
    after: tuple[str, str]   # the standings' heading, singular and plural (ngettext)
    all: str                 # the heading over the table of them all
    count: tuple[str, str]   # how many a match has ("12 rounds"), in lists of matches


ROUND_UNIT = Unit(
    N_("Round %(n)s"), N_("Round %(n)s of %(total)s"), N_("Enter round %(n)s"),
    N_("Enter round %(n)s of %(total)s"), N_("Undo round %(n)s"),
    N_plural("Standings after %(num)s round", "Standings after %(num)s rounds"), N_("Rounds"),
    N_plural("%(num)s round", "%(num)s rounds"))
HAND_UNIT = Unit(
    N_("Hand %(n)s"), N_("Hand %(n)s of %(total)s"), N_("Enter hand %(n)s"),
    N_("Enter hand %(n)s of %(total)s"), N_("Undo hand %(n)s"),
    N_plural("Standings after %(num)s hand", "Standings after %(num)s hands"), N_("Hands"),
    N_plural("%(num)s hand", "%(num)s hands"))
GAME_UNIT = Unit(
    N_("Game %(n)s"), N_("Game %(n)s of %(total)s"), N_("Enter game %(n)s"),
    N_("Enter game %(n)s of %(total)s"), N_("Undo game %(n)s"),
    N_plural("Standings after %(num)s game", "Standings after %(num)s games"), N_("Games"),
    N_plural("%(num)s game", "%(num)s games"))

DEAL_UNIT = Unit(
    N_("Deal %(n)s"), N_("Deal %(n)s of %(total)s"), N_("Enter deal %(n)s"),
    N_("Enter deal %(n)s of %(total)s"), N_("Undo deal %(n)s"),
    N_plural("Standings after %(num)s deal", "Standings after %(num)s deals"), N_("Deals"),
    N_plural("%(num)s deal", "%(num)s deals"))


class Turn(NamedTuple):
    """Who deals and who plays first in a round (None where the game does not say)."""

    dealer: str | None
    starter: str | None


@dataclass(frozen=True)
class Table:
    """The fixed facts of a match: players in clockwise seating order, settings, first dealer.
    A replay shows each round the table as that round finds it: who is out (players, see Outs)
    and who dealt the round before."""

    players: tuple[str, ...]
    settings: Mapping[str, Any]
    first_dealer: str | None = None
    out: frozenset = frozenset()
    last_dealer: str | None = None

    def seat(self, player: str, steps: int) -> str:
        """The player `steps` seats clockwise (to the left) of `player`, skipping players who
        are out; negative goes right."""
        seated = [p for p in self.players if p not in self.out or p == player]
        return seated[(seated.index(player) + steps) % len(seated)]

    def in_play(self, clean: Mapping | None = None) -> tuple[str, ...]:
        """The players a round may name: those not out, and those it brings back (`rejoin`)."""
        back = (clean or {}).get(REJOIN) or ()
        return tuple(p for p in self.players if p not in self.out or p in back)

    @property
    def dealer0(self) -> str:
        return self.first_dealer or self.players[0]


class Derive(NamedTuple):
    """What a game works out at a cost from a round's input (Indian Rummy: each hand entered by
    cards, arranged), kept with the stored round so that a replay does not work it out again.
    The input stays the truth: a copy tagged with another `version` (made under other rules or
    another solver) is worked out again, never trusted (`derivation`)."""

    version: str
    make: Callable[[Table, Mapping], dict | None]  # from a clean input; None: nothing to keep


REJOIN = "rejoin"  # a round input's list of players who come back in before it (see Outs)


class Rejoined(NamedTuple):
    """A side coming back in: the total it comes back at, or None when it may not (`note`
    says why); else `note` explains the total."""

    total: int | None
    note: Msg


@dataclass(frozen=True)
class Outs:
    """A game in which a side whose total reaches a line is out: dealt no more, named by no
    round, its total kept as it was. The match ends when one side is left in, who wins (when
    the last ones go out together, the best total among them). "Reaches" counts away from the
    starting total: the line or more above it, the line or less below it (a countdown); with
    `above`, only past the line (Chinchón: a total above 100 is out, 100 is still in). A side
    that comes back takes the total the game gives it: that round's delta is still what it
    scored in the round, so its total is no longer the sum of its deltas."""

    line: Callable[[Mapping], int | None]  # from the settings; None: nobody goes out
    # (the table as the round finds it, the totals of the sides still in, the side, how often it
    # came back already) -> whether and at what total it comes back before a round.
    rejoin: Callable[[Table, Mapping[str, int], str, int], Rejoined] | None = None
    split: bool = False  # a match the table ends early is won by every side still in
    until: Callable[[Mapping], Msg | None] = lambda settings: None  # when coming back closes
    above: bool = False  # out only past the line: the line itself is still in

    def passed(self, total: int, line: int, start: int) -> bool:
        """Whether a total puts its side out, counting away from the starting total."""
        if line > start:
            return total > line if self.above else total >= line
        return total < line if self.above else total <= line

    def out_note(self, side: str, total: int, line: int, start: int) -> Msg:
        if not self.above:
            return Msg(N_("%(side)s reached %(total)s: out."), side=side, total=total)
        text = (N_("%(side)s is above %(line)s, with %(total)s: out.") if line > start
                else N_("%(side)s is below %(line)s, with %(total)s: out."))
        return Msg(text, side=side, line=line, total=total)


class AtOnce(NamedTuple):
    """A round that ends the match there and then, won by `winners` whatever the totals
    (Chinchón's chinchón); `note` says so."""

    winners: tuple[str, ...]
    note: Msg


def not_at_once(table: Table, inp: Mapping) -> AtOnce | None:
    return None


def no_checks(table: Table, clean: Mapping) -> dict:
    return {}


def no_turn(table: Table, played: int, last: Mapping | None) -> Turn:
    return Turn(None, None)


@dataclass(frozen=True)
class Example:
    """A worked example for the FAQ and the tests: rounds in, expected standings out.

    With `errors`, the last round is one the app must refuse, with messages for those field keys.
    """

    title: str
    rule: str
    explanation: str
    players: tuple[str, ...]
    rounds: tuple[Mapping, ...]
    settings: Mapping = field(default_factory=dict)
    first_dealer: str | None = None
    start: Mapping | None = None
    deltas: tuple[Mapping, ...] | None = None
    totals: Mapping | None = None
    finished: bool | None = None
    winners: tuple[str, ...] | None = None
    next_dealer: str | None = None
    next_starter: str | None = None
    errors: tuple[str, ...] | None = None


@dataclass(frozen=True, repr=False)
class Game:
    id: str
    name: str
    summary: str
    min_players: int
    max_players: int
    settings: tuple
    fields: tuple
    score_round: Callable[[Table, Mapping], Scored]
    end_reason: Callable[[Table, Mapping[str, int], int], Msg | None]
    lower_wins: bool | Callable[[Mapping], bool] = False  # or by the settings (see lowest_wins)
    # Seats that score together (Euchre: seats 1 and 3 against 2 and 4); none: each for their own.
    # Or by the settings (101 Okey's `partners`).
    partnerships: tuple[tuple[int, ...], ...] | Callable[[Mapping], tuple] = ()
    check_round: Callable[[Table, Mapping], dict] = no_checks
    turn: Callable[[Table, int, Mapping | None], Turn] = no_turn
    start_total: Callable[[Mapping], int] = lambda settings: 0
    schema_extra: Mapping = field(default_factory=dict)
    examples: tuple[Example, ...] = ()
    deals: bool = True  # False: the game names no dealer (Skyjo), so none is asked for
    # How far a total is from the match's threshold, for the standings ("23 to reach 100").
    to_go: Callable[[Mapping, int], Distance | None] = lambda settings, total: None
    # What one entry of a match is called: a round, a hand (Euchre), a game (Okey stakes); or
    # by the settings (Indian Rummy's pool and deals: a deal).
    unit: Unit | Callable[[Mapping], Unit] = ROUND_UNIT
    # How many entries the match lasts, when the settings fix it (Okey stakes' `games`).
    planned: Callable[[Mapping], int | None] = lambda settings: None
    # True when the match has no end of its own and the table ends it (Okey stakes, no limit).
    open_ended: Callable[[Mapping], bool] = lambda settings: False
    # What scoring a round works out at a cost, kept with it; `score_round` then takes it as a
    # third argument (see Derive).
    derive: Derive | None = None
    # What a game's folder adds to its rules: its figures (games.figures.GameFigures; none:
    # the generic ones only), its rules page's (question, answer) pairs, and its hand checker
    # (games.checkers.Checker), if it has one.
    figures: Any = None
    questions: tuple[tuple[str, str], ...] = ()
    checker: Any = None
    # Sides that go out at a line, and may come back (Indian Rummy's pool); none: nobody goes out.
    outs: Outs | None = None
    # A round that wins the match at once, whatever the totals (Chinchón's chinchón), from the
    # table as the round finds it and its input; None: it does not.
    at_once: Callable[[Table, Mapping], AtOnce | None] = not_at_once
    # Which kind of match the settings make, where a game has several (Indian Rummy's "Pool
    # 101"), said beside the game's name in lists and headings; None: the game's own.
    variant: Callable[[Mapping], Msg | None] = lambda settings: None
    # What a total counts, where it is not points (Indian Rummy's deals: chips), as ngettext's
    # singular and plural ("%(num)s chips"); None: points, shown as bare numbers.
    counts_in: Callable[[Mapping], tuple[str, str] | None] = lambda settings: None
    # Settings that are each valid but not together (a table's own game: teams need 4
    # players): {setting: Msg}, checked after each setting alone.
    settings_agree: Callable[[Mapping], dict] = lambda settings: {}
    # A game whose settings make the whole game (a table's own: its entry, its end, its players)
    # gives the game a match with these settings plays; None: the settings are house rules only.
    made_by: Callable[[Mapping], "Game"] | None = None
    # The settings of a table's own game that this game is (the ready-made Uno, Hearts...),
    # for a table to copy and change; None: it is not one.
    as_own: Mapping | None = None
    # What these settings make of the game, in sentences (a table's own: its choices in words).
    described: Callable[[Mapping], tuple[Msg, ...]] = lambda settings: ()

    def defaults(self) -> dict:
        return {s.name: s.default for s in self.settings}

    def __repr__(self) -> str:  # the whole declaration runs to tens of kilobytes
        return f"Game({self.id!r})"

    def _repr_pretty_(self, printer, cycle) -> None:  # the same for IPython's and Hypothesis's
        printer.text(repr(self))

    def played_with(self, settings: Mapping) -> "Game":
        """The game a match with these (checked) settings plays: this one, or the one its
        settings make (`made_by`)."""
        return self.made_by(settings) if self.made_by else self

    def by_settings(self, declared, settings: Mapping | None = None):
        """A declaration that may be a function of the settings (`unit`, `lower_wins`,
        `partnerships`), read for a match with these settings (None: the game's defaults)."""
        if not callable(declared):
            return declared
        return declared(self.defaults() if settings is None else settings)

    def unit_of(self, settings: Mapping | None = None) -> Unit:
        return self.by_settings(self.unit, settings)

    def lowest_wins(self, settings: Mapping | None = None) -> bool:
        return self.by_settings(self.lower_wins, settings)

    def out_line(self, settings: Mapping) -> int | None:
        """The total that puts a side out in a match with these settings (None: nobody)."""
        return self.outs.line(settings) if self.outs else None

    def partnerships_of(self, settings: Mapping | None = None) -> tuple:
        return self.by_settings(self.partnerships, settings)

    @property
    def teams(self) -> bool:
        """Whether the game is played in partnerships with its default settings."""
        return bool(self.partnerships_of())

    def sides(self, players: Sequence[str], settings: Mapping | None = None) -> tuple[str, ...]:
        return sides(self.partnerships_of(settings), players)

    def side_of(self, players: Sequence[str], player: str,
                settings: Mapping | None = None) -> str:
        return side_of(self.partnerships_of(settings), players, player)

    def partners(self, seat: int, settings: Mapping | None = None) -> tuple[int, ...]:
        """The other seats of this seat's partnership (none in a game without partners)."""
        team = next((team for team in self.partnerships_of(settings) if seat in team), ())
        return tuple(s for s in team if s != seat)


def sides(partnerships, players: Sequence[str]) -> tuple[str, ...]:
    """Who scores: each player, or each partnership named by its players ("Ana & Cy")."""
    if not partnerships:
        return tuple(players)
    return tuple(" & ".join(players[seat] for seat in team) for team in partnerships)


def side_of(partnerships, players: Sequence[str], player: str) -> str:
    """The side a player scores for: themselves, or their partnership."""
    if not partnerships:
        return player
    seat = players.index(player)
    return sides(partnerships, players)[next(i for i, team in enumerate(partnerships)
                                             if seat in team)]


# --- Starting a match ---------------------------------------------------------------------------

def validate_settings(game: Game, raw) -> tuple[dict | None, dict]:
    """Settings with defaults filled in, or errors keyed by setting name."""
    clean, errors = check_settings(game.settings, raw)
    errors = errors or game.settings_agree(clean)
    return (None, errors) if errors else (clean, {})


def check_settings(settings: tuple, raw) -> tuple[dict | None, dict]:
    """Values of these settings (a game's house rules, a table's own game's choices), with
    defaults filled in, or errors keyed by setting name."""
    if raw is None:
        raw = {}
    if not isinstance(raw, Mapping):
        return None, {"settings": Msg(N_("Settings must be a list of named values."))}
    known = {s.name: s for s in settings}
    errors = {str(k): Msg(N_("There is no house rule called %(name)s."), name=str(k))
              for k in raw if k not in known}
    clean = {s.name: s.default for s in settings}
    for name, setting in known.items():
        if name in raw:
            try:
                clean[name] = setting.parse(raw[name])
            except Invalid as error:
                errors[name] = error.message
    for name, setting in known.items():  # one another format's: its default, or refused if set
        if name not in errors and not applies(setting, clean):
            if clean[name] != setting.default:
                errors[name] = Msg(N_("“%(name)s” applies only when “%(setting)s” is "
                                      "%(values)s."), name=name, setting=setting.when[0],
                                   values=" / ".join(str(v) for v in setting.when[1]))
            clean[name] = setting.default
    return (None, errors) if errors else (clean, {})


def validate_new_match(game: Game, players,
                       settings=None, first_dealer=None) -> tuple[Table | None, dict]:
    """The table of a new match (players, settings, first dealer), or errors."""
    clean_settings, errors = validate_settings(game, settings)
    if clean_settings:
        game = game.played_with(clean_settings)  # its players are the settings' (a table's own)
    names_ = [naming.clean(p) for p in players] if isinstance(players, (list, tuple)) else []
    problems = [naming.problem(n) for n in names_ if naming.problem(n)]
    if not game.min_players <= len(names_) <= game.max_players:
        errors["players"] = player_count_msg(game)
    elif problems:
        errors["players"] = problems[0]
    elif len({naming.key(n) for n in names_}) < len(names_):
        errors["players"] = Msg(N_("Two players have the same name: give each a different one."))
    seats = (sum(len(team) for team in game.partnerships_of(clean_settings))
             if clean_settings else 0)
    if seats and "players" not in errors and len(names_) != seats:
        errors["players"] = Msg(N_("Played in partnerships, %(game)s needs exactly %(n)s "
                                   "players."), game=Msg(game.name), n=seats)
    if first_dealer is not None and naming.clean(first_dealer) not in names_:
        errors["first_dealer"] = Msg(N_("The first dealer must be one of the players."))
    if errors:
        return None, errors
    dealer = naming.clean(first_dealer) if first_dealer is not None else None
    return Table(tuple(names_), clean_settings, dealer), {}


def player_count_msg(game: Game) -> Msg:
    if game.min_players == game.max_players:
        return Msg(N_("%(game)s is played by exactly %(n)s players."),
                   game=Msg(game.name), n=game.min_players)
    return Msg(N_("%(game)s is played by %(min)s to %(max)s players."),
               game=Msg(game.name), min=game.min_players, max=game.max_players)


# --- Round input --------------------------------------------------------------------------------

def parse_round(game: Game, table: Table, raw) -> tuple[dict | None, dict]:
    """The clean round input, or errors keyed by field (`points.Ana` for one player's value)."""
    if not isinstance(raw, Mapping):
        return None, {"round": Msg(N_("A round must be a set of named values."))}
    known = {f.name for f in game.fields}
    errors = {str(k): Msg(N_("Rounds of %(game)s have nothing called “%(name)s”."), name=str(k),
                          game=Msg(game.name)) for k in raw if k not in known}
    clean = {}
    for f in game.fields:
        try:
            clean[f.name] = f.parse(raw.get(f.name), table, clean)
        except Invalid as error:  # a refused field stays out of `clean`: others see no value
            errors.update(error.errors or {f.name: error.message})
    if not errors:
        errors = game.check_round(table, clean)
    if errors:
        return None, errors
    return {k: v for k, v in clean.items() if v is not None}, {}


def validate_round(game: Game, table: Table, so_far: "Standings", raw):
    """Check a new round against the match so far (`so_far`, its replay): refused once the
    match is over, or when it names a side that is out or brings one back against the rules."""
    if so_far.finished:
        return None, {"round": over()}
    return checked_round(game, so_far.table_for(table), so_far.in_totals, so_far.rejoins, raw)


def checked_round(game: Game, table: Table, in_totals: Mapping[str, int],
                  rejoins: Mapping[str, int], raw):
    """A round checked against the table as it finds it (who is out), the totals of the sides
    still in and how often each side came back in (see Outs)."""
    clean, errors = parse_round(game, table, raw)
    if not errors:
        errors = refused_rejoins(game, table, in_totals, rejoins, clean)
    return (None, errors) if errors else (clean, {})


def rejoin_offers(game: Game, table: Table, so_far: "Standings") -> dict[str, Rejoined]:
    """For each side out, whether it may come back before the next round, and at what total."""
    if game.outs is None or game.outs.rejoin is None or so_far.finished:
        return {}
    view = so_far.table_for(table)
    return {side: game.outs.rejoin(view, so_far.in_totals, side, so_far.rejoins.get(side, 0))
            for side in so_far.out}


def refused_rejoins(game: Game, table: Table, in_totals: Mapping[str, int],
                    rejoins: Mapping[str, int], clean: Mapping) -> dict:
    """Why the sides a round brings back in may not come back, if they may not."""
    back = clean.get(REJOIN) or ()
    if back and (game.outs is None or game.outs.rejoin is None):
        return {REJOIN: Msg(N_("Nobody comes back in %(game)s."), game=Msg(game.name))}
    for player in back:
        side = game.side_of(table.players, player, table.settings)
        rejoined = game.outs.rejoin(table, in_totals, side, rejoins.get(side, 0))
        if rejoined.total is None:
            return {REJOIN: rejoined.note}
    return {}


def over() -> Msg:
    return Msg(N_("This match is over: no more rounds can be added."))


def validate_edit(game: Game, table: Table, rounds: Sequence[Mapping], index: int, raw,
                  derived: Sequence = ()):
    """The replay of the rounds with round `index` (0-based) replaced, or errors; nothing
    changes on error. `derived`: as for `replay`."""
    if game.out_line(table.settings) is None:
        clean, errors = parse_round(game, table, raw)
    else:  # checked as the round finds the table: who was out before it
        so_far = replay(game, table, rounds[:index], derived=derived)
        clean, errors = checked_round(game, so_far.table_for(table), so_far.in_totals,
                                      so_far.rejoins, raw)
    if errors:
        return None, errors
    derived = [*derived[:index], None, *derived[index + 1:]]
    return checked_sequence(game, table, [*rounds[:index], clean, *rounds[index + 1:]], derived)


def validate_delete(game: Game, table: Table, rounds: Sequence[Mapping], index: int,
                    derived: Sequence = ()):
    """The replay of the rounds without round `index` (0-based), or errors."""
    return checked_sequence(game, table, [*rounds[:index], *rounds[index + 1:]],
                            [*derived[:index], *derived[index + 1:]])


def checked_sequence(game: Game, table: Table, rounds: Sequence[Mapping], derived: Sequence = ()):
    """The replay of these rounds, refused when the match would end before its last round
    (that round would be lost), or, where sides go out, when a round no longer fits the rounds
    before it (it names a side now out, leaves out one now in, brings back one that may not
    come back)."""
    scorer, outs = Scorer(game, table), game.out_line(table.settings) is not None
    for number, (inp, kept) in enumerate(zip_longest(rounds, derived[:len(rounds)]), 1):
        if scorer.ended_after is not None:  # refused below: a round would follow the end
            break
        _, errors = scorer.check(inp) if outs else ((), {})
        if errors:
            return None, {"round": Msg(N_("With this change round %(n)s no longer fits the "
                                          "match: %(problem)s Change or delete round %(n)s "
                                          "first."),
                                       n=number, problem=next(iter(errors.values())))}
        scorer.add(inp, kept)
    result = scorer.standings()
    if result.ended_after is not None and result.ended_after < len(rounds):
        later = len(rounds) - result.ended_after
        text = (N_("With this change the match would end after round %(n)s, but a round "
                   "follows it. Delete the later round first.") if later == 1 else
                N_("With this change the match would end after round %(n)s, but %(later)s "
                   "rounds follow it. Delete the later rounds first."))
        return None, {"round": Msg(text, n=result.ended_after, later=later)}
    return result, {}


# --- Replay -------------------------------------------------------------------------------------

class RoundResult(NamedTuple):
    """One round of a replay (a tuple: a replay builds one a round, and a long match has
    hundreds; a frozen dataclass takes longer to build)."""

    number: int
    input: Mapping
    deltas: dict[str, int]
    totals: dict[str, int]
    notes: tuple[Msg, ...]
    dealer: str | None
    starter: str | None
    derived: Mapping | None = None  # what the game derived from the input (see Derive)


@dataclass(frozen=True)
class Standings:
    """A match replayed: every round's result, the totals, and how the game itself ended it."""

    sides: tuple[str, ...]
    rounds: tuple[RoundResult, ...]
    totals: dict[str, int]
    ended_after: int | None   # the round after which the game's own rule ended the match
    end_note: Msg | None
    # The best total now (none before the first round); once a round won the match at once
    # (see AtOnce), its winners.
    leaders: tuple[str, ...]
    next_dealer: str | None
    next_starter: str | None
    # Sides out, in the order they went out, with the round after which each did (see Outs),
    # how often each came back in, and who dealt the last round.
    out: Mapping[str, int] = field(default_factory=dict)
    rejoins: Mapping[str, int] = field(default_factory=dict)
    last_dealer: str | None = None
    out_players: frozenset = frozenset()
    won_at_once: tuple[str, ...] = ()  # the winners of a round that won the match at once

    @property
    def finished(self) -> bool:
        """Ended by the game's rules (a table may also end a match itself: see the services)."""
        return self.ended_after is not None

    @property
    def winners(self) -> tuple[str, ...]:
        return self.leaders if self.finished else ()

    @property
    def still_in(self) -> tuple[str, ...]:
        return tuple(side for side in self.sides if side not in self.out)

    @property
    def in_totals(self) -> dict[str, int]:
        return {side: self.totals[side] for side in self.still_in}

    def table_for(self, table: Table) -> Table:
        """`table` as the next round finds it: who is out, who dealt last."""
        if not self.out_players and self.last_dealer is None:
            return table
        return replace(table, out=self.out_players, last_dealer=self.last_dealer)


class Scorer:
    """Rounds scored one after another: what `replay` and `play` are made of."""

    def __init__(self, game: Game, table: Table, start: Mapping | None = None):
        self.game, self.table = game, table
        self.sides = game.sides(table.players, table.settings)
        base = game.start_total(table.settings)
        self.totals = {side: (start or {}).get(side, base) for side in self.sides}
        self.results: list[RoundResult] = []
        self.ended_after, self.end_note, self.last = None, None, None
        self.out: dict[str, int] = {}
        self.rejoins: dict[str, int] = {}
        self.dealer: str | None = None
        self.won_at_once: tuple[str, ...] = ()

    def add(self, inp: Mapping, derived: Mapping | None = None) -> None:
        game, number = self.game, len(self.results) + 1
        notes = self.bring_back(inp.get(REJOIN) or ())
        table = self.view()
        dealer, starter = game.turn(table, number - 1, self.last)
        if game.derive is None:
            deltas, scored = game.score_round(table, inp)
        else:
            derived = derivation(game, table, inp, derived)
            deltas, scored = game.score_round(table, inp, derived)
        notes.extend(scored)
        out_before = set(self.out)  # a stored round the rules now refuse may still name them
        self.totals = totals = {s: self.totals[s] + (0 if s in out_before else deltas.get(s, 0))
                                for s in self.sides}
        notes.extend(self.put_out(number))
        at_once = game.at_once(table, inp) if self.ended_after is None else None
        reason = at_once.note if at_once else self.end_reason(table, number)
        if reason and self.ended_after is None:
            self.ended_after, self.end_note = number, reason
            self.won_at_once = at_once.winners if at_once else ()
            notes.append(reason)
            if not at_once and not self.last_one_in():  # else the reason names the winner
                notes.append(winners_note(game, table.settings, self.leaders(), totals))
        deltas = {s: 0 if s in out_before else deltas.get(s, 0) for s in self.sides}
        self.results.append(RoundResult(number, inp, deltas,
                                        totals, tuple(notes), dealer, starter,
                                        derived if game.derive else None))
        self.last, self.dealer = inp, dealer

    def check(self, raw):
        """A round's input checked as `validate_round` checks it after the rounds so far."""
        return checked_round(self.game, self.view(), self.in_totals(), self.rejoins, raw)

    def bring_back(self, players) -> list[Msg]:
        """Sides named by the round's `rejoin` come back in at the total the game gives
        (a stored round the rules would now refuse brings nobody back)."""
        notes, view, in_totals = [], self.view(), self.in_totals()  # as the round finds them
        for player in players:
            side = self.game.side_of(self.table.players, player, self.table.settings)
            if side not in self.out or self.game.outs is None or self.game.outs.rejoin is None:
                continue
            rejoined = self.game.outs.rejoin(view, in_totals, side, self.rejoins.get(side, 0))
            if rejoined.total is not None:
                self.totals = {**self.totals, side: rejoined.total}
                del self.out[side]
                self.rejoins[side] = self.rejoins.get(side, 0) + 1
            notes.append(rejoined.note)
        return notes

    def put_out(self, number: int) -> list[Msg]:
        """Sides still in whose total reached the game's line go out, in seating order."""
        line = self.game.out_line(self.table.settings)
        if line is None:
            return []
        start, outs = self.game.start_total(self.table.settings), self.game.outs
        notes = []
        for side in self.sides:
            total = self.totals[side]
            if side not in self.out and outs.passed(total, line, start):
                self.out[side] = number
                notes.append(outs.out_note(side, total, line, start))
        return notes

    def in_totals(self) -> dict[str, int]:
        return {side: total for side, total in self.totals.items() if side not in self.out}

    def last_one_in(self) -> bool:
        return self.game.out_line(self.table.settings) is not None and len(self.in_totals()) == 1

    def end_reason(self, table: Table, number: int) -> Msg | None:
        """The game's own end, or, where sides go out, one side (or none) left in."""
        left = self.in_totals()
        if self.game.out_line(self.table.settings) is not None and len(left) <= 1:
            if left:
                return Msg(N_("Only %(side)s is left in, and wins the match."),
                           side=next(iter(left)))
            return Msg(N_("Nobody is left in: the match is over."))
        return self.game.end_reason(table, self.totals, number)

    def leaders(self) -> tuple[str, ...]:
        """The best total among the sides still in; when none is, among the last to go out;
        once a round won the match at once, its winners."""
        if self.won_at_once:
            return self.won_at_once
        among = self.in_totals()
        if not among and self.out:
            last = max(self.out.values())
            among = {s: self.totals[s] for s, when in self.out.items() if when == last}
        return best(self.game, self.table.settings, among)

    def view(self) -> Table:
        """The table as the next round finds it (see Table). In a game where nobody goes out
        the deal needs no more than the match's own table (games.rules.deal_passes)."""
        if self.game.outs is None:
            return self.table
        out = frozenset(p for p in self.table.players
                        if self.game.side_of(self.table.players, p, self.table.settings)
                        in self.out)
        return replace(self.table, out=out, last_dealer=self.dealer)

    def standings(self) -> Standings:
        played = len(self.results)
        table = self.view()
        turn = (Turn(None, None) if self.ended_after is not None
                else self.game.turn(table, played, self.last))
        return Standings(self.sides, tuple(self.results), self.totals, self.ended_after,
                         self.end_note, self.leaders() if played else (), *turn,
                         out=dict(self.out),
                         rejoins=dict(self.rejoins), last_dealer=self.dealer,
                         out_players=table.out, won_at_once=self.won_at_once)


def replay(game: Game, table: Table, rounds: Sequence[Mapping], start=None,
           derived: Sequence = ()) -> Standings:
    """Score every stored round in order. Inputs are read, never changed. `derived`: what was
    derived from each round when it was stored (None, or fewer: none kept), used where current:
    the standings are the same with it or without (a property test checks it)."""
    scorer = Scorer(game, table, start)
    for inp, kept in zip_longest(rounds, derived[:len(rounds)]):
        scorer.add(inp, kept)
    return scorer.standings()


def derivation(game: Game, table: Table, inp: Mapping, kept: Mapping | None = None):
    """What `game` derives from a round's input (see Derive): `kept`, the copy stored with the
    round, when it is tagged with the game's version; else worked out now, by the same code."""
    if isinstance(kept, Mapping) and kept.get("version") == game.derive.version:
        return kept
    made = game.derive.make(table, inp)
    return None if made is None else {**made, "version": game.derive.version}


def extend(game: Game, table: Table, standings: Standings, inp: Mapping) -> Standings:
    """The replay of the rounds of `standings` and then `inp`: the same as replaying them all
    (a property test checks it), scoring only the new round, as a round is added."""
    scorer = Scorer(game, table, standings.totals)
    scorer.results = list(standings.rounds)
    scorer.ended_after, scorer.end_note = standings.ended_after, standings.end_note
    scorer.last = standings.rounds[-1].input if standings.rounds else None
    scorer.out, scorer.rejoins = dict(standings.out), dict(standings.rejoins)
    scorer.dealer, scorer.won_at_once = standings.last_dealer, standings.won_at_once
    scorer.add(inp)
    return scorer.standings()


class Played(NamedTuple):
    """Rounds entered one by one: the clean ones accepted, their replay, and why the first
    refused round was refused (its 0-based index and errors), if one was."""

    rounds: tuple[dict, ...]
    standings: Standings
    refused: int | None
    errors: dict


def rematch_dealer(game: Game, table: Table, played: int) -> str | None:
    """Who deals first in a rematch after `played` rounds: the deal goes on passing, so it is
    whoever would have dealt the next round (the same first dealer if none was played)."""
    return game.turn(table, played, None).dealer if game.deals else None


def play(game: Game, table: Table, raws: Sequence, start=None) -> Played:
    """Enter rounds one by one as a table would: each checked against the match so far, and
    refused once the match is over. One replay in all, however many rounds."""
    scorer, clean_rounds = Scorer(game, table, start), []
    for index, raw in enumerate(raws):
        clean, errors = ((None, {"round": over()}) if scorer.ended_after is not None
                         else scorer.check(raw))
        if errors:
            return Played(tuple(clean_rounds), scorer.standings(), index, errors)
        scorer.add(clean)
        clean_rounds.append(clean)
    return Played(tuple(clean_rounds), scorer.standings(), None, {})


def work_example(game: Game, example: Example) -> Played:
    """A worked example entered as a table would enter it (the FAQ shows this, the tests check
    it against what the example expects)."""
    table, errors = validate_new_match(game, list(example.players), example.settings,
                                       example.first_dealer)
    if errors:
        raise ValueError(f"{game.id} example {example.title!r}: {errors}")
    return play(game.played_with(table.settings), table, example.rounds, start=example.start)


def best(game: Game, settings: Mapping, totals: Mapping[str, int]) -> tuple[str, ...]:
    """The sides with the best total (lowest or highest, by the game); ties share."""
    top = (min if game.lowest_wins(settings) else max)(totals.values())
    return tuple(side for side, total in totals.items() if total == top)


class Place(NamedTuple):
    rank: int
    side: str
    total: int


def ranked(game: Game, settings: Mapping, totals: Mapping[str, int],
           out: Mapping[str, int] | None = None, first: Sequence[str] = ()) -> list[Place]:
    """The sides from first to last: those still in by their totals, then those out, the last
    to go out first (see Outs). `first`: the winners of a round that won the match at once
    (Standings.won_at_once), placed first whatever their totals. Equal places share a rank and
    the next rank skips as many (1, 1, 3); within a tie, sides keep their seating order."""
    out, sign = out or {}, 1 if game.lowest_wins(settings) else -1

    def key(side):
        return (side not in first, side in out, -out.get(side, 0), sign * totals[side])
    order = sorted(totals, key=key)
    places: list[Place] = []
    for index, side in enumerate(order):
        tied = places and key(places[-1].side) == key(side)
        places.append(Place(places[-1].rank if tied else index + 1, side, totals[side]))
    return places


def winners_note(game: Game, settings: Mapping, winners: Sequence[str],
                 totals: Mapping[str, int]) -> Msg:
    total, lowest = totals[winners[0]], game.lowest_wins(settings)
    if len(winners) > 1:
        text = (N_("%(winners)s share the win with the lowest total, %(total)s.") if lowest
                else N_("%(winners)s share the win with the highest total, %(total)s."))
        return Msg(text, winners=tuple(winners), total=total)
    if game.partnerships_of(settings):
        text = (N_("%(winners)s win with the lowest total, %(total)s.") if lowest
                else N_("%(winners)s win with the highest total, %(total)s."))
    else:
        text = (N_("%(winners)s wins with the lowest total, %(total)s.") if lowest
                else N_("%(winners)s wins with the highest total, %(total)s."))
    return Msg(text, winners=winners[0], total=total)


# --- JSON Schema of a round input ---------------------------------------------------------------

def round_schema(game: Game, players: Sequence[str] | None = None) -> dict:
    """The round input as JSON Schema, built from the same field list the validator uses."""
    return {
        "type": "object",
        "properties": {f.name: f.json_schema(players) for f in game.fields},
        "required": [f.name for f in game.fields
                     if f.required and not getattr(f, "optional", False)],
        "additionalProperties": False,
        **game.schema_extra,
    }


def settings_schema(game: Game) -> dict:
    return {
        "type": "object",
        "properties": {s.name: setting_schema(s) for s in game.settings},
        "additionalProperties": False,
    }


def setting_schema(setting) -> dict:
    """A setting's JSON Schema, saying when it applies if it depends on another (`when`)."""
    schema = setting.json_schema()
    if setting.when:
        name, values = setting.when
        schema["description"] += (f" Only when {name} is {' or '.join(map(str, values))}; "
                                  "otherwise its default.")
    return schema


__all__ = ["AtOnce", "Derive", "Example", "Game", "Msg", "Played", "Scored", "Scorer", "Standings",
           "Table", "Turn", "is_int", "parse_round", "play", "replay", "round_schema",
           "settings_schema", "validate_delete", "validate_edit", "validate_new_match",
           "validate_round", "validate_settings", "work_example"]
