"""Bounds on what one request may hold or ask for, shared by the pages, the API and the backup:
each is far above what a table needs, and keeps the work of one request small."""

MAX_DEPTH = 32         # JSON values inside one another; a backup has 7, a round input 3
MAX_ROUNDS = 1000      # rounds in one match: an evening is a few dozen
MAX_BACKUP_ROUNDS = 50_000  # rounds in one backup: years of evenings, restored in seconds
MAX_BACKUP_PLAYERS = 1_000  # a roster: a club's, many times over
MAX_BACKUP_MATCHES = 5_000  # matches in one backup: an evening's few, every week for a decade
MAX_BACKUP_HANDS = 2_000    # hands entered by cards in one backup: each a solver's search (up to
                            # about 11 ms), all within a worker's 30 s
MAX_ERRORS = 20        # messages in one answer
MAX_PAGE = 100_000     # pages of a list
MAX_ID = 2**31 - 1     # numbers in a URL (a player, a round)


def too_deep(data, limit: int = MAX_DEPTH) -> bool:
    """More than `limit` values inside one another. Walked a level at a time: no recursion."""
    level = [data]
    for _ in range(limit):
        level = [child for value in level if isinstance(value, (dict, list))
                 for child in (value.values() if isinstance(value, dict) else value)]
        if not level:
            return False
    return True


def first(errors: dict, limit: int = MAX_ERRORS) -> dict:
    """The first `limit` errors: a body with a million unknown keys gets a short answer."""
    return dict(list(errors.items())[:limit])
MAX_OWN_GAMES = 50     # games an account describes itself: a table plays a handful
