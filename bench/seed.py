"""Bulk seeding, thousands of matches in seconds: rounds entered with `games.core.play` (an
everyday match is cut where its rules end it), the row's copies (finished, round_count, winners,
version) written by `service.scoresheet` and `service.refresh`, the seats' figures by
`service.seat_figures`, rounds stored by seat; then one INSERT per table, and each month's
figures recounted from the seats (`rollups.recount_started`)."""

import random
import secrets
from datetime import datetime, timedelta

from sqlalchemy import insert, inspect

from extensions import db
from games import GAMES, core
from games.seats import to_seats
from models import Account, ApiToken, Match, Player, Round, Seat
from models.match import new_id
from services import matches as service, rollups

ROSTER = ("Ana", "Bruno", "Carla", "Davi", "Elif", "Farid", "Greta", "Hana", "Ivo", "Jon")
FOUR, EIGHT, NOW = ROSTER[:4], ROSTER[:8], datetime(2025, 6, 1, 20, 0)
OPEN = {"skyjo": {"end_at": 1000}, "okey-stakes": {"games": None}}  # long matches stay in play
# The games the bench seeds, their rules set so that 20 rounds fit (Okey stakes ends at its 20th
# game); a game added later is not seeded until it is named here and in `raw_round`.
TWENTY = {"skyjo": {"end_at": 1000}, "euchre": {"target": 50}, "okey": {"start": 100},
          "indian-rummy": {"end_at": 5000}, "okey-stakes": {"games": 20}}


def raw_round(game_id: str, players, rng: random.Random, small=False) -> dict:
    """One round as a phone sends it; `small` scores keep a long match in play."""
    p, scores = rng.choice(players), (-2, 3) if small else (-5, 25)
    if game_id == "skyjo":
        return {"points": {q: rng.randint(*scores) for q in players}, "closer": p}
    if game_id == "euchre":
        return {"maker": p, "tricks": rng.choice((1, 3, 3, 4, 5)), "alone": rng.random() < 0.1}
    if game_id == "indian-rummy":
        return {"winner": p, "deadwood": {q: rng.randint(0, 80) for q in players if q != p}}
    if game_id == "chinchon":
        # At most 23 a round: an everyday match of 5 rounds puts nobody above 100 (out).
        return {"closer": p, "close": "card", "left": rng.randint(0, 4),
                "points": {q: rng.randint(0, 12 if small else 19) for q in players if q != p}}
    if game_id == "tarneeb":
        return {"bidder": p, "bid": rng.randint(7, 13), "tricks": rng.randint(0, 13)}
    if game_id == "sueca":
        first = rng.choice([0, 30, 60, 75, 95, 120])
        return {"points": dict(zip(GAMES.get("sueca").sides(players), (first, 120 - first))),
                "all_tricks": first == 120 and rng.random() < 0.5}
    if game_id == "okey-101":
        opened = {q: rng.choice(("runs", "runs", "pairs", "no")) for q in players if q != p}
        return {"finisher": p, "okey": rng.random() < 0.1, "opened": opened,
                "tiles": {q: rng.randint(0, 60) for q, how in opened.items() if how != "no"}}
    counted = (0, 3) if small else (0, 25)  # cards, tiles or bull heads left, counted
    if game_id in ("uno", "rummikub"):  # the round's winner takes the others' counts
        return {"winner": p, "points": {q: rng.randint(*counted) for q in players if q != p}}
    if game_id in ("five-crowns", "6-nimmt", "hearts", "custom"):  # everyone's count
        return {"points": {q: rng.randint(*counted) for q in players}}
    return {"winner": p, "pairs": rng.random() < 0.15}  # okey, okey-stakes


def played(game, players, raws, settings=None, stay_open=False):
    """The table and the clean rounds `core.play` accepted: all of them, and the match still in
    play, if `stay_open`; else up to where the rules ended it."""
    table, errors = core.validate_new_match(game, list(players), settings,
                                            players[0] if game.deals else None)
    result = None if errors else core.play(game, table, raws)
    if errors or not (result.refused is None or result.standings.finished) or (
            stay_open and result.standings.finished):
        raise AssertionError(f"{game.id}: {errors or result.errors or 'ended'}")
    return table, result.rounds


class Seeder:
    """One account's rows, collected, then written in bulk."""

    def __init__(self, username: str, password: str, seed: int):
        self.rng, self.rows = random.Random(seed), {Match: [], Seat: [], Round: []}
        self.account = Account(username=username)
        self.account.set_password(password)
        self.players = {name: Player(account=self.account, name=name) for name in ROSTER}
        db.session.add_all([self.account, *self.players.values()])
        db.session.flush()

    def add(self, game_id, players, rounds, created, settings=None, small=False, stay_open=False,
            closed=False):
        game = GAMES.get(game_id)
        raws = [raw_round(game_id, players, self.rng, small) for _ in range(rounds)]
        table, clean = played(game, players, raws, settings, stay_open)
        match = Match(id=new_id(), account_id=self.account.id, game_id=game_id, closed=closed,
                      settings=dict(table.settings), first_dealer_seat=0 if game.deals else None,
                      created_at=created,
                      updated_at=created + timedelta(minutes=3 * len(clean)))
        sheet = service.scoresheet(match, table.players, clean)
        service.refresh(sheet)
        self.rows[Match].append({a.key: getattr(match, a.key)
                                 for a in inspect(Match).column_attrs})
        self.rows[Seat] += [{"match_id": match.id, "seat": i, "player_id": self.players[p].id,
                             **tallied} for i, (p, tallied) in
                            enumerate(zip(table.players, service.seat_figures(sheet)))]
        self.rows[Round] += [{"match_id": match.id, "number": n, "nonce": secrets.token_hex(8),
                              "input": to_seats(game, table.players, inp),
                              "created_at": created + timedelta(minutes=3 * n)}
                             for n, inp in enumerate(clean, 1)]
        return match.id

    def everyday(self, created, rounds: int) -> str:
        """Any game at a usual table size, house rules at their defaults."""
        game = self.rng.choice(list(GAMES))
        count = self.rng.randint(game.min_players, min(game.max_players, 6))
        return self.add(game.id, self.rng.sample(ROSTER, count), rounds, created)

    def write(self, token=False) -> str | None:
        row, secret = ApiToken.issue(self.account) if token else (None, None)
        if row:
            db.session.add(row)
        for model, rows in self.rows.items():
            db.session.execute(insert(model), rows)
        rollups.recount_started(self.account.id, [(m["game_id"], m["created_at"])
                                                  for m in self.rows[Match]])
        db.session.commit()
        return secret


def cpu_account(username, password, posts=64) -> dict:
    """The pages and posts whose server CPU is compared: "typical" (Skyjo, 4 players, 20
    rounds), "long" (Skyjo, 8 players, 200 rounds), and `posts` Skyjo matches of 4 players at
    20 rounds and as many at 200 ("posts 20", "posts 200"), one post each a batch; all in play."""
    s, keys = Seeder(username, password, 6), {}
    keys["typical"] = s.add("skyjo", FOUR, 20, NOW, OPEN["skyjo"], True, True)
    keys["long"] = s.add("skyjo", EIGHT, 200, NOW - timedelta(hours=1), OPEN["skyjo"], True, True)
    for rounds in (20, 200):
        keys[f"posts {rounds}"] = [s.add("skyjo", FOUR, rounds, NOW - timedelta(hours=2 + i),
                                         OPEN["skyjo"], True, True) for i in range(posts)]
    s.write()
    return keys


def count_account(username, password, matches, rounds, seed) -> dict:
    """`matches` matches; the 25 newest (all the home page and the history's first page show) in
    play with `rounds` rounds, Skyjo and Okey stakes in turn ("target": the newest)."""
    s = Seeder(username, password, seed)
    ids = [s.add(g, FOUR, rounds, NOW - timedelta(hours=6 * i), OPEN[g], True, True)
           for i, g in zip(range(min(25, matches)), ["skyjo", "okey-stakes"] * 13)]
    for i in range(len(ids), matches):
        s.everyday(NOW - timedelta(hours=6 * i), 5)
    return {"username": username, "target": ids[0], "token": s.write(token=True)}


def stats_account(username, password, matches=2000, rounds=20) -> None:
    """Exactly `matches` matches of `rounds` rounds each (the statistics page's scenario): any
    game the bench seeds, at a usual table size, 9 in 10 ended by the table after their last
    round, so most have winners, as a real account's history has."""
    s = Seeder(username, password, 21)
    for i in range(matches):
        game = GAMES.get(s.rng.choice(list(TWENTY)))
        count = s.rng.randint(game.min_players, min(game.max_players, 6))
        s.add(game.id, s.rng.sample(ROSTER, count), rounds, NOW - timedelta(hours=6 * i),
              TWENTY[game.id], stay_open=game.id != "okey-stakes", closed=s.rng.random() < 0.9)
    s.write()


def phone_account(username, password, saves=20, tables=25) -> dict:
    """The phones' matches, all Skyjo and in play: one a throttled save ("20 rounds, 4 players"
    and "200 rounds, 8 players", `saves` each), "live" (4 players, 20 rounds) for two phones
    showing one match, and `tables` of 4 players and 20 rounds for the live tables."""
    s, out, at = Seeder(username, password, 13), {}, iter(range(10_000))

    def some(players, rounds, n):
        return [s.add("skyjo", players, rounds, NOW - timedelta(hours=next(at)), OPEN["skyjo"],
                      True, True) for _ in range(n)]
    out["20 rounds, 4 players"] = {"players": 4, "matches": some(FOUR, 20, saves)}
    out["200 rounds, 8 players"] = {"players": 8, "matches": some(EIGHT, 200, saves)}
    out["live"], out["tables"] = some(FOUR, 20, 1)[0], some(FOUR, 20, tables)
    s.write()
    return out
