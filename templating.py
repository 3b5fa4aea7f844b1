"""Jinja filters and helpers shared by the templates."""

from typing import NamedTuple

from flask_babel import format_datetime, gettext as _
from markupsafe import Markup

from games import GAMES
from games.fields import BoolSetting, ChoiceSetting
from games.text import signed
from i18n import gettext, tr


class RoundRow(NamedTuple):
    number: int
    label: str  # what a screen reader says for the round's number, a link to change it
    cells: Markup  # a <td> per side, in the table's column order: the change and the total
    notes: list[str]


CELL = '<td><span class="delta">{}</span> <span class="total">{}</span></td>'


def round_rows(result, last: int | None = None) -> list[RoundRow]:
    """The round table's rows, prepared in one pass: on a long match they are most of the page,
    and Python writes them several times faster than the template's loops and filters would.
    The cells hold only numbers; the notes, which hold names, are escaped by the template."""
    label = gettext("Change round %(n)s")
    return [RoundRow(r.number, label % {"n": r.number},
                     Markup("".join([CELL.format(signed(r.deltas[side]), r.totals[side])
                                     for side in result.sides])),
                     [tr(note) for note in r.notes])
            for r in (result.rounds[-last:] if last else result.rounds)]


def game_name(game_id: str) -> str:
    game = GAMES.get(game_id)
    return game.name if game else game_id


def setting_default(setting) -> str:
    if isinstance(setting, BoolSetting):
        return _("on") if setting.default else _("off")
    if isinstance(setting, ChoiceSetting):
        return tr(dict(setting.choices)[setting.default])
    return _("none") if setting.default is None else str(setting.default)


def register(app) -> None:
    app.jinja_env.globals["round_rows"] = round_rows
    app.jinja_env.filters.update(
        tr=tr, signed=signed, game_name=game_name, setting_default=setting_default,
        datetime_short=lambda value: format_datetime(value, "short"))
