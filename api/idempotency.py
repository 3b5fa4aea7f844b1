"""Idempotency-Key: a POST repeated with the same key gets the first answer and changes nothing.

The key is reserved (a unique row) before the work starts, so two copies of one request sent at
the same moment cannot both do the work: the second waits for the first one's answer. The work's
own commit notes the match it changed (services/unit.py): a repeat of a request that died before
its answer was written is answered from that match, never done again.
"""

import hashlib
import time
from datetime import timedelta
from functools import partial, wraps

from flask import jsonify, request
from flask_babel import gettext as _
from sqlalchemy.exc import IntegrityError

from api.auth import account
from api.errors import invalid, problem
from api.serialize import match_json
from extensions import db
from models import IdempotentRequest
from models.base import utcnow
from services import matches, unit

WAIT_SECONDS = 10
# A reservation whose request has had this long and still has no answer died with its worker
# (killed, or timed out: gunicorn's own limit is 30 s): it is taken over. Answers are kept a day.
STALE = timedelta(seconds=60)
KEPT = timedelta(days=1)


def idempotent(done: int):
    """`done`: the status of the view's answer when it did its work, which a repeat gets when
    the first request died between its work's commit and its answer."""
    def decorate(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            key = request.headers.get("Idempotency-Key")
            if key is None:
                return view(*args, **kwargs)
            if not 0 < len(key) <= 200:
                return problem(400, _("An Idempotency-Key has 1 to 200 characters."))
            signature = request_signature()
            record_id = reserve(key, signature)
            if record_id is None:
                return earlier_answer(key, signature, done)
            db.session.info[unit.RECEIPT] = partial(receipt, record_id)
            try:
                response = view(*args, **kwargs)
            except BaseException:  # SystemExit too: a worker stopped mid-request withdraws its key
                db.session.rollback()
                withdraw(record_id)
                raise
            finally:
                db.session.info.pop(unit.RECEIPT, None)
            db.session.execute(db.update(IdempotentRequest).filter_by(id=record_id)
                               .values(status=response.status_code, body=response.get_json()))
            db.session.commit()
            return response

        return wrapper
    return decorate


def receipt(record_id: int, match) -> None:
    """Noted in the commit of the work itself (services.unit.commit)."""
    db.session.execute(db.update(IdempotentRequest).filter_by(id=record_id)
                       .values(match_id=match.id))


def withdraw(record_id: int) -> None:
    """Free the key of a request that failed, unless its work was committed before it failed."""
    db.session.execute(db.delete(IdempotentRequest)
                       .filter_by(id=record_id, match_id=None))
    db.session.commit()


def round_nonce() -> str | None:
    """The request's Idempotency-Key as the one-time nonce of the round it adds (as a round
    form's: services.matches.add_round). It is stored with the round, in the round's own
    transaction: a request killed after that commit and before its answer was written leaves
    its key to be taken over, and the retry then finds the round stored instead of storing it
    again."""
    key = request.headers.get("Idempotency-Key")
    return hashlib.sha256(f"{account().id} {key}".encode()).hexdigest()[:32] if key else None


def reserve(key: str, signature: str) -> int | None:
    """The id of a new reservation of this key, or None when the key is taken. A reservation
    left by a request that died is taken over; answers older than a day are forgotten."""
    owner, now = account().id, utcnow()
    db.session.execute(db.delete(IdempotentRequest).where(
        IdempotentRequest.account_id == owner,
        (IdempotentRequest.created_at < now - KEPT)
        | (IdempotentRequest.status.is_(None) & IdempotentRequest.match_id.is_(None)
           & (IdempotentRequest.created_at < now - STALE))))
    record = IdempotentRequest(account_id=owner, key=key, request=signature, created_at=now)
    db.session.add(record)
    try:
        db.session.commit()
    except IntegrityError:
        db.session.rollback()
        return None
    return record.id


def request_signature() -> str:
    """The request a key stands for: its method, path, query (`?round=n` changes what a round's
    POST means) and body. Without a query it is hashed as before the query counted, so a retry
    across an upgrade still finds its first answer."""
    sent = request.get_data()
    if request.query_string:
        sent = request.query_string + b"\0" + sent
    return f"{request.method} {request.path} {hashlib.sha256(sent).hexdigest()[:32]}"[:300]


def earlier_answer(key: str, signature: str, done: int):
    deadline = time.monotonic() + WAIT_SECONDS
    while True:
        earlier = db.session.scalar(db.select(IdempotentRequest)
                                    .filter_by(account_id=account().id, key=key))
        if earlier is None:  # the first attempt failed and was withdrawn
            return problem(409, _("The first request with this Idempotency-Key failed; "
                                "send the request again with a new key."))
        if earlier.request != signature:
            return invalid({"Idempotency-Key": _("This key was already used for another "
                                                 "request.")})
        if earlier.status is not None:
            response = jsonify(earlier.body)
            response.status_code = earlier.status
            return response
        if earlier.match_id is not None:  # done, and its answer never written
            response = jsonify(match_json(matches.load(matches.owned_match(account(),
                                                                           earlier.match_id))))
            response.status_code = done
            return response
        if time.monotonic() > deadline:
            return problem(409, _("A request with this Idempotency-Key is still being handled."))
        db.session.rollback()  # see the first request's commit on the next look
        time.sleep(0.05)
