"""Taking back an undo or a delete: "Put round N back" restores exactly the round deleted, at its
number, only on the match as the delete left it, once; and the delete-match page names what would
be lost."""

import re

import pytest

from extensions import db
from models import Match, Round
from services import matches as service
from services.matches import unit
from tests.web.pages import count, flashes, form_on, match_id, stored_match, totals, words
from tests.web.test_rounds import GAME_IDS, HAPPY, skyjo_rounds, start
from tests.web.test_sessions import phone

MOVED_ON = ("The match has changed since that round was deleted, so it was not put back. "
            "Enter it again as a new round if it is missing.")
NOTHING = ("There is no deleted round to put back: it is back already, or the match has "
           "changed since.")


def put_back(table, url):
    """Tap "Put round N back" as the match page offers it."""
    page = table.client.get(url)
    action, values = form_on(page, "version")
    assert action == f"{url}/put-back", "the page offers no round to put back"
    return table.client.post(action, data=values)


def five_rounds(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2), (3, 4), (5, 6), (7, 8), (9, 10))
    return url


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_undo_then_put_back_gives_the_same_rounds_and_totals(table, app, game_id):
    case = HAPPY[game_id]
    url = start(table, case)
    table.round(url, **case.posted)
    table.round(url, **case.posted)
    before, shown = stored_match(app, url), totals(table.client.get(url))
    table.post(f"{url}/undo", {}, form_url=url)
    assert len(stored_match(app, url)["rounds"]) == 1
    response = put_back(table, url)
    assert response.status_code == 302 and response.location == f"{url}#standings"
    page = table.client.get(url)
    assert stored_match(app, url) == before
    assert totals(page) == shown
    assert flashes(page) == ["Round 2 is back. The scores were worked out again."]
    assert "Put round" not in words(page)  # the offer is used up


def test_the_undo_says_what_the_round_did_and_offers_it_back(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2), (14, 7))
    response = table.post(f"{url}/undo", {}, form_url=url)
    assert response.location == f"{url}#put-back"
    page = table.client.get(url)
    html = page.get_data(as_text=True)
    assert "Round 2 deleted: Ana +28 and Bo +7. Put round 2 back" in words(page)
    # where the undo lands, above the standings
    assert html.index('id="standings"') < html.index('id="put-back"') < html.index(
        'id="standings-title"')
    action, values = form_on(page, "version")
    assert values["csrf_token"] and values["number"] == "2"


def test_a_middle_round_goes_back_to_its_number_and_the_later_ones_move_down(table, app):
    url = five_rounds(table)
    before, shown = stored_match(app, url), totals(table.client.get(url))
    table.post(f"{url}/rounds/2/delete", {}, form_url=url)
    assert [r["points"]["0"] for _, r in stored_match(app, url)["rounds"]] == [1, 5, 7, 9]
    put_back(table, url)
    after = stored_match(app, url)
    assert after == before and [n for n, _ in after["rounds"]] == [1, 2, 3, 4, 5]
    assert totals(table.client.get(url)) == shown
    skyjo_rounds(table, url, (2, 2))  # and the next round takes the next number
    assert [n for n, _ in stored_match(app, url)["rounds"]] == [1, 2, 3, 4, 5, 6]


def test_the_first_round_goes_back_first(table, app):
    url = five_rounds(table)
    before = stored_match(app, url)
    table.post(f"{url}/rounds/1/delete", {}, form_url=url)
    put_back(table, url)
    assert stored_match(app, url) == before


def test_a_second_tap_puts_back_nothing(table, app):
    url = five_rounds(table)
    table.post(f"{url}/undo", {}, form_url=url)
    page = table.client.get(url)
    action, values = form_on(page, "version")
    assert table.client.post(action, data=values).status_code == 302
    table.client.get(url)  # the first tap's message is read
    table.client.post(action, data=values)  # the same form again: a double tap, a stale tab
    assert count(app, Round) == 5
    assert flashes(table.client.get(url)) == [NOTHING]


def test_after_another_round_the_offer_is_gone_and_refused(table, app):
    url = five_rounds(table)
    table.post(f"{url}/undo", {}, form_url=url)
    action, values = form_on(table.client.get(url), "version")
    skyjo_rounds(table, url, (2, 2))
    page = table.client.get(url)
    assert "Put round" not in words(page)
    before = stored_match(app, url)
    table.client.post(action, data=values)  # the page from before the round
    assert stored_match(app, url) == before
    assert flashes(table.client.get(url)) == [MOVED_ON]


def test_a_change_on_another_phone_withdraws_the_offer(table, app):
    url = five_rounds(table)
    table.post(f"{url}/rounds/3/delete", {}, form_url=url)
    action, values = form_on(table.client.get(url), "version")
    other = phone(app)
    assert "Put round" not in words(other.client.get(url))  # only the phone that deleted it
    other.post(f"{url}/rounds/1", {"points-0": "0", "points-1": "9", "closer": "Ana"})
    assert "Put round" not in words(table.client.get(url))
    before = stored_match(app, url)
    table.client.post(action, data=values)
    assert stored_match(app, url) == before
    assert flashes(table.client.get(url)) == [MOVED_ON]


def test_the_offer_of_another_round_is_not_taken_for_this_one(table, app):
    """Two tabs: round 5 undone in one, then round 4 in the other. The first tab's "Put round 5
    back" must not put round 4 back at number 5."""
    url = five_rounds(table)
    table.post(f"{url}/undo", {}, form_url=url)
    action, stale = form_on(table.client.get(url), "version")
    table.post(f"{url}/undo", {}, form_url=url)
    before = stored_match(app, url)
    table.client.post(action, data=stale)
    assert stored_match(app, url) == before
    assert flashes(table.client.get(url)) == [NOTHING]
    put_back(table, url)  # the offer shown now still works: round 4
    assert [r["points"]["0"] for _, r in stored_match(app, url)["rounds"]] == [1, 3, 5, 7]


def test_undo_of_the_winning_round_then_put_back_ends_the_match_again(table, app):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="10")
    table.round(url, **{"points-0": "20", "points-1": "2", "closer": "Bo"})
    table.post(f"{url}/undo", {}, form_url=url)
    assert not stored_match(app, url)["finished"]
    put_back(table, url)
    assert stored_match(app, url)["finished"]
    assert "Bo wins!" in words(table.client.get(url))


def test_a_delete_of_another_match_withdraws_the_offer_from_the_cached_page(table, app):
    """The phone keeps one offer. A page revalidated with its ETag must not come back from the
    phone's copy still offering a round this phone can no longer put back."""
    one, two = five_rounds(table), five_rounds(table)
    table.post(f"{one}/undo", {}, form_url=one)
    table.client.get(one)  # the page right after, read once
    cached = table.client.get(one)
    assert "Put round 5 back" in words(cached) and cached.headers.get("ETag")
    table.post(f"{two}/undo", {}, form_url=two)
    again = table.client.get(one, headers={"If-None-Match": cached.headers["ETag"]})
    assert again.status_code == 200 and "Put round" not in words(again)


def test_a_put_back_that_loses_a_race_stores_nothing(table, app, monkeypatch):
    url = five_rounds(table)
    table.post(f"{url}/undo", {}, form_url=url)

    def another_phone_won(sheet, after=None):
        raise service.Conflict

    monkeypatch.setattr(unit, "claim", another_phone_won)
    put_back(table, url)
    assert count(app, Round) == 4
    assert flashes(table.client.get(url)) == [
        "Another phone changed this match at the same moment, so nothing was saved. "
        "Check the standings and try again."]


# --- The service, called as the route calls it -------------------------------------------------

def deleted(app, url, number):
    """Delete round `number` through the service: (what it was by seat, the version after)."""
    with app.test_request_context():
        match = db.session.get(Match, match_id(url))
        before = service.load(match)
        stored = match.rounds[number - 1].input
        change = service.delete_round(match, number, before)
        assert not change.refused
        return stored, change.sheet.version


def put_back_now(app, url, number, stored, version):
    with app.test_request_context():
        change = service.put_back_round(db.session.get(Match, match_id(url)), number, stored,
                                        version)
        return (change.sheet and change.sheet.standings.totals), {
            k: str(v) for k, v in change.errors.items()}


def test_the_same_put_back_twice_stores_one_round(table, app):
    url = five_rounds(table)
    before = stored_match(app, url)
    stored, version = deleted(app, url, 2)
    assert put_back_now(app, url, 2, stored, version)[1] == {}
    # sent again (a double tap with the old cookie): it is back, not "enter it again"
    assert put_back_now(app, url, 2, stored, version)[1] == {}
    assert stored_match(app, url) == before
    table.round(url, **{"points-0": "1", "points-1": "1", "closer": "Ana"})
    assert put_back_now(app, url, 2, stored, version) == (None, {"match": MOVED_ON})


def test_a_put_back_is_checked_by_the_game_again(table, app):
    url = five_rounds(table)
    stored, version = deleted(app, url, 5)
    bad = {**stored, "points": {"0": 500, "1": 2}}
    totals_after, errors = put_back_now(app, url, 5, bad, version)
    assert totals_after is None and set(errors) == {"points.Ana"}
    assert count(app, Round) == 4


def test_a_put_back_that_would_end_the_match_before_a_later_round_is_refused(table, app):
    url = table.start("skyjo", ["Ana", "Bo"], end_at="50")
    skyjo_rounds(table, url, (1, 5), (2, 6))
    stored, version = deleted(app, url, 1)
    big = {**stored, "points": {"0": 60, "1": 5}}
    assert put_back_now(app, url, 1, big, version)[1] == {
        "round": "With this change the match would end after round 1, but a round follows it. "
                 "Delete the later round first."}
    assert [n for n, _ in stored_match(app, url)["rounds"]] == [1]


def test_a_put_back_at_a_number_past_the_end_is_refused(table, app):
    url = five_rounds(table)
    stored, version = deleted(app, url, 5)
    assert put_back_now(app, url, 7, stored, version) == (None, {"match": MOVED_ON})
    assert put_back_now(app, url, 0, stored, version) == (None, {"match": MOVED_ON})
    assert count(app, Round) == 4


# --- End the match now, and delete the match -------------------------------------------------------

def test_ending_the_match_is_taken_back_by_resume(table, app):
    url = five_rounds(table)
    before = stored_match(app, url)
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    assert "Resume the match" in words(table.client.get(url))
    table.post(f"{url}/resume", {}, form_url=url)
    assert stored_match(app, url) == before
    assert "Enter round 6" in words(table.client.get(url))


def test_delete_match_stands_apart_from_the_everyday_actions(table):
    url = five_rounds(table)
    html = table.client.get(url).get_data(as_text=True)
    actions = html[html.index('class="actions"'):html.index("</section>",
                                                             html.index('class="actions"'))]
    assert "Undo round 5" in actions and "Delete match" not in actions
    zone = html[html.index('class="danger-zone"'):]
    assert f'href="{url}/delete"' in zone and 'class="button danger"' in zone
    assert html.index('class="danger-zone"') > html.index('id="rounds-title"')  # at the bottom


def test_the_delete_page_names_what_would_be_lost_and_keeping_it_is_the_easy_way(table, app):
    url = table.start("okey", ["Ana", "Bo", "Cy"])
    table.round(url, indicator="", winner="Bo")
    page = table.client.get(f"{url}/delete")
    said = words(page)
    assert "Okey started " in said and "Ana, Bo, and Cy, 1 round." in said
    assert totals(page) == {"Bo": 20, "Ana": 18, "Cy": 18}
    html = page.get_data(as_text=True)
    keep = html.index(f'<a class="button primary" href="{url}">')
    assert keep < html.index('<button class="danger">')  # first, and the prominent one
    assert count(app, Match) == 1


def test_logging_out_forgets_the_deleted_round(table):
    url = table.start("skyjo", ["Ana", "Bo"])
    skyjo_rounds(table, url, (1, 2), (14, 7))
    table.post(f"{url}/undo", {}, form_url=url)
    with table.client.session_transaction() as cookie:
        assert cookie["put_back"]["number"] == 2
    table.post("/logout", {}, form_url="/")
    with table.client.session_transaction() as cookie:
        assert "put_back" not in cookie


# --- Ending the match and stopping a link ask first ------------------------------------------

def test_ending_the_match_asks_first_on_the_page_and_without_its_yes(table, app):
    url = five_rounds(table)
    html = table.client.get(url).get_data(as_text=True)
    start = html.index('<details class="ask">')
    fold = html[start:html.index("</details>", start)]
    assert f'action="{url}/end"' in fold and 'name="confirm" value="yes"' in fold
    asked = table.post(f"{url}/end", {}, form_url=url)  # a page from before: no "yes"
    assert asked.status_code == 200
    assert "End the match now? The match ends now and whoever leads wins." in words(asked)
    assert f'<a class="button primary" href="{url}">No, keep playing</a>' in asked.get_data(
        as_text=True)
    assert not stored_match(app, url)["finished"]
    table.post(f"{url}/end", {"confirm": "yes"}, form_url=url)
    assert stored_match(app, url)["finished"]


def test_stopping_a_link_asks_first(table, app):
    url = table.start("skyjo", ["Ana", "Bo"])
    table.post(f"{url}/links", {"kind": "score"}, form_url=url)
    html = table.client.get(url).get_data(as_text=True)
    stop = re.search(r'<details class="ask">\s*<summary class="button danger">Stop this link'
                     r'</summary>\s*<form method="post" action="([^"]+/stop)"', html).group(1)
    asked = table.post(stop, {}, form_url=url)
    assert asked.status_code == 200 and "Stop this link? Phones that opened it" in words(asked)
    assert "/score/" in table.client.get(url).get_data(as_text=True)  # still live
    assert table.post(stop, {"confirm": "yes"}, form_url=url).status_code == 302
    assert "/score/" not in table.client.get(url).get_data(as_text=True)
