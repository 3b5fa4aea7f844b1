"""POST /api/v1/games/okey-101/check: the opening checker's contract of issue 30 (no login, the
answer's shape, every 422, the OpenAPI document, the shared rate limit). Which hands open is
tests/games/test_okey_101_opening.py's."""

import pytest

from tests.api.conftest import API

# Two runs and a set: 11+12+13 + 11+12+13 + 13+13+13 = 111, with the okey (indicator K5: K6)
# standing for Y13 in the set.
OPENS = "R11 R12 R13 B11 B12 B13 R13 K6 K13 Y1 Y3 B5 B8 K2".split()


def post(client, body, **headers):
    return client.post(f"{API}/games/okey-101/check", json=body, headers=headers)


def test_a_hand_that_opens_without_logging_in(client):
    response = post(client, {"indicator": "K5", "tiles": OPENS})
    assert response.status_code == 200
    body = response.get_json()
    assert set(body) == {"opens", "total", "melds", "stands_for", "pairs", "opens_with_pairs",
                         "reason"}
    assert (body["opens"], body["total"]) == (True, 111)
    assert sorted(map(sorted, body["melds"])) == sorted(map(sorted, [
        ["R11", "R12", "R13"], ["B11", "B12", "B13"], ["R13", "K6", "K13"]]))
    assert body["stands_for"] == {"K6": ["Y13"]}
    assert (body["pairs"], body["opens_with_pairs"]) == (2, False)  # R13 twice; an okey and any tile
    assert body["reason"].startswith("Opens with melds worth 111: ")


def test_the_reason_in_the_readers_language(client):
    # The API's tiles are written in its one alphabet (R, Y, B, K); the rules page reads the
    # reader's letters (tests/web/test_okey_101_check.py).
    answer = post(client, {"indicator": "K5", "tiles": OPENS}, **{"Accept-Language": "tr"})
    assert answer.get_json()["total"] == 111
    assert not answer.get_json()["reason"].startswith("Opens with melds")


@pytest.mark.parametrize("body, field, words", [
    ({"tiles": OPENS}, "indicator", "The indicator is not a tile."),
    ({"indicator": "R5", "tiles": " ".join(OPENS)}, "tiles", "a list of 1 to 22"),
    ({"indicator": "R5", "tiles": OPENS * 100}, "tiles", "this one has 1400"),
    ({"indicator": "R5", "tiles": OPENS[:13] + ["R" * 5000]}, "tiles", "“RRRRRRRR”"),
    ({"indicator": "R5", "tiles": ["FJ", "FJ", "FJ"]}, "tiles", "only 2 false jokers"),
])
def test_422(client, body, field, words):
    response = post(client, body)
    assert response.status_code == 422
    errors = response.get_json()["errors"]
    assert field in errors and words in errors[field], errors


def test_in_the_openapi_document(client):
    doc = client.get(f"{API}/openapi.json").get_json()
    operation = doc["paths"]["/games/okey-101/check"]["post"]
    assert operation["security"] == [] and {"200", "422", "429"} <= set(operation["responses"])
    answer = operation["responses"]["200"]["content"]["application/json"]["schema"]
    assert "stands_for" in answer["required"] and "opens_with_pairs" in answer["required"]


def test_rate_limited_with_the_other_checkers(app, client):
    app.config["CHECK_RATE_LIMIT"] = "2 per minute"
    assert post(client, {"indicator": "K5", "tiles": OPENS}).status_code == 200
    other = client.post(f"{API}/games/okey/check", json={"indicator": "R5", "tiles": ["R1"]})
    assert other.status_code == 422  # counted all the same
    assert post(client, {"indicator": "K5", "tiles": OPENS}).status_code == 429
