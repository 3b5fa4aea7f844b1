"""Seed a benchmark database in-process, fast: thousands of matches in a few seconds.

Rows are written with the app's own models, in bulk (one INSERT ... executemany per table), the
way matches/service.py would have stored them: every round is checked by the game module
(`core.parse_round`) and stored by seat (`games.seats.to_seats`); a match's `finished` copy and
its `version` are what `service.refresh` would have left after its rounds were entered one by one.
A match whose rules end it before its last generated round is cut there, as the app would have
refused the later rounds.
"""

import random
import secrets
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from sqlalchemy import insert

from extensions import db
from games import GAMES, core
from games.seats import to_seats
from models import Account, ApiToken, Match, Player, Round, Seat
from models.match import new_id

ROSTER = ("Ana", "Bruno", "Carla", "Davi", "Elif", "Farid", "Greta", "Hana", "Ivo", "Jon")
NOW = datetime(2025, 6, 1, 20, 0, 0)


# --- Round inputs as a phone or the API sends them (player names, not seats) ----------------------

def skyjo_round(players, rng, small):
    lo, hi = (-2, 6) if small else (-5, 30)
    return {"points": {p: rng.randint(lo, hi) for p in players}, "closer": rng.choice(players)}


def euchre_round(players, rng, small):
    if rng.random() < 0.05:
        return {"passed": True}
    return {"maker": rng.choice(players), "tricks": rng.choice((1, 2, 3, 3, 3, 4, 4, 5)),
            "alone": rng.random() < 0.1, "defender_alone": False}


def okey_round(players, rng, small):
    winner = rng.choice([*players, None]) if rng.random() < 0.2 else rng.choice(players)
    return {"indicator": rng.choice(players) if rng.random() < 0.3 else None, "winner": winner,
            "pairs": winner is not None and rng.random() < 0.15,
            "okey_discard": winner is not None and rng.random() < 0.1}


def okey_stakes_round(players, rng, small):
    winner = None if rng.random() < 0.1 else rng.choice(players)
    return {"winner": winner, "pairs": winner is not None and rng.random() < 0.15,
            "joker": winner is not None and rng.random() < 0.1}


def indian_rummy_round(players, rng, small):
    winner = rng.choice(players)
    hi = 15 if small else 80
    return {"winner": winner, "deadwood": {p: rng.randint(0, hi) for p in players if p != winner}}


ROUNDS = {"skyjo": skyjo_round, "euchre": euchre_round, "okey": okey_round,
          "okey-stakes": okey_stakes_round, "indian-rummy": indian_rummy_round}
PLAYERS = {"skyjo": (2, 8), "euchre": (4, 4), "okey": (2, 4), "okey-stakes": (2, 4),
           "indian-rummy": (2, 4)}
# Settings under which a match runs as long as it is given rounds (the table ends it).
OPEN_SETTINGS = {"skyjo": {"end_at": 1000}, "okey-stakes": {"games": None},
                 "indian-rummy": {"end_at": 5000}}


@dataclass
class Spec:
    """One match to store: `rounds` is how many to generate (fewer are kept if the rules end the
    match first, unless `open_` says it must stay in play, which is then checked)."""

    game_id: str
    players: tuple[str, ...]
    rounds: int
    created_at: datetime
    settings: dict = field(default_factory=dict)
    small: bool = False  # small scores, so a long match stays below its end
    open_: bool = False
    key: str | None = None  # a name to find the match by afterwards


def generate_inputs(game, table: core.Match, n: int, rng, small: bool) -> list[dict]:
    """`n` clean round inputs (names), each one checked by the game module."""
    make, out = ROUNDS[game.id], []
    while len(out) < n:
        clean, errors = core.parse_round(game, table, make(table.players, rng, small))
        if errors:
            raise AssertionError(f"generated an invalid {game.id} round: {errors}")
        out.append(clean)
    return out


class Seeder:
    """Collects rows for one account, then writes them in bulk."""

    def __init__(self, username: str, password: str, seed: int):
        self.rng = random.Random(seed)
        account = Account(username=username)
        account.set_password(password)
        db.session.add(account)
        db.session.flush()
        self.account = account
        self.players = {}
        for name in ROSTER:
            player = Player(account_id=account.id, name=name)
            db.session.add(player)
            self.players[name] = player
        db.session.flush()
        self.matches, self.seats, self.rounds, self.keys = [], [], [], {}

    def token(self) -> str:
        token, secret = ApiToken.issue(self.account)
        db.session.add(token)
        return secret

    def add(self, spec: Spec) -> str:
        game = GAMES.get(spec.game_id)
        dealer = spec.players[0] if game.deals else None
        table, errors = core.new_match(game, list(spec.players), spec.settings, dealer)
        if errors:
            raise AssertionError(f"bad match spec {spec}: {errors}")
        inputs = generate_inputs(game, table, spec.rounds, self.rng, spec.small)
        result = core.replay(game, table, inputs)
        if result.ended_after is not None:
            if spec.open_:
                raise AssertionError(f"{spec.key or spec.game_id} ended after round "
                                     f"{result.ended_after}; it must stay in play")
            inputs = inputs[:result.ended_after]
        match_id = new_id()
        updated = spec.created_at + timedelta(minutes=3 * len(inputs))
        self.matches.append({
            "id": match_id, "account_id": self.account.id, "game_id": game.id,
            "settings": dict(table.settings),
            "first_dealer_seat": 0 if dealer is not None else None,
            "closed": False, "version": len(inputs), "finished": result.finished,
            "share_token": None, "created_at": spec.created_at, "updated_at": updated})
        for seat, name in enumerate(table.players):
            self.seats.append({"match_id": match_id, "seat": seat,
                               "player_id": self.players[name].id})
        for number, clean in enumerate(inputs, 1):
            self.rounds.append({"match_id": match_id, "number": number,
                                "input": to_seats(game, table.players, clean),
                                "nonce": secrets.token_hex(16),
                                "created_at": spec.created_at + timedelta(minutes=3 * number)})
        if spec.key:
            self.keys[spec.key] = match_id
        return match_id

    def filler(self, created_at: datetime, rounds: int) -> str:
        """An everyday match: any game, a usual table size, house rules at their defaults."""
        game_id = self.rng.choice(sorted(ROUNDS))
        low, high = PLAYERS[game_id]
        count = self.rng.randint(low, min(high, 6))
        players = tuple(self.rng.sample(ROSTER, count))
        return self.add(Spec(game_id, players, rounds, created_at))

    def write(self) -> dict:
        for table, rows in ((Match, self.matches), (Seat, self.seats), (Round, self.rounds)):
            if rows:
                db.session.execute(insert(table), rows)
        db.session.commit()
        return dict(self.keys)


FOUR = ROSTER[:4]
EIGHT = ROSTER[:8]


def seed_http_account(username: str, password: str, total: int = 2000, post_matches: int = 32,
                      seed: int = 6) -> dict:
    """The account the HTTP load runs as: `total` matches, among them
    - "typical": Skyjo, 4 players, 20 rounds, in play (standings and round entry page),
    - "long": Skyjo, 8 players, 200 rounds, in play,
    - "post-<i>": Skyjo, 4 players, 20 rounds, first to 1000 points, for round posts,
    and everyday matches of every game for the rest; the 20 newest (the history page's first
    page) are everyday matches and the typical one."""
    s = Seeder(username, password, seed)
    keys = {}
    # Newest first: the typical match, then everyday ones; the others sit further back.
    s.add(Spec("skyjo", FOUR, 20, NOW, {"end_at": 1000}, open_=True, key="typical"))
    older = [NOW - timedelta(hours=6 * i) for i in range(1, total)]
    specials = {25: "long", **{30 + i: f"post-{i}" for i in range(post_matches)}}
    for i, created in enumerate(older, 1):
        key = specials.get(i)
        if key == "long":
            s.add(Spec("skyjo", EIGHT, 200, created, {"end_at": 1000}, small=True, open_=True,
                       key=key))
        elif key:
            s.add(Spec("skyjo", FOUR, 20, created, {"end_at": 1000}, small=True, open_=True,
                       key=key))
        else:
            s.filler(created, s.rng.randint(5, 25))
    keys.update(s.write())
    return keys


def seed_count_account(username: str, password: str, matches: int, rounds: int,
                       seed: int) -> dict:
    """An account for counting statements: `matches` matches; the 25 newest (all that the home
    page and the history page's first page show) are in play with `rounds` rounds each
    (Skyjo and Okey stakes in turn), the rest are everyday matches of 5 rounds. "target" is the
    newest: Skyjo, 4 players, `rounds` rounds. Returns the match keys and an API token."""
    s = Seeder(username, password, seed)
    for i in range(matches):
        created = NOW - timedelta(hours=6 * i)
        if i < 25:
            game_id = "skyjo" if i % 2 == 0 else "okey-stakes"
            s.add(Spec(game_id, FOUR, rounds, created, dict(OPEN_SETTINGS[game_id]), small=True,
                       open_=True, key="target" if i == 0 else None))
        else:
            s.filler(created, 5)
    token = s.token()
    keys = s.write()
    return {**keys, "token": token}
