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

    def set_password(self, password: str) -> None:
        self.password_hash = generate_password_hash(password)

    def check_password(self, password: str) -> bool:
        return check_password_hash(self.password_hash, password)
