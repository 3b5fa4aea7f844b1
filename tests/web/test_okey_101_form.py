"""101 Okey's round form (web/matches/forms.py Answers and Boxes): who finished first, with the
flags; a row of answers per player; the tiles left of those who opened; okeys and penalties a
tap away. What the form hides (the finisher's row, a box an answer does not ask for) is not
read; what is refused is said beside its box (the page again, as without JavaScript), and nothing is
stored."""

import re

from models import Round
from tests.web.pages import count, errors_for, stored_match, totals

FOUR = ["Ana", "Bo", "Cy", "Dee"]


def start(table):
    return table.start("okey-101", FOUR, double_unopened="y")


def test_the_form_asks_who_finished_first_then_a_row_per_player(table):
    html = table.client.get(start(table)).get_data(as_text=True)
    # Who finished, one segmented row: each player's option names their seat for the CSS.
    for seat, name in enumerate(FOUR):
        assert re.search(rf'class="gone-{seat}"[^>]*name="finisher" type="radio" value="{name}"',
                         html)
    assert 'name="finisher" type="radio" value=""' in html  # nobody: the stock ran out
    assert html.index('name="finisher"') < html.index('name="okey"') < html.index('"opened-0"')
    # A row per player; "did not open" asks for no tiles.
    for seat in range(4):
        assert f'<div class="row seat-{seat}">' in html
        assert re.search(rf'class="bare"[^>]*name="opened-{seat}" type="radio" value="no"', html)
        assert re.search(rf'name="opened-{seat}" type="radio" value="runs"', html)
    # The tiles left, then okeys and penalties in closed folds: no box to start the phone in.
    assert html.index('"opened-3"') < html.index('name="tiles-0"') < html.index('name="okeys-0"')
    assert len(re.findall(r'<details class="seldom">', html)) == 2
    assert "autofocus" not in html


def test_what_the_form_hides_is_not_read(table, app):
    url = start(table)
    # Ana went out but her answer and tiles were left ticked and typed; Dee did not open and
    # her tiles box (hidden) still holds a number: none of it is read.
    response = table.round(url, finisher="Ana", **{
        "opened-0": "runs", "tiles-0": "30", "opened-1": "runs", "tiles-1": "23",
        "opened-2": "pairs", "tiles-2": "10", "opened-3": "no", "tiles-3": "55",
        "okeys-3": "1", "penalties-0": "1"})
    assert response.status_code == 302
    stored = stored_match(app, url)["rounds"][0][1]
    assert stored["opened"] == {"1": "runs", "2": "pairs", "3": "no"}
    assert stored["tiles"] == {"1": 23, "2": 10} and "okeys" not in stored
    assert stored["penalties"] == {"0": 1}
    # Ana −101 + a penalty; Bo 23; Cy 2 × 10; Dee the flat 202.
    assert totals(table.client.get(url)) == {"Ana": 0, "Bo": 23, "Cy": 20, "Dee": 202}


def test_a_refused_hand_is_said_beside_its_box_and_opens_its_fold(table, app):
    url = start(table)
    response = table.round(url, finisher="Bo", pairs="y", **{
        "opened-0": "runs", "opened-2": "no", "okeys-0": "3"})
    assert response.status_code == 200
    assert errors_for(response, "opened-3") == ["Choose an answer for Dee."]
    assert errors_for(response, "okeys-0") == [
        "There are only 2 okeys: enter a number from 0 to 2."]
    response = table.round(url, finisher="Bo", pairs="y", **{
        "opened-0": "runs", "opened-2": "no", "opened-3": "no", "okeys-0": "3"})
    assert errors_for(response, "tiles-0") == [
        "Ana opened: enter the face value of the tiles left in their hand, 0 if none."]
    html = response.get_data(as_text=True)
    assert '<details class="seldom" open>' in html  # the okeys' fold, with its error
    assert 'value="3"' in html  # what was typed stays
    assert count(app, Round) == 0


def test_nobody_finishing_needs_saying_and_then_takes_no_flag(table, app):
    url = start(table)
    answers = {"opened-0": "no", "opened-1": "no", "opened-2": "runs", "tiles-2": "40",
               "opened-3": "no"}
    response = table.round(url, **answers)
    assert response.status_code == 200 and errors_for(response, "finisher") == ["Choose a player."]
    response = table.round(url, finisher="", okey="y", **answers)
    assert response.status_code == 200
    assert errors_for(response, "okey") == [
        "Nobody finished this hand, so nobody threw an okey last: choose who finished, or "
        "untick the okey."]
    assert table.round(url, finisher="", **answers).status_code == 302
    assert totals(table.client.get(url)) == {"Ana": 202, "Bo": 202, "Cy": 40, "Dee": 202}


def test_the_edit_form_shows_the_hand_as_entered(table):
    url = start(table)
    table.round(url, finisher="Cy", in_one_go="y", **{
        "opened-0": "pairs", "tiles-0": "8", "okeys-0": "1", "opened-1": "no",
        "opened-3": "runs", "tiles-3": "0"})
    html = table.client.get(f"{url}/rounds/1").get_data(as_text=True)
    assert re.search(r'checked[^>]*name="finisher" type="radio" value="Cy"', html)
    assert re.search(r'checked[^>]*name="in_one_go"', html)
    assert re.search(r'checked[^>]*name="opened-0" type="radio" value="pairs"', html)
    assert re.search(r'name="tiles-0" [^>]*value="8"', html)
    assert re.search(r'name="okeys-0" [^>]*value="1"', html)
    assert '<details class="seldom" open>' in html
