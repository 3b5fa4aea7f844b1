import secrets
from datetime import datetime

from sqlalchemy import JSON, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from extensions import db
from games.figures import SLOTS
from models.base import utcnow

# What a seat did, tallied from the match's replay (games.figures.keys order): the generic
# tallies, then the game's own in as many slots as a game may declare. SQL adds them up.
FIGURES = ("won", "rounds", "points", "best", "total",
           *(f"own_{n}" for n in range(1, SLOTS + 1)))  # Seat's columns below


def new_id() -> str:
    """Match ids are unguessable, so a link to one reveals nothing about others."""
    return secrets.token_urlsafe(12)


class Match(db.Model):
    """A match: its game, seating, house rules, and its rounds' inputs. Scores are never stored:
    they are replayed from the rounds. `finished`, `round_count` and `winners` are copies of the
    replay's verdict kept for lists (the history page shows them without replaying every match),
    and each seat's figures copies of what it did (the statistics), all rewritten by every
    change (services/matches/unit.py, `refresh`)."""

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
    # (The table's share_token column, emptied by migration 0005, is no longer read: links are
    # in models/link.py. SQLite cannot drop a unique column without copying the table.)
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
    """Who sits where, in clockwise order from seat 0, and what they did (`FIGURES`)."""

    match_id: Mapped[str] = mapped_column(ForeignKey("match.id", ondelete="CASCADE"),
                                          primary_key=True)
    seat: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id"), index=True)
    won: Mapped[int] = mapped_column(default=0, server_default="0")
    rounds: Mapped[int] = mapped_column(default=0, server_default="0")
    points: Mapped[int] = mapped_column(default=0, server_default="0")
    best: Mapped[int] = mapped_column(default=0, server_default="0")
    total: Mapped[int] = mapped_column(default=0, server_default="0")
    own_1: Mapped[int] = mapped_column(default=0, server_default="0")
    own_2: Mapped[int] = mapped_column(default=0, server_default="0")
    own_3: Mapped[int] = mapped_column(default=0, server_default="0")
    own_4: Mapped[int] = mapped_column(default=0, server_default="0")
    own_5: Mapped[int] = mapped_column(default=0, server_default="0")
    own_6: Mapped[int] = mapped_column(default=0, server_default="0")
    own_7: Mapped[int] = mapped_column(default=0, server_default="0")
    own_8: Mapped[int] = mapped_column(default=0, server_default="0")

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
    # What the game derived from `input` at a cost (games.core.Derive), kept so that a replay
    # does not work it out again; the input stays the truth. SQL NULL where none was kept.
    derived: Mapped[dict | None] = mapped_column(JSON(none_as_null=True))
    nonce: Mapped[str | None] = mapped_column(String(64))
    # Who entered it (or changed it last): a score link, or the match's account (None).
    link_id: Mapped[int | None] = mapped_column(ForeignKey("match_link.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
