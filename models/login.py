"""Logging in: a login session per phone that logged in, and the failed attempts the
failed-login limit counts. Both are rows, so every worker and every server sees them."""

import hashlib
import secrets
from datetime import datetime

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from extensions import db
from models.api import digest
from models.base import utcnow


class LoginSession(db.Model):
    """One login on one phone (Flask-Login's "alternative token": the session and remember-me
    cookies carry this row's token, not the account's id). Deleting the row ends that login,
    whatever copies of its cookies exist. Only the token's SHA-256 is stored, as for API
    tokens."""

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id", ondelete="CASCADE"),
                                            index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    @classmethod
    def issue(cls, account) -> tuple["LoginSession", str]:
        token = secrets.token_urlsafe(32)
        return cls(account_id=account.id, token_hash=digest(token)), token


def name_key(username: str) -> str:
    """A typed table name as the limit counts it: tidied and in lower case, then hashed (people
    sometimes type their password into the name box; it is not kept in the clear)."""
    name = " ".join(username.split()).lower()
    return hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()


class FailedLogin(db.Model):
    """A login attempt, written before its password is checked and kept only if it was wrong.
    The limit counts these rows in the last few minutes, per table name and per address."""

    __table_args__ = (Index("ix_failed_login_name_key_at", "name_key", "at"),
                      Index("ix_failed_login_address_at", "address", "at"),
                      Index("ix_failed_login_at", "at"))

    id: Mapped[int] = mapped_column(primary_key=True)
    name_key: Mapped[str] = mapped_column(String(64))
    address: Mapped[str] = mapped_column(String(64))
    at: Mapped[datetime] = mapped_column(default=utcnow)
