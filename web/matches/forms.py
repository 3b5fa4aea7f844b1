"""Forms built from a game's declarations: the new-match form and the round form.

The game module does all the checking; these forms only turn what a phone sends into the game's
input shape, and put the game's messages back next to the right boxes.
"""

import functools
import re
import secrets

from flask_babel import get_locale, gettext as _, lazy_gettext as _l
from flask_wtf import FlaskForm
from wtforms import (BooleanField, HiddenField, RadioField, SelectField, StringField,
                     TextAreaField)
from wtforms.validators import StopValidation

from forms import options
from games import GAMES
from games.fields import (BoolField, BoolSetting, CardsField, ChoiceSetting, IntField,
                          IntSetting, PlayerField, ScoresField)
from games.indian_rummy import HandsField
from games.rummy_hand import card_texts
from i18n import tr
from services.accounts import tidy
from web.forms import put_errors

WHOLE_NUMBER = re.compile(r"^[-−]?\d{1,30}$")
# A round form's one-time nonce, as the page (secrets.token_hex) and static/rulezz.js make it;
# empty is no nonce.
NONCE = re.compile(r"(?:[0-9a-f]{32})?")
NUMERIC = {"inputmode": "numeric", "pattern": "[0-9]*", "autocomplete": "off"}
# iOS shows no minus key with inputmode=numeric, so signed boxes use type=number instead.
SIGNED = {"type": "number", "autocomplete": "off"}


def number(text):
    """A whole number typed in a box; blank is None; anything else is passed on for the game
    module to refuse in its own words."""
    text = (text or "").strip()
    if not text:
        return None
    return int(text.replace("−", "-")) if WHOLE_NUMBER.match(text) else text


# --- New match ----------------------------------------------------------------------------------

def seat_label(game, seat: int):
    partners = game.partners(seat)
    if partners:
        return _l("Seat %(n)s (partner of seat %(p)s)", n=seat + 1, p=partners[0] + 1)
    return _l("Seat %(n)s", n=seat + 1)


def setting_field(setting):
    label, help_ = tr(setting.label), tr(setting.help)
    if isinstance(setting, BoolSetting):
        return BooleanField(label, default=setting.default, description=help_)
    if isinstance(setting, ChoiceSetting):
        return RadioField(label, choices=options((v, tr(text)) for v, text in setting.choices),
                          default=setting.default, description=help_)
    hint = _l("%(min)s to %(max)s", min=setting.min, max=setting.max)
    if setting.optional:
        hint = _l("%(min)s to %(max)s, or empty for none", min=setting.min, max=setting.max)
    default = "" if setting.default is None else str(setting.default)
    return StringField(label, default=default, description=hint, render_kw=NUMERIC)


def new_match_form(game, **kwargs):
    class NewMatchForm(FlaskForm):
        def players(self):
            """(seat, name) for every seat that has a name, in seating order."""
            return [(i, self[f"seat{i}"].data) for i in range(game.max_players)
                    if self[f"seat{i}"].data]

        def settings(self):
            out = {}
            for s in game.settings:
                data = self[f"rule_{s.name}"].data
                out[s.name] = number(data) if isinstance(s, IntSetting) else data
            return out

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

# Fields that count a player from their cards instead of a typed number (Skyjo's places,
# Indian Rummy's hands): on the match page only when the table asks to count from the cards.
CARD_ENTRY = (CardsField, HandsField)


def round_form(game, table, cards: bool = True, entering: int | None = None, **kwargs):
    """A form with one control per declared field; a score box per player for ScoresFields.
    Without `cards`, the fields that count from the cards are left out: their boxes and
    buttons (48 places for four Skyjo players) would double the page's size and its cost, for a
    table that types its totals. `entering`: the number of the new round it enters, sent back
    with it (see services.matches.add_round: two phones entering the same round store it once)."""
    drops = any(isinstance(f, ScoresField) and f.tokens and table.settings.get(f.tokens_setting)
                for f in game.fields)
    form_class = round_form_class(game.id, tuple(table.players), drops, cards, str(get_locale()))
    return form_class(for_round=entering, **kwargs)


@functools.lru_cache(maxsize=512)
def round_form_class(game_id: str, players: tuple, drops: bool, cards: bool, language: str):
    """The round form of a table, the same for every round of its match: built once per worker
    and language (its labels are translated as it is built), not on every page."""
    game = GAMES.get(game_id)

    class RoundForm(FlaskForm):
        nonce = HiddenField(default=lambda: secrets.token_hex(16))
        for_round = HiddenField()
        shown = shown_order(game, cards)
        counts_cards = any(isinstance(f, CARD_ENTRY) for f in game.fields)
        has_cards = cards and counts_cards

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
            raw = {f.name: read(f, self, players) if f in self.shown else None
                   for f in game.fields}
            fields = {f.name: f for f in game.fields}
            for f in game.fields:  # a radio cannot be unticked: a yes here clears those fields
                if isinstance(f, BoolField) and raw[f.name]:
                    raw.update({name: False if isinstance(fields[name], BoolField) else None
                                for name in f.excludes})
            return raw

        def show_errors(self, errors):
            put_errors(self, errors, lambda key: error_field(self, key, players))

        def focus(self):
            """The name of the control the phone starts in: after a refused round the first one
            with a message, else the first empty box (none if every box is filled)."""
            controls = [f for f in self if f.type not in ("CSRFTokenField", "HiddenField")]
            refused = [f.name for f in controls if f.errors]
            empty = [f.name for f in controls if f.type == "StringField" and not f.data
                     and "data-cards" not in (f.render_kw or {})]  # cards are optional
            return (refused or empty or [None])[0]

    for f in RoundForm.shown:
        for name, control in controls(f, players, drops):
            setattr(RoundForm, name, control)
    return RoundForm


def shown_order(game, cards: bool = True) -> tuple:
    """The game's fields in the order the form shows them: choices first, score boxes last, so
    the phone's keyboard opens only for the last part of the form, just above Save; the folds of
    cards that may stand for a score (Skyjo) after them (none without `cards`)."""
    fields = [f for f in game.fields if cards or not isinstance(f, CARD_ENTRY)]
    return tuple(sorted(fields, key=lambda f: (isinstance(f, ScoresField) +
                                               2 * isinstance(f, CardsField))))


def controls(f, players, drops: bool):
    label = tr(f.label)
    if isinstance(f, PlayerField):
        choices = [(p, p) for p in players]
        if f.optional:
            choices.append(("", tr(f.none_label)))
        yield f.name, RadioField(label, choices=options(choices), validate_choice=False,
                                 validators=[ticked] if f.optional else [])
    elif isinstance(f, IntField) and f.max - f.min <= 10:
        numbers = [(str(n), str(n)) for n in range(f.min, f.max + 1)]
        yield f.name, RadioField(label, choices=options(numbers),
                                 validate_choice=False)
    elif isinstance(f, IntField):
        yield f.name, StringField(label, render_kw=NUMERIC if f.min >= 0 else SIGNED)
    elif isinstance(f, BoolField):
        yield f.name, BooleanField(label)
    elif isinstance(f, CardsField):
        yield from card_controls(f, players)
    elif isinstance(f, HandsField):  # shown beside each deadwood box (matches/_rummy_cards.html)
        for seat, player in enumerate(players):
            # a text area: a hand of 13 wraps onto a second line rather than running off the box
            yield f"{f.name}-{seat}", TextAreaField(
                _("%(name)s's cards (optional)", name=player),
                render_kw={"autocomplete": "off", "autocapitalize": "characters",
                           "spellcheck": "false", "maxlength": 400, "rows": 2, "data-cards": ""})
    elif isinstance(f, ScoresField):
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


def card_name(f, seat: int, column: int, row: int) -> str:
    return f"{f.name}-{seat}-{column}-{row}"


class CardBox(StringField):
    """A place of a card grid: a box of its own kind, so the phone never starts in one."""


def card_controls(f, players):
    """A small number box per place of the grid (column by column): without JavaScript the phone
    types each card; cards-skyjo.js puts buttons and a palette over them. (Boxes, not lists of
    15 choices: 48 lists made a 4-player page five times slower to draw.)"""
    kw = {**SIGNED, "min": f.min, "max": f.max}
    for seat, player in enumerate(players):
        yield f"{f.name}-{seat}-none", BooleanField(_l("No cards left: every column removed"))
        for column in range(f.columns):
            for row in range(f.rows):
                # gettext, not lazy: a lazy string counts as safe HTML, and this has a name
                label = _("%(name)s, column %(column)s, card %(row)s", name=player,
                          column=column + 1, row=row + 1)
                yield card_name(f, seat, column, row), CardBox(label, render_kw=kw)


def read_cards(f, form, players) -> dict | None:
    """The columns given for each player, a column left blank being no column; a column filled
    in part is passed on (None for a blank place) for the game to refuse in its own words."""
    out = {}
    for seat, player in enumerate(players):
        columns = [[number(form[card_name(f, seat, c, r)].data) for r in range(f.rows)]
                   for c in range(f.columns)]
        columns = [column for column in columns if column != [None] * f.rows]
        if columns or form[f"{f.name}-{seat}-none"].data:
            out[player] = columns
    return out or None


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


def round_form_data(game, players, inp) -> dict:
    """A round input as the round form's field data: what the form shows to edit it, and what
    a phone sends back unchanged."""
    data = {}
    for f in game.fields:
        value = inp.get(f.name)
        if isinstance(f, CardsField):
            for seat, player in enumerate(players):
                if (value or {}).get(player) == []:
                    data[f"{f.name}-{seat}-none"] = True
                for c, column in enumerate((value or {}).get(player, ())):
                    data.update({card_name(f, seat, c, r): str(v) for r, v in enumerate(column)})
        elif isinstance(f, HandsField):
            data.update({f"{f.name}-{seat}": " ".join(value.get(player, ()))
                         for seat, player in enumerate(players)} if value else {})
        elif isinstance(value, dict):
            for seat, player in enumerate(players):
                v = value.get(player)
                key = f"{f.name}-{seat}-drop" if isinstance(v, str) else f"{f.name}-{seat}"
                data[key] = "" if v is None else v if isinstance(v, str) else str(v)
        elif isinstance(value, bool) or value is None:
            data[f.name] = value if isinstance(value, bool) else ""
        else:
            data[f.name] = str(value)
    return data


def read(f, form, players):
    if isinstance(f, PlayerField):
        return form[f.name].data or None
    if isinstance(f, IntField):
        return number(form[f.name].data)
    if isinstance(f, BoolField):
        return bool(form[f.name].data)
    if isinstance(f, CardsField):
        return read_cards(f, form, players)
    if isinstance(f, HandsField):
        return read_hands(f, form, players)
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


def read_hands(f, form, players):
    """The cards typed or picked for each player, cut into cards (none: no cards entered)."""
    hands = {player: card_texts(form[f"{f.name}-{seat}"].data or "")
             for seat, player in enumerate(players)}
    return {player: cards for player, cards in hands.items() if cards} or None


def error_field(form, key, players):
    name, _, player = key.partition(".")
    if player in players:  # a player's score box, or the first place of their cards
        return field(form, f"{name}-{players.index(player)}") or field(
            form, f"{name}-{players.index(player)}-0-0")
    return field(form, name) if name not in ("nonce", "for_round") else None


def field(form, name: str):
    """The form's field of that name, if it has one."""
    return form[name] if name in form else None
