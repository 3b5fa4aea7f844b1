"""The spectator link: a match's standings, read-only, for anyone holding the link. Phones keep
it up to date with conditional requests (web/live.py), answered 304 from one small read."""

from flask import Blueprint, make_response, render_template
from flask_babel import get_locale

from extensions import db
from models import Match
from services import matches as service
from web import live

bp = Blueprint("share", __name__)
VERSION = db.select(Match.version).where(Match.share_token == db.bindparam("token"))


@bp.route("/s/<token>")
def show(token: str):
    if service.TOKEN.fullmatch(token) and (unchanged := still_current(token)):
        return unchanged
    sheet = service.load(service.shared_match(token))
    tag = page_tag(token, sheet.version)
    return live.mark(make_response(render_template(
        "share/show.html", sheet=sheet, live_url=live.address(), live_tag=tag)), tag)


def still_current(token: str):
    """A 304 when the phone's copy is the link's current version (a revoked link: none)."""
    version = db.session.scalar(VERSION, {"token": token})
    return None if version is None else live.not_modified(page_tag(token, version))


def page_tag(token: str, version: int) -> str:
    return live.tag("shared", token, version, get_locale())
