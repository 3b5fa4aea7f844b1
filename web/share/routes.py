"""The links to a match that need no login: a watch link shows its standings, read-only; a
score link opens its round pages on the phone that follows it (web/matches/access.py)."""

from flask import Blueprint, abort, redirect, render_template, url_for

from services import links
from services import matches as service
from web.matches.access import hold

bp = Blueprint("share", __name__)


@bp.route("/s/<token>")
def show(token: str):
    link = links.find(token, "watch") or abort(404)
    return render_template("share/show.html", sheet=service.load(link.match))


@bp.route("/score/<token>")
def score(token: str):
    link = links.find(token, "score") or abort(404)
    hold(link)
    return redirect(url_for("matches.show", match_id=link.match_id))
