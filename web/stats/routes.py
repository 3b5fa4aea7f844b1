"""The account's statistics, and a page per player: all from the stored rounds, through the
game modules' figures (services/stats.py)."""

from flask import abort, render_template, request, url_for
from flask_babel import gettext as _
from flask_login import current_user, login_required

from forms import options
from games import GAMES
from games.figures.records import shown
from i18n import tr
from services import matches as service, stats
from services.limits import MAX_ID
from web.stats import bp
from web.stats.forms import StatsForm


@bp.get("/stats")
@login_required
def index():
    form = StatsForm(request.args)
    form.game.choices = options([("", _("All games"))] + [(g.id, tr(g.name)) for g in GAMES])
    players = service.by_name(current_user)
    choices = options([("", _("Nobody"))] + [(str(i), name) for i, name in players])
    form.first.choices, form.second.choices = choices, list(choices)
    filters, pair = stats.Filters(), None
    if form.validate():
        filters = stats.Filters(form.game.data or None, form.since.data, form.until.data)
        if form.first.data and form.second.data:
            pair = (int(form.first.data), int(form.second.data))
    found = stats.statistics(current_user, filters, streaks=False, months=True)
    games = [g for g in GAMES if any(g.id in p.by_game for p in found.players.values())]
    names = dict(players)
    head = stats.head_to_head(current_user, filters, *pair) if pair else None
    pages = {key: url_for("stats.player", player_id=key) for key in found.players}  # once each
    return render_template("stats/index.html", form=form, stats=found, games=games,
                           pair=pair and (names.get(pair[0]), names.get(pair[1])), head=head,
                           pages=pages)


@bp.get(f"/players/<int(max={MAX_ID}):player_id>/stats")
@login_required
def player(player_id: int):
    found = service.player_of(current_user, player_id) or abort(404)
    record = stats.statistics(current_user, stats.Filters(player_id=player_id)).players.get(
        player_id)
    return render_template("stats/player.html", player=found,
                           record=record.as_dict() if record else None, games=GAMES,
                           shown=shown)
