"""Schemathesis against the API's own OpenAPI document: generated requests to every operation,
sent with a real bearer token and, where a path names a match, a real match of a matching game.
No answer may be a 5xx, every answer's status must be documented for its operation and every
JSON body must fit the documented schema.

Every phase of Hypothesis runs: the explicit examples, reuse (a no-op here, with no example
database), generation, targeting (toward bigger answers: an error answer once grew to 3.5 MB),
shrinking and explaining a failure. Bounded and repeatable: a fixed number of cases per
operation (targeting spends part of it), derandomized (a fixed seed), no deadline.
"""

import itertools

import jsonschema
import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings, strategies as st, target
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from api.openapi import document
from app import create_app
from extensions import db
from games import GAMES
from games.core import MAX_NAME, round_schema
from tests.databases import fresh_postgres, using_postgres
from tests.games.strategies import NAMES

from .conftest import API

CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance,
          response_schema_conformance]
# Cases per operation: more where the input space is larger.
POSITIVE = {"POST /matches": 40, "POST /matches/{match_id}/rounds": 40,
            "PUT /matches/{match_id}/rounds/{number}": 25, "GET /matches": 25,
            "POST /accounts": 20, "POST /tokens": 15, "GET /players/{name}/stats": 15}
POSITIVE_DEFAULT = 8
NEGATIVE = 10  # for operations that take a body or parameters

OPERATIONS = [f"{method.upper()} {path}" for path, item in document()["paths"].items()
              for method in item if method != "parameters"]

GAME_IDS = [game.id for game in GAMES]
PASSWORD = "fuzzing-pass"


def default_players(game_id: str) -> list[str]:
    """As few players as the game allows."""
    return list(NAMES[:GAMES.get(game_id).min_players])


def opening_round(game_id: str, players: list[str]) -> dict:
    """A valid round that ends no match, for any players of the game."""
    first, rest = players[0], players[1:]
    if game_id == "sueca":  # a number per team: the teams' names need the four players
        return {"points": dict(zip(GAMES.get("sueca").sides(players), (70, 50)))}
    return {
        "skyjo": {"points": {first: 1, **{p: 5 for p in rest}}, "closer": first},
        "euchre": {"maker": first, "tricks": 3},
        "okey": {"winner": first},
        "okey-stakes": {"winner": first},
        "indian-rummy": {"winner": first, "deadwood": {p: 10 for p in rest}},
        "okey-101": {"finisher": first, "opened": {p: "no" for p in rest}},
        "tarneeb": {"bidder": first, "bid": 7, "tricks": 7},
        "chinchon": {"closer": first, "close": "all_seven", "points": {p: 5 for p in rest}},
        "uno": {"winner": first, "points": {p: 10 for p in rest}},
        "rummikub": {"winner": first, "points": {p: 10 for p in rest}},
        "five-crowns": {"points": {p: 10 for p in players}},
        "6-nimmt": {"points": {p: 10 for p in players}},
        "hearts": {"points": {first: 26, **{p: 0 for p in rest}}},
        "custom": {"points": {p: 10 for p in players}},
    }[game_id]


def usable(name) -> bool:
    return (isinstance(name, str) and name == " ".join(name.split()) and 0 < len(name) <= MAX_NAME
            and all(ch.isprintable() for ch in name))


def players_for(game, body) -> list[str] | None:
    """Seat the players a generated round names, so that the round can be accepted."""
    named = []
    if isinstance(body, dict):
        for key in ("closer", "maker", "indicator", "winner"):
            named.append(body.get(key))
        for key in ("points", "deadwood"):
            if isinstance(body.get(key), dict):
                named.extend(body[key])
    names = []
    for name in named:
        if usable(name) and name.casefold() not in {n.casefold() for n in names}:
            names.append(name)
    fillers = (f"Filler {i}" for i in itertools.count(1))
    while len(names) < game.min_players:
        filler = next(fillers)
        if filler.casefold() not in {n.casefold() for n in names}:
            names.append(filler)
    return names if len(names) <= game.max_players else None


def game_for(body):
    """The first game whose round schema the body fits (None when it fits none)."""
    for game in GAMES:
        if jsonschema.Draft202012Validator(round_schema(game)).is_valid(body):
            return game
    return None


@pytest.fixture(scope="module")
def fuzz_url(tmp_path_factory):
    """One database for the whole fuzz run: SQLite, or PostgreSQL when the suite runs on it."""
    if using_postgres():
        with fresh_postgres("fuzz") as url:
            yield url
    else:
        yield f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 'fuzz.sqlite'}"


@pytest.fixture(scope="module")
def fuzz_app(fuzz_url):
    app = create_app({
        "TESTING": True, "SECRET_KEY": "test", "PROPAGATE_EXCEPTIONS": False,
        "SQLALCHEMY_DATABASE_URI": fuzz_url,
        "CHECK_RATE_LIMIT": "100000 per minute",  # the fuzz checks many hands in a minute
    })
    with app.app_context():
        db.create_all()
    yield app
    with app.app_context():
        db.session.remove()
        db.engine.dispose()


@pytest.fixture(scope="module")
def schema(fuzz_app):
    return schemathesis.openapi.from_wsgi(f"{API}/openapi.json", fuzz_app)


class Table:
    """One account on the fuzzed app, with helpers that build real matches to aim at."""

    def __init__(self, app, username: str):
        self.client = app.test_client()
        response = self.client.post(f"{API}/accounts",
                                    json={"username": username, "password": PASSWORD})
        assert response.status_code == 201, response.get_json()
        self.username, self.token = username, response.get_json()["token"]
        self.seated = {}  # each match made here: its players as the roster spells them
        self.shared = {game_id: self.match(game_id) for game_id in GAME_IDS}  # to read, not change

    @property
    def auth(self) -> dict:
        return {"Authorization": f"Bearer {self.token}"}

    def fresh_token(self) -> str:
        response = self.client.post(f"{API}/tokens", json={"username": self.username,
                                                           "password": PASSWORD})
        assert response.status_code == 201, response.get_json()
        return response.get_json()["token"]

    def match(self, game_id: str, players=None, rounds: int = 2) -> str:
        players = players or default_players(game_id)
        response = self.client.post(f"{API}/matches", headers=self.auth,
                                    json={"game": game_id, "players": players})
        assert response.status_code == 201, response.get_json()
        # Seated as the roster spells them: "e" is the "E" an earlier case put on it.
        match_id, players = response.get_json()["id"], response.get_json()["players"]
        self.seated[match_id] = players
        for _ in range(rounds):
            response = self.client.post(f"{API}/matches/{match_id}/rounds", headers=self.auth,
                                        json=opening_round(game_id, players))
            assert response.status_code == 201, response.get_json()
        return match_id


    def own_game(self) -> int:
        """A new game of the account's own (its id)."""
        response = self.client.post(f"{API}/games", headers=self.auth, json={"name": "Fuzz"})
        assert response.status_code == 201, response.get_json()
        return response.get_json()["id"]

    def link(self, match_id: str) -> str:
        """The token of a new link to the match (or a made-up one, if it takes no more)."""
        response = self.client.post(f"{API}/matches/{match_id}/links", headers=self.auth,
                                    json={"kind": "score"})
        return response.get_json()["token"] if response.status_code == 201 else "unknown"


def aim(table: Table, case, label: str, data) -> None:
    """Point a case at something real where a path or body names it: a match of the game its
    round fits (seated so the round can be accepted), a round that exists, a known game, a
    username that can sign up or log in. Some cases keep what was generated (unknown ids)."""
    path = case.path_parameters
    if "match_id" in (path or {}) and data.draw(st.integers(0, 5), label="real match") > 0:
        game = game_for(case.body) if "/rounds" in label else None
        if game is not None:
            players = players_for(game, case.body)
            path["match_id"] = table.match(game.id, players) if players else table.match(game.id)
            # A generated round seldom passes the game's own checks (Schemathesis draws from
            # the app's constants, so which do changes with any new text in the code).
            if label == "POST /matches/{match_id}/rounds" and data.draw(
                    st.integers(0, 3), label="a round the match accepts") == 0:
                case.body = opening_round(game.id, table.seated[path["match_id"]])
        elif label == "GET /matches/{match_id}":
            path["match_id"] = table.shared[data.draw(st.sampled_from(GAME_IDS))]
        else:
            path["match_id"] = table.match(data.draw(st.sampled_from(GAME_IDS)))
        if "number" in path:
            path["number"] = data.draw(st.sampled_from([1, 2, 3, path["number"]]),
                                       label="round number")
        if "token" in path and data.draw(st.booleans(), label="a link in use"):
            path["token"] = table.link(path["match_id"])
    if "/games/own/" in label and data.draw(st.booleans(), label="a game of its own"):
        path["game_id"] = table.own_game()
    if label == "GET /players/{name}/stats" and data.draw(st.booleans(), label="real player"):
        path["name"] = data.draw(st.sampled_from(default_players("euchre")))
    if label == "GET /games/{game_id}" and data.draw(st.booleans(), label="known game"):
        path["game_id"] = data.draw(st.sampled_from(GAME_IDS))
    if (label == "POST /games/okey/check" and isinstance(case.body, dict)
            and data.draw(st.booleans(), label="a real hand")):
        case.body.update(indicator="R5", tiles="R1 R2 R3 Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 "
                         "B11".split())
    if (label == "POST /games/okey-101/check" and isinstance(case.body, dict)
            and data.draw(st.booleans(), label="tiles the set holds")):
        deck = [f"{colour}{n}" for colour in "RYBK" for n in range(1, 14)] * 2 + ["FJ"] * 2
        picks = data.draw(st.lists(st.integers(0, len(deck) - 1), min_size=1, max_size=22,
                                   unique=True), label="tiles")
        case.body.update(indicator="K5", tiles=[deck[i] for i in picks if deck[i] != "K5"] or ["R1"])
    if (label == "POST /games/indian-rummy/check" and isinstance(case.body, dict)
            and data.draw(st.booleans(), label="a hand two decks can hold")):
        deck = [rank + suit for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split()
                for suit in "SHDC"] * 2 + ["JOKER"] * 4
        picks = data.draw(st.lists(st.integers(0, len(deck) - 1), min_size=13, max_size=13,
                                   unique=True), label="cards")
        case.body["cards"] = [deck[i] for i in picks]
    if label == "DELETE /tokens/current":
        case.headers["Authorization"] = f"Bearer {table.fresh_token()}"
    if (label == "POST /matches" and isinstance(case.body, dict)
            and GAMES.get(case.body.get("game")) is not None
            and data.draw(st.booleans(), label="seat real players")):
        players = default_players(case.body["game"])
        case.body["players"] = players
        if "first_dealer" in case.body:
            case.body["first_dealer"] = data.draw(st.sampled_from(players))
        if data.draw(st.booleans(), label="default settings"):
            case.body.pop("settings", None)
    if isinstance(case.body, dict) and label in ("POST /accounts", "POST /tokens"):
        if data.draw(st.booleans(), label="real username"):
            case.body["username"] = (table.username if label == "POST /tokens" else
                                     data.draw(st.from_regex(r"[a-z][a-z0-9_.-]{2,20}",
                                                             fullmatch=True)))
        # A new account's password is any of 8 characters or more; a token needs the right one.
        if data.draw(st.booleans(), label="right password"):
            case.body["password"] = PASSWORD


def run(schema, fuzz_app, label: str, mode: GenerationMode, examples: int) -> list[int]:
    method, path = label.split(" ", 1)
    operation = schema[path][method]
    table = Table(fuzz_app, f"fuzz-{mode.value}-{OPERATIONS.index(label)}")
    seen = []

    @settings(max_examples=examples, deadline=None, derandomize=True, database=None,
              phases=list(Phase),  # a failure is shrunk within Hypothesis's own bound
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                     HealthCheck.data_too_large])
    @given(case=operation.as_strategy(generation_mode=mode, headers=table.auth), data=st.data())
    def fuzz(case, data):
        aim(table, case, label, data)
        # The in-process transport does not undo gzip/br; compression is checked by the bench.
        response = case.call(headers={"Accept-Encoding": "identity"})
        seen.append(response.status_code)
        target(len(response.content), label="answer bytes")
        checks = CHECKS if mode is GenerationMode.POSITIVE else [not_a_server_error]
        case.validate_response(response, checks=checks)

    fuzz()
    return seen


@pytest.mark.parametrize("label", OPERATIONS)
def test_generated_requests_get_documented_answers(schema, fuzz_app, label):
    seen = run(schema, fuzz_app, label, GenerationMode.POSITIVE,
               POSITIVE.get(label, POSITIVE_DEFAULT))
    assert 0 < len(seen) <= POSITIVE.get(label, POSITIVE_DEFAULT)
    assert any(status < 300 for status in seen), f"no case succeeded: {sorted(set(seen))}"


TAKES_INPUT = [label for label in OPERATIONS
               if label.split(" ", 1)[0] in ("POST", "PUT")
               and not label.endswith(("/end", "/share"))] + ["GET /matches"]


@pytest.mark.parametrize("label", TAKES_INPUT)
def test_invalid_generated_requests_never_crash(schema, fuzz_app, label):
    """Requests that break the document (wrong types, missing fields) get a 4xx, never a 5xx."""
    seen = run(schema, fuzz_app, label, GenerationMode.NEGATIVE, NEGATIVE)
    assert 0 < len(seen) <= NEGATIVE


def test_schemathesis_reads_the_same_operations(schema):
    """The operations fuzzed above come from the document; schemathesis must read the same ones
    (it leaves out the document's own address, which is fuzzed above all the same)."""
    found = {result.ok().label for result in schema.get_all_operations()}
    assert found | {"GET /openapi.json"} == set(OPERATIONS)
    assert {"POST /matches/{match_id}/rounds", "PUT /matches/{match_id}/rounds/{number}",
            "DELETE /tokens/current"} <= found
