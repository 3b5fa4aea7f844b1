"""The account's matches, newest first, with filters."""

from flask import Blueprint, render_template, request, url_for
from flask_babel import gettext as _
from flask_login import current_user, login_required

from extensions import db
from games import GAMES
from history.forms import FilterForm
from matches import service
from webforms import options

bp = Blueprint("history", __name__, url_prefix="/history")


@bp.route("/")
@login_required
def index():
    form = FilterForm(request.args)
    form.game.choices = options([("", _("All games"))] + [(g.id, g.name) for g in GAMES])
    form.player.choices = options([("", _("Everyone"))] + [(str(p.id), p.name)
                                                          for p in current_user.players])
    filters = {}
    if form.validate():
        filters = {"game_id": form.game.data or None,
                   "player_id": int(form.player.data) if form.player.data else None,
                   "finished": {"finished": True, "ongoing": False}.get(form.status.data)}
    page = db.paginate(service.matches_query(current_user, **filters, rounds=False),
                       per_page=20, error_out=False)
    rows = [(match, service.game_of(match)) for match in page.items]
    return render_template("history/index.html", form=form, page=page, rows=rows,
                           page_url=lambda n: url_for("history.index",
                                                      **{**request.args.to_dict(), "page": n}))
