from sqlalchemy import ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from extensions import db


class Player(db.Model):
    """A person on an account's roster. Matches refer to the player, so a rename keeps history."""

    __table_args__ = (UniqueConstraint("account_id", "name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id", ondelete="CASCADE"),
                                            index=True)
    name: Mapped[str] = mapped_column(String(40))

    account = relationship("Account", back_populates="players")
