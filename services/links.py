"""The links to a match that need no account (models/link.py): made, listed and stopped by the
match's account; found from a token by the spectator page, the score pages and the API."""

from dataclasses import dataclass
from datetime import datetime

from flask import current_app, url_for

from extensions import db
from games.text import Msg, N_
from models import Match, MatchLink
from models.api import digest
from models.base import utcnow
from models.link import KINDS
from services.matches.sheets import TOKEN
from services.matches.unit import next_version

MAX_LIVE = 10    # links of one match in use at once: a table has a few phones
MAX_EVER = 100   # ever made for one match (stopped ones are kept for the rounds they entered)
TOO_MANY = Msg(N_("A match has at most %(max)s links at once: stop one first."), max=MAX_LIVE)
WORN_OUT = Msg(N_("This match has had %(max)s links: no more can be made for it."),
               max=MAX_EVER)
ENDPOINTS = {"watch": "share.show", "score": "share.score"}


@dataclass(frozen=True)
class Shown:
    """A link as its match's account sees it."""

    id: int
    kind: str
    token: str
    url: str
    created_at: datetime


def key() -> str:
    return current_app.config["SECRET_KEY"]


def shown(link: MatchLink) -> Shown:
    token = link.token(key())
    return Shown(link.id, link.kind, token, url_for(ENDPOINTS[link.kind], token=token,
                                                    _external=True), link.created_at)


LIVE = MatchLink.stopped_at.is_(None)


def live(match: Match) -> list[Shown]:
    """The match's links in use, oldest first."""
    return [shown(link) for link in db.session.scalars(
        db.select(MatchLink).where(MatchLink.match_id == match.id, LIVE).order_by(MatchLink.id))]


def make(match: Match, kind: str) -> tuple[Shown | None, Msg | None]:
    """A new link of `kind` ("watch" or "score"), or why not."""
    assert kind in KINDS
    counts = dict(db.session.execute(
        db.select(MatchLink.stopped_at.is_(None), db.func.count())
        .where(MatchLink.match_id == match.id).group_by(MatchLink.stopped_at.is_(None))).all())
    if counts.get(True, 0) >= MAX_LIVE:
        return None, TOO_MANY
    if sum(counts.values()) >= MAX_EVER:
        return None, WORN_OUT
    link = MatchLink.make(match, kind, key())
    db.session.add(link)
    next_version(match)  # the match page lists its links: its ETag changes
    db.session.commit()
    return shown(link), None


def stop(match: Match, link_id: int | None = None, token: str | None = None,
         kind: str | None = None) -> int:
    """Stop the match's live link of that id or token (or, with only `kind`, all of that kind):
    the next request with it is refused. How many were stopped."""
    where = [MatchLink.match_id == match.id, LIVE]
    if link_id is not None:
        where.append(MatchLink.id == link_id)
    if token is not None:
        where.append(MatchLink.token_hash == digest(token))
    if kind is not None:
        where.append(MatchLink.kind == kind)
    stopped = db.session.execute(db.update(MatchLink).where(*where)
                                 .values(stopped_at=utcnow())).rowcount
    if stopped:
        next_version(match)
    db.session.commit()
    return stopped


def find(token: str, kind: str) -> MatchLink | None:
    """The live link of `kind` with this token, or None."""
    if not TOKEN.fullmatch(token):
        return None
    return db.session.scalar(db.select(MatchLink).where(
        MatchLink.token_hash == digest(token), MatchLink.kind == kind, LIVE))


def live_by_id(link_id, match_id: str) -> MatchLink | None:
    """The live score link of this id for this match, or None (stopped, or another match's)."""
    link = db.session.get(MatchLink, link_id) if isinstance(link_id, int) else None
    if link is None or link.stopped_at is not None or link.match_id != match_id:
        return None
    return link if link.kind == "score" else None


def share_urls(match_ids) -> dict[str, str]:
    """The spectator link of each of these matches that has one (its oldest live watch link),
    in one query: the API's `share_url`."""
    found = db.session.scalars(db.select(MatchLink).where(
        MatchLink.match_id.in_(list(match_ids)), MatchLink.kind == "watch", LIVE)
        .order_by(MatchLink.id.desc()))
    return {link.match_id: shown(link).url for link in found}  # the oldest is written last


def share(match: Match, on: bool) -> None:
    """The one spectator link of before (web and API `/share`): made if the match has no watch
    link yet, or, `on` false, every watch link stopped."""
    if not on:
        stop(match, kind="watch")
    elif match.id not in share_urls([match.id]):
        make(match, "watch")
