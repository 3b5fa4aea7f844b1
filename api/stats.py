"""The statistics in the API: the same figures as the pages (services/stats.py), filtered by
the same form (forms.py)."""

from flask import jsonify, request
from flask_babel import gettext as _
from werkzeug.datastructures import MultiDict

from api import bp
from api.auth import account, auth
from api.errors import invalid, problem
from forms import StatsFilters, options
from games import GAMES
from games.figures.records import PlayerRecord
from services import matches as service
from services import stats


def filters(player_id: int | None = None):
    """The query's filters, or the errors: an unknown game, a day that is not one, a period
    that ends before it starts."""
    args = MultiDict({k: request.args[k] for k in ("game", "since", "until") if k in request.args})
    if empty := [name for name, value in args.items() if not value]:  # `?until=`: a mistake
        return None, {name: _("Give a value, or leave the parameter out.") for name in empty}
    form = StatsFilters(args)
    form.game.choices = options([("", "")] + [(g.id, g.id) for g in GAMES])
    if not form.validate():
        errors = {name: str(messages[0]) for name, messages in form.errors.items()}
        if "game" in errors:
            errors["game"] = _("Choose one of: %(games)s.", games=", ".join(g.id for g in GAMES))
        return None, errors
    return stats.Filters(form.game.data or None, form.since.data, form.until.data,
                         player_id), {}


@bp.get("/stats")
@auth.login_required
def all_stats():
    found, errors = filters()
    if errors:
        return invalid(errors)
    players = stats.statistics(account(), found).players.values()
    return jsonify({"players": [p.as_dict() for p in sorted(players,
                                                            key=lambda p: p.name.casefold())]})


@bp.get("/players/<name>/stats")
@auth.login_required
def player_stats(name: str):
    player = service.find_player(account(), name)
    if player is None:
        return problem(404, _("No such player."))
    found, errors = filters(player.id)
    if errors:
        return invalid(errors)
    record = stats.statistics(account(), found).players.get(player.id) or PlayerRecord(
        player.name)
    return jsonify(record.as_dict())
