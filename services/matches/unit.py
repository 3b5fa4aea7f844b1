"""The one way a match changes: claim it, store the change, rewrite what is copied from its
replay, commit; and when another change came first, one policy for trying again. Every change
answers a `Change`.

What must be stored with the change or not at all joins its commit: an API request's
Idempotency-Key notes the match it changed (services/idempotency.py), so a worker killed after
the commit never lets a retry redo the work."""

import random
import time
from dataclasses import dataclass, field

from sqlalchemy import inspect, update
from sqlalchemy.exc import IntegrityError

from extensions import db
from games import figures
from games.text import Msg, N_
from models import Match, Round, Seat
from models.match import FIGURES
from services import rollups
from services.matches.sheets import Scoresheet

RECEIPT = "receipt"  # the key in the session's own `info` dict, which lives as long as the session
RETRIES = 40  # tries of a change that may go again while other phones store theirs

# What the loser of two changes made at the same moment is told (the API answers 409).
CONFLICT = Msg(N_("Another phone changed this match at the same moment, so nothing was saved. "
                  "Check the standings and try again."))


@dataclass(frozen=True)
class Change:
    """What a change came to: the match as it now is (`sheet`), or why nothing was stored
    (`errors`, by field). `repeated`: the change had been stored already, by the same form or
    request sent before (a double tap), so this one stored nothing."""

    sheet: Scoresheet | None = None
    errors: dict = field(default_factory=dict)
    repeated: bool = False

    @property
    def refused(self) -> bool:
        return bool(self.errors)


def refuse(errors: dict) -> Change:
    return Change(errors=errors)


class Conflict(Exception):
    """Another change of this match was stored while this one was being checked."""


def attempt(work, tries: int = 1, gave_up: dict | None = None) -> Change:
    """Run `work`, one try of a change (it checks, stores and commits, or refuses), until it is
    done. When another change came first (its claim refused, or a unique row taken), nothing of
    the try is kept, and with `tries` left it runs again, checked afresh against the match as
    the other left it. Then it answers `gave_up` (CONFLICT); None raises the last refusal."""
    for tries_left in reversed(range(tries)):
        try:
            return work()
        except (Conflict, IntegrityError):
            db.session.rollback()
            if tries_left:
                time.sleep(random.uniform(0.002, 0.02))  # out of step with the other phone
            elif gave_up is None:
                raise
    return refuse(gave_up)


def store(sheet: Scoresheet, after: Scoresheet, write, tally_first: bool = True) -> Change:
    """Claim the match as `sheet` read it, `write` the change, rewrite the copies of `after`
    (the match once changed) and commit. The seats' figures are tallied before the claim, as
    other changes wait from the claim to the commit; `tally_first=False` when the write
    changes what they count (ending a match)."""
    rows = seat_figures(after) if tally_first else None
    claim(sheet, after)
    keep_derived(sheet)
    write()
    refresh(after, rows)
    commit(sheet.match)
    return Change(after)


def claim(sheet: Scoresheet, after: Scoresheet | None = None) -> None:
    """Take the match for one change: its version goes up by one, only if it is still the one
    the change was checked against. The UPDATE holds the match's row (PostgreSQL) or the
    database's write lock (SQLite) until the commit, so the changes of one match, from any
    phone or the API, are stored one after the other, each checked against the one before.
    With `after` (the match once changed) it writes the list copies too, so a round's post
    stays within its budget of statements; `refresh` rewrites any the change's write moves."""
    written = copies(after) if after else {}
    done = db.session.execute(update(Match).where(Match.id == sheet.match.id,
                                                  Match.version == sheet.version)
                              .values(version=sheet.version + 1, **written))
    if done.rowcount != 1:
        raise Conflict


def keep_derived(sheet: Scoresheet) -> None:
    """Keep anew what the replay derived where the kept copy was stale (another solver's) or
    missing: done by a change, once it holds the match, so no other change writes between."""
    for number in sheet.stale:
        db.session.execute(update(Round).where(Round.match_id == sheet.match.id,
                                               Round.number == number)
                           .values(derived=sheet.standings.rounds[number - 1].derived))


def refresh(sheet: Scoresheet, rows: list[dict] | None = None) -> None:
    """After any change: rewrite the copies of the scoresheet's verdict that lists show
    (finished, rounds, winners) and each seat's figures, which the statistics add up. (The
    version the standings page's ETag is made from went up when the change claimed the
    match.) A match being made (a restored backup) gets its seats' figures with its seats.
    The month's figures its seats count in are then recounted from them (services/rollups).
    `rows`: the seats' figures, when they were tallied already."""
    match = sheet.match
    for key, value in copies(sheet).items():
        if getattr(match, key) != value:
            setattr(match, key, value)
    if rows is None:
        rows = seat_figures(sheet)
    if inspect(match).persistent:
        db.session.execute(update(Seat), [{"match_id": match.id, "seat": seat, **row}
                                          for seat, row in enumerate(rows)])
        rollups.recount(match)
    else:  # the backup recounts the months of all it restores at once
        for seat, row in zip(match.seats, rows):
            for key, value in row.items():
                setattr(seat, key, value)


def copies(sheet: Scoresheet) -> dict:
    """What lists read of a match without replaying it. A match the table ended that a later
    change brings to its own end is no longer "ended by the table": its end is the game's."""
    return {"finished": sheet.finished, "round_count": len(sheet.rounds),
            "winners": list(sheet.winners),
            "closed": sheet.match.closed and not sheet.standings.finished}


def seat_figures(sheet: Scoresheet) -> list[dict]:
    """Each seat's figures as its columns, tallied from the same replay as the standings."""
    tallied = figures.tally(sheet.game, sheet.table, sheet.standings, sheet.winners,
                            sheet.finished)
    return [dict(zip(FIGURES, [*row, *[0] * (len(FIGURES) - len(row))]))
            for row in tallied["seats"]]


def next_version(match: Match) -> None:
    """A new version of a stored match. The database adds the one, so two phones changing the
    match at the same moment get two versions, and the ETag of one is never the other's page."""
    match.version = Match.version + 1 if inspect(match).persistent else 1


def commit(match=None) -> None:
    """The end of every change: with what must land with it (`RECEIPT`), if anything."""
    receipt = db.session.info.get(RECEIPT)
    if receipt is not None and match is not None:
        receipt(match)
    db.session.commit()
