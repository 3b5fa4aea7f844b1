"""The Okey hand checker on the Okey rules page: no login, CSRF, the answer on the page, bad
input refused with the reason beside its box, bounded input, and the shared rate limit."""

import html
import re

import pytest

from tests.web.pages import field_value

PAGE, CHECK = "/faq/okey", "/faq/okey/check"
WON = "R1 R2 R3 Y4 B4 K4 K12 K13 K1 B7 B8 B9 B10 B11"
NOT_WON = "R1 R2 R3 Y4 B4 K4 K13 K1 K2 B7 B8 B9 B10 B11"


def text(response) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]*>", " ",
                                                    response.get_data(as_text=True))))


def check(client, indicator, tiles, **extra):
    token = field_value(client.get(PAGE), "csrf_token")
    return client.post(CHECK, data={"csrf_token": token, "indicator": indicator,
                                    "tiles": tiles, **extra})


def test_the_okey_page_has_the_checker_and_no_other_page_does(client):
    page = client.get(PAGE).get_data(as_text=True)
    assert 'action="/faq/okey/check#okey-check"' in page and 'name="csrf_token"' in page
    assert "tiles.js" in page
    for other in ("skyjo", "euchre", "okey-stakes", "indian-rummy"):
        assert "okey-check" not in client.get(f"/faq/{other}").get_data(as_text=True)


def test_a_winning_hand_is_shown_with_its_groups(client):
    response = check(client, "r5", WON)
    assert response.status_code == 200
    shown = text(response)
    assert "A winning hand: all 14 tiles are in sets and runs." in shown
    assert "K12 K13 K1" in shown and "The okey is R6" in shown
    assert 'value="r5"' in response.get_data(as_text=True)  # the form keeps what was typed


def test_a_losing_hand_says_why(client):
    shown = text(check(client, "R5", NOT_WON.replace(" ", ", ")))
    assert "Not a winning hand." in shown and "left over: K13, K1, and K2." in shown


def test_seven_pairs(client):
    shown = text(check(client, "R5", "R1 R1 R3 R3 Y4 Y4 K13 K13 FJ FJ B8 B8 G11 B11"))
    assert "A winning hand: 7 pairs of identical tiles." in shown


@pytest.mark.parametrize("indicator, tiles, words", [
    ("R14", WON, "The indicator is not a tile."),
    ("", WON, "The indicator is not a tile."),
    ("FJ", WON, "a false joker turned up is turned again"),
    ("R5", "R1 R2 R3", "A hand is 14 tiles; this one has 3."),
    ("R5", WON.replace("B11", "Q11"), "Tile 14, “Q11”, is not a tile."),
    ("R5", WON.replace("B10 B11", "R1 R1"), "The set has only 2 of R1, and this hand has 3."),
    ("R1", WON.replace("B11", "R1"), "one is the indicator"),
    ("R5", "R1 " * 60, "Field cannot be longer than 120 characters."),
    ("R55555555", WON, "Field cannot be longer than 8 characters."),
])
def test_bad_input_is_refused_beside_its_box(client, indicator, tiles, words):
    response = check(client, indicator, tiles)
    assert response.status_code == 422
    shown = text(response)
    assert words in shown and "winning hand:" not in shown


def test_no_csrf_token_no_check(client):
    response = client.post(CHECK, data={"indicator": "R5", "tiles": WON})
    assert response.status_code == 400 and "winning" not in text(response)


def test_in_turkish(client):
    client.get(PAGE + "?lang=tr")
    shown = text(check(client, "R5", WON))
    assert "A winning hand" not in shown and "K12 K13 K1" in shown


def test_checks_are_rate_limited_with_the_api(app, client):
    app.config["CHECK_RATE_LIMIT"] = "3 per minute"
    assert check(client, "R5", WON).status_code == 200
    assert client.post("/api/v1/games/okey/check", json={}).status_code == 422
    assert check(client, "R5", WON).status_code == 200
    response = check(client, "R5", WON)
    assert response.status_code == 429 and "Too many attempts" in text(response)
    assert client.get(PAGE).status_code == 200  # reading the rules is never limited
