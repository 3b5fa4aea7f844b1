"""The JSON shapes of the API: a game and a match (see api/openapi.py)."""

from flask import url_for

from games.core import round_schema
from i18n import tr
from matches import service


def game_json(game) -> dict:
    return {"id": game.id, "name": game.name, "min_players": game.min_players,
            "max_players": game.max_players, "teams": game.teams,
            "settings": game.defaults(), "round_schema": round_schema(game)}


def match_json(match, rounds: bool = True) -> dict:
    game, status = service.game_of(match), service.status(match)
    result, players = status.result, list(match.player_names)
    body = {
        "id": match.id, "game": match.game_id, "players": players,
        "teams": [[players[0], players[2]], [players[1], players[3]]] if game.teams else None,
        "settings": match.settings,
        "totals": result.totals, "finished": status.finished, "ended_early": status.ended_early,
        "winners": list(status.winners),
        "next_dealer": None if status.finished else result.next_dealer,
        "next_starter": None if status.finished else result.next_starter,
    }
    if rounds:
        body["rounds"] = [{"number": r.number, "input": r.input, "deltas": r.deltas,
                           "totals": r.totals, "notes": [tr(n) for n in r.notes]}
                          for r in result.rounds]
    if match.share_token:
        body["share_url"] = url_for("share.show", token=match.share_token, _external=True)
    return body
