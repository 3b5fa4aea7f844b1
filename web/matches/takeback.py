"""Taking back a deleted round: after an undo or a delete, the phone that did it is offered to
put the round back.

What was deleted is kept in the Flask session, not in the database nor in the page's form: the
session cookie is signed (the phone cannot change what it holds), it holds one offer at a time
(the last delete, a few hundred bytes), and it belongs to the phone that deleted the round, the
one that may regret it. The offer is pinned to the match's version right after the delete, so
it is shown, and accepted, only while nothing else has changed the match; and the game checks
the round again when it is put back (services.matches.put_back_round), as any round.
"""

from dataclasses import dataclass

from flask import session
from flask_login import user_logged_out

from games.seats import to_seats
from games.text import signed
from i18n import listed

KEY = "put_back"


@dataclass(frozen=True)
class Offer:
    number: int
    version: int
    changes: tuple[tuple[str, int], ...]  # what the round did to each side, as its replay said

    @property
    def said(self) -> str:
        """"Ana +3 and Bo −12", in the reader's language (a side and its change on one line)."""
        return listed([f"{side}\u00a0{signed(delta)}" for side, delta in self.changes])


def keep(before, number: int, after) -> None:
    """Remember round `number` of `before` (a scoresheet), deleted to give `after`."""
    removed = before.standings.rounds[number - 1]
    session[KEY] = {"match": after.match.id, "version": after.version, "number": number,
                    "input": to_seats(before.game, before.players, removed.input),
                    "changes": list(removed.deltas.items())}


def offer(match_id: str, version: int) -> Offer | None:
    """The round this phone may put back into this match as it is now (at `version`)."""
    kept = session.get(KEY)
    if not kept or kept["match"] != match_id or kept["version"] != version:
        return None
    return Offer(kept["number"], kept["version"], tuple(map(tuple, kept["changes"])))


def take(match_id: str, number, version) -> dict | None:
    """The kept round the phone asked for (by the number and version its page offered), and
    the offer is gone: a second tap finds nothing to put back."""
    kept = session.get(KEY)
    if not kept or (kept["match"], kept["number"], kept["version"]) != (match_id, number,
                                                                         version):
        return None
    session.pop(KEY)
    return kept


@user_logged_out.connect
def forget(sender, user=None, **extra) -> None:
    """A phone that logs out keeps nothing of the account's rounds in its (readable) cookie."""
    session.pop(KEY, None)
