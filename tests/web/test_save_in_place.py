"""The round post as static/rulezz.js sends it (the X-Rulezz-Save header): answered with the new
page at once (200) or the form with its errors (422), never a redirect; without the header the
post still redirects."""

from models import Round
from tests.web.pages import count, errors_for, field_value, form_errors, totals, words

SCRIPT = {"X-Rulezz-Save": "save"}
ROUND = {"points-0": "12", "points-1": "7", "points-2": "30", "closer": "Ana"}


def skyjo(table) -> str:
    return table.start("skyjo", ["Ana", "Bo", "Cy"])


def test_a_saved_round_comes_back_as_the_new_page_with_a_fresh_nonce(table, app):
    url = skyjo(table)
    nonce = table.nonce(url)
    response = table.post(url, {"nonce": nonce, **ROUND}, headers=SCRIPT)
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    assert "Standings after 1 round" in words(response)
    assert totals(response) == {"Bo": 7, "Ana": 24, "Cy": 30}
    assert "Enter round 2" in words(response)
    fresh = field_value(response, "nonce")
    assert len(fresh) == 32 and fresh != nonce  # the next round's form
    assert field_value(response, "points-0") == ""  # not the round just saved
    assert count(app, Round) == 1


def test_the_same_nonce_sent_twice_by_the_script_stores_one_round(table, app):
    url = skyjo(table)
    data = {"nonce": table.nonce(url), **ROUND}
    first = table.post(url, data, headers=SCRIPT)
    second = table.post(url, data, headers=SCRIPT)
    assert first.status_code == second.status_code == 200
    assert count(app, Round) == 1
    assert "Standings after 1 round" in words(second)  # the match as it is, not as first read


def test_a_refused_round_comes_back_as_the_form_with_its_errors_and_what_was_typed(table, app):
    url = skyjo(table)
    nonce = table.nonce(url)
    response = table.post(url, {"nonce": nonce, **ROUND, "points-1": "300"}, headers=SCRIPT)
    assert response.status_code == 422
    assert response.mimetype == "text/html"
    assert errors_for(response, "points-1")
    assert field_value(response, "points-1") == "300"
    assert field_value(response, "points-0") == "12"
    assert field_value(response, "nonce") == nonce  # the same round, if it is sent again
    assert count(app, Round) == 0


def test_a_round_after_the_end_comes_back_as_422_with_the_reason(table, app):
    url = skyjo(table)
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    response = table.post(url, {"nonce": "1a" * 16, **ROUND}, form_url=url, headers=SCRIPT)
    assert response.status_code == 422
    assert form_errors(response) == ["You ended this match. Resume it to add rounds."]
    assert count(app, Round) == 0


def test_without_the_script_a_round_is_still_a_post_and_a_redirect(table, app):
    url = skyjo(table)
    response = table.post(url, {"nonce": table.nonce(url), **ROUND})
    assert response.status_code == 302
    assert response.location.endswith("#enter")
    assert count(app, Round) == 1


def test_the_page_names_the_message_for_a_save_that_does_not_arrive(table):
    page = table.client.get(skyjo(table) + "?lang=pt")
    text = page.get_data(as_text=True)
    assert "data-save-in-place" in text
    assert 'data-failed="A ronda não foi guardada' in text
