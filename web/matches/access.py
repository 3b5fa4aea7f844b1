"""Who may enter, change and undo a match's rounds on its pages: its account, and a phone that
opened one of its score links (models/link.py), which gets those pages and nothing else.

Opening a score link keeps the link's id in the phone's session (signed: the phone cannot
change it), by match; every request looks the link up again, so a stopped link is refused at
the next request.
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
        """Who reads the page, for its ETag."""
        return f"account {current_user.id}" if self.owner else f"link {self.link.id}"


def hold(link: MatchLink) -> None:
    """This phone opened a score link: its round pages of that match are open to it."""
    held = {k: v for k, v in session.get(KEY, {}).items() if k != link.match_id}
    session[KEY] = dict([*list(held.items())[-(HELD - 1):], (link.match_id, link.id)])


def held(match_id: str) -> MatchLink | None:
    """The live score link this phone opened for this match, if any; a stopped one is
    forgotten."""
    kept = session.get(KEY, {})
    if match_id not in kept:
        return None
    link = links.live_by_id(kept[match_id], match_id)
    if link is None:
        session[KEY] = {k: v for k, v in kept.items() if k != match_id}
    return link


def scoring(match_id: str) -> Scoring:
    """The match, for its account or a holder of one of its score links. A phone whose link
    was stopped gets 404 (it is gone); anyone else is answered as for any page of an account:
    sent to log in, or (logged in) 404."""
    if current_user.is_authenticated:
        match = service.account_match(current_user, match_id)
        if match is not None:
            return Scoring(match, None)
    stopped = match_id in session.get(KEY, {})
    link = held(match_id)
    if link is not None:
        return Scoring(link.match, link)
    abort(404 if current_user.is_authenticated or stopped else login_manager.unauthorized())
