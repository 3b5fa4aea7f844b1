"""What an Idempotency-Key stores (models.IdempotentRequest): a key reserved before the work
starts, the match the work changed (noted in the work's own commit: services/matches/unit.py),
then the answer. The API's decorator (api/idempotency.py) reads and writes through these."""

from contextlib import contextmanager
from datetime import timedelta
from functools import partial

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError

from extensions import db
from models import IdempotentRequest
from models.base import utcnow
from services.matches import unit

# A reservation whose request has had this long and still has no answer died with its worker
# (killed, or timed out: gunicorn's own limit is 30 s): it is taken over. Answers are kept a day.
STALE = timedelta(seconds=60)
KEPT = timedelta(days=1)


def reserve(account_id: int, key: str, signature: str) -> int | None:
    """The id of a new reservation of this key, or None when the key is taken. A reservation
    left by a request that died is taken over; answers older than a day are forgotten."""
    now = utcnow()
    db.session.execute(delete(IdempotentRequest).where(
        IdempotentRequest.account_id == account_id,
        (IdempotentRequest.created_at < now - KEPT)
        | (IdempotentRequest.status.is_(None) & IdempotentRequest.match_id.is_(None)
           & (IdempotentRequest.created_at < now - STALE))))
    record = IdempotentRequest(account_id=account_id, key=key, request=signature,
                               created_at=now)
    db.session.add(record)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return None
    return record.id


@contextmanager
def receipt_for(record_id: int):
    """While the work runs, its commit notes the match it changed on the reservation. Work that
    fails (SystemExit too: a worker stopped mid-request) withdraws the key."""
    db.session.info[unit.RECEIPT] = partial(note, record_id)
    try:
        yield
    except BaseException:
        db.session.rollback()
        withdraw(record_id)
        raise
    finally:
        db.session.info.pop(unit.RECEIPT, None)


def note(record_id: int, match) -> None:
    """Noted in the commit of the work itself (services.matches.unit.commit)."""
    db.session.execute(update(IdempotentRequest).filter_by(id=record_id)
                       .values(match_id=match.id))


def withdraw(record_id: int) -> None:
    """Free the key of a request that failed, unless its work was committed before it failed."""
    db.session.execute(delete(IdempotentRequest).filter_by(id=record_id, match_id=None))
    db.session.commit()


def answer(record_id: int, status: int, body) -> None:
    """The answer a repeat of the request gets."""
    db.session.execute(update(IdempotentRequest).filter_by(id=record_id)
                       .values(status=status, body=body))
    db.session.commit()


def earlier(account_id: int, key: str) -> IdempotentRequest | None:
    """The reservation of this key as it now is (another request's commit seen)."""
    db.session.rollback()
    return db.session.scalar(select(IdempotentRequest).filter_by(account_id=account_id, key=key))
