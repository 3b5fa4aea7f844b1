"""Who may enter, change and undo a match's rounds on its pages: its account, and a phone that
opened one of its score links (models/link.py), which gets those pages and nothing else.

Opening a score link keeps the link's id in the phone's session (signed: the phone cannot
change it), by match; every request looks the link up again, so a stopped link is refused at
the next request, and at every one after it (410: the phone is told the link was stopped, not
sent to a log-in page that would drop what it typed).
"""

from dataclasses import dataclass

from flask import abort, session
from flask_login import current_user

from extensions import login_manager
from models import Match, MatchLink
from services import links
from services import matches as service

KEY = "score_links"
HELD = 10  # score links one phone keeps at once (the newest)


@dataclass(frozen=True)
class Scoring:
    """The match a round page is for, and the score link it is used through (None: the
    match's own account)."""

    match: Match
    link: MatchLink | None

    @property
    def owner(self) -> bool:
        return self.link is None

    @property
    def viewer(self) -> str:
        return viewer(self.link)


def viewer(link: MatchLink | None) -> str:
    """Who reads a match page, for its ETag: its account, or a phone through a score link."""
    return f"link {link.id}" if link else f"account {current_user.id}"


def hold(link: MatchLink) -> None:
    """This phone opened a score link: its round pages of that match are open to it."""
    held = {k: v for k, v in session.get(KEY, {}).items() if k != link.match_id}
    session[KEY] = dict([*list(held.items())[-(HELD - 1):], (link.match_id, link.id)])


def held(match_id: str) -> MatchLink | None:
    """The live score link this phone opened for this match, if any (a stopped one stays in
    the session, so that every later request is told it was stopped)."""
    kept = session.get(KEY, {})
    return links.live_by_id(kept[match_id], match_id) if match_id in kept else None


def scoring(match_id: str) -> Scoring:
    """The match, for its account or a holder of one of its score links. A phone whose link
    was stopped gets 410 (it is gone, and the page says so); anyone else is answered as for
    any page of an account: sent to log in, or (logged in) 404."""
    if current_user.is_authenticated:
        match = service.account_match(current_user, match_id)
        if match is not None:
            return Scoring(match, None)
    link = held(match_id)
    if link is not None:
        return Scoring(link.match, link)
    if match_id in session.get(KEY, {}):
        abort(410)
    abort(404 if current_user.is_authenticated else login_manager.unauthorized())
