"""The links to a match that need no login: a watch link shows its standings, read-only, kept up
to date by conditional requests (web/live.py) answered 304 from two small reads; a score link
opens its round pages on the phone that follows it (web/matches/access.py)."""

from datetime import UTC, datetime

from flask import abort, make_response, redirect, render_template, url_for
from flask_babel import get_locale

from services import links
from services import matches as service
from web import live
from web.matches.access import hold
from web.share import bp


@bp.route("/s/<token>")
def show(token: str):
    link = links.find(token, "watch") or abort(404)
    if unchanged := live.not_modified(page_tag(token, link.match.version)):
        return unchanged
    sheet = service.load(link.match)
    tag = page_tag(token, sheet.version)
    return live.mark(make_response(render_template(
        "share/show.html", sheet=sheet, live_url=live.address(), live_tag=tag,
        shown_at=datetime.now(UTC))), tag)


def page_tag(token: str, version: int) -> str:
    return live.tag("shared", token, version, get_locale())


@bp.route("/score/<token>")
def score(token: str):
    link = links.find(token, "score") or abort(404)
    hold(link)
    return redirect(url_for("matches.show", match_id=link.match_id))
