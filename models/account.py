import secrets
from datetime import datetime

from flask_login import UserMixin
from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column, relationship
from werkzeug.security import check_password_hash, generate_password_hash

from extensions import db
from models.base import utcnow


class Account(UserMixin, db.Model):
    """A table group (a family, a club): it alone sees its players and matches."""

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(40), unique=True)
    password_hash: Mapped[str] = mapped_column(String(255))
    language: Mapped[str | None] = mapped_column(String(8))  # chosen on a page; else the phone's
    created_at: Mapped[datetime] = mapped_column(default=utcnow)

    players = relationship("Player", back_populates="account", cascade="all, delete-orphan",
                           order_by="Player.name")

    # The token of the login session this account was loaded through (not a column): what
    # Flask-Login keeps in the session and remember-me cookies. See models/login.py.
    session_token = None

    def get_id(self) -> str:
        if not self.session_token:
            raise NotImplementedError("an account logs in through a login session")
        return self.session_token

    def set_password(self, password: str) -> None:
        self.password_hash = generate_password_hash(password)

    def check_password(self, password: str) -> bool:
        return check_password_hash(self.password_hash, password)


_dummy: tuple = (None, "")


def dummy_hash() -> str:
    """The hash of a random password, made once with the method real passwords are hashed with:
    a login with an unknown name checks its password against this, so it takes as long as a
    wrong password for a real account. (Made again only if the hashing function is swapped,
    as the tests do for speed.)"""
    global _dummy
    if _dummy[0] is not generate_password_hash:
        _dummy = (generate_password_hash, generate_password_hash(secrets.token_urlsafe(16)))
    return _dummy[1]


def check_unknown(password: str) -> bool:
    """As long as `Account.check_password`, for a name that has no account: always False."""
    check_password_hash(dummy_hash(), password)
    return False
