"""GET /api/v1/openapi.json: a valid OpenAPI 3.1 document that documents every route of the API."""

import re

import jsonschema
import pytest
from schemathesis.specs.openapi.definitions import OPENAPI_31

from games import GAMES
from games.core import round_schema

from .conftest import API

PUBLIC = {("post", "/accounts"), ("post", "/tokens"), ("get", "/games"),
          ("get", "/games/{game_id}"), ("get", "/openapi.json"), ("post", "/games/okey/check"),
          ("post", "/games/okey-101/check"), ("post", "/games/indian-rummy/check")}
METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}


@pytest.fixture
def doc(client):
    response = client.get(f"{API}/openapi.json")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    return response.get_json()


def operations(doc):
    for path, item in doc["paths"].items():
        for method, operation in item.items():
            if method in METHODS:
                yield path, method, operation


def walk(node, where="#"):
    """Every (JSON pointer, value) pair in a document."""
    yield where, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from walk(value, f"{where}/{key.replace('~', '~0').replace('/', '~1')}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from walk(value, f"{where}/{i}")


def resolve(doc, ref: str):
    assert ref.startswith("#/"), f"only local references are expected: {ref}"
    node = doc
    for part in ref[2:].split("/"):
        part = part.replace("~1", "/").replace("~0", "~")
        assert isinstance(node, dict) and part in node, f"{ref} does not resolve"
        node = node[part]
    return node


def test_the_document_is_valid_openapi_3_1(doc):
    """Checked against the official OpenAPI 3.1 schema (2022-10-07), which schemathesis ships."""
    validator = jsonschema.Draft202012Validator(OPENAPI_31)
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in validator.iter_errors(doc)]
    assert not errors, errors
    assert re.fullmatch(r"3\.1\.\d+", doc["openapi"])


def test_the_document_has_the_structure_of_the_api(doc):
    structure = {
        "type": "object",
        "required": ["openapi", "info", "servers", "paths", "components", "security"],
        "properties": {
            "openapi": {"const": "3.1.0"},
            "info": {"type": "object", "required": ["title", "version"]},
            "servers": {"const": [{"url": "/api/v1"}]},
            "security": {"const": [{"bearer": []}]},
            "components": {
                "type": "object", "required": ["securitySchemes", "schemas"],
                "properties": {
                    "securitySchemes": {"const": {"bearer": {"type": "http",
                                                             "scheme": "bearer"}}},
                    "schemas": {"type": "object", "required": [
                        "Error", "Errors", "Credentials", "Game", "Round", "MatchSummary",
                        "Match", "NewMatch", "RoundInput"]},
                },
            },
            "paths": {
                "type": "object",
                "propertyNames": {"pattern": "^/"},
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": {
                        "if": {"type": "object", "required": ["responses"]},
                        "then": {"properties": {"responses": {
                            "type": "object", "minProperties": 1,
                            "propertyNames": {"pattern": "^[1-5][0-9][0-9]$"},
                            "additionalProperties": {"type": "object",
                                                     "required": ["description"]}}}},
                    },
                },
            },
        },
    }
    errors = [f"{list(e.absolute_path)}: {e.message}"
              for e in jsonschema.Draft202012Validator(structure).iter_errors(doc)]
    assert not errors, errors


def test_every_reference_resolves(doc):
    refs = [(where, node["$ref"]) for where, node in walk(doc)
            if isinstance(node, dict) and "$ref" in node]
    assert len(refs) >= 20  # the document really uses references: the check checks something
    for where, ref in refs:
        target = resolve(doc, ref)
        assert isinstance(target, dict) and target, f"{where}: {ref} points at nothing useful"


def test_every_schema_in_the_document_is_valid_json_schema_2020_12(doc):
    schemas = list(doc["components"]["schemas"].values())
    for _, _, operation in operations(doc):
        for parameter in operation.get("parameters", []):
            schemas.append(parameter["schema"])
        for part in [operation.get("requestBody", {}), *operation["responses"].values()]:
            for media in part.get("content", {}).values():
                schemas.append(media["schema"])
    assert len(schemas) > 25
    for schema in schemas:
        jsonschema.Draft202012Validator.check_schema(schema)


def route_operations(app) -> set[tuple[str, str]]:
    """(method, path as OpenAPI writes it) for every route of the app under /api/v1."""
    found = set()
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith(API + "/"):
            continue
        path = re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule.rule[len(API):])
        # One route checks every game's hands; the document has a path per game, each with
        # that checker's own schemas.
        paths = ([f"/games/{g.id}/check" for g in GAMES if g.checker]
                 if path == "/games/{game_id}/check" else [path])
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            found.update((method.lower(), p) for p in paths)
    return found


def test_every_api_route_is_documented(app, doc):
    routes = route_operations(app)
    documented = {(method, path) for path, method, _ in operations(doc)}
    assert len(routes) >= 16
    assert routes - documented == set(), "routes missing from the document"
    assert documented - routes == set(), "documented operations the app does not have"


def test_every_path_parameter_is_declared(doc):
    for path, item in doc["paths"].items():
        in_path = set(re.findall(r"{([^}]+)}", path))
        for method, operation in item.items():
            if method not in METHODS:
                continue
            declared = {p["name"] for p in [*item.get("parameters", []),
                                            *operation.get("parameters", [])]
                        if p["in"] == "path"}
            assert declared == in_path, f"{method} {path}"


def test_security_is_public_only_where_the_api_is_public(doc):
    for path, method, operation in operations(doc):
        if (method, path) in PUBLIC:
            assert operation.get("security") == [], f"{method} {path} should need no token"
        else:
            assert "security" not in operation, f"{method} {path} should need the bearer token"
            assert "401" in operation["responses"], f"{method} {path} can answer 401"


def test_error_answers_are_documented_where_they_happen(doc):
    for path, method, operation in operations(doc):
        responses = operation["responses"]
        if "{match_id}" in path:
            assert "404" in responses, f"{method} {path}"
        if "requestBody" in operation:
            assert {"400", "422"} <= set(responses), f"{method} {path}"
            assert operation["requestBody"]["required"] is True


def test_round_input_lists_every_games_round_schema(doc):
    inputs = doc["components"]["schemas"]["RoundInput"]["anyOf"]
    assert {schema["title"] for schema in inputs} == {game.id for game in GAMES}
    for schema in inputs:
        game = GAMES.get(schema["title"])
        assert {k: v for k, v in schema.items() if k != "title"} == round_schema(game)


def test_new_match_names_every_game(doc):
    assert set(doc["components"]["schemas"]["NewMatch"]["properties"]["game"]["enum"]) == {
        game.id for game in GAMES}
