"""Typed declarations of house-rule settings and round-input fields.

A game lists these as data; forms, the JSON Schema and validation are all built from the same list.
Each `parse` takes a raw value (from JSON or a form) and returns the clean value or raises `Invalid`
with a message in the user's words. Nothing here raises anything else, whatever it is given.
"""

from dataclasses import dataclass
from typing import Callable, Mapping, NamedTuple, Sequence

from games.naming import clean
from games.text import Msg, N_


class Invalid(Exception):
    """A value was refused; `errors` maps field keys to messages."""

    def __init__(self, message: Msg, errors: dict | None = None):
        super().__init__(str(message))
        self.message = message
        self.errors = errors


def is_int(value) -> bool:
    """True for whole numbers, but not for True/False (which Python counts as ints)."""
    return isinstance(value, int) and not isinstance(value, bool)


def check_int(value, low: int, high: int, range_msg: str | None = None) -> int:
    if not is_int(value):
        raise Invalid(Msg(N_("Enter a whole number.")))
    if not low <= value <= high:
        text = range_msg or N_("Enter a number from %(min)s to %(max)s.")
        raise Invalid(Msg(text, value=value, min=low, max=high))
    return value


def check_bool(value) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        raise Invalid(Msg(N_("Answer yes or no.")))
    return value


# --- House-rule settings: fixed when a match starts ---------------------------------------------

def applies(setting, settings: Mapping) -> bool:
    """Whether a setting is asked with these settings (see `when`)."""
    if setting.when is None:
        return True
    name, values = setting.when
    return settings.get(name) in values


@dataclass(frozen=True)
class IntSetting:
    name: str
    label: str
    default: int | None
    min: int
    max: int
    optional: bool = False  # None is allowed and means "not set" (no limit, no cap)
    help: str = ""
    when: tuple | None = None  # (setting, values): asked only when that setting has one of them

    def parse(self, raw):
        if raw is None and self.optional:
            return None
        return check_int(raw, self.min, self.max)

    def json_schema(self) -> dict:
        schema = {"type": "integer", "minimum": self.min, "maximum": self.max}
        if self.optional:
            schema = {"anyOf": [schema, {"type": "null"}]}
        return {**schema, "default": self.default, "description": self.label}


@dataclass(frozen=True)
class BoolSetting:
    name: str
    label: str
    default: bool
    help: str = ""
    when: tuple | None = None

    def parse(self, raw):
        if not isinstance(raw, bool):
            raise Invalid(Msg(N_("Answer yes or no.")))
        return raw

    def json_schema(self) -> dict:
        return {"type": "boolean", "default": self.default, "description": self.label}


@dataclass(frozen=True)
class ChoiceSetting:
    """One of some values (words, or whole numbers such as a pool's 101 or 201). A `leads`
    choice is asked before the other settings, which may depend on it (`when`)."""

    name: str
    label: str
    default: str | int
    choices: tuple[tuple[str | int, str], ...]  # (value, label shown to people)
    help: str = ""
    when: tuple | None = None
    leads: bool = False

    def parse(self, raw):
        values = [value for value, _ in self.choices]
        if not any(raw == v and type(raw) is type(v) for v in values):
            raise Invalid(Msg(N_("Choose one of: %(choices)s."),
                              choices=", ".join(str(v) for v in values)))
        return raw

    def json_schema(self) -> dict:
        values = [value for value, _ in self.choices]
        return {"enum": values, "default": self.default, "description": self.label}


@dataclass(frozen=True)
class TextSetting:
    """A text fixed when a match starts (a table's own game's name and rules): at most `most`
    characters; one line with `lines` off (spaces tidied), line breaks kept with it on."""

    name: str
    label: str
    most: int
    lines: bool = False
    default: str = ""
    missing_msg: str = ""  # when given, the text may not be empty and this says so
    long_msg: str = N_("Keep this to %(max)s characters.")
    help: str = ""
    when: tuple | None = None

    def parse(self, raw):
        # Spaces around a text, and a phone's \r\n line breaks, do not count against it.
        text = raw if isinstance(raw, str) and len(raw) <= 2 * self.most else None
        if text is not None:
            text = text.replace("\r\n", "\n").strip() if self.lines else clean(text)
        if text is None or len(text) > self.most:
            raise Invalid(Msg(self.long_msg, max=self.most))
        if self.missing_msg and not text:
            raise Invalid(Msg(self.missing_msg))
        return text

    def json_schema(self) -> dict:
        return {"type": "string", "maxLength": self.most, "minLength": int(bool(self.missing_msg)),
                "default": self.default, "description": self.label}


# --- Round-input fields: what the table enters after each round ---------------------------------

@dataclass(frozen=True)
class PlayerField:
    """One player of the match, or with `optional` also None (`none_label` says what None means)."""

    name: str
    label: str
    optional: bool = False
    none_label: str = ""
    required: bool = True  # False: the game's own check decides when it is needed
    missing_msg: str = ""  # what to say when none is chosen, in the game's words

    def parse(self, raw, table, clean):
        if raw is None:
            if self.optional or not self.required:
                return None
            raise Invalid(Msg(self.missing_msg or N_("Choose a player.")))
        if not isinstance(raw, str) or raw not in table.players:
            raise Invalid(Msg(N_("Choose one of the players: %(players)s."),
                              players=tuple(table.in_play(clean))))
        if raw not in table.in_play(clean):
            raise Invalid(out_msg(raw))
        return raw

    def json_schema(self, players=None) -> dict:
        schema = {"type": "string"} if players is None else {"enum": list(players)}
        if self.optional:
            schema = {"anyOf": [schema, {"type": "null"}]}
        return {**schema, "description": self.label}


@dataclass(frozen=True)
class RejoinField:
    """The players who are out and come back in before this round (games.core.Outs: the game
    says whether each may, and at what total). Declared before the fields that name players,
    which then accept them."""

    name: str
    label: str
    required: bool = False
    by_player = False

    def parse(self, raw, table, clean):
        if raw is None or raw == []:
            return None
        if not isinstance(raw, list) or not all(isinstance(p, str) for p in raw):
            raise Invalid(Msg(N_("Choose the players who rejoin.")))
        unknown = tuple(p for p in raw if p not in table.players)
        if unknown:
            raise Invalid(Msg(N_("Not players in this match: %(names)s."), names=unknown))
        still_in = tuple(p for p in raw if p not in table.out)
        if still_in:
            raise Invalid(Msg(N_("Only a player who is out can rejoin, and these players are "
                                 "still in: %(names)s."), names=still_in))
        return [p for p in table.players if p in raw]

    def json_schema(self, players=None) -> dict:
        name = {"type": "string"} if players is None else {"enum": list(players)}
        return {"type": "array", "items": name, "uniqueItems": True, "description": self.label}


@dataclass(frozen=True)
class IntField:
    name: str
    label: str
    min: int
    max: int
    range_msg: str | None = None
    required: bool = True
    missing_msg: str = ""  # what to say when it is left empty, in the game's words; %(min)s,
    # %(max)s

    def parse(self, raw, table, clean):
        if raw is None and not self.required:
            return None
        if raw is None and self.missing_msg:
            raise Invalid(Msg(self.missing_msg, min=self.min, max=self.max))
        if raw is None:
            raise Invalid(Msg(N_("Enter a number.")))
        return check_int(raw, self.min, self.max, self.range_msg)

    def json_schema(self, players=None) -> dict:
        return {"type": "integer", "minimum": self.min, "maximum": self.max,
                "description": self.label}


@dataclass(frozen=True)
class AskedIntField(IntField):
    """A number asked only after some answers: when the field named in `when` (declared before
    this one) has one of some values (Chinchón's card left, asked when the round was closed with
    a card). Needed then (`missing_msg`), refused otherwise (`not_asked_msg`). With
    `max_setting`, the highest value is the match's house rule of that name (Chinchón's
    `cut_max`), which the JSON Schema's `max` bounds; `range_msg` then says that bound."""

    required: bool = False
    when: tuple[str, tuple[str, ...]] = ("", ())
    missing_msg: str = ""
    not_asked_msg: str = ""
    max_setting: str | None = None

    def asked(self, clean) -> bool | None:
        """Whether the answers ask for it; None while the answer it follows was refused."""
        name, values = self.when
        return clean[name] in values if name in clean else None

    def parse(self, raw, table, clean):
        asked = self.asked(clean)
        if raw is None:
            if asked:
                raise Invalid(Msg(self.missing_msg))
            return None
        if asked is False:
            raise Invalid(Msg(self.not_asked_msg))
        return check_int(raw, self.min, self.highest(table.settings), self.range_msg)

    def highest(self, settings: Mapping) -> int:
        if self.max_setting is None:
            return self.max
        return min(self.max, settings.get(self.max_setting, self.max))


@dataclass(frozen=True)
class ChoiceField:
    """One of some answers for the whole round, not per player (Chinchón's how the round was
    closed). `refused_msg` says what to choose when the answer is missing or not one of them."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...]  # (value, label shown to people)
    refused_msg: str = N_("Choose one of: %(choices)s.")
    required: bool = True

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(value for value, _ in self.choices)

    def parse(self, raw, table, clean):
        if raw is None and not self.required:
            return None
        if not isinstance(raw, str) or raw not in self.values:
            raise Invalid(Msg(self.refused_msg, choices=", ".join(self.values)))
        return raw

    def json_schema(self, players=None) -> dict:
        return {"enum": list(self.values), "description": self.label}


@dataclass(frozen=True)
class BoolField:
    """A yes/no question; left out means no. `excludes` names the fields that a yes makes
    meaningless (Euchre: a passed hand has no maker), so a form can drop what was left in them.
    `requires` names a field that a yes needs (7 pairs needs a winner), refused with `missing`."""

    name: str
    label: str
    required: bool = False
    excludes: tuple[str, ...] = ()
    requires: str | None = None
    missing: str = ""

    def parse(self, raw, table, clean):
        value = check_bool(raw)
        if value and self.requires in clean and clean[self.requires] is None:
            raise Invalid(Msg(self.missing))
        return value

    def json_schema(self, players=None) -> dict:
        return {"type": "boolean", "default": False, "description": self.label}


def out_msg(player: str) -> Msg:
    return Msg(N_("%(player)s is out of this match and plays no more rounds."), player=player)


def unknown_players(name: str, raw: dict, table, clean: dict | None = None) -> dict:
    """The errors of a per-player field (`name`) whose keys name someone not at the table, or
    someone out of the match (see games.core.Outs)."""
    unknown = tuple(str(k) for k in raw if k not in table.players)
    if unknown:
        return {name: Msg(N_("Not players in this match: %(names)s."), names=unknown)}
    playing = table.in_play(clean)
    return {f"{name}.{p}": out_msg(p) for p in raw if p not in playing}


class SkipWords(NamedTuple):
    """What the round form says of the player a ScoresField skips, ticked beside each player's
    box: the tick's word, the same with the player's name (for a screen reader), and the hint
    above the boxes. Each game says it its own way (Indian Rummy's winner went out, Chinchón's
    closer closed)."""

    tick: str
    tick_of: str  # %(name)s
    hint: str


WENT_OUT = SkipWords(
    N_("Went out"), N_("%(name)s went out"),
    N_("Then the deadwood points of everyone else: the box of whoever went out stays empty."))


@dataclass(frozen=True)
class ScoresField:
    """A whole number for every player (or every player but the one named in field `skip`).

    `tokens` are words a value may be instead of a number (Indian Rummy's drops); they are
    accepted only when the setting named `tokens_setting` is on. Errors are keyed `name.player`
    so a form can show each one beside that player's box. `instead` names a field declared
    before this one that may give a player's value in another way (Skyjo's cards): a player
    named there needs no number here, and may not have both (`both_msg`).
    """

    name: str
    label: str
    min: int
    max: int
    range_msg: str | None = None
    skip: str | None = None
    tokens: tuple[str, ...] = ()
    tokens_setting: str | None = None
    required: bool = True
    instead: str | None = None
    both_msg: str = ""  # required with `instead`
    skip_msg: str = N_("%(player)s won this round: leave their box empty.")
    skip_words: SkipWords = WENT_OUT  # the round form's words for the skipped player's tick
    by_player = True  # stored by seat (games/seats.py)

    def expected(self, table, clean) -> list[str]:
        skipped = clean.get(self.skip) if self.skip else None
        given = clean.get(self.instead) or {} if self.instead else {}
        return [p for p in table.in_play(clean) if p != skipped and p not in given]

    def parse(self, raw, table, clean):
        if raw is None and self.instead:
            raw = {}
        if not isinstance(raw, dict):
            raise Invalid(Msg(N_("Enter a number for each player.")))
        errors = unknown_players(self.name, raw, table, clean)
        values = {}
        skip_known = not self.skip or clean.get(self.skip) is not None
        # Whose value the other field gives is unknown while it is refused: say nothing yet.
        skip_known = skip_known and (not self.instead or self.instead in clean)
        for player in self.expected(table, clean):
            try:
                values[player] = self.parse_one(raw.get(player), player, table)
            except Invalid as error:
                if player in raw or skip_known:
                    errors[f"{self.name}.{player}"] = error.message
        if skip_known and self.skip and clean[self.skip] in raw:
            errors[f"{self.name}.{clean[self.skip]}"] = Msg(self.skip_msg,
                                                            player=clean[self.skip])
        for player in clean.get(self.instead) or {} if self.instead else {}:
            if player in raw:
                errors[f"{self.name}.{player}"] = Msg(self.both_msg, player=player)
        if errors:
            raise Invalid(next(iter(errors.values())), errors)
        return values or (None if self.instead else values)

    def tokens_allowed(self, settings: Mapping) -> bool:
        return bool(self.tokens) and bool(settings.get(self.tokens_setting))

    def parse_one(self, raw, player, table):
        if raw is None:
            raise Invalid(Msg(N_("Enter a number for %(player)s."), player=player))
        if isinstance(raw, str) and raw in self.tokens:
            if self.tokens_allowed(table.settings):
                return raw
            raise Invalid(Msg(N_("This match is played without drops: enter the points counted "
                                 "for %(player)s."), player=player))
        return check_int(raw, self.min, self.max, self.range_msg)

    def json_schema(self, players=None) -> dict:
        value = {"type": "integer", "minimum": self.min, "maximum": self.max}
        if self.tokens:
            value = {"anyOf": [value, {"enum": list(self.tokens)}]}
        schema = {"type": "object", "additionalProperties": value, "description": self.label}
        if players is not None:
            schema["propertyNames"] = {"enum": list(players)}
        return schema


@dataclass(frozen=True)
class SidesField:
    """A whole number for every side of the match, keyed by the side's name: each partnership
    ("Ana & Cy") in a game played in partnerships (Sueca's card points). `sides` names the sides
    from the players in seating order, as the game does (games.core.sides, given the game's
    partnerships; this module cannot import games.core). With `total`, the numbers add up to it
    (a pack's card points: 120 in Sueca), refused with `total_msg` once every number is valid.
    Errors are keyed `name.side`, like a ScoresField's per player; stored by the side's place in
    `sides` (games/seats.py), so renaming a player loses nothing. Its own messages speak of
    teams; it is for games where nobody goes out (none of its sides is skipped)."""

    name: str
    label: str
    min: int
    max: int
    sides: Callable[[Sequence[str]], tuple[str, ...]]
    range_msg: str | None = None
    total: int | None = None
    total_msg: str = ""  # required with `total`; %(total)s, %(sum)s
    required: bool = True
    by_side = True

    def parse(self, raw, table, clean):
        if not isinstance(raw, dict):
            raise Invalid(Msg(N_("Enter a number for each team.")))
        sides = self.sides(table.players)
        unknown = tuple(str(k) for k in raw if k not in sides)
        errors = {self.name: Msg(N_("Not teams in this match: %(names)s."), names=unknown)
                  } if unknown else {}
        values = {}
        for side in sides:
            try:
                values[side] = self.parse_one(raw.get(side), side)
            except Invalid as error:
                errors[f"{self.name}.{side}"] = error.message
        if not errors and self.total is not None and sum(values.values()) != self.total:
            errors[self.name] = Msg(self.total_msg, total=self.total, sum=sum(values.values()))
        if errors:
            raise Invalid(next(iter(errors.values())), errors)
        return values

    def parse_one(self, raw, side: str) -> int:
        if raw is None:
            raise Invalid(Msg(N_("Enter a number for %(side)s."), side=side))
        return check_int(raw, self.min, self.max, self.range_msg)

    def json_schema(self, players=None) -> dict:
        value = {"type": "integer", "minimum": self.min, "maximum": self.max}
        schema = {"type": "object", "additionalProperties": value, "description": self.label}
        if players is not None:
            sides = list(self.sides(players))
            schema.update(propertyNames={"enum": sides}, required=sides)
        return schema


@dataclass(frozen=True)
class CardsField:
    """For some players, the cards left in front of them, as columns of cards (Skyjo: 0 to 4
    columns of exactly 3 cards, each −2 to 12), given instead of a number in a ScoresField whose
    `instead` names this field. Errors are keyed `name.player`, like a ScoresField's."""

    name: str
    label: str
    min: int
    max: int
    columns: int
    rows: int
    shape_msg: str
    range_msg: str
    required: bool = False
    by_player = True  # stored by seat (games/seats.py)

    def parse(self, raw, table, clean):
        if raw is None:
            return None
        if not isinstance(raw, dict):
            raise Invalid(Msg(N_("Give the cards of each player by name.")))
        errors = unknown_players(self.name, raw, table, clean)
        values = {}
        for player in table.in_play(clean):
            if player not in raw:
                continue
            try:
                values[player] = self.parse_one(raw[player], player)
            except Invalid as error:
                errors[f"{self.name}.{player}"] = error.message
        if errors:
            raise Invalid(next(iter(errors.values())), errors)
        return values or None

    def parse_one(self, raw, player) -> list[list[int]]:
        shape = Invalid(Msg(self.shape_msg, player=player, columns=self.columns, rows=self.rows))
        if not isinstance(raw, list) or len(raw) > self.columns:
            raise shape
        if not all(isinstance(column, list) and len(column) == self.rows and None not in column
                   for column in raw):
            raise shape  # None: a place of a column left blank
        for column in raw:
            for value in column:
                check_int(value, self.min, self.max, self.range_msg)
        return [list(column) for column in raw]

    def json_schema(self, players=None) -> dict:
        card = {"type": "integer", "minimum": self.min, "maximum": self.max}
        column = {"type": "array", "items": card, "minItems": self.rows, "maxItems": self.rows}
        value = {"type": "array", "items": column, "maxItems": self.columns}
        schema = {"type": "object", "additionalProperties": value, "description": self.label}
        if players is not None:
            schema["propertyNames"] = {"enum": list(players)}
        return schema



@dataclass(frozen=True)
class HandsField:
    """For some players (not the one named in field `skip`), the cards of their hand, counted by
    the game instead of at the table (Indian Rummy's losers). `read` gives a hand as kept (each
    card written the one way) from a list of card texts, or raises Invalid; `split` cuts a box's
    text into card texts; `card` is one card's JSON Schema. Errors are keyed `name.player`."""

    name: str
    label: str
    read: Callable[[list], list[str]]
    split: Callable[[str], list[str]]
    size: int  # the cards of a hand, which the form counts as typed
    card: Mapping
    card_help: str = ""  # how a card is written, for the JSON Schema
    skip: str = "winner"
    required: bool = False
    by_player = True  # stored by seat (games/seats.py), like the counts

    def parse(self, raw, table, clean):
        if raw is None:
            return None
        if not isinstance(raw, dict):
            raise Invalid(Msg(N_("Enter the cards of each player whose cards you count.")))
        errors, hands = {}, {}
        for player, cards in raw.items():
            key = f"{self.name}.{player}"
            if player not in table.players:
                errors[self.name] = Msg(N_("Not players in this match: %(names)s."),
                                        names=(str(player),))
            elif player not in table.in_play(clean):
                errors[key] = out_msg(player)
            elif player == clean.get(self.skip):
                errors[key] = Msg(N_("%(player)s won this round: leave their cards empty."),
                                  player=player)
            else:
                try:
                    hands[player] = self.read(cards)
                except Invalid as error:
                    errors[key] = Msg(N_("%(player)s: %(problem)s"), player=player,
                                      problem=error.message)
        if errors:
            raise Invalid(next(iter(errors.values())), errors)
        return hands or None

    def json_schema(self, players=None) -> dict:
        hand = {"type": "array", "items": dict(self.card), "minItems": self.size,
                "maxItems": self.size, "description": self.card_help}
        schema = {"type": "object", "additionalProperties": hand, "description": self.label}
        if players is not None:
            schema["propertyNames"] = {"enum": list(players)}
        return schema


@dataclass(frozen=True)
class ChoicesField:
    """One of some answers for every player (or every player but the one named in field `skip`:
    none there means nobody is skipped), such as 101 Okey's how each player opened. Errors are
    keyed `name.player`, like a ScoresField's; `skip_msg` says why the skipped player's answer
    is refused."""

    name: str
    label: str
    choices: tuple[tuple[str, str], ...]  # (value, label shown to people)
    skip: str | None = None
    skip_msg: str = N_("%(player)s won this round: leave their answer empty.")
    required: bool = True
    by_player = True  # stored by seat (games/seats.py)

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(value for value, _ in self.choices)

    def expected(self, table, clean) -> list[str]:
        skipped = clean.get(self.skip) if self.skip else None
        return [p for p in table.in_play(clean) if p != skipped]

    def parse(self, raw, table, clean):
        if not isinstance(raw, dict):
            raise Invalid(Msg(N_("Choose an answer for each player.")))
        errors = unknown_players(self.name, raw, table, clean)
        # Who is skipped is unknown while that field is refused: only what was given is checked.
        skip_known = not self.skip or self.skip in clean
        values = {}
        for player in self.expected(table, clean):
            value = raw.get(player)
            if value is None:
                if skip_known:
                    errors[f"{self.name}.{player}"] = Msg(
                        N_("Choose an answer for %(player)s."), player=player)
            elif not isinstance(value, str) or value not in self.values:
                errors[f"{self.name}.{player}"] = Msg(
                    N_("Choose one of these for %(player)s: %(choices)s."), player=player,
                    choices=", ".join(self.values))
            else:
                values[player] = value
        skipped = clean.get(self.skip) if skip_known and self.skip else None
        if skipped is not None and raw.get(skipped) is not None:
            errors[f"{self.name}.{skipped}"] = Msg(self.skip_msg, player=skipped)
        if errors:
            raise Invalid(next(iter(errors.values())), errors)
        return values

    def json_schema(self, players=None) -> dict:
        schema = {"type": "object", "additionalProperties": {"enum": list(self.values)},
                  "description": self.label}
        if players is not None:
            schema["propertyNames"] = {"enum": list(players)}
        return schema


@dataclass(frozen=True)
class AskedField(ScoresField):
    """A number asked of the players whose answer in a ChoicesField is one of some values
    (`when`: (that field's name, the values)), never of the player named in field `skip` (101
    Okey's tiles left, asked of those who opened). With `every`, each of them needs one; else a
    player left out has none (the okeys held). Errors are keyed `name.player`."""

    when: tuple[str, tuple[str, ...]] = ("", ())
    every: bool = True
    missing_msg: str = ""
    not_asked_msg: str = ""  # a number for a player whose answer does not ask for one
    skipped_msg: str = ""

    def expected(self, table, clean) -> list[str]:
        name, values = self.when
        answers = clean.get(name) or {}
        return [p for p in table.players if answers.get(p) in values]

    def parse(self, raw, table, clean):
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise Invalid(Msg(N_("Enter a number for each player.")))
        errors = unknown_players(self.name, raw, table, clean)
        values = {}
        known = self.skip in clean and self.when[0] in clean
        expected = self.expected(table, clean) if known else ()
        for player, value in raw.items():
            if player not in table.players:
                continue
            key = f"{self.name}.{player}"
            if known and player == clean[self.skip]:
                errors[key] = Msg(self.skipped_msg, player=player)
            elif known and player not in expected:
                errors[key] = Msg(self.not_asked_msg, player=player)
            else:
                try:
                    values[player] = check_int(value, self.min, self.max, self.range_msg)
                except Invalid as error:
                    errors[key] = error.message
        for player in expected if self.every else ():
            if player not in raw:
                errors[f"{self.name}.{player}"] = Msg(self.missing_msg, player=player)
        if errors:
            raise Invalid(next(iter(errors.values())), errors)
        return {p: values[p] for p in table.players if p in values} or None


@dataclass(frozen=True)
class CountsField(ScoresField):
    """A number for any player, none for a player left out (101 Okey's penalties)."""

    def parse(self, raw, table, clean):
        if raw is None:
            return None
        if not isinstance(raw, dict):
            raise Invalid(Msg(N_("Enter a number for each player.")))
        errors = unknown_players(self.name, raw, table, clean)
        values = {}
        for player in table.players:
            if player in raw:
                try:
                    values[player] = check_int(raw[player], self.min, self.max, self.range_msg)
                except Invalid as error:
                    errors[f"{self.name}.{player}"] = error.message
        if errors:
            raise Invalid(next(iter(errors.values())), errors)
        return values or None
