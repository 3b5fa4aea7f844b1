import hashlib
import hmac
import secrets
from base64 import urlsafe_b64encode
from datetime import datetime

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column, relationship

from extensions import db
from models.account import Account
from models.api import digest
from models.base import utcnow

KINDS = ("watch", "score")  # read-only standings; or entering, changing, undoing its rounds


class MatchLink(db.Model):
    """A link to one match that needs no account: "watch" shows its standings, "score" lets
    whoever opens it enter, change and undo its rounds, and nothing else of the account.

    The token is not stored: it is an HMAC of `seed` under the app's SECRET_KEY, so the match
    page can show the link again while a leaked database (without the key) opens nothing; it
    is found by its hash. Links made before these existed (a match's one spectator link,
    migration 0005) keep their old token as `seed`, `keyed` false, so bookmarks still open.
    A stopped link keeps its row (`stopped_at`): the rounds it entered still name it."""

    __table_args__ = (Index("ix_match_link_match_stopped", "match_id", "stopped_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[str] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(8))
    seed: Mapped[str] = mapped_column(String(44))
    keyed: Mapped[bool] = mapped_column(default=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    stopped_at: Mapped[datetime | None]

    match = relationship("Match")

    @classmethod
    def make(cls, match, kind: str, key: str) -> "MatchLink":
        link = cls(match_id=match.id, kind=kind, seed=secrets.token_urlsafe(24), keyed=True)
        link.token_hash = digest(link.token(key))
        return link

    def token(self, key: str) -> str:
        """The link's token: 32 characters (192 bits) made from the seed with `key`."""
        if not self.keyed:
            return self.seed
        mac = hmac.new(key.encode(), f"match-link:{self.seed}".encode(), hashlib.sha256)
        return urlsafe_b64encode(mac.digest()[:24]).decode()

    @property
    def account(self):
        """The account a score link works for (the API's `account()`): its match's."""
        return db.session.get(Account, self.match.account_id)
