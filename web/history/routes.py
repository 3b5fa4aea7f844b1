"""The account's matches, newest first, with filters, under the day each was started."""

from itertools import groupby
from typing import NamedTuple

from flask import abort, render_template, request, url_for
from flask_babel import gettext as _, to_user_timezone
from flask_login import current_user, login_required

from forms import options
from games import GAMES
from games.core import Game
from i18n import tr
from models import Match
from services import matches as service
from services.limits import MAX_PAGE
from web.history import bp
from web.history.forms import FilterForm


class Row(NamedTuple):
    """One listed match, from its stored row alone (a list replays no rounds)."""
    match: Match
    game: Game
    names: list[str]
    ended_early: bool


@bp.route("/")
@login_required
def index():
    form = FilterForm(request.args)
    form.game.choices = options([("", _("All games"))] + [(g.id, tr(g.name)) for g in GAMES])
    roster = service.by_name(current_user)
    form.player.choices = options([("", _("Everyone"))] + [(str(i), name) for i, name in roster])
    filters = {}
    if form.validate():
        filters = {"game_id": form.game.data or None,
                   "player_id": int(form.player.data) if form.player.data else None,
                   "finished": {"finished": True, "ongoing": False}.get(form.status.data)}
    number = request.args.get("page", 1, type=int)
    if not 1 <= number <= MAX_PAGE:
        abort(404)
    page = service.page_of(current_user, number, 20, **filters)
    names = service.seat_names(page.items)
    rows = [Row(match, service.game_of(match), names[match.id], service.ended_early(match))
            for match in page.items]
    return render_template("history/index.html", form=form, page=page, days=by_day(rows),
                           page_url=lambda n: url_for("history.index",
                                                      **{**request.args.to_dict(), "page": n}))


def by_day(rows: list[Row]) -> list[tuple]:
    """The rows under the day their matches started, where the reader is: (the first match's
    start, its day's rows). A game night is one heading, and each row says only its time."""
    days = []
    for _, group in groupby(rows, key=lambda row: started_on(row.match)):
        day_rows = list(group)
        days.append((day_rows[0].match.created_at, day_rows))
    return days


def started_on(match: Match):
    """The day a match started where the reader is (a match started late on a game night
    belongs to that night's date, wherever the server is)."""
    return to_user_timezone(match.created_at).date()
