"""Indian Rummy by cards on the pages: the round form's cards boxes, and the rules page's
hand checker."""

from models import Round
from tests.games.test_rummy_cards import BO_27, GOES_OUT
from tests.web.pages import count, errors_for, form_on, stored_match, words

THREE = ["Ana", "Bo", "Cy"]


def test_a_round_with_cards_typed_for_one_loser(table, app):
    url = table.start("indian-rummy", THREE) + "?cards=1"
    response = table.round(url, winner="Ana", **{"hands-1": "3♥4♥5♥, 9c 10c joker 7S 7D 7H KC "
                                                             "2D 5S AH", "deadwood-2": "10"})
    assert response.status_code == 302
    [(_, stored)] = stored_match(app, url)["rounds"]
    assert len(stored["hands"]["1"]) == 13 and "deadwood" in stored
    page = words(table.client.get(url))
    assert "Bo's cards: 3♥ 4♥ 5♥" in page and "counted: K♣ 2♦ 5♠ A♥" in page
    assert "Bo has 27 deadwood points and loses 27." in page


def test_the_round_form_offers_a_cards_box_per_player(table):
    url = table.start("indian-rummy", THREE) + "?cards=1"
    html = table.client.get(url).get_data(as_text=True)
    assert html.count("data-cards") == 3 and "cards.js" in html
    assert 'data-picker-for="hands-1"' in html


def test_the_winner_is_offered_no_cards_box(table):
    url = table.start("indian-rummy", THREE) + "?cards=1"
    html = table.round(url, winner="Ana", view="cards").get_data(as_text=True)  # the cards shown
    assert 'data-player="Ana" hidden' in html and 'data-player="Bo">' in html


def test_a_bad_hand_is_refused_beside_its_box_and_nothing_is_stored(table, app):
    url = table.start("indian-rummy", THREE) + "?cards=1"
    response = table.round(url, winner="Ana", **{"hands-1": " ".join(BO_27[:12]),
                                                 "deadwood-2": "3"})
    assert response.status_code == 200
    assert errors_for(response, "hands-1") == ["Bo: A hand has 13 cards; this one has 12."]
    assert count(app, Round) == 0


def test_one_deck_holds_each_card_once(table, app):
    url = table.start("indian-rummy", THREE) + "?cards=1"
    response = table.round(url, winner="Ana", **{"hands-1": " ".join(GOES_OUT),
                                                 "hands-2": " ".join(BO_27)})
    assert response.status_code == 200
    assert "4♥, 5♥, and 9♣ are each entered more than once" in errors_for(response, "hands-2")[0]
    assert count(app, Round) == 0


def test_a_count_and_cards_for_one_player_are_refused(table, app):
    url = table.start("indian-rummy", THREE) + "?cards=1"
    response = table.round(url, winner="Ana", **{"hands-1": " ".join(BO_27), "deadwood-1": "27",
                                                 "deadwood-2": "3"})
    assert response.status_code == 200
    assert "both a count and cards" in errors_for(response, "deadwood-1")[0]


def test_the_edit_page_shows_the_cards_entered(table):
    url = table.start("indian-rummy", THREE) + "?cards=1"
    table.round(url, winner="Ana", **{"hands-1": " ".join(BO_27), "deadwood-2": "3"})
    _, values = form_on(table.client.get(url.replace("?cards=1", "/rounds/1")), "hands-1")
    assert values["hands-1"].startswith("3♥ 4♥ 5♥ 9♣ 10♣ JOKER")


def test_the_rules_page_checks_a_hand(client):
    page = client.get("/faq/indian-rummy").get_data(as_text=True)
    assert 'action="/faq/indian-rummy/check#check"' in page
    assert "/faq/skyjo/check" not in client.get("/faq/skyjo").get_data(as_text=True)
    action, values = form_on(client.get("/faq/indian-rummy"), "cards")
    response = client.post(action, data={**values, "cards": " ".join(BO_27)})
    assert response.status_code == 200
    text = words(response)
    assert "second sequence" in text and "it counts 27 deadwood points" in text
    response = client.post(action, data={**values, "cards": "3H 4H"})
    assert response.status_code == 422
    assert errors_for(response, "cards") == ["A hand has 13 cards; this one has 2."]


def test_the_rules_page_checker_needs_its_csrf_token(client):
    response = client.post("/faq/indian-rummy/check", data={"cards": " ".join(BO_27)})
    assert response.status_code in (400, 422) and "counts 27" not in words(response)


def test_the_rules_page_checker_says_what_is_missing_or_too_long(client):
    action, values = form_on(client.get("/faq/indian-rummy"), "cards")
    response = client.post(action, data={**values, "cards": ""})
    assert response.status_code == 422
    assert errors_for(response, "cards") == ["Enter the 13 cards."]
    response = client.post(action, data={**values, "cards": "3H " * 2000})
    assert response.status_code == 422 and len(errors_for(response, "cards")) == 1


def test_the_rules_page_checker_is_rate_limited(client, app):
    app.config["CHECK_RATE_LIMIT"] = "1 per minute"
    action, values = form_on(client.get("/faq/indian-rummy"), "cards")
    codes = [client.post(action, data={**values, "cards": " ".join(BO_27)}).status_code
             for _ in range(2)]
    assert codes == [200, 429]


def test_the_rules_page_checker_shows_what_a_joker_stands_for(client):
    action, values = form_on(client.get("/faq/indian-rummy"), "cards")
    text = words(client.post(action, data={**values, "cards": " ".join(BO_27)}))
    assert "9♣ 10♣ 🃏 as J♣" in text


def test_the_rules_page_checker_names_the_rule_that_refused_k_a_2(client):
    action, values = form_on(client.get("/faq/indian-rummy"), "cards")
    text = words(client.post(action, data={**values, "cards": "3H 4H 5H KC AC 2C 7S 7D 7H 9D 9S "
                                                               "4D 6S"}))
    assert ("K♣ A♣ 2♣ is not a sequence: the ace is low (A-2-3) or high (Q-K-A), never both."
            in text)
