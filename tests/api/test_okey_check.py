"""POST /api/v1/games/okey/check: the contract of issue 14, no login, every 422, the OpenAPI
document, and the rate limit."""

import pytest

from app import create_app

from tests.api.conftest import API

WON = "R1 R2 R3 Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 B11".split()


def post(client, body):
    return client.post(f"{API}/games/okey/check", json=body)


def test_a_winning_hand_without_logging_in(client):
    response = post(client, {"indicator": "r5", "tiles": WON})
    assert response.status_code == 200
    body = response.get_json()
    assert set(body) == {"valid", "kind", "groups", "stands_for", "refused", "reason"}
    assert (body["valid"], body["kind"]) == (True, "sets-runs")
    assert sorted(map(tuple, body["groups"])) == sorted([
        ("R1", "R2", "R3"), ("Y4", "B4", "K4"), ("K12", "K13", "K1"),
        ("B7", "B8", "B9", "B10", "B11")])
    assert body["reason"] == "A winning hand: all 14 tiles are in sets and runs."


def test_the_reason_in_the_readers_language(client):
    response = client.post(f"{API}/games/okey/check", json={"indicator": "R5", "tiles": WON},
                           headers={"Accept-Language": "es"})
    assert response.get_json()["reason"] != "A winning hand: all 14 tiles are in sets and runs."


# Which hands are refused and why is tests/games/test_okey_hand.py's: here each member's
# message reaches its key, and a huge body is read only as far as its bounds.
@pytest.mark.parametrize("body, field, words", [
    ({"tiles": WON}, "indicator", "The indicator is not a tile."),
    ({"indicator": "R5", "tiles": " ".join(WON)}, "tiles", "a list of 14"),
    ({"indicator": "R5", "tiles": WON * 100}, "tiles", "this one has 1400"),
    ({"indicator": "R5", "tiles": WON[:13] + ["R" * 5000]}, "tiles", "“RRRRRRRR”"),
    ({"indicator": "R5", "tiles": WON[:11] + ["R1", "R1", "Y7"]}, "tiles", "only 2 of R1"),
])
def test_422(client, body, field, words):
    response = post(client, body)
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert field in errors and words in errors[field], errors


def test_not_json_is_400(client):
    response = client.post(f"{API}/games/okey/check", data="R5",
                           headers={"Content-Type": "text/plain"})
    assert response.status_code == 400


def test_in_the_openapi_document(client):
    doc = client.get(f"{API}/openapi.json").get_json()
    operation = doc["paths"]["/games/okey/check"]["post"]
    assert operation["security"] == [] and {"200", "422", "429"} <= set(operation["responses"])
    answer = operation["responses"]["200"]["content"]["application/json"]["schema"]
    assert answer["required"] == ["valid", "kind", "groups", "reason"]


def test_rate_limited(app, client):
    app.config["CHECK_RATE_LIMIT"] = "2 per minute"
    assert post(client, {"indicator": "R5", "tiles": WON}).status_code == 200
    assert post(client, {"indicator": "R5", "tiles": WON}).status_code == 200
    response = post(client, {"indicator": "R5", "tiles": WON})
    assert response.status_code == 429
    assert response.get_json() == {"error": "Too many attempts. Wait a few minutes and try again."}


def test_a_malformed_rate_limit_stops_the_start(database_url):
    with pytest.raises(ValueError):
        create_app({"TESTING": True, "SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": database_url,
                    "CHECK_RATE_LIMIT": "lots"})


def test_a_game_without_a_checker_or_no_game_is_404(client):
    for game_id in ("skyjo", "no-such-game"):
        response = client.post(f"{API}/games/{game_id}/check", json={"cards": []})
        assert response.status_code == 404 and response.get_json()["error"] == "No such game."
