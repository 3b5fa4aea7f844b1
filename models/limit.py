from sqlalchemy import Float, String
from sqlalchemy.orm import Mapped, mapped_column

from extensions import db


class RateCount(db.Model):
    """A rate limit's count in its current window (services/rate_storage.py): a row, so that
    every worker and every server counts one budget."""

    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    count: Mapped[int]
    expires_at: Mapped[float] = mapped_column(Float, index=True)  # seconds since the epoch
