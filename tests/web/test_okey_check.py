"""The Okey hand checker on the Okey rules page: no login, CSRF, the answer on the page, bad
input refused with the reason beside its box, bounded input, and the shared rate limit."""

import html
import re

import pytest

from app import create_app
from extensions import db
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
    assert 'action="/faq/okey/check#check"' in page and 'name="csrf_token"' in page
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


# Which hands are refused and why is tests/games/test_okey_hand.py's: here a message shows
# beside its box, and the boxes' bounds hold.
@pytest.mark.parametrize("indicator, tiles, words", [
    ("R14", WON, "The indicator is not a tile."),
    ("R5", "R1 R2 R3", "A hand is 14 tiles; this one has 3."),
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


def test_one_budget_of_checks_holds_across_workers(app, client, database_url):
    """gunicorn's workers are processes of their own: the count lives in the database they
    share (as the failed-login limit's does), not in each one's memory."""
    app.config["CHECK_RATE_LIMIT"] = "3 per minute"
    other = create_app({"TESTING": True, "SECRET_KEY": "test",
                        "SQLALCHEMY_DATABASE_URI": database_url})
    other.config["CHECK_RATE_LIMIT"] = "3 per minute"
    elsewhere = other.test_client()
    assert check(client, "R5", WON).status_code == 200
    assert check(elsewhere, "R5", WON).status_code == 200
    assert client.post("/api/v1/games/okey/check", json={}).status_code == 422
    assert check(elsewhere, "R5", WON).status_code == 429
    assert check(client, "R5", WON).status_code == 429
    with other.app_context():
        db.engine.dispose()


def test_a_wild_is_shown_with_what_it_stands_for(client):
    shown = text(check(client, "R5", "R1 R2 R3 Y4 B4 K4 K13 K1 R6 B7 B8 B9 B10 B11"))
    assert re.search(r"K13 K1 R6 as K2|R6 as K12 K13 K1", shown), shown
    assert "R5 FJ as R6" in text(check(client, "R5", WON.replace("R1 R2 R3", "R4 R5 FJ")))


def test_a_refused_13_1_2_names_its_rule(client):
    shown = text(check(client, "R5", NOT_WON))
    assert "K13 K1 K2 is not a run: 1 follows 13 only as 12-13-1, never 13-1-2." in shown


TURKISH_WON = "K1 K2 K3 S4 M4 Si4 Si12 Si13 Si1 M7 M8 M9 M10 M11"  # WON in Turkish letters


def test_in_turkish_tiles_are_typed_and_shown_in_turkish_letters(client):
    client.get(PAGE + "?lang=tr")
    page = client.get(PAGE).get_data(as_text=True)
    for letter in ('data-colour="K"', 'data-colour="S"', 'data-colour="M"', 'data-colour="Si"',
                   'data-tile="SO"', 'placeholder="K5"'):
        assert letter in page
    response = check(client, "K5", TURKISH_WON)
    assert response.status_code == 200
    shown = text(response)
    assert "Si12 Si13 Si1" in shown and "K12" not in shown and "K6" in shown  # the okey: red 6
    assert 'class="tile tile-k" dir="ltr">Si12<' in response.get_data(as_text=True)
    # K is kırmızı: the English hand's K12 K13 K1 read, and show, as red
    assert 'class="tile tile-r" dir="ltr">K12<' in check(client, "K5", WON).get_data(as_text=True)


def test_in_every_language_the_english_letters_still_read(client):
    for lang in ("pt", "es", "ar", "nb", "tr"):
        client.get(PAGE + f"?lang={lang}")
        response = check(client, "R5", "R1 R2 R3 Y4 B4 FJ B7 B8 B9 B10 B11 Y12 Y13 Y1")
        assert response.status_code == 200, (lang, text(response))


def test_a_game_without_a_checker_has_no_check_page(client):
    token = field_value(client.get(PAGE), "csrf_token")
    for game_id in ("skyjo", "no-such-game"):
        response = client.post(f"/faq/{game_id}/check", data={"csrf_token": token})
        assert response.status_code == 404
