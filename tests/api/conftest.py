"""Fixtures for the JSON API tests: a client speaking JSON, accounts with bearer tokens, matches.

Answers are what a real server would send: a crash is a 500 answer here (PROPAGATE_EXCEPTIONS
off), so a test can say "no 5xx" and the traceback still shows in the captured log.
"""

from functools import cache

import jsonschema
import pytest
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from api.openapi import document

API = "/api/v1"


@pytest.fixture
def app(app):
    app.config["PROPAGATE_EXCEPTIONS"] = False
    return app


class Api:
    """The API as a program sees it: JSON in, JSON out, paths relative to /api/v1."""

    def __init__(self, client, token: str | None = None):
        self.client = client
        self.token = token

    def headers(self, token=..., **extra) -> dict:
        token = self.token if token is ... else token
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        headers.update(extra)
        return headers

    def call(self, method: str, path: str, json=..., token=..., headers=None, **kwargs):
        kwargs["headers"] = {**self.headers(token), **(headers or {})}
        if json is not ...:
            kwargs["json"] = json
        return self.client.open(API + path, method=method, **kwargs)

    def get(self, path, **kw):
        return self.call("GET", path, **kw)

    def post(self, path, json=..., **kw):
        return self.call("POST", path, json=json, **kw)

    def put(self, path, json=..., **kw):
        return self.call("PUT", path, json=json, **kw)

    def delete(self, path, **kw):
        return self.call("DELETE", path, **kw)

    def as_(self, token: str) -> "Api":
        return Api(self.client, token)

    # Shortcuts that also check the call worked.

    def start(self, game: str, players, **extra) -> dict:
        response = self.post("/matches", {"game": game, "players": list(players), **extra})
        assert response.status_code == 201, response.get_json()
        return response.get_json()

    def round(self, match_id: str, data: dict) -> dict:
        response = self.post(f"/matches/{match_id}/rounds", data)
        assert response.status_code == 201, response.get_json()
        return response.get_json()


def signup(client, username: str, password: str = "cards-and-tiles") -> str:
    response = client.post(f"{API}/accounts", json={"username": username, "password": password})
    assert response.status_code == 201, response.get_json()
    return response.get_json()["token"]


@pytest.fixture
def token(client) -> str:
    """A bearer token of the account "family"."""
    return signup(client, "family")


@pytest.fixture
def api(client, token) -> Api:
    """The API as the account "family"."""
    return Api(client, token)


@pytest.fixture
def other_token(client, token) -> str:
    """A bearer token of a second account, "neighbours", which must never see family's matches."""
    return signup(client, "neighbours")


@pytest.fixture
def other(client, other_token) -> Api:
    return Api(client, other_token)


@pytest.fixture
def skyjo(api) -> dict:
    """A Skyjo match of family's with one round played."""
    match = api.start("skyjo", ["Ana", "Bo"])
    return api.round(match["id"], {"points": {"Ana": 3, "Bo": 7}, "closer": "Ana"})


@cache
def registry() -> Registry:
    return Registry().with_resource(
        "urn:rulezz-api", Resource.from_contents(document(), default_specification=DRAFT202012))


def documented(name: str, instance) -> None:
    """Assert that `instance` fits the schema `name` of the OpenAPI document (its $refs
    followed)."""
    validator = jsonschema.Draft202012Validator(
        {"$ref": f"urn:rulezz-api#/components/schemas/{name}"}, registry=registry())
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(instance)]
    assert not errors, errors


def answered_as_documented(method: str, path: str, response) -> None:
    """Assert that the document lists this status for the operation (`path` as written there,
    e.g. /matches/{match_id}/end) and that a JSON body fits the schema given for it."""
    operation = document()["paths"][path][method.lower()]
    status = str(response.status_code)
    assert status in operation["responses"], (
        f"{method} {path} answered {status}, which its documented responses "
        f"{sorted(operation['responses'])} do not include: {response.get_data(as_text=True)}")
    schema = (operation["responses"][status].get("content", {})
              .get("application/json", {}).get("schema"))
    if schema is not None:
        validator = jsonschema.Draft202012Validator(anchored(schema), registry=registry())
        errors = [e.message for e in validator.iter_errors(response.get_json())]
        assert not errors, f"{method} {path} {status}: {errors}"


def anchored(schema):
    """A schema from the document with its local $refs ("#/components/...") made absolute."""
    if isinstance(schema, dict):
        return {key: (f"urn:rulezz-api{value}" if key == "$ref" and value.startswith("#")
                      else anchored(value)) for key, value in schema.items()}
    if isinstance(schema, list):
        return [anchored(item) for item in schema]
    return schema
