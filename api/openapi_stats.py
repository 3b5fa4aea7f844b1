"""The statistics' part of the OpenAPI document (api/openapi.py adds it)."""

from games import GAMES
from games.figures.records import shown

NUMBER_OR_NULL = {"type": ["number", "null"]}
QUERY = [
    {"name": "game", "in": "query", "schema": {"enum": [g.id for g in GAMES]}},
    {"name": "since", "in": "query", "description": "The first day (matches by the day they "
     "started), from 2000-01-01.", "schema": {"type": "string", "format": "date"}},
    {"name": "until", "in": "query", "description": "The last day, up to 2100-12-31, not "
     "before `since`.", "schema": {"type": "string", "format": "date"}},
]
COMMON = {"matches": {"type": "integer", "description": "Matches over (ended early included)."},
          "wins": {"type": "integer"}, "win_rate": NUMBER_OR_NULL,
          "current_streak": {"type": "integer"}, "longest_streak": {"type": "integer"}}


def game_record() -> dict:
    """Every game's figures; each game has its own besides the common ones."""
    figures = {f.key: NUMBER_OR_NULL for g in GAMES for f in shown(g)}
    return {"type": "object", "required": [*COMMON, "rounds"],
            "properties": {**COMMON, "rounds": {"type": "integer"}, **figures}}


def schemas() -> dict:
    return {
        "GameRecord": game_record(),
        "PlayerStats": {"type": "object", "required": ["name", *COMMON, "by_game"],
                        "properties": {"name": {"type": "string"}, **COMMON, "by_game": {
                            "type": "object",
                            "additionalProperties": {"$ref": "#/components/schemas/GameRecord"}}}},
    }


def paths(errors) -> dict:
    stats = {"$ref": "#/components/schemas/PlayerStats"}
    return {
        "/stats": {"get": {
            "summary": "Every player's statistics, from the stored rounds.", "parameters": QUERY,
            "responses": {"200": {"description": "Players by name.", "content": {
                "application/json": {"schema": {"type": "object", "required": ["players"],
                                                "properties": {"players": {
                                                    "type": "array", "items": stats}}}}}},
                **errors("401", "422")}}},
        "/players/{name}/stats": {"get": {
            "summary": "One player's statistics.",
            "parameters": [{"name": "name", "in": "path", "required": True,
                            "schema": {"type": "string"}}, *QUERY],
            "responses": {"200": {"description": "The player's statistics.",
                                  "content": {"application/json": {"schema": stats}}},
                          **errors("401", "404", "422")}}},
    }
