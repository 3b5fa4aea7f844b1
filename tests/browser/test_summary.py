"""The top of the match page in Chromium at 390x844: after a save, the next round's first box is
on the screen with what the round did in one line, and "Why?" shows its notes; after an undo or
an edit, its message is on the screen; the end of a match celebrates (kept as
test-artifacts/round-saved.png, round-summary.png and celebration.png)."""

import re

from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS
from tests.browser.test_newcomer import sign_up, skyjo_round, start, summary

SIX = ["Ana", "Bo", "Cy", "Dee", "Eve", "Finn"]


def in_view(locator) -> None:
    """Wholly on the screen as it is, nothing scrolled by the test."""
    expect(locator).to_be_in_viewport(ratio=1)


def test_after_a_save_the_next_box_is_on_the_screen_with_what_the_round_did(page: Page):
    sign_up(page)
    start(page, "Skyjo", SIX)
    skyjo_round(page, dict(zip(SIX, (14, 9, 20, 11, 30, 12))), closer="Ana")
    recap = page.locator("#enter .recap")  # one line: the round's changes, then "Why?"
    in_view(recap)
    expect(recap).to_contain_text(re.compile(r"^Round 1: Ana\s\+28 · Bo\s\+9 · Cy\s\+20 · "
                                             r"Dee\s\+11 · Eve\s\+30 · Finn\s\+12"))
    in_view(page.get_by_role("heading", name="Enter round 2"))
    in_view(page.locator("form.round label.choice").first)  # the next round's first tap
    page.wait_for_function("window.scrollY > 0")  # it landed there: the standings scrolled off
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "round-saved.png"))
    recap.get_by_role("link", name="Why?").click()  # the notes that explain every number
    said = summary(page)
    in_view(said.get_by_role("heading", name="Round 1"))
    for side, change in zip(SIX, ("+28", "+9", "+20", "+11", "+30", "+12")):
        in_view(said.locator("li", has_text=side).get_by_text(change, exact=True))
    in_view(said.get_by_text("Ana closed with 14 but Bo had 9: Ana's 14 is doubled to 28."))
    in_view(said.get_by_text("Ana starts."))
    page.screenshot(path=str(ARTIFACTS / "round-summary.png"))


def test_after_an_undo_or_an_edit_its_message_is_on_the_screen(page: Page):
    sign_up(page)
    start(page, "Skyjo", SIX)
    for points in ((14, 9, 20, 11, 30, 12), (5, 6, 7, 8, 9, 10)):
        skyjo_round(page, dict(zip(SIX, points)), closer="Bo")
    page.get_by_role("button", name="Undo round 2").click()
    said = page.locator("#put-back-said")
    expect(said).to_contain_text("Round 2 deleted: Ana")
    in_view(said)
    in_view(summary(page).get_by_role("heading", name="Round 1"))

    page.locator("table.rounds").get_by_role("link", name="1", exact=True).click()  # round 1
    page.get_by_role("group", name="Points of each player (not doubled)") \
        .get_by_label("Cy", exact=True).fill("2")
    page.get_by_role("button", name="Save the change").click()
    in_view(page.get_by_text("Round 1 changed. The scores were worked out again."))
    in_view(summary(page).get_by_text("+2", exact=True))


def test_the_end_of_a_match_celebrates(page: Page):
    sign_up(page)
    start(page, "Skyjo", SIX)
    skyjo_round(page, dict(zip(SIX, (14, 9, 120, 11, 30, 12))), closer="Ana")
    banner = page.get_by_role("region", name="Bo wins!")
    in_view(banner.locator(".winner"))
    in_view(banner.get_by_role("button", name="Rematch"))
    first = page.locator("ol.totals li").first
    expect(first).to_contain_text("1")
    expect(first.locator(".name")).to_have_text("Bo")
    expect(first.locator(".badge")).to_have_text("winner")
    in_view(page.get_by_role("heading", name="Final standings"))
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "celebration.png"), animations="disabled")
    banner.get_by_role("button", name="Rematch").click()
    expect(page.get_by_role("heading", name="Enter round 1")).to_be_visible()

