"""A long Indian Rummy match entered by cards, read and added to as the pages do: 4 players,
1,000 rounds, 3 losers' hands entered by cards in each.

    .venv/bin/python -m bench.rummy_match            # prints the figures as JSON

The match is dealt from a shuffled pair of decks (seed 1000; see `deal`), the round's winner
the player behind (so that nobody reaches the end), and stored in a new SQLite file (or
DATABASE_URL) as rounds are stored, with what the game derives from each (the same
`services.matches.scoresheet`). Then, in a fresh process, so with every memo empty, the
figures (wall time and the process's CPU):
- read cold: `services.matches.load`, the rows read and replayed, the first time;
- read warm: the same again, the best of 3;
- post: round 1,000 added with `services.matches.add_round`, as a round's POST does.
"""

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sqlalchemy import insert

from bench.rummy import forget
from extensions import db
from games import GAMES, core
from games.indian_rummy import hand as rummy_hand
from games.seats import to_seats

PLAYERS = ("Ana", "Bruno", "Carla", "Davi")
ROUNDS = 1000
RUMMY = GAMES.get("indian-rummy")
DECKS = [rummy_hand.text(rummy_hand.Card(rank, suit)) for suit in rummy_hand.SUITS
         for rank in range(1, 14)] * 2 + ["JOKER"] * 4


def deal(rng: random.Random, totals: dict) -> dict:
    """A round as a phone sends it: the player behind goes out, the 3 others' cards entered.
    Late in a round hands are full of melds, so the cards come from 5 ranks in a row of the two
    decks, and the jokers (random hands from whole decks are the solver's easy cases)."""
    low = rng.randint(1, 9)
    pool = [card for card in DECKS if card == "JOKER" or
            low <= rummy_hand.parse_card(card).rank < low + 5]
    cards = rng.sample(pool, len(pool))
    winner = min(PLAYERS, key=lambda p: (totals[p], rng.random()))
    losers = [p for p in PLAYERS if p != winner]
    return {"winner": winner, "hands": {p: cards[13 * i:13 * i + 13] for i, p in enumerate(losers)}}


def app_for(url: str):
    from app import create_app

    return create_app({"SQLALCHEMY_DATABASE_URI": url, "SECRET_KEY": "bench"})


def seed(url: str) -> tuple[str, dict]:
    """The match of ROUNDS - 1 rounds, stored; its id and the next round to post."""
    from models import Account, Match, Round
    from services import matches as service

    table, _ = core.validate_new_match(RUMMY, list(PLAYERS), {"end_at": 5000}, PLAYERS[0])
    rng, scorer, rounds = random.Random(1000), core.Scorer(RUMMY, table), []
    for _ in range(ROUNDS - 1):
        clean, errors = core.parse_round(RUMMY, table, deal(rng, scorer.totals))
        assert not errors, errors
        scorer.add(clean)
        rounds.append(clean)
    assert scorer.standings().ended_after is None
    app = app_for(url)
    with app.app_context():
        db.create_all()
        account = Account(username="cards")
        account.set_password("cards-and-tiles")
        db.session.add(account)
        db.session.commit()
        match = service.start_match(account, RUMMY, table).sheet.match
        sheet = service.scoresheet(match, table.players, rounds)
        keeps = hasattr(Round, "derived")  # (the code before issue 2 kept nothing)
        db.session.execute(insert(Round), [
            {"match_id": match.id, "number": n, "input": to_seats(RUMMY, table.players, inp),
             **({"derived": result.derived} if keeps else {})}
            for n, (inp, result) in enumerate(zip(rounds, sheet.standings.rounds), 1)])
        service.refresh(sheet)
        db.session.commit()
        return match.id, deal(rng, scorer.totals)


def timed(work) -> tuple[float, float, object]:
    """(wall ms, this process's CPU ms, what `work` returned)."""
    wall, cpu = time.perf_counter(), time.process_time()
    out = work()
    return (time.perf_counter() - wall) * 1e3, (time.process_time() - cpu) * 1e3, out


def measure(url: str, match_id: str, raw: dict) -> dict:
    """Run in a fresh process: the read cold, then warm, then the post of round 1,000."""
    from models import Match
    from services import matches as service

    forget()
    app = app_for(url)
    out = {}
    with app.app_context():
        def read():
            db.session.expire_all()
            return service.load(db.session.get(Match, match_id))
        out["read cold"] = timed(read)[:2]
        out["read warm"] = min(timed(read)[:2] for _ in range(3))
        wall, cpu, change = timed(lambda: service.add_round(
            db.session.get(Match, match_id), raw, nonce="bench-1000"))
        assert not change.refused and len(change.sheet.rounds) == ROUNDS, change.errors
        out["post round 1,000"] = (wall, cpu)
    return {what: {"wall_ms": round(w, 1), "cpu_ms": round(c, 1)} for what, (w, c) in out.items()}


def main() -> dict:
    url = os.environ.get("DATABASE_URL") or \
        f"sqlite:///{Path(tempfile.mkdtemp(prefix='rulezz-rummy-')) / 'match.sqlite'}"
    match_id, raw = seed(url)
    found = subprocess.run([sys.executable, "-m", "bench.rummy_match", "--measure", url,
                            match_id, json.dumps(raw)], check=True, capture_output=True,
                           text=True, cwd=Path(__file__).parent.parent)
    return json.loads(found.stdout)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--measure"]:
        print(json.dumps(measure(sys.argv[2], sys.argv[3], json.loads(sys.argv[4]))))
    else:
        print(json.dumps(main(), indent=2))
