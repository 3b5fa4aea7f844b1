"""Backup: the whole account as one JSON file and back, and one match's table as CSV."""

import csv
import io
import re

from flask import Response, flash, redirect, render_template, request, url_for
from flask_babel import gettext as _, ngettext
from flask_login import current_user, login_required

from games.text import Msg
from i18n import tr
from services import backup as archive
from services import matches as service
from web.backup import bp
from web.backup.forms import RestoreForm
from models.base import utcnow


@bp.after_request
def kept_nowhere(response):
    """Like an account's pages (web/accounts/routes.py): no copy outlives the session."""
    response.headers["Cache-Control"] = "private, no-store"
    return response

SHOWN_PROBLEMS = 20
# Up to this, an oversized file still gets the page with the form's own message; beyond it the
# body is refused unread (a 413) rather than spooled to disk.
REQUEST_LIMIT = 2 * archive.MAX_BYTES
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


@bp.url_value_preprocessor
def limit_upload(endpoint, values) -> None:
    """Bound the request body. This runs before every before_request hook, so before the CSRF
    check reads the form."""
    if endpoint == "backup.index":
        request.max_content_length = REQUEST_LIMIT


@bp.errorhandler(413)
def upload_too_big(error):
    # Raised while the CSRF check reads the form, before login_required has run.
    if not current_user.is_authenticated:
        return render_template("errors/error.html", code=413,
                               message=say(archive.too_big())), 413
    return page([archive.too_big()]), 413


@bp.route("/backup", methods=["GET", "POST"])
@login_required
def index():
    form = RestoreForm()
    # A restore refused says so in its status too (422), not only in words on the page.
    if not form.validate_on_submit():
        return page(form=form), 422 if form.is_submitted() else 200
    data, errors = archive.read_archive(form.file.data.read(archive.MAX_BYTES + 1))
    errors = errors or archive.import_account(current_user, data).errors
    if errors:
        return page(list(errors.values()), form), 422
    players, matches = archive.sizes(current_user)
    flash(_("The backup was restored: %(players)s and %(matches)s.",
            players=ngettext("%(num)s player", "%(num)s players", players),
            matches=ngettext("%(num)s match", "%(num)s matches", matches)))
    return redirect(url_for("history.index"))


def page(problems=(), form=None):
    shown = [say(problem) for problem in problems[:SHOWN_PROBLEMS]]
    # formdata=None: after a 413 the request's form must not be read again.
    return render_template("backup/index.html", form=form or RestoreForm(formdata=None),
                           problems=shown, more=max(0, len(problems) - SHOWN_PROBLEMS),
                           empty=archive.is_empty(current_user))


def say(message: Msg) -> str:
    """A message in the reader's language. Text echoed from the file is cut short, so a huge
    value cannot make a huge page."""
    return tr(shortened(message))


def shortened(message: Msg) -> Msg:
    return Msg(message.text, **{key: cut(value) for key, value in message.params.items()})


def cut(value, limit: int = 400):
    """A value echoed from the file, cut short: a long text, or a long list of names (a file
    of 50,000 unknown keys once made a page of 500 KB, listed in seconds)."""
    if isinstance(value, Msg):
        return shortened(value)
    if isinstance(value, str) and len(value) > limit:
        return value[:limit] + "…"
    if isinstance(value, tuple) and len(value) > SHOWN_PROBLEMS:
        return value[:SHOWN_PROBLEMS] + ("…",)
    return value


@bp.get("/backup/rulezz.json")
@login_required
def download():
    body = archive.to_json(archive.export_account(current_user))
    return attachment(body, "application/json", f"rulezz-backup-{utcnow():%Y-%m-%d}.json")


@bp.get("/matches/<match_id>/table.csv")
@login_required
def match_csv(match_id: str):
    match = service.owned_match(current_user, match_id)
    buffer = io.StringIO()
    csv.writer(buffer).writerows(table_rows(service.load(match)))
    # The byte order mark tells spreadsheet programs the file is UTF-8 (else "Zoë" breaks).
    name = re.sub(r"[^a-z0-9-]", "", match.game_id.lower()) or "match"
    return attachment(buffer.getvalue().encode("utf-8-sig"), "text/csv",
                      f"rulezz-{name}-{match.created_at:%Y-%m-%d-%H%M}.csv")


def table_rows(sheet) -> list[list]:
    """The round-by-round table: running totals first (what a chart plots), then each round's
    change, then the notes. A game that starts above 0 (Okey) gets a first row with the start."""
    result = sheet.standings
    sides = result.sides
    header = [_("Round"), *sides, *(_("%(side)s (this round)", side=side) for side in sides),
              _("Notes")]
    rows = [header]
    start = sheet.game.start_total(sheet.table.settings)
    if start:
        rows.append([_("Start"), *(start for _side in sides), *("" for _side in sides), ""])
    for r in result.rounds:
        rows.append([r.number, *(r.totals[s] for s in sides), *(r.deltas[s] for s in sides),
                     " ".join(tr(note) for note in r.notes)])
    return [[inert(cell) for cell in row] for row in rows]


def inert(cell):
    """Text a spreadsheet would run as a formula (a name like "=HYPERLINK(...)") gets a leading
    quote, so it is shown as typed. Numbers stay numbers: -5 is a score, not a formula."""
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


def attachment(body: bytes, mimetype: str, filename: str) -> Response:
    """A download. `filename` must be plain ASCII without quotes (the callers build it so)."""
    response = Response(body, mimetype=mimetype)
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
