"""What a real table ran into, measured at a phone's size: long names that hid players or broke
mid-word, seat boxes of unequal width, and ending a match or stopping a link at one tap."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_newcomer import sign_up, skyjo_round, start

LONG = ["Maximiliano", "Bartholomew", "Christabelle", "Konstantinos"]
MORE = ["Bartholomäus", "Anne-Marie Dubois", "Wilhelmina", "Christopher"]

# The words of an element's text that the page draws on more than one line: broken mid-word.
BROKEN_WORDS = """element => {
  const text = element.firstChild, broken = [];
  for (const match of text.data.matchAll(/[^\\s-]+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
    if (tops.size > 1) broken.push(match[0]);
  }
  return broken;
}"""


def round_of(page: Page, players) -> None:
    skyjo_round(page, {name: 10 + i for i, name in enumerate(players)}, players[0])


def names_in_boxes(page: Page) -> dict:
    """Each points box's name: as a screen reader hears it, and the words drawn broken."""
    labels = page.locator("fieldset.scores .box > label:first-child")
    return {labels.nth(i).inner_text(): labels.nth(i).evaluate(BROKEN_WORDS)
            for i in range(labels.count())}


def test_four_long_names_all_fit_a_phone_whole_in_their_boxes(page: Page):
    sign_up(page)
    start(page, "Skyjo", LONG)
    round_of(page, LONG)
    table = page.locator("div.scroll")
    assert table.evaluate("element => element.scrollWidth <= element.clientWidth")
    heads = page.locator("table.rounds thead th[scope=col]")
    for i, name in enumerate(LONG):
        box = heads.nth(i + 1).bounding_box()
        assert 0 <= box["x"] and box["x"] + box["width"] <= 390, name  # every player in view
        assert heads.nth(i + 1).get_attribute("title") == name  # whole where it is shortened
    expect(page.get_by_role("columnheader", name=LONG[3])).to_be_visible()
    assert names_in_boxes(page) == {name: [] for name in LONG}


@pytest.mark.parametrize("players", [LONG + MORE[:2], LONG + MORE])
def test_six_to_eight_long_names_say_the_table_scrolls_and_stay_whole(page: Page, players):
    sign_up(page)
    start(page, "Skyjo", players)
    round_of(page, players)
    assert names_in_boxes(page) == {name: [] for name in players}
    expect(page.get_by_text("Swipe the table sideways to see every player.")).to_be_visible()
    table = page.locator("div.scroll")
    assert table.evaluate("element => element.scrollWidth > element.clientWidth")
    assert "gradient" in table.evaluate("element => getComputedStyle(element).backgroundImage")
    number = page.locator("table.rounds th[scope=row]").first
    before = number.bounding_box()["x"]
    table.evaluate("element => { element.scrollLeft = element.scrollWidth; }")
    assert number.bounding_box()["x"] == before  # the round number stays put
    last = page.locator("table.rounds thead th[scope=col]").last.bounding_box()
    assert last["x"] + last["width"] <= 390  # and the last player scrolls into view


def test_every_seat_box_of_the_new_match_form_is_as_wide(page: Page):
    sign_up(page)
    page.get_by_role("link", name="New match").first.click()
    page.get_by_role("link", name="Euchre").first.click()
    widths = {page.locator(f"#seat{i}").bounding_box()["width"] for i in range(4)}
    assert len(widths) == 1, widths  # the first seat, ticked to deal, is no narrower


def test_an_earlier_table_of_three_is_one_tap_away(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    page.goto("/matches/new")
    start(page, "Skyjo", ["Ana", "Bo", "Cy", "Dee"])
    page.goto("/matches/new/skyjo")
    expect(page.locator("#seat3")).to_have_value("Dee")
    page.get_by_role("link", name="Ana, Bo, and Cy").click()
    assert [page.locator(f"#seat{i}").input_value() for i in range(4)] == ["Ana", "Bo", "Cy", ""]


def end_and_stop_ask_first(page: Page) -> None:
    page.get_by_role("button", name="Make a score link").click()
    page.get_by_text("Stop this link", exact=True).click()
    expect(page.get_by_text("Phones that opened it can no longer use it")).to_be_visible()
    expect(page.locator("a.long-link")).to_have_count(1)  # not stopped yet
    page.get_by_role("button", name="Yes, stop this link").click()
    expect(page.get_by_text("The link was stopped")).to_be_visible()
    page.get_by_text("End the match now").click()
    expect(page.get_by_text("The match ends now and whoever leads wins.")).to_be_visible()
    expect(page.get_by_role("heading", name="Enter round 2")).to_be_visible()  # still in play
    page.get_by_role("button", name="Yes, end it now").click()
    expect(page.get_by_text("The match is over.")).to_be_visible()


def test_ending_the_match_and_stopping_a_link_ask_first(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo"])
    skyjo_round(page, {"Ana": 3, "Bo": 9}, "Ana")
    end_and_stop_ask_first(page)


def test_without_javascript_they_ask_first_too(no_script: Page):
    sign_up(no_script)
    start(no_script, "Skyjo", ["Ana", "Bo"])
    skyjo_round(no_script, {"Ana": 3, "Bo": 9}, "Ana")
    end_and_stop_ask_first(no_script)
