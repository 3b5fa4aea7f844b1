"""The Okey hand checker on the Okey rules page at a phone's size: a hand tapped in with the
picker and checked; without JavaScript the same boxes are typed in (screenshots in
test-artifacts/ to look at)."""

from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS, PHONE

HAND = [("R", 1), ("R", 2), ("R", 3), ("Y", 4), ("B", 4), ("K", 4), ("K", 12), ("K", 13),
        ("K", 1), ("B", 7), ("B", 8), ("B", 9), ("B", 10), ("B", 11)]
COLOUR = {"R": "Red", "Y": "Yellow", "B": "Blue", "K": "Black"}


def test_a_hand_tapped_in_with_the_picker(page: Page):
    page.goto("/faq/okey")
    page.get_by_text("Check a hand").click()
    picker = page.locator(".picker")
    expect(picker).to_be_visible()
    taps, colour = 0, "R"

    def tap(name):
        nonlocal taps
        picker.get_by_role("button", name=name, exact=True).click()
        taps += 1

    tap("Indicator")
    tap("5")  # red is chosen to start with
    for c, n in HAND:
        if c != colour:
            tap(COLOUR[c])
            colour = c
        tap(str(n))
    expect(page.get_by_label("The indicator (the tile turned face up)")).to_have_value("R5")
    expect(page.get_by_label("The 14 tiles of the hand")).to_have_value(
        " ".join(f"{c}{n}" for c, n in HAND))
    expect(picker.locator(".count")).to_have_text("14")
    tap("7")  # a 15th tile is not added
    expect(picker.locator(".count")).to_have_text("14")
    page.get_by_role("button", name="Check the hand").click()
    answer = page.locator(".checked")
    expect(answer).to_contain_text("A winning hand: all 14 tiles are in sets and runs.")
    expect(answer).to_be_in_viewport()
    print(f"Okey checker: {taps} taps to enter the indicator and 14 tiles (one extra refused)")
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#okey-check").screenshot(path=str(ARTIFACTS / "okey-checker.png"))
    # the hand as entered stays in the boxes: one tile changed and checked again says why not
    page.get_by_role("button", name="Remove the last tile").click()
    picker.get_by_role("button", name="Black", exact=True).click()
    picker.get_by_role("button", name="2", exact=True).click()
    page.get_by_role("button", name="Check the hand").click()
    expect(page.locator(".checked")).to_contain_text("Not a winning hand.")


def test_without_javascript_the_tiles_are_typed(browser, server):
    context = browser.new_context(base_url=server, java_script_enabled=False, **PHONE)
    page = context.new_page()
    page.goto("/faq/okey#okey-check")
    expect(page.locator(".picker")).to_be_hidden()  # the link to the checker has opened it
    page.get_by_label("The indicator (the tile turned face up)").fill("k13")
    page.get_by_label("The 14 tiles of the hand").fill(
        "R1 R1 R3 R3 Y4 Y4 K13 FJ FJ K1 B8 B8 G11 B11")
    page.get_by_role("button", name="Check the hand").click()
    expect(page.locator(".checked")).to_contain_text("A winning hand: 7 pairs of identical tiles.")
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#okey-check").screenshot(path=str(ARTIFACTS / "okey-checker-no-js.png"))
    context.close()
