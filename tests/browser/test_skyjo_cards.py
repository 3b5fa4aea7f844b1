"""A Skyjo round with one player's cards tapped in, at a phone's size (390x844): a tap opens the
player's fold (and starts at its first place), one tap per card on the palette, taps counted as
tests/browser/taps.py counts them. The server removes the column of three equal cards."""

import pytest
from playwright.sync_api import Page, expect

from games.skyjo.rules import kept
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
    expect(grid.locator(".sum")).to_contain_text("These cards count 29.")  # 50 − the 7s
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


def luminance(rgb: str) -> float:
    """WCAG's relative luminance of a computed colour, "rgb(r, g, b)"."""
    channels = [int(c) / 255 for c in rgb[rgb.index("(") + 1:-1].split(",")[:3]]
    r, g, b = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(element) -> float:
    """The contrast of an element's text on its own background (axe skips a one-card button:
    "too short to determine if it is actual text")."""
    ink, paper = element.evaluate("e => [getComputedStyle(e).color, "
                                  "getComputedStyle(e).backgroundColor]")
    light, dark = sorted([luminance(ink), luminance(paper)], reverse=True)
    return (light + 0.05) / (dark + 0.05)


def tap_grid(page: Page, seat: int, cards) -> None:
    """Open a player's fold (it starts at its first place) and tap their cards in."""
    page.locator(FOLD.format(seat + 1)).click()
    for v in cards:
        page.locator(value(v)).click()


def columns(cards) -> list[list[int]]:
    return [cards[i:i + 3] for i in range(0, len(cards), 3)]


def cards_page(page: Page) -> None:
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    page.locator(choice("closer", "Bo")).check()
    page.locator(box("points", 2)).fill("40")
    with page.expect_navigation():
        page.locator(CARDS).click()


def test_the_count_shown_is_the_count_saved(page: Page):
    cards_page(page)
    grids = {"Ana": [5, 5, 5, 1, 2, 3, -2, 0, 12, 5, 4, 4],  # a removed column: 29, not 44
             "Bo": [12, 12, 12, -2, -2, -2]}  # two columns, both removed: 0
    for seat, cards in enumerate(grids.values()):
        tap_grid(page, seat, cards)
    sums = page.locator("form.round details.cards .sum")
    for seat, cards in enumerate(grids.values()):
        expect(sums.nth(seat)).to_contain_text(f"These cards count {sum(kept(columns(cards)))}.")
    page.locator(SAVE).click()
    saved(page)
    assert totals(page) == {"Bo": 0, "Ana": 29, "Cy": 40}  # Bo closed alone lowest: no doubling


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_place_chosen_in_a_removed_column_is_readable(page: Page, scheme: str):
    page.emulate_media(color_scheme=scheme)
    cards_page(page)
    tap_grid(page, 0, [5, 5, 5, 1, 2, 3])
    cell = page.locator("form.round details.cards").first.locator(".cell").nth(1)
    cell.click()  # the middle 5 of the removed column, to change it
    expect(cell).to_have_attribute("aria-pressed", "true")
    assert contrast(cell) >= 4.5
    assert contrast(page.locator("form.round details.cards").first.locator(".cell").first) >= 4.5


def test_a_grid_error_goes_once_the_grid_is_mended(page: Page):
    cards_page(page)
    tap_grid(page, 0, [5, 5, 5, 1, 2])  # the second column one card short
    page.locator(SAVE).click()
    saved(page)
    fold = page.locator("form.round details.cards").first
    expect(fold.locator(".error")).to_contain_text("columns of exactly 3 cards")
    expect(fold).to_contain_text("These cards count 3.")  # shown again after the refusal
    expect(fold.locator(".cell").nth(5)).to_have_attribute("aria-pressed", "true")  # first empty
    page.locator(value(-1)).click()
    expect(fold.locator(".error")).to_have_count(0)
    expect(fold).not_to_have_class("cards invalid")
    expect(fold).to_contain_text("These cards count 2.")
