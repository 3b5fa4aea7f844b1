"""Tarneeb in Arabic and Sueca in Portuguese, each played to its end on a phone (390x844), as
issue 32 asks: Tarneeb's hand in three taps (bidder, bid, tricks), Sueca's deal in one box (the
other team's points are what is left of 120). Screenshots in test-artifacts/ (tarneeb-ar-*.png,
sueca-pt-*.png)."""

from playwright.sync_api import Page, expect

from tests.browser.test_accessibility import serious
from tests.browser.test_languages import nothing_wider_than_the_screen, sign_up, translator
from tests.browser.test_newcomer import saved
from tests.browser.test_rummy_formats import keep

FOUR = ("Ana", "Bo", "Cy", "Dee")


def start(page: Page, game_id: str, _, **rules) -> None:
    page.goto(f"/matches/new/{game_id}")
    for seat, name in enumerate(FOUR):
        page.locator(f"#seat{seat}").fill(name)
    if rules:
        page.locator("details summary", has_text=_("House rules")).click()
        for name, value in rules.items():
            page.locator(f"#rule_{name}").fill(value)
    page.get_by_role("button", name=_("Start the match")).click()
    expect(page.locator("form.round")).to_be_visible()


def test_tarneeb_to_its_end_in_arabic(page: Page):
    _ = translator("ar")
    sign_up(page, "ar", _)
    start(page, "tarneeb", _, target="11")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    # Bo bids 13 and takes 11: Bo & Dee −16, Ana & Cy twice their 2 tricks, 4; then Ana makes
    # 7 with 9: Ana & Cy reach 13, past the target of 11.
    for bidder, bid, tricks in (("Bo", "13", "11"), ("Ana", "7", "9")):
        page.locator(f"input[name=bidder][value={bidder}]").check()
        page.locator(f"input[name=bid][value='{bid}']").check()
        page.locator("#tricks").fill(tricks)
        page.locator("form.round button.primary").click()
        saved(page)
        if bidder == "Bo":
            expect(page.locator(".summary")).to_contain_text("−16")
            keep(page, "tarneeb-ar-1-bid-of-13-failed")
            nothing_wider_than_the_screen(page)
            assert serious(page) == [], "Tarneeb's round form and notes"
    expect(page.locator("p.winner")).to_contain_text("Ana & Cy")
    expect(page.locator("form.round")).to_have_count(0)
    keep(page, "tarneeb-ar-2-final")


def test_sueca_to_its_end_in_portuguese(page: Page):
    _ = translator("pt")
    sign_up(page, "pt", _)
    start(page, "sueca", _)
    for first, all_tricks in (("95", False), ("60", False), ("30", False), ("120", True)):
        page.locator("#points-0").fill(first)  # the other team's: what is left of 120
        if all_tricks:
            page.locator("#all_tricks").check()
        page.locator("form.round button.primary").click()
        saved(page)
        if first == "60":
            keep(page, "sueca-pt-1-a-draw")
    expect(page.locator("p.winner")).to_contain_text("Ana & Cy")  # 2 + 0 + 0 + 4 games
    expect(page.locator("form.round")).to_have_count(0)
    keep(page, "sueca-pt-2-final")
    nothing_wider_than_the_screen(page)
