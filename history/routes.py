"""The account's matches, newest first, with filters."""

from flask import Blueprint, render_template, request
from flask_babel import gettext as _
from flask_login import current_user, login_required

from extensions import db
from games import GAMES
from history.forms import FilterForm
from matches import service
from models import Match, Seat
from webforms import options

bp = Blueprint("history", __name__, url_prefix="/history")


@bp.route("/")
@login_required
def index():
    form = FilterForm(request.args)
    form.game.choices = options([("", _("All games"))] + [(g.id, g.name) for g in GAMES])
    form.player.choices = options([("", _("Everyone"))] + [(str(p.id), p.name)
                                                          for p in current_user.players])
    query = db.select(Match).filter_by(account_id=current_user.id)
    if form.validate():
        query = filtered(query, form)
    page = db.paginate(query.order_by(Match.created_at.desc(), Match.id),
                       per_page=20, error_out=False)
    rows = [(match, service.game_of(match), service.standings(match)) for match in page.items]
    return render_template("history/index.html", form=form, page=page, rows=rows)


def filtered(query, form):
    if form.game.data:
        query = query.filter_by(game_id=form.game.data)
    if form.player.data:
        query = query.where(Match.seats.any(Seat.player_id == int(form.player.data)))
    if form.status.data:
        query = query.filter_by(finished=form.status.data == "finished")
    return query
