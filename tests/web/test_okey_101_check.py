"""101 Okey's opening checker on its rules page: no login, CSRF, the answer in the reader's
letters, bad input refused beside its box, bounded input. Which hands open is
tests/games/test_okey_101_opening.py's; the rate limit is shared (tests/web/test_okey_check.py)."""

import html
import re

import pytest

from tests.web.pages import field_value

PAGE, CHECK = "/faq/okey-101", "/faq/okey-101/check"
OPENS = "R11 R12 R13 B11 B12 B13 R13 K6 K13 Y1 Y3 B5 B8 K2"


def text(response) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]*>", " ",
                                                    response.get_data(as_text=True))))


def check(client, indicator, tiles, page=PAGE):
    token = field_value(client.get(page), "csrf_token")
    return client.post(CHECK, data={"csrf_token": token, "indicator": indicator,
                                    "tiles": tiles})


def test_the_page_has_the_checker_with_room_for_22_tiles(client):
    page = client.get(PAGE).get_data(as_text=True)
    assert 'action="/faq/okey-101/check#check"' in page and "tiles.js" in page
    assert 'data-most="22"' in page and "/22" in page
    assert 'data-most="14"' in client.get("/faq/okey").get_data(as_text=True)


def test_a_hand_that_opens_is_shown_with_its_melds(client):
    response = check(client, "k5", OPENS)
    assert response.status_code == 200
    shown = text(response)
    assert "Opens with melds worth 111" in shown and "R11 R12 R13" in shown
    assert "K6 as Y13" in shown and "The okey is K6" in shown
    assert "As pairs it makes 2 of the 5 needed to open with pairs." in shown


def test_in_turkish_the_tiles_are_read_and_written_in_its_letters(client):
    client.get("/?lang=tr")
    turkish = OPENS.replace("K", "Si").replace("R", "K").replace("B", "M").replace("Y", "S")
    response = check(client, "Si5", turkish, page=PAGE + "?lang=tr")
    assert response.status_code == 200
    shown = text(response)
    assert "111" in shown and "K11 K12 K13" in shown and "M11 M12 M13" in shown
    assert "Opens with melds" not in shown  # said in Turkish


@pytest.mark.parametrize("indicator, tiles, words", [
    ("R14", OPENS, "The indicator is not a tile."),
    ("R5", "R1 " * 23, "A hand is 1 to 22 tiles; this one has 23."),
    ("R5", "R1 " * 70, "Field cannot be longer than 180 characters."),
])
def test_bad_input_is_refused_beside_its_box(client, indicator, tiles, words):
    response = check(client, indicator, tiles)
    assert response.status_code == 422
    shown = text(response)
    assert words in shown and "Opens with melds" not in shown


def test_without_the_csrf_token_nothing_is_checked(client):
    response = client.post(CHECK, data={"indicator": "K5", "tiles": OPENS})
    assert response.status_code in (400, 422) and "Opens with melds" not in text(response)
