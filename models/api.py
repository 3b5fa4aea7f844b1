import hashlib
import secrets
from datetime import datetime

from sqlalchemy import JSON, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from extensions import db
from models.base import utcnow


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class ApiToken(db.Model):
    """A bearer token for the JSON API. Only its hash is stored: a leaked database leaks no
    token."""

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id", ondelete="CASCADE"),
                                            index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    account = relationship("Account", lazy="joined")

    @classmethod
    def issue(cls, account) -> tuple["ApiToken", str]:
        token = secrets.token_urlsafe(32)
        return cls(account_id=account.id, token_hash=digest(token)), token


class IdempotentRequest(db.Model):
    """The first answer to a POST sent with an Idempotency-Key, replayed for any repeat of it.
    The row is written before the work is done, so a concurrent repeat finds it taken. The
    match the work changed is noted in the work's own commit (`match_id`): a request that died
    before writing its answer has still done its work, and a repeat is answered from the match."""

    __table_args__ = (UniqueConstraint("account_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(200))
    request: Mapped[str] = mapped_column(String(300))
    status: Mapped[int | None]
    body: Mapped[dict | None] = mapped_column(JSON)
    match_id: Mapped[str | None] = mapped_column(String(24))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
