"""Pages refuse what no table sends, quickly and in words, and send the headers that keep them
from being framed, sniffed or fed another site's scripts."""

import pytest

from security import POLICY


@pytest.mark.parametrize("url", ["/history/?page=99999999999999999999", "/history/?page=0",
                                 "/matches/abc/rounds/99999999999999999999"])
def test_absurd_numbers_are_not_found(table, url):
    assert table.client.get(url).status_code == 404


def test_every_answer_carries_the_security_headers(table, client):
    url = table.start("skyjo", ["Ana", "Bo"])
    for response in (table.client.get(url), client.get("/faq/"), client.get("/api/v1/games"),
                     client.get("/no-such-page")):
        assert response.headers["Content-Security-Policy"] == POLICY
        assert "frame-ancestors 'none'" in POLICY and "script-src 'self'" in POLICY
        assert response.headers["X-Frame-Options"] == "DENY"
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"] == "same-origin"
        assert "Strict-Transport-Security" not in response.headers  # plain HTTP on a LAN


def test_behind_tls_cookies_are_secure_and_hsts_is_sent(app, client):
    app.config.update(HTTPS=True, SESSION_COOKIE_SECURE=True)
    response = client.get("/faq/?lang=pt")
    assert response.headers["Strict-Transport-Security"].startswith("max-age=")


def test_a_page_asked_for_by_another_host_name_is_refused(client):
    assert client.get("/faq/", headers={"Host": "evil.example"}).status_code == 400
    assert client.get("/faq/", headers={"Host": "localhost:8000"}).status_code == 200


def test_no_page_has_inline_script_or_style(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    for page in ("/", url, f"{url}/delete", "/faq/skyjo", "/history/", "/players", "/backup"):
        html = table.client.get(page).get_data(as_text=True)
        assert "<script>" not in html and " style=" not in html and " onclick=" not in html


def test_a_player_number_too_big_for_the_database_is_not_found(table):
    assert table.client.get("/players/99999999999999999999999").status_code == 404


@pytest.mark.parametrize("name", ["\u202eBo", "A\u200bna", "Bo\x07"])
def test_the_roster_refuses_names_with_hidden_characters(table, name):
    response = table.post("/players", {"name": name})
    assert response.status_code == 200
    assert "Names cannot contain control characters." in response.get_data(as_text=True)


def test_the_roster_knows_a_name_however_its_letters_are_composed(table):
    assert table.post("/players", {"name": "Zoë"}).status_code == 302
    response = table.post("/players", {"name": "Zoe\u0308"})
    assert "Zoë is already on your roster." in response.get_data(as_text=True)
