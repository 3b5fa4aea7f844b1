"""Idempotency-Key: a POST repeated with the same key gets the first answer and changes nothing.

The key is reserved (a unique row) before the work starts, so two copies of one request sent at
the same moment cannot both do the work: the second waits for the first one's answer. The work's
own commit notes the match it changed (services/matches/unit.py): a repeat of a request that
died before its answer was written is answered from that match, never done again. What is
stored is in services/idempotency.py.
"""

import hashlib
import time
from functools import wraps

from flask import jsonify, request
from flask_babel import gettext as _

from api.auth import account
from api.errors import invalid, problem
from api.serialize import match_json
from services import idempotency as keys
from services import matches

WAIT_SECONDS = 10


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
            record_id = keys.reserve(account().id, key, signature)
            if record_id is None:
                return earlier_answer(key, signature, done)
            with keys.receipt_for(record_id):
                response = view(*args, **kwargs)
            keys.answer(record_id, response.status_code, response.get_json())
            return response

        return wrapper
    return decorate


def round_nonce() -> str | None:
    """The request's Idempotency-Key as the one-time nonce of the round it adds (as a round
    form's: services.matches.add_round). It is stored with the round, in the round's own
    transaction: a request killed after that commit and before its answer was written leaves
    its key to be taken over, and the retry then finds the round stored instead of storing it
    again."""
    key = request.headers.get("Idempotency-Key")
    return hashlib.sha256(f"{account().id} {key}".encode()).hexdigest()[:32] if key else None


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
        earlier = keys.earlier(account().id, key)
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
        time.sleep(0.05)
