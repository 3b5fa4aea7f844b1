"""A Skyjo round with one player's cards tapped in, at a phone's size (390x844): a tap opens the
player's fold (and starts at its first place), one tap per card on the palette, taps counted as
tests/browser/taps.py counts them. The server removes the column of three equal cards."""

from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS
from tests.browser.taps import CARDS, SAVE, box, choice, enter_round
from tests.browser.test_newcomer import saved, sign_up, start, totals

FOLD = "form.round details.cards:nth-of-type({}) > summary"


def value(v: int) -> str:
    return f"form.round [data-palette] [data-value='{v}']"


def test_a_round_with_a_removed_column_tapped_in(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    cards = [7, 7, 7, 1, 2, 3, -2, 0, 12, 5, 4, 4]  # column by column; the first is removed
    steps = ([(choice("closer", "Ana"), None), (box("points", 1), "4"), (box("points", 2), "40"),
              (CARDS, None), (FOLD.format(1), None)] + [(value(v), None) for v in cards])
    count = enter_round(page, steps)
    grid = page.locator("form.round details.cards").first
    expect(grid.locator(".column").first).to_have_class("column equal")
    expect(grid.locator(".sum")).to_contain_text("These cards add up to 50.")
    expect(grid.locator(".sum")).to_contain_text("A column of three equal cards is removed")
    expect(page.locator("[data-palette]")).to_be_hidden()  # the twelfth card closes it
    assert page.locator("form.round input[name='cards-0-3-2']").input_value() == "4"
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "skyjo-cards-tapped.png"), full_page=True)
    page.locator(SAVE).click()
    saved(page)
    expect(page.get_by_role("heading", name="Enter round 2")).to_be_visible()
    count.taps += 1  # Save
    # Ana: 50 − 21 for the column of 7s = 29; Bo lower: Ana's 29 doubled.
    assert totals(page) == {"Bo": 4, "Cy": 40, "Ana": 58}
    expect(page.locator(".summary")).to_contain_text(  # what the round did, first on the screen
        "Ana's column 1, three cards of 7, is removed: it counts nothing.")
    page.screenshot(path=str(ARTIFACTS / "skyjo-cards-saved.png"), full_page=True)
    print(f"\nTAPS Skyjo round, 3 players, Ana's 12 cards tapped: {count.taps} taps + "
          f"{count.scrolls} scrolls = {count.total} {count.scrolled_to}")
    assert count.taps == 5 + len(cards) + 1
    assert count.scrolls <= 1
