"""Forms built from a game's declarations: the new-match form and the round form.

The game module does all the checking; these forms only turn what a phone sends into the game's
input shape, and put the game's messages back next to the right boxes.
"""

import functools
import re
import secrets
from typing import Mapping

from flask_babel import gettext as _, lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import (BooleanField, HiddenField, RadioField, SelectField, StringField,
                     TextAreaField)
from wtforms.validators import StopValidation

from forms import options
from games.fields import (AskedField, AskedIntField, BoolField, CardsField, ChoiceField,
                          ChoicesField, CountsField, HandsField, IntField, PlayerField,
                          RejoinField, ScoresField, SidesField, applies)
from i18n import tr
from services.accounts import tidy
from web.forms import NUMERIC, SIGNED, number, put_errors, setting_field, setting_value

# A round form's one-time nonce, as the page (secrets.token_hex) and static/rulezz.js make it;
# empty is no nonce.
NONCE = re.compile(r"(?:[0-9a-f]{32})?")
# --- New match ----------------------------------------------------------------------------------

def seat_label(game, seat: int):
    partners = game.partners(seat)
    if partners:
        return _l("Seat %(n)s (partner of seat %(p)s)", n=seat + 1, p=partners[0] + 1)
    return _l("Seat %(n)s", n=seat + 1)


def new_match_form(game, **kwargs):
    known = {s.name: s for s in game.settings}

    class NewMatchForm(FlaskForm):
        def players(self):
            """(seat, name) for every seat that has a name, in seating order."""
            return [(i, self[f"seat{i}"].data) for i in range(game.max_players)
                    if self[f"seat{i}"].data]

        def settings(self):
            """The house rules that apply with the choice they depend on (see `when`)."""
            values = {s.name: setting_value(s, self[f"rule_{s.name}"].data)
                      for s in game.settings}
            return {name: value for name, value in values.items()
                    if applies(known[name], values)}

        def field_for(self, key: str):
            """The box that shows a message of `validate_new_match` (keyed by what it checks)."""
            name = {"players": "seat0", "first_dealer": "first_dealer"}.get(key, f"rule_{key}")
            return self[name] if name in self else None

    for i in range(game.max_players):
        setattr(NewMatchForm, f"seat{i}", StringField(seat_label(game, i), filters=[tidy],
                                                      render_kw={"list": "roster", "dir": "auto",
                                                                 "autocomplete": "off"}))
    if game.deals:
        NewMatchForm.first_dealer = RadioField(
            _l("Who deals first"), default="0",
            choices=options((str(i), _l("Seat %(n)s", n=i + 1)) for i in range(game.max_players)))
    for s in game.settings:
        setattr(NewMatchForm, f"rule_{s.name}", setting_field(s))
    return NewMatchForm(**kwargs)


# --- Round entry --------------------------------------------------------------------------------

def round_form(game, table, cards: bool = True, entering: int | None = None,
               offers: Mapping | None = None, **kwargs):
    """A form with the controls of each declared field (`kind`). Without `cards`, the fields
    that count from the cards are left out: their boxes and buttons (48 places for four Skyjo
    players) would double the page's size and its cost, for a table that types its totals.
    `entering`: the number of the new round it enters, sent back with it (see
    services.matches.add_round: two phones entering the same round store it once).
    `table` is the table as the round finds it: a player out (games.core.Outs) gets no boxes
    unless they may rejoin (`offers`: games.core.Rejoined by player), or did in this round."""
    drops = any(f.tokens_allowed(table.settings) for f in game.fields
                if hasattr(f, "tokens_allowed"))
    form = round_form_class(game, tuple(table.players), drops, cards)(for_round=entering, **kwargs)
    form.out, form.offers = table.out, offers or {}
    return form


def round_form_class(game, players: tuple, drops: bool, cards: bool):
    """The round form of a table, built per request (its labels are translated as it is
    built)."""

    class RoundForm(FlaskForm):
        nonce = HiddenField(default=lambda: secrets.token_hex(16))
        for_round = HiddenField()
        shown = shown_order(game, cards)
        counts_cards = any(kind(f).by_cards for f in game.fields)
        has_cards = cards and counts_cards
        out, offers = frozenset(), {}

        def away(self) -> set[str]:
            """Players out who may not come back now and did not in this round: no boxes."""
            back = {p for f in game.fields if isinstance(f, RejoinField)
                    for p in kind(f).read(f, self, players) or ()}
            return {p for p in self.out if p not in back and
                    (self.offers.get(p) is None or self.offers[p].total is None)}

        def tampered(self) -> bool:
            """Sent with a nonce no page or script of Rulezz makes (only a hand-made request
            does): refused whole, before it reaches the database."""
            return not NONCE.fullmatch(self.nonce.data or "")

        def entered_round(self) -> int | None:
            """The round number the phone said it enters; None when it said none (a form
            from before it did, an edit)."""
            sent = (self.for_round.raw_data or [""])[0]  # as sent: not the default
            return int(sent) if sent.isascii() and sent.isdigit() and len(sent) < 10 else None

        def raw_input(self):
            raw = {f.name: kind(f).read(f, self, players) if f in self.shown else None
                   for f in game.fields}
            fields = {f.name: f for f in game.fields}
            for f in game.fields:  # a radio cannot be unticked: a yes here clears those fields
                if getattr(f, "excludes", ()) and raw[f.name]:
                    raw.update({name: kind(fields[name]).cleared for name in f.excludes})
            return raw

        def drawn_elsewhere(self) -> set[str]:
            """The fields another field's template draws (games.fields' `skip`, ...)."""
            return {name for f in self.shown for name in kind(f).draws(f, self.shown)}

        def sides_of(self, f) -> list:
            """The boxes of a SidesField, a side's each."""
            return [self[f"{f.name}-{place}"] for place in range(len(f.sides(players)))]

        def filled(self, f) -> bool:
            """Whether a box of a per-player field holds something or was refused."""
            boxes = [self[f"{f.name}-{seat}"] for seat in range(len(players))]
            return any(box.data or box.errors for box in boxes)

        def show_errors(self, errors):
            sides = {f.name: f.sides(players) for f in game.fields if isinstance(f, SidesField)}
            put_errors(self, errors, lambda key: error_field(self, key, players, sides))

        @staticmethod
        def kind_of(field) -> type[Kind]:
            """How the template draws `field`."""
            return kind(field)

        def focus(self):
            """The name of the control the phone starts in: after a refused round the first one
            with a message, else the first empty box (none if every box is filled)."""
            away = {players.index(p) for p in self.away()}
            controls = [f for f in self if f.type not in ("CSRFTokenField", "HiddenField")
                        and seat_of(f.name) not in away]
            refused = [f.name for f in controls if f.errors]
            empty = [f.name for f in controls if f.type == "StringField" and not f.data
                     and "data-cards" not in (f.render_kw or {})]  # cards are optional
            return (refused or empty or [None])[0]

    for f in RoundForm.shown:
        for name, control in kind(f).controls(f, players, drops):
            setattr(RoundForm, name, control)
    return RoundForm


def shown_order(game, cards: bool = True) -> tuple:
    """The game's fields in the order the form shows them: choices first, score boxes last, so
    the phone's keyboard opens only for the last part of the form, just above Save; the folds of
    cards that may stand for a score (Skyjo) after them (none without `cards`)."""
    fields = [f for f in game.fields if cards or not kind(f).by_cards]
    return tuple(sorted(fields, key=lambda f: kind(f).place))


def round_form_data(game, players, inp) -> dict:
    """A round input as the round form's field data: what the form shows to edit it, and what
    a phone sends back unchanged."""
    data = {}
    for f in game.fields:
        data.update(kind(f).data(f, inp.get(f.name), players))
    return data


# --- One kind of control per kind of field ------------------------------------------------------

@functools.singledispatch
def kind(field) -> type["Kind"]:
    """How the round form shows a field of this class (registered below, per field class)."""
    raise TypeError(f"the round form has no controls for a {type(field).__name__}")


class Kind:
    """A field kind on the round form: its controls, what they send read back into the game's
    input, and a stored value put back into them."""

    place = 0         # choices first (0), score boxes next (1), card grids last (2)
    by_cards = False  # counts a player from their cards: shown when the table asks for it
    cleared = None    # the value of a field that a yes elsewhere makes meaningless
    template = None   # the template that draws its controls; None: its one control
    shown_alone = True  # False: another kind's template draws it
    folded = False      # True: drawn in a fold of its own, one tap away

    @staticmethod
    def draws(f, fields) -> set[str]:
        """The names of other fields this one's template draws."""
        return set()

    @staticmethod
    def controls(f, players, drops: bool):
        yield f.name, StringField(tr(f.label))

    @staticmethod
    def read(f, form, players):
        return form[f.name].data

    @staticmethod
    def data(f, value, players) -> dict:
        return {f.name: "" if value is None else str(value)}


@kind.register
def player_kind(field: PlayerField):
    return PlayerChoice


class PlayerChoice(Kind):
    @staticmethod
    def controls(f, players, drops):
        choices = [(p, p) for p in players]
        if f.optional:
            choices.append(("", tr(f.none_label)))
        yield f.name, RadioField(tr(f.label), choices=options(choices), validate_choice=False,
                                 validators=[ticked] if f.optional else [])

    @staticmethod
    def read(f, form, players):
        return form[f.name].data or None


@kind.register
def rejoin_kind(field: RejoinField):
    return Rejoins


class Rejoins(Kind):
    """A tick beside the box of each player who is out and may rejoin (matches/_scores.html)."""

    shown_alone = False

    @staticmethod
    def controls(f, players, drops):
        for seat, player in enumerate(players):
            # gettext, not lazy: a lazy string counts as safe HTML, and this has a name
            yield f"{f.name}-{seat}", BooleanField(_("%(name)s rejoins", name=player))

    @staticmethod
    def read(f, form, players):
        back = [player for seat, player in enumerate(players) if form[f"{f.name}-{seat}"].data]
        return back or None

    @staticmethod
    def data(f, value, players):
        return {f"{f.name}-{players.index(player)}": True for player in value or ()}


@kind.register
def int_kind(field: IntField):
    return Number


class Number(Kind):
    @staticmethod
    def controls(f, players, drops):
        if f.max - f.min <= 10:
            numbers = [(str(n), str(n)) for n in range(f.min, f.max + 1)]
            yield f.name, RadioField(tr(f.label), choices=options(numbers), validate_choice=False)
        else:
            yield f.name, StringField(tr(f.label), render_kw=NUMERIC if f.min >= 0 else SIGNED)

    @staticmethod
    def read(f, form, players):
        return number(form[f.name].data)


@kind.register
def bool_kind(field: BoolField):
    return YesNo


class YesNo(Kind):
    cleared = False

    @staticmethod
    def controls(f, players, drops):
        yield f.name, BooleanField(tr(f.label))

    @staticmethod
    def read(f, form, players):
        return bool(form[f.name].data)

    @staticmethod
    def data(f, value, players):
        return {f.name: value if isinstance(value, bool) else ""}


@kind.register
def scores_kind(field: ScoresField):
    return Scores


class Scores(Kind):
    """A box per player (and a drop list beside it where the match allows drops)."""

    place = 1
    template = "matches/_scores.html"

    @staticmethod
    def draws(f, fields) -> set[str]:
        return {f.skip} if f.skip else set()  # the choice it skips, ticked beside each box

    @staticmethod
    def controls(f, players, drops):
        kw = NUMERIC if f.min >= 0 else SIGNED
        for seat, player in enumerate(players):
            both = [not_both(f"{f.name}-{seat}-drop", player)] if f.tokens and drops else []
            yield f"{f.name}-{seat}", StringField(player, validators=both,
                                                  render_kw={**kw, "min": f.min, "max": f.max})
            if f.tokens and drops:
                yield f"{f.name}-{seat}-drop", SelectField(
                    # gettext, not lazy: a lazy string counts as safe HTML, and this has a name
                    _("How %(name)s's hand counts", name=player), default="",
                    validate_choice=False,
                    choices=options([("", _l("Counted")), ("first-drop", _l("First drop")),
                                     ("middle-drop", _l("Middle drop"))]))

    @staticmethod
    def read(f, form, players):
        skipped = form[f.skip].data if f.skip else None
        values = {}
        for seat, player in enumerate(players):
            drop = field(form, f"{f.name}-{seat}-drop")
            value = (drop.data or None) if drop is not None else None
            value = value or number(form[f"{f.name}-{seat}"].data)
            if player == skipped and value in (None, 0):
                continue  # the winner's box may be left as it was
            if value is not None:
                values[player] = value
        return values

    @staticmethod
    def data(f, value, players):
        data = {}
        for seat, player in enumerate(players):
            v = (value or {}).get(player)
            key = f"{f.name}-{seat}-drop" if isinstance(v, str) else f"{f.name}-{seat}"
            data[key] = "" if v is None else v if isinstance(v, str) else str(v)
        return data


@kind.register
def cards_kind(field: CardsField):
    return CardGrids


class CardBox(StringField):
    """A place of a card grid: a box of its own kind, so the phone never starts in one."""


class CardGrids(Kind):
    """A small number box per place of the grid (column by column): without JavaScript the
    phone types each card; cards-skyjo.js puts buttons and a palette over them. (Boxes, not
    lists of 15 choices: 48 lists made a 4-player page five times slower to draw.)"""

    template = "matches/_cards.html"

    place = 2
    by_cards = True

    @staticmethod
    def controls(f, players, drops):
        kw = {**SIGNED, "min": f.min, "max": f.max}
        for seat, player in enumerate(players):
            yield f"{f.name}-{seat}-none", BooleanField(_l("No cards left: every column removed"))
            for column in range(f.columns):
                for row in range(f.rows):
                    # gettext, not lazy: a lazy string counts as safe HTML, and this has a name
                    label = _("%(name)s, column %(column)s, card %(row)s", name=player,
                              column=column + 1, row=row + 1)
                    yield card_name(f, seat, column, row), CardBox(label, render_kw=kw)

    @staticmethod
    def read(f, form, players):
        """The columns given for each player, a column left blank being no column; a column
        filled in part is passed on (None for a blank place) for the game to refuse in its own
        words."""
        out = {}
        for seat, player in enumerate(players):
            columns = [[number(form[card_name(f, seat, c, r)].data) for r in range(f.rows)]
                       for c in range(f.columns)]
            columns = [column for column in columns if column != [None] * f.rows]
            if columns or form[f"{f.name}-{seat}-none"].data:
                out[player] = columns
        return out or None

    @staticmethod
    def data(f, value, players):
        data = {}
        for seat, player in enumerate(players):
            if (value or {}).get(player) == []:
                data[f"{f.name}-{seat}-none"] = True
            for c, column in enumerate((value or {}).get(player, ())):
                data.update({card_name(f, seat, c, r): str(v) for r, v in enumerate(column)})
        return data


@kind.register
def hands_kind(field: HandsField):
    return Hands


class Hands(Kind):
    """A text box of cards per player, shown beside each score box (matches/_rummy_cards.html)."""

    by_cards = True
    shown_alone = False

    @staticmethod
    def controls(f, players, drops):
        for seat, player in enumerate(players):
            # a text area: a hand of 13 wraps onto a second line rather than running off the box
            yield f"{f.name}-{seat}", TextAreaField(
                _("%(name)s's cards (optional)", name=player),
                render_kw={"autocomplete": "off", "autocapitalize": "characters",
                           "spellcheck": "false", "maxlength": 400, "rows": 2, "data-cards": ""})

    @staticmethod
    def read(f, form, players):
        """The cards typed or picked for each player, cut into cards (none: no cards
        entered)."""
        hands = {player: f.split(form[f"{f.name}-{seat}"].data or "")
                 for seat, player in enumerate(players)}
        return {player: cards for player, cards in hands.items() if cards} or None

    @staticmethod
    def data(f, value, players):
        return ({f"{f.name}-{seat}": " ".join(value.get(player, ()))
                 for seat, player in enumerate(players)} if value else {})


@kind.register
def choices_kind(field: ChoicesField):
    return Answers


class Answers(Kind):
    """An answer per player, a row each (matches/_answers.html). The choice of the player the
    answers skip (101 Okey's finisher) comes first, as one segmented row, with the flags that
    need that player (pairs, okey, in one go): ticking a player there hides their row."""

    place = 1
    template = "matches/_answers.html"

    @staticmethod
    def controls(f, players, drops):
        for seat, player in enumerate(players):
            answers = [(value, tr(label)) for value, label in f.choices]
            yield f"{f.name}-{seat}", RadioField(player, choices=options(answers),
                                                 validate_choice=False)

    @staticmethod
    def read(f, form, players):
        """Every answer ticked, but the skipped player's: a radio cannot be unticked, and their
        row hides once they are ticked."""
        skipped = form[f.skip].data if f.skip else None
        answers = {player: form[f"{f.name}-{seat}"].data for seat, player in enumerate(players)}
        return {p: answer for p, answer in answers.items() if answer and p != skipped}

    @staticmethod
    def data(f, value, players):
        return {f"{f.name}-{seat}": (value or {}).get(player) or ""
                for seat, player in enumerate(players)}

    @staticmethod
    def draws(f, fields) -> set[str]:
        return {f.skip, *(g.name for g in Answers.flags(f, fields))} - {None}

    @staticmethod
    def flags(f, fields) -> list:
        """The yes/no fields that need the skipped player (101 Okey's finish flags)."""
        return [g for g in fields if f.skip and getattr(g, "requires", None) == f.skip]

    @staticmethod
    def asking(f, fields) -> frozenset:
        """The answers that ask for a number (AskedField): the others hide its box."""
        return frozenset(value for g in fields if isinstance(g, AskedField)
                         and g.when[0] == f.name for value in g.when[1])


class LaterBox(StringField):
    """A box filled after a choice, or seldom: a box of its own kind, so the phone never starts
    in one."""


@kind.register
def asked_kind(field: AskedField):
    return Asked if field.every else Seldom


@kind.register
def counts_kind(field: CountsField):
    return Seldom


class Boxes(Scores):
    """A box per player in a fieldset of its own (matches/_boxes.html), two to a row; where the
    field is asked after an answer (AskedField), the box of a player whose answer does not ask
    for it, or who is skipped, hides (static/rulezz.css) and is not read."""

    template = "matches/_boxes.html"

    @staticmethod
    def draws(f, fields) -> set[str]:
        return set()  # the skipped player is ticked with the answers (Answers)

    @staticmethod
    def controls(f, players, drops):
        for seat, player in enumerate(players):
            yield f"{f.name}-{seat}", LaterBox(player, render_kw={**NUMERIC, "min": f.min,
                                                                   "max": f.max})

    @staticmethod
    def read(f, form, players):
        values = Scores.read(f, form, players)
        if not isinstance(f, AskedField):
            return values
        skipped = form[f.skip].data if f.skip else None
        name, asking = f.when
        return {player: value for seat, player in enumerate(players)
                if (value := values.get(player)) is not None and player != skipped
                and form[f"{name}-{seat}"].data in asking}


class Asked(Boxes):
    """The boxes an answer asks for of every player who gives it (101 Okey's tiles left)."""


class Seldom(Boxes):
    """Boxes most rounds leave empty (101 Okey's okeys held, penalties): folded away, one tap
    to open (open when one is filled in or refused)."""

    folded = True


@kind.register
def choice_kind(field: ChoiceField):
    return OneAnswer


class OneAnswer(Kind):
    """One answer for the round, a segmented row (matches/_one_answer.html); a number asked after
    one of the answers (AskedIntField: Chinchón's card left) sits under that answer, shown once
    it is ticked."""

    template = "matches/_one_answer.html"

    @staticmethod
    def controls(f, players, drops):
        answers = [(value, tr(label)) for value, label in f.choices]
        yield f.name, RadioField(tr(f.label), choices=options(answers), validate_choice=False)

    @staticmethod
    def read(f, form, players):
        return form[f.name].data or None

    @staticmethod
    def draws(f, fields) -> set[str]:
        return {g.name for g in OneAnswer.asked(f, fields)}

    @staticmethod
    def asked(f, fields) -> list:
        """The numbers asked after one of its answers, by the answer."""
        return [g for g in fields if isinstance(g, AskedIntField) and g.when[0] == f.name]


@kind.register
def asked_int_kind(field: AskedIntField):
    return AskedNumber


class AskedNumber(Kind):
    """A number asked after an answer (OneAnswer draws it): a box, bounded by the match's house
    rule where the field names one; not read while another answer is ticked."""

    shown_alone = False

    @staticmethod
    def controls(f, players, drops):
        yield f.name, LaterBox(tr(f.label), render_kw={**NUMERIC, "min": f.min, "max": f.max})

    @staticmethod
    def read(f, form, players):
        name, values = f.when
        return number(form[f.name].data) if form[name].data in values else None


@kind.register
def sides_kind(field: SidesField):
    return Sides


class Sides(Kind):
    """A box per side (a partnership: "Ana & Cy"), matches/_sides.html. Where the numbers add up
    to a total (Sueca's 120 card points), one box typed is enough: the other is what is left."""

    place = 1
    template = "matches/_sides.html"

    @staticmethod
    def controls(f, players, drops):
        for place, side in enumerate(f.sides(players)):
            yield f"{f.name}-{place}", StringField(side, render_kw={
                **(NUMERIC if f.min >= 0 else SIGNED), "min": f.min, "max": f.max})

    @staticmethod
    def read(f, form, players):
        sides = f.sides(players)
        typed = {side: number(form[f"{f.name}-{place}"].data) for place, side in enumerate(sides)}
        given = {side: value for side, value in typed.items() if value is not None}
        left = [side for side in sides if side not in given]
        if f.total is not None and len(left) == 1 and all(isinstance(v, int) for v in
                                                           given.values()):
            given[left[0]] = f.total - sum(given.values())
        return given

    @staticmethod
    def data(f, value, players):
        return {f"{f.name}-{place}": "" if (value or {}).get(side) is None else str(value[side])
                for place, side in enumerate(f.sides(players))}


def seat_of(name: str) -> int | None:
    """The seat a player's control belongs to (its name is `field-seat` or `field-seat-...`)."""
    parts = name.split("-")
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None


def card_name(f, seat: int, column: int, row: int) -> str:
    return f"{f.name}-{seat}-{column}-{row}"


def not_both(drop: str, player: str):
    """A drop and a typed count for one player contradict each other: the table is asked which
    it meant, rather than one being kept without a word."""
    def check(form, field):
        if form[drop].data and (field.data or "").strip():
            raise StopValidation(_("%(player)s has both a drop and a count: keep one and clear "
                                   "the other.", player=player))
    return check


def ticked(form, field):
    """A choice that has "nobody" among its options is made, never assumed: a round says what
    happened only when someone ticked it, so a tap on Save alone stores nothing."""
    if not field.raw_data:
        raise StopValidation(_("Choose a player."))


def error_field(form, key, players, sides=None):
    """The box a message keyed `name.player` (or `name.side`, `sides` naming each SidesField's
    sides) is shown beside; the whole field's for `name` alone."""
    name, _, player = key.partition(".")
    if player in players:  # a player's score box, or the first place of their cards
        return field(form, f"{name}-{players.index(player)}") or field(
            form, f"{name}-{players.index(player)}-0-0")
    if player in (sides or {}).get(name, ()):
        return field(form, f"{name}-{sides[name].index(player)}")
    if name in (sides or {}):  # the sides' sum: beside the first side's box
        return field(form, f"{name}-0")
    return field(form, name) if name not in ("nonce", "for_round") else None


def field(form, name: str):
    """The form's field of that name, if it has one."""
    return form[name] if name in form else None
