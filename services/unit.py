"""The end of every change of a match: one commit. What must be stored with the change or not
at all joins that commit: an API request's Idempotency-Key notes the match it changed
(api/idempotency.py), so a worker killed after the commit never lets a retry redo the work."""

from extensions import db

RECEIPT = "receipt"  # the key in the session's own `info` dict, which lives as long as the session


def commit(match) -> None:
    receipt = db.session.info.get(RECEIPT)
    if receipt is not None:
        receipt(match)
    db.session.commit()
