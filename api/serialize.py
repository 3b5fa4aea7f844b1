"""The JSON shapes of the API: a game and a match (see api/openapi.py)."""

from flask import url_for

from games.core import round_schema
from i18n import tr


def game_json(game) -> dict:
    return {"id": game.id, "name": game.name, "min_players": game.min_players,
            "max_players": game.max_players, "teams": game.teams,
            "settings": game.defaults(), "round_schema": round_schema(game)}


def match_json(sheet, rounds: bool = True) -> dict:
    """A match from its scoresheet (services.matches.Scoresheet)."""
    match, game, result = sheet.match, sheet.game, sheet.standings
    players = list(sheet.players)
    body = {
        "id": match.id, "game": match.game_id, "players": players,
        "teams": ([[players[seat] for seat in team] for team in game.partnerships]
                  if game.teams else None),
        "settings": match.settings,
        "totals": result.totals, "finished": sheet.finished, "ended_early": sheet.ended_early,
        "winners": list(sheet.winners),
        "next_dealer": None if sheet.finished else result.next_dealer,
        "next_starter": None if sheet.finished else result.next_starter,
    }
    if rounds:
        body["rounds"] = [{"number": r.number, "input": r.input, "deltas": r.deltas,
                           "totals": r.totals, "notes": [tr(n) for n in r.notes]}
                          for r in result.rounds]
    if match.share_token:
        body["share_url"] = url_for("share.show", token=match.share_token, _external=True)
    return body
