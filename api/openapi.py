"""The OpenAPI 3.1 document of API v1, built from the same game declarations the API uses."""

from api import openapi_stats
from games import GAMES
from games.core import round_schema, settings_schema
from services.limits import MAX_ROUNDS
from services.own_games import describable

INT_MAP = {"type": "object", "additionalProperties": {"type": "integer"}}
NULLABLE_STRING = {"type": ["string", "null"]}


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def reply(description: str, schema: str | None = None) -> dict:
    if schema is None:
        return {"description": description}
    return {"description": description, "content": {"application/json": {"schema": ref(schema)}}}


def body(schema: dict) -> dict:
    return {"required": True, "content": {"application/json": {"schema": schema}}}


ERRORS = {
    "400": reply("The body is not JSON.", "Error"),
    "401": reply("No valid bearer token.", "Error"),
    "404": reply("No such match (or not this account's).", "Error"),
    "422": reply("Invalid input: one message per field; nothing was stored.", "Errors"),
    "409": reply("Another change of this match was stored at the same moment, so nothing was "
                 "stored; `match` is the match as it now stands.", "Conflict"),
}
IDEMPOTENCY = {"name": "Idempotency-Key", "in": "header", "required": False,
               "description": "A POST repeated with the same key returns the first answer and "
                              "stores nothing new.", "schema": {"type": "string", "minLength": 1,
                                                                "maxLength": 200}}
ENTERING = {"name": "round", "in": "query", "required": False,
            "description": "The number of the round this is. When another client stored that "
                           "round first, or rounds were deleted so that it is no longer the "
                           "next one, the answer is 409 with the match and nothing is stored "
                           "(without it, the round would be stored as the next one). Send it "
                           "with an Idempotency-Key: a retry of a POST that was stored then "
                           "gets its first answer, not a 409.",
            "schema": {"type": "integer", "minimum": 1, "maximum": MAX_ROUNDS}}
MATCH_ID = {"name": "match_id", "in": "path", "required": True, "schema": {"type": "string"}}
NUMBER = {"name": "number", "in": "path", "required": True,
          "schema": {"type": "integer", "minimum": 1}}


def pick(*codes) -> dict:
    return {code: ERRORS[code] for code in codes}


def schemas() -> dict:
    game = {
        "type": "object",
        "required": ["id", "name", "min_players", "max_players", "teams", "settings",
                     "round_schema"],
        "properties": {"id": {"type": "string"}, "name": {"type": "string"},
                       "min_players": {"type": "integer"}, "max_players": {"type": "integer"},
                       "teams": {"type": "boolean"}, "settings": {"type": "object"},
                       "round_schema": {"type": "object"}},
    }
    round_ = {
        "type": "object", "required": ["number", "input", "deltas", "totals", "notes"],
        "properties": {"number": {"type": "integer"}, "input": {"type": "object"},
                       "deltas": INT_MAP, "totals": INT_MAP,
                       "notes": {"type": "array", "items": {"type": "string"}}},
    }
    summary_props = {
        "id": {"type": "string"}, "game": {"type": "string"},
        "players": {"type": "array", "items": {"type": "string"}},
        "teams": {"type": ["array", "null"],
                  "items": {"type": "array", "items": {"type": "string"}}},
        "settings": {"type": "object"}, "totals": INT_MAP, "finished": {"type": "boolean"},
        "ended_early": {"type": "boolean"},
        "winners": {"type": "array", "items": {"type": "string"}},
        "out": {"type": "array", "items": {"type": "string"},
                "description": "The sides out of the match (Indian Rummy's pool), in the order "
                               "they went out; a side that rejoined is no longer listed."},
        "next_dealer": NULLABLE_STRING, "next_starter": NULLABLE_STRING,
        "share_url": {"type": "string", "description": "The read-only spectator link, once made."},
    }
    summary_required = ["id", "game", "players", "teams", "settings", "totals", "finished",
                        "ended_early", "winners", "out", "next_dealer", "next_starter"]
    return {
        "Error": {"type": "object", "required": ["error"],
                  "properties": {"error": {"type": "string"}}},
        "Errors": {"type": "object", "required": ["errors"],
                   "properties": {"errors": {"type": "object",
                                             "additionalProperties": {"type": "string"}}}},
        "Conflict": {"type": "object", "required": ["errors", "match"],
                     "properties": {"errors": {"type": "object",
                                               "additionalProperties": {"type": "string"}},
                                    "match": ref("Match")}},
        "Credentials": {"type": "object", "required": ["username", "password"],
                        "properties": {"username": {"type": "string"},
                                       "password": {"type": "string"}}},
        "Game": game,
        "Link": {"type": "object", "required": ["kind", "url", "token", "created_at"],
                 "properties": {"kind": {"enum": ["watch", "score"]},
                                "url": {"type": "string"}, "token": {"type": "string"},
                                "created_at": {"type": "string"}}},
        "Round": round_,
        "MatchSummary": {"type": "object", "required": summary_required,
                         "properties": summary_props},
        "Match": {"type": "object", "required": [*summary_required, "rounds"],
                  "properties": {**summary_props,
                                 "rounds": {"type": "array", "items": ref("Round")}}},
        "NewMatch": {
            "type": "object", "required": ["game", "players"],
            "properties": {
                "game": {"enum": [g.id for g in GAMES]},
                "players": {"type": "array", "items": {"type": "string"},
                            "description": "Names in clockwise seating order. Euchre: seats 1 "
                                           "and 3 are partners, as are seats 2 and 4."},
                "settings": {"type": "object", "description": "House rules by name; see "
                             "each game's settings.",
                             "anyOf": [settings_schema(g) for g in GAMES]},
                "first_dealer": {"type": "string"},
                "own": {"type": "integer", "description": "One of the account's own games "
                        "(GET /games/own), whose settings the match takes; send no settings "
                        "with it."},
            },
        },
        "OwnGame": {
            "type": "object",
            "required": ["id", "name", "game", "settings", "summary", "created_at", "updated_at"],
            "properties": {"id": {"type": "integer"}, "name": {"type": "string"},
                           "game": {"type": "string", "description": "The game a match of it "
                                    "is of: send `own` with it to start one."},
                           "settings": {"type": "object"},
                           "summary": {"type": "array", "items": {"type": "string"}},
                           "created_at": {"type": "string"},
                           "updated_at": {"type": "string"}}},
        "NewOwnGame": {"description": "A table's own game: its name, its rules in its words, "
                                      "and its choices. Matches already played keep the game "
                                      "they started with.",
                       **settings_schema(describable())},
        "RoundInput": {"description": "A round as the table entered it; its shape is the "
                                      "game's round_schema.",
                       "anyOf": [{"title": g.id, **round_schema(g)} for g in GAMES]},
        **openapi_stats.schemas(),
    }


def paths() -> dict:
    match_reply = reply("The match, replayed from its rounds.", "Match")
    return {
        "/accounts": {"post": {
            "summary": "Create an account (a table group) and a first token.", "security": [],
            "requestBody": body(ref("Credentials")),
            "responses": {"201": {"description": "Created.", "content": {"application/json": {
                "schema": {"type": "object", "required": ["username", "token"],
                           "properties": {"username": {"type": "string"},
                                          "token": {"type": "string"}}}}}},
                "409": reply("That username is taken.", "Error"), **pick("400", "422")}}},
        "/tokens": {"post": {
            "summary": "Log in: a new bearer token.", "security": [],
            "requestBody": body(ref("Credentials")),
            "responses": {"201": {"description": "Created.", "content": {"application/json": {
                "schema": {"type": "object", "required": ["token"],
                           "properties": {"token": {"type": "string"}}}}}},
                "401": reply("Wrong username or password.", "Error"),
                "429": {**reply("Too many wrong passwords for this name, or from this address: "
                                "wait the seconds Retry-After says.", "Error"),
                        "headers": {"Retry-After": {"schema": {"type": "integer"}}}},
                **pick("400", "422")}}},
        "/tokens/current": {"delete": {
            "summary": "Revoke the token used for this request.",
            "responses": {"204": reply("Revoked."), **pick("401")}}},
        "/games": {
            "get": {"summary": "The games Rulezz scores.", "security": [],
                    "responses": {"200": {"description": "All games.", "content": {
                        "application/json": {"schema": {
                            "type": "object", "required": ["games"],
                            "properties": {"games": {"type": "array",
                                                     "items": ref("Game")}}}}}}}},
            "post": {"summary": "Describe a game of the account's own, to start matches of.",
                     "parameters": [IDEMPOTENCY], "requestBody": body(ref("NewOwnGame")),
                     "responses": {"201": reply("The game, kept.", "OwnGame"),
                                   **pick("400", "401", "422")}}},
        "/games/own": {"get": {
            "summary": "The games the account described itself.",
            "responses": {"200": {"description": "Its games, by name.", "content": {
                "application/json": {"schema": {"type": "object", "required": ["games"],
                                                "properties": {"games": {
                                                    "type": "array",
                                                    "items": ref("OwnGame")}}}}}},
                **pick("401")}}},
        "/games/own/{game_id}": {
            "parameters": [{"name": "game_id", "in": "path", "required": True,
                            "schema": {"type": "integer", "minimum": 1}}],
            "get": {"summary": "One of the account's own games.",
                    "responses": {"200": reply("The game.", "OwnGame"),
                                  "404": reply("No such game.", "Error"), **pick("401")}},
            "delete": {"summary": "Delete one of the account's own games; matches already "
                                  "played keep it.",
                       "responses": {"204": reply("Deleted."),
                                     "404": reply("No such game.", "Error"), **pick("401")}}},
        "/games/{game_id}": {"get": {
            "summary": "One game.", "security": [],
            "parameters": [{"name": "game_id", "in": "path", "required": True,
                            "schema": {"type": "string"}}],
            "responses": {"200": reply("The game.", "Game"),
                          "404": reply("No such game.", "Error")}}},
        **check_paths(),
        "/matches": {
            "post": {"summary": "Start a match.", "parameters": [IDEMPOTENCY],
                     "requestBody": body(ref("NewMatch")),
                     "responses": {"201": match_reply, **pick("400", "401", "422")}},
            "get": {"summary": "The account's matches, newest first, 20 a page.",
                    "parameters": [
                        {"name": "game", "in": "query", "schema": {"type": "string"}},
                        {"name": "player", "in": "query", "schema": {"type": "string"}},
                        {"name": "finished", "in": "query", "schema": {"enum": ["true", "false"]}},
                        {"name": "page", "in": "query",
                         "schema": {"type": "integer", "minimum": 1}}],
                    "responses": {"200": {"description": "A page of matches.", "content": {
                        "application/json": {"schema": {
                            "type": "object", "required": ["matches", "next_page"],
                            "properties": {"matches": {"type": "array",
                                                       "items": ref("MatchSummary")},
                                           "next_page": {"type": ["integer", "null"]}}}}}},
                        **pick("401", "422")}}},
        "/matches/{match_id}": {
            "parameters": [MATCH_ID],
            "get": {"summary": "One match with its rounds.",
                    "responses": {"200": match_reply, **pick("401", "404")}},
            "delete": {"summary": "Delete a match and its rounds.",
                       "responses": {"204": reply("Deleted."), **pick("401", "404", "409")}}},
        "/matches/{match_id}/end": {"parameters": [MATCH_ID], "post": {
            "summary": "End the match now.", "parameters": [IDEMPOTENCY],
            "responses": {"200": match_reply, **pick("400", "401", "404", "409", "422")}}},
        "/matches/{match_id}/rounds": {"parameters": [MATCH_ID], "post": {
            "summary": "Add a round; the match is replayed.",
            "parameters": [IDEMPOTENCY, ENTERING],
            "description": SCORE_LINK,
            "requestBody": body(ref("RoundInput")),
            "responses": {"201": match_reply,
                          "409": reply("The match is over (`errors`), or another change of it "
                                       "came first, or round `round` was stored by another "
                                       "client first (`errors` and `match`): nothing was stored.",
                                       "Errors"),
                          **pick("400", "401", "404", "422")}}},
        "/matches/{match_id}/rounds/{number}": {
            "parameters": [MATCH_ID, NUMBER],
            "put": {"summary": "Change a round; the match is replayed.",
                    "description": SCORE_LINK,
                    "requestBody": body(ref("RoundInput")),
                    "responses": {"200": match_reply,
                                  **pick("400", "401", "404", "409", "422")}},
            "delete": {"summary": "Delete a round; later rounds are renumbered.",
                       "description": SCORE_LINK,
                       "responses": {"200": match_reply, **pick("401", "404", "409", "422")}}},
        "/matches/{match_id}/share": {
            "parameters": [MATCH_ID],
            "post": {"summary": "Make a read-only spectator link (share_url).",
                     "responses": {"201": match_reply, **pick("401", "404")}},
            "delete": {"summary": "Revoke the spectator link.",
                       "responses": {"200": match_reply, **pick("401", "404")}}},
        **links_paths(),
        **openapi_stats.paths(pick),
        "/openapi.json": {"get": {"summary": "This document.", "security": [],
                                  "responses": {"200": {"description": "OpenAPI 3.1."}}}},
    }


SCORE_LINK = ("The bearer token may also be a score link's token (POST /matches/{match_id}/links), "
              "for that match's rounds only: every other endpoint refuses it (401).")


def links_paths() -> dict:
    """The links to a match for other phones: watch (its standings, read-only) and score."""
    link = reply("The link.", "Link")
    return {
        "/matches/{match_id}/links": {
            "parameters": [MATCH_ID],
            "post": {"summary": "Make a link for other phones: watch (the standings, "
                                "read-only) or score (enter, change and undo this match's "
                                "rounds, without an account). At most 10 at once.",
                     "requestBody": body({"type": "object", "required": ["kind"],
                                          "properties": {"kind": {"enum": ["watch",
                                                                           "score"]}}}),
                     "responses": {"201": link, **pick("400", "401", "404", "422")}},
            "get": {"summary": "The match's links in use, oldest first.",
                    "responses": {"200": {"description": "The links.", "content": {
                        "application/json": {"schema": {
                            "type": "object", "required": ["links"],
                            "properties": {"links": {"type": "array",
                                                     "items": ref("Link")}}}}}},
                        **pick("401", "404")}}},
        "/matches/{match_id}/links/{token}": {
            "parameters": [MATCH_ID, {"name": "token", "in": "path", "required": True,
                                      "schema": {"type": "string"}}],
            "delete": {"summary": "Stop a link: the next request with it is refused.",
                       "responses": {"204": reply("Stopped."),
                                     "404": reply("No such link in use (or match).",
                                                  "Error"), **pick("401")}}},
    }


def check_paths() -> dict:
    """Each hand checker's path, documented from what the checker declares."""
    return {f"/games/{g.id}/check": {"post": {
        "summary": g.checker.summary, "security": [],
        "requestBody": body(g.checker.request),
        "responses": {"200": {"description": "The answer.",
                              "content": {"application/json": {"schema": g.checker.answer}}},
                      "422": reply("Not a hand this checker reads, or more of a tile or card "
                                   "than the set holds.", "Errors"),
                      "429": {**reply("Too many checks from this address: wait the seconds "
                                      "Retry-After says.", "Error"),
                              "headers": {"Retry-After": {"schema": {"type": "integer"}}}},
                      **pick("400")}}} for g in GAMES if g.checker}


def document() -> dict:
    return {
        "openapi": "3.1.0",
        "info": {"title": "Rulezz API", "version": "1.0.0",
                 "description": "Score keeping for card and tile games played at a real table. "
                                "Scores are never stored: every answer replays the rounds."},
        "servers": [{"url": "/api/v1"}],
        "security": [{"bearer": []}],
        "components": {"securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}},
                       "schemas": schemas()},
        "paths": paths(),
    }
