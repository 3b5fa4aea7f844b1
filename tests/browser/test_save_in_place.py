"""Saving a round in one round trip (static/rulezz.js): the page is updated in place from the
server's answer, each save stores exactly one round, and without JavaScript the form is still a
post and a redirect."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_live import until
from tests.browser.test_newcomer import group, save, sign_up, skyjo_round, start, totals

POINTS = "Points of each player (not doubled)"
WAITING = ("Round 1: waiting to be sent. It is sent by itself when the network is back.")
NOT_SENT = ("The round was not saved: the phone could not reach Rulezz. What you typed is still "
            "here; try again.")


def posts_and_pages(page: Page) -> list:
    """Every request for a page or a post the page makes from now on: (method, path)."""
    seen = []
    page.on("request", lambda r: seen.append((r.method, r.url.split("/", 3)[-1]))
            if r.resource_type in ("document", "fetch", "xhr")
            and "x-rulezz-live" not in r.headers else None)  # the live polls aside
    return seen


def rounds_stored(page: Page) -> int:
    """The rounds the server has, read from a fresh copy of the page (its rounds table)."""
    page.reload()
    return page.locator("table.rounds tbody tr:not(.notes)").count()


def heading(page: Page, n: int):
    return page.get_by_role("heading", name=re.compile(f"^Standings after {n} rounds?$"))


@pytest.fixture
def skyjo(page: Page) -> Page:
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    page.evaluate("window.stillThisPage = true")  # gone if the page is loaded again
    return page


def test_a_saved_round_updates_the_page_in_place_and_is_stored_once(skyjo: Page):
    page, sent = skyjo, posts_and_pages(skyjo)
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(heading(page, 1)).to_be_visible()
    expect(page.get_by_role("heading", name="Enter round 2")).to_be_visible()
    assert totals(page) == {"Bo": 9, "Cy": 20, "Ana": 28}  # the server's figures
    assert page.evaluate("window.stillThisPage") is True  # no page load happened
    assert [method for method, _ in sent] == ["POST"]  # one round trip, no redirect
    assert page.url.endswith("#enter")
    assert page.evaluate("document.activeElement.id") == "enter"
    expect(group(page, POINTS).get_by_label("Ana", exact=True)).to_have_value("")
    expect(page.get_by_role("button", name="Save the round")).to_be_enabled()

    skyjo_round(page, {"Ana": 1, "Bo": 2, "Cy": 3}, closer="Ana")  # the fresh form saves too
    expect(heading(page, 2)).to_be_visible()
    assert page.evaluate("window.stillThisPage") is True
    assert rounds_stored(page) == 2


def test_a_double_tap_stores_one_round(skyjo: Page):
    page, sent = skyjo, posts_and_pages(skyjo)
    scores = group(page, POINTS)
    for name, value in {"Ana": 14, "Bo": 9, "Cy": 20}.items():
        scores.get_by_label(name, exact=True).fill(str(value))
    group(page, "Who closed the round (revealed all cards first)").get_by_label("Ana").check()
    page.get_by_role("button", name="Save the round").dblclick()
    expect(heading(page, 1)).to_be_visible()
    # A quicker double submit than a finger can make: both in the same moment.
    scores.get_by_label("Ana", exact=True).fill("5")
    page.evaluate("""() => { const form = document.querySelector('#enter form');
                             form.requestSubmit(); form.requestSubmit(); }""")
    expect(page.locator("#enter").get_by_text("Choose a player.")).to_be_visible()
    assert [method for method, _ in sent] == ["POST", "POST"]
    assert page.evaluate("window.stillThisPage") is True
    assert rounds_stored(page) == 1


def test_a_refused_round_is_shown_in_place_with_what_was_typed(skyjo: Page):
    page = skyjo
    skyjo_round(page, {"Ana": 5, "Bo": 300, "Cy": 40}, closer="Cy")
    expect(page.get_by_text("300 cannot come from twelve Skyjo cards")).to_be_visible()
    scores = group(page, POINTS)
    for name, value in {"Ana": "5", "Bo": "300", "Cy": "40"}.items():
        expect(scores.get_by_label(name, exact=True)).to_have_value(value)
    expect(scores.get_by_label("Bo", exact=True)).to_be_focused()
    assert page.evaluate("window.stillThisPage") is True
    scores.get_by_label("Bo", exact=True).fill("30")
    save(page)
    expect(heading(page, 1)).to_be_visible()
    assert rounds_stored(page) == 1


def test_a_save_that_does_not_arrive_waits_on_the_phone_and_goes_by_itself(skyjo: Page):
    page = skyjo
    page.route("**/matches/*", lambda route: route.abort() if route.request.method == "POST"
               else route.fallback())
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(page.locator("#outbox")).to_contain_text(WAITING)
    expect(page.get_by_role("heading", name="Enter round 2")).to_be_visible()
    expect(group(page, POINTS).get_by_label("Bo", exact=True)).to_have_value("")
    page.unroute("**/matches/*")
    expect(heading(page, 1)).to_be_visible(timeout=8_000)  # the next try, within 5 s
    expect(page.locator("#outbox")).to_be_hidden()
    assert totals(page) == {"Bo": 9, "Cy": 20, "Ana": 28}
    assert rounds_stored(page) == 1


def test_a_save_that_does_not_arrive_without_storage_keeps_the_form_and_says_so(skyjo: Page):
    page = skyjo
    until(page, "Boolean(window.Rulezz && window.Rulezz.outbox)")  # the scripts have run
    page.evaluate("delete window.Rulezz.outbox")  # as on a page with no outbox
    page.route("**/matches/*", lambda route: route.abort() if route.request.method == "POST"
               else route.fallback())
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(page.get_by_role("alert")).to_have_text(NOT_SENT)
    expect(group(page, POINTS).get_by_label("Bo", exact=True)).to_have_value("9")
    expect(page.get_by_role("button", name="Save the round")).to_be_enabled()
    page.unroute("**/matches/*")
    save(page)  # the same form, the same nonce: sent again
    expect(heading(page, 1)).to_be_visible()
    expect(page.get_by_role("alert")).to_have_count(0)
    assert rounds_stored(page) == 1


def test_a_save_the_server_refuses_is_kept_with_the_servers_words(skyjo: Page):
    page = skyjo
    page.locator("#enter input[name=csrf_token]").evaluate("box => box.value = 'stale'")
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    refused = page.locator("#outbox li.refused")  # kept on the phone, to enter again
    expect(refused).to_contain_text("This form has expired")
    expect(refused).to_contain_text("Ana 14, Bo 9, Cy 20 · Ana")
    assert page.evaluate("window.stillThisPage") is True
    assert rounds_stored(page) == 0


def test_without_javascript_a_save_is_a_post_a_redirect_and_one_round(no_script: Page):
    page = no_script
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    answers = []
    page.on("response", lambda r: answers.append((r.request.method, r.status))
            if r.request.resource_type == "document" else None)
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(heading(page, 1)).to_be_visible()
    assert answers == [("POST", 302), ("GET", 200)]
    assert page.url.endswith("#enter")
    assert totals(page) == {"Bo": 9, "Cy": 20, "Ana": 28}
    assert rounds_stored(page) == 1
