"""The spectator link: a match's standings, read-only, for anyone holding the link."""

from flask import Blueprint, render_template

from services import matches as service

bp = Blueprint("share", __name__)


@bp.route("/s/<token>")
def show(token: str):
    sheet = service.load(service.shared_match(token))
    return render_template("share/show.html", sheet=sheet)
