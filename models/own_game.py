from datetime import datetime

from sqlalchemy import JSON, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from extensions import db
from models.base import utcnow


class OwnGame(db.Model):
    """A game a table described (games/custom: its name, rules text and choices, all in
    `settings`), kept by its account to start matches from. A match copies the settings whole,
    so changing or deleting this never alters a match."""

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id", ondelete="CASCADE"),
                                            index=True)
    name: Mapped[str] = mapped_column(String(40))  # a copy of settings["name"], to sort by
    settings: Mapped[dict] = mapped_column(JSON)
    # Counted by SQLAlchemy: an edit made from an older copy of the game is noticed, never
    # silently written over another phone's (services/own_games.py).
    version: Mapped[int] = mapped_column(default=1)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    __mapper_args__ = {"version_id_col": version}
