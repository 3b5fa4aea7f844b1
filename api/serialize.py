"""The JSON shapes of the API: a game and a match (see api/openapi.py)."""

from api.auth import scoring_link
from games.core import round_schema
from i18n import tr
from services.links import share_urls
from services.own_games import describable


def game_json(game) -> dict:
    return {"id": game.id, "name": game.name, "min_players": game.min_players,
            "max_players": game.max_players, "teams": game.teams,
            "settings": game.defaults(), "round_schema": round_schema(game)}


def own_game_json(own) -> dict:
    """A game the account described: its settings (a new match's with `own`), and the game
    they make said in sentences, in the request's language."""
    game = describable().played_with(own.settings)
    return {"id": own.id, "name": own.name, "game": game.id, "settings": own.settings,
            "summary": [tr(sentence) for sentence in game.described(own.settings)],
            "created_at": own.created_at.isoformat() + "Z",
            "updated_at": own.updated_at.isoformat() + "Z"}


def link_json(link) -> dict:
    """A link for other phones (services.links.Shown)."""
    return {"kind": link.kind, "url": link.url, "token": link.token,
            "created_at": link.created_at.isoformat() + "Z"}


def match_json(sheet, rounds: bool = True, share_url: str | None = None) -> dict:
    """A match from its scoresheet (services.matches.Scoresheet). A list gives each match's
    `share_url` (services.links.share_urls, read for the whole list at once); else it is read
    here, for the match's account only: a score link sees what it needs to enter rounds, and a
    watch link would let it keep watching once it is stopped."""
    match, game, result = sheet.match, sheet.game, sheet.standings
    players, teams = list(sheet.players), game.partnerships_of(sheet.table.settings)
    body = {
        "id": match.id, "game": match.game_id, "players": players,
        "teams": ([[players[seat] for seat in team] for team in teams] if teams else None),
        "settings": match.settings,
        "totals": result.totals, "finished": sheet.finished, "ended_early": sheet.ended_early,
        "winners": list(sheet.winners),
        "out": list(result.out),
        "next_dealer": None if sheet.finished else result.next_dealer,
        "next_starter": None if sheet.finished else result.next_starter,
    }
    if rounds:
        body["rounds"] = [{"number": r.number, "input": r.input, "deltas": r.deltas,
                           "totals": r.totals, "notes": [tr(n) for n in r.notes]}
                          for r in result.rounds]
    if share_url is None and rounds and scoring_link() is None:
        share_url = share_urls([match.id]).get(match.id)
    if share_url:
        body["share_url"] = share_url
    return body
