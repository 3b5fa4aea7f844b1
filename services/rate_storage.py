"""Where Flask-Limiter counts the hand checks by default (`rulezz+db://`): a `limits` storage
backend (the library's own extension point) over this app's database, so that the budget per
address holds across gunicorn's workers and several servers, as the failed-login limit does.
Fixed windows only, Flask-Limiter's default strategy. Each count is one statement in a
transaction of its own, whatever the request then does."""

import time

from limits.storage import Storage
from sqlalchemy import case, delete, select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError

from extensions import db
from models.limit import RateCount

INSERTS = {"postgresql": postgresql.insert, "sqlite": sqlite.insert}


class DatabaseStorage(Storage):
    STORAGE_SCHEME = ["rulezz+db"]

    @property
    def base_exceptions(self):
        return SQLAlchemyError

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        """Count `amount` more in the key's window, or start a window of `expiry` seconds."""
        now = time.time()
        insert = INSERTS[db.engine.dialect.name](RateCount).values(
            key=key, count=amount, expires_at=now + expiry)
        live = RateCount.expires_at > now
        counted = insert.on_conflict_do_update(index_elements=[RateCount.key], set_={
            "count": case((live, RateCount.count + amount), else_=amount),
            "expires_at": case((live, RateCount.expires_at), else_=now + expiry),
        }).returning(RateCount.count)
        with db.engine.begin() as connection:
            count = connection.execute(counted).scalar_one()
            if count == amount:  # a new window: forget the windows that ended long ago
                connection.execute(delete(RateCount).where(RateCount.expires_at < now - 3600))
        return count

    def get(self, key: str) -> int:
        with db.engine.connect() as connection:
            return connection.execute(select(RateCount.count).where(
                RateCount.key == key, RateCount.expires_at > time.time())).scalar() or 0

    def get_expiry(self, key: str) -> float:
        with db.engine.connect() as connection:
            return connection.execute(select(RateCount.expires_at).where(
                RateCount.key == key)).scalar() or time.time()

    def check(self) -> bool:
        return True

    def reset(self) -> int | None:
        with db.engine.begin() as connection:
            return connection.execute(delete(RateCount)).rowcount

    def clear(self, key: str) -> None:
        with db.engine.begin() as connection:
            connection.execute(delete(RateCount).where(RateCount.key == key))
