from datetime import date

from sqlalchemy import ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from extensions import db


class MonthFigures(db.Model):
    """A player's figures in one game over the account's matches started in one month: their
    seats' figures added up, so that the statistics add up a few rows a month, not every seat.
    A copy, rewritten from the seats (services/rollups.py, `recount`) by every change of a
    match: its start, its rounds, its end, its deletion."""

    __tablename__ = "month_figures"
    # SQLite keeps the rows in their key's order (no rowid: the statistics read them in that
    # order, by game and player); the matches per month read the index alone.
    __table_args__ = (Index("ix_month_figures_account_month", "account_id", "month", "started"),
                      {"sqlite_with_rowid": False})

    # In the order the statistics read them: an account's rows by game, then by player.
    account_id: Mapped[int] = mapped_column(ForeignKey("account.id", ondelete="CASCADE"),
                                            primary_key=True)
    game_id: Mapped[str] = mapped_column(String(40), primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("player.id", ondelete="CASCADE"),
                                           primary_key=True)
    month: Mapped[date] = mapped_column(primary_key=True)  # its first day
    started: Mapped[int]  # matches the player sat first in: each match once (matches per month)
    matches: Mapped[int]  # matches over
    won: Mapped[int]
    rounds: Mapped[int]
    points: Mapped[int]
    own_1: Mapped[int]  # the game's own tallies, added up (the seats' own_1..own_8)
    own_2: Mapped[int]
    own_3: Mapped[int]
    own_4: Mapped[int]
    own_5: Mapped[int]
    own_6: Mapped[int] = mapped_column(server_default="0")
    own_7: Mapped[int] = mapped_column(server_default="0")
    own_8: Mapped[int] = mapped_column(server_default="0")
    most_own_1: Mapped[int]  # ...and their largest (a game's record tallies)
    most_own_2: Mapped[int]
    most_own_3: Mapped[int]
    most_own_4: Mapped[int]
    most_own_5: Mapped[int]
    most_own_6: Mapped[int] = mapped_column(server_default="0")
    most_own_7: Mapped[int] = mapped_column(server_default="0")
    most_own_8: Mapped[int] = mapped_column(server_default="0")
    lowest: Mapped[int | None]  # the least and the most `best` of the seats with rounds
    highest: Mapped[int | None]
