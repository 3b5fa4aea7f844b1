"""The Skyjo round form's cards: a fold per player with a place per card, sent without
JavaScript as form fields that the server turns into `cards`; refused cards shown in the fold;
a round entered by cards shown for edit comes back as the same input."""

import pytest

from tests.web.pages import errors_for, form_errors, form_on, stored_match, submit, totals, words

THREE = ("Ana", "Bo", "Cy")


@pytest.fixture
def url(table):
    """The match page as a table counting from the cards sees it."""
    return table.start("skyjo", list(THREE)) + "?cards=1"


def cards(seat: int, *columns) -> dict:
    """Form fields for one player's columns, as the selects send them."""
    return {f"cards-{seat}-{c}-{r}": str(v) for c, column in enumerate(columns)
            for r, v in enumerate(column)}


def test_the_form_has_a_fold_of_twelve_places_per_player(table, url):
    page = table.client.get(url)
    _, values = form_on(page, "nonce")
    for seat in range(3):
        places = [k for k in values if k.startswith(f"cards-{seat}-")]
        assert len(places) == 12 and all(values[k] == "" for k in places)
    html = page.get_data(as_text=True)
    assert html.count('<details class="cards"') == 3 and "Count from the cards" in html
    assert 'aria-label="Bo, column 4, card 3"' in html
    assert 'src="/static/cards-skyjo.js' in html


def test_the_cards_are_asked_for_and_kept_from_round_to_round(table, app, url):
    plain = url.removesuffix("?cards=1")
    html = table.client.get(plain).get_data(as_text=True)
    assert 'name="cards-0-0-0"' not in html and "cards-skyjo.js" not in html  # typed totals
    assert f'formaction="{plain}?cards=1#enter">Count from the cards</button>' in html
    # The form is sent there: what was typed stays, nothing is saved.
    shown = table.round(url, view="cards", closer="Bo", **{"points-1": "4"})
    assert shown.status_code == 200 and stored_match(app, url)["rounds"] == []
    _, values = form_on(shown, "nonce")
    assert values["points-1"] == "4" and values["cards-0-0-0"] == ""
    assert values["closer"] == "Bo"
    assert f'formaction="{plain}#enter">Hide the cards' in shown.get_data(as_text=True)
    response = table.round(url, closer="Ana", **{"points-1": "4", "points-2": "30"},
                           **cards(0, (1, 2, 3)))
    assert response.location == f"{url}#enter"  # the next round is counted the same way


def test_a_round_by_cards_is_scored_and_stored_as_entered(table, app, url):
    response = table.round(url, closer="Ana", **{"points-1": "4", "points-2": "30"},
                           **cards(0, (7, 7, 7), (1, 2, 3)))
    assert response.status_code == 302
    stored = stored_match(app, url)["rounds"]
    assert stored == [(1, {"cards": {"0": [[7, 7, 7], [1, 2, 3]]}, "points": {"1": 4, "2": 30},
                           "closer": 0})]
    page = table.client.get(url)
    assert totals(page) == {"Ana": 12, "Bo": 4, "Cy": 30}  # 6, not alone lowest: doubled
    text = words(page)
    assert "Ana's column 1, three cards of 7, is removed: it counts nothing." in text
    assert "Ana's cards count 1 + 2 + 3 = 6." in text


def test_a_cards_round_shown_for_edit_comes_back_the_same(table, app, url):
    table.round(url, closer="Bo", **{"points-2": "9"},
                **cards(0, (-2, 0, 12), (5, 5, 5), (1, 1, 2)), **cards(1, (0, 0, 1)))
    before = stored_match(app, url)["rounds"]
    assert before[0][1]["cards"]["0"] == [[-2, 0, 12], [5, 5, 5], [1, 1, 2]]
    edit = url.replace("?cards=1", "/rounds/1")  # the edit page always has the cards
    _, values = form_on(table.client.get(edit), "nonce")
    assert values["cards-0-1-2"] == "5" and values["cards-1-0-2"] == "1"
    assert values["points-0"] == "" and values["points-2"] == "9"
    response = submit(table.client, edit, "nonce")
    assert response.status_code == 302
    assert stored_match(app, url)["rounds"] == before


def test_points_and_cards_for_one_player_are_refused_beside_the_box(table, app, url):
    response = table.round(url, closer="Ana", **{"points-0": "6", "points-1": "1",
                                                 "points-2": "2"}, **cards(0, (1, 2, 3)))
    assert response.status_code == 200  # the form again, with its messages
    assert errors_for(response, "points-0") == [
        "Ana has both points and cards: keep one and clear the other."]
    assert stored_match(app, url)["rounds"] == []


def test_a_column_filled_in_part_is_refused_in_the_open_fold(table, app, url):
    response = table.round(url, closer="Ana", **{"points-1": "1", "points-2": "2",
                                                 "cards-0-0-0": "3", "cards-0-0-1": "4"})
    assert response.status_code == 200  # the form again, with its messages
    assert errors_for(response, "cards-0-0-0") == [
        "Give the cards of Ana as up to 4 columns of exactly 3 cards."]
    html = response.get_data(as_text=True)
    assert '<details class="cards invalid" open>' in html
    _, values = form_on(response, "nonce")
    assert values["cards-0-0-0"] == "3" and values["cards-0-0-1"] == "4"  # kept as typed
    assert stored_match(app, url)["rounds"] == []


def test_more_cards_of_a_value_than_the_deck_has_is_refused(table, app, url):
    response = table.round(url, closer="Cy", **{"points-2": "3"},
                           **cards(0, (-2, -2, -2), (-2, -2, 1)), **cards(1, (-2, 0, 0)))
    assert response.status_code == 200  # the form again, with its messages
    assert form_errors(response) == [
        "There are only 5 cards of −2 in Skyjo, and this round has 6."]
    assert stored_match(app, url)["rounds"] == []


def test_a_typed_round_is_unchanged(table, app, url):
    response = table.round(url, closer="Ana", **{"points-0": "1", "points-1": "2",
                                                 "points-2": "3"})
    assert response.status_code == 302
    assert stored_match(app, url)["rounds"] == [
        (1, {"points": {"0": 1, "1": 2, "2": 3}, "closer": 0})]
