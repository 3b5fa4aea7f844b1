"""The body of the round-by-round table, shared by the match page, the spectators' page and the
FAQ's worked examples. On a long match these rows are most of the page; written here they cost
a fraction of what the same loops and filters cost in a template. Everything a player typed (a
name, inside the notes) goes through `escape`; the rest is numbers and our own text."""

from markupsafe import Markup, escape

from games.text import signed
from i18n import gettext, translator

CELL = '<td><span class="delta">{}</span> <span class="total">{}</span></td>'
LINK = '<a href="{}{}" aria-label="{}">{}</a>'
NOTES = ('<tr class="notes"><td colspan="{}"><details{}><summary>{}</summary><ul>{}</ul>'
         '</details></td></tr>')


def rows(result, edit_base: str | None = None, last: int | None = None) -> Markup:
    """A row per round (the newest `last`, or all): its number (a link to change it when
    `edit_base` is given), each side's change and total, then its notes under "Why?"."""
    label, why, tr = gettext("Change round %(n)s"), escape(gettext("Why?")), translator()
    shown = result.rounds[-last:] if last else result.rounds
    out = []
    for r in shown:
        number = (LINK.format(escape(edit_base), r.number, escape(label % {"n": r.number}),
                              r.number) if edit_base else r.number)
        cells = "".join([CELL.format(signed(r.deltas[side]), r.totals[side])
                         for side in result.sides])
        notes = "".join([f"<li>{escape(tr(note))}</li>" for note in r.notes])
        out.append(f'<tr><th scope="row">{number}</th>{cells}</tr>')
        out.append(NOTES.format(len(result.sides) + 1, " open" if r is shown[-1] else "", why,
                                notes))
    return Markup("".join(out))
