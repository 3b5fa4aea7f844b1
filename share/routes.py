"""The spectator link: a match's standings, read-only, for anyone holding the link."""

from flask import Blueprint, abort, render_template

from extensions import db
from matches import service
from models import Match

bp = Blueprint("share", __name__)


@bp.route("/s/<token>")
def show(token: str):
    if not service.TOKEN.fullmatch(token):
        abort(404)
    match = db.session.scalar(db.select(Match).filter_by(share_token=token)) or abort(404)
    loaded = service.read(match)
    game, status = service.game_of(match), service.status(match, loaded)
    return render_template("share/show.html", match=match, players=loaded[0].players,
                           game=game, status=status,
                           result=status.result, ranking=service.ranking(game, status.result))
