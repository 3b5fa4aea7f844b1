import secrets
from datetime import datetime

from sqlalchemy import JSON, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from extensions import db
from models.base import utcnow


def new_id() -> str:
    """Match ids are unguessable, so a link to one reveals nothing about others."""
    return secrets.token_urlsafe(12)


class Match(db.Model):
    """A match: its game, seating, house rules, and its rounds' inputs. Scores are never stored:
    they are replayed from the rounds. `finished`, `round_count` and `winners` are copies of the
    replay's verdict kept for lists (the history page shows them without replaying every match),
    rewritten by every change (matches/service.py, `refresh`)."""

    # The history filters and the home page's "in play" list read these orders.
    __table_args__ = (Index("ix_match_account_created", "account_id", "created_at"),
                      Index("ix_match_account_game", "account_id", "game_id", "created_at"),
                      Index("ix_match_account_finished", "account_id", "finished",
                            "updated_at"))

    id: Mapped[str] = mapped_column(String(24), primary_key=True, default=new_id)
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id", ondelete="CASCADE"))
    game_id: Mapped[str] = mapped_column(String(40))
    settings: Mapped[dict] = mapped_column(JSON)
    first_dealer_seat: Mapped[int | None]
    closed: Mapped[bool] = mapped_column(default=False)  # the table ended the match itself
    version: Mapped[int] = mapped_column(default=0)  # bumped by every change: the page's ETag
    round_count: Mapped[int] = mapped_column(default=0)
    winners: Mapped[list] = mapped_column(JSON, default=list)
    finished: Mapped[bool] = mapped_column(default=False)
    # What each seat did, tallied from the replay for the statistics (games/figures), rewritten
    # with the copies above; empty for a match stored before it was kept: tallied when read.
    figures: Mapped[dict | None] = mapped_column(JSON)
    share_token: Mapped[str | None] = mapped_column(String(32), unique=True)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow, onupdate=utcnow)

    # Loaded when first read (one query each); lists of matches load them for the whole page
    # at once with `with_rounds` (matches/service.py), so no page grows a query per match.
    seats = relationship("Seat", order_by="Seat.seat", cascade="all, delete-orphan")
    rounds = relationship("Round", order_by="Round.number", cascade="all, delete-orphan")

    @property
    def player_names(self) -> tuple[str, ...]:
        return tuple(seat.player.name for seat in self.seats)


class Seat(db.Model):
    """Who sits where, in clockwise order from seat 0."""

    match_id: Mapped[str] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"),
                                          primary_key=True)
    seat: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"), index=True)

    player = relationship("Player", lazy="joined")


class Round(db.Model):
    """One round as the table entered it, with players stored by seat (see games/seats.py).
    The unique number per match is what stops two phones from storing the same round twice."""

    __table_args__ = (UniqueConstraint("match_id", "number"),
                      UniqueConstraint("match_id", "nonce"))

    id: Mapped[int] = mapped_column(primary_key=True)
    match_id: Mapped[str] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"))
    number: Mapped[int]
    input: Mapped[dict] = mapped_column(JSON)
    nonce: Mapped[str | None] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
