"""The Okey hand checker on the Okey rules page at a phone's size: a hand tapped in with the
picker and checked; without JavaScript the same boxes are typed in (screenshots in
test-artifacts/ to look at)."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS
from tests.browser.test_accessibility import serious

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
    page.locator("#check").screenshot(path=str(ARTIFACTS / "okey-checker.png"))
    # the hand as entered stays in the boxes: one tile changed and checked again says why not
    page.get_by_role("button", name="Remove the last tile").click()
    picker.get_by_role("button", name="Black", exact=True).click()
    picker.get_by_role("button", name="2", exact=True).click()
    page.get_by_role("button", name="Check the hand").click()
    expect(page.locator(".checked")).to_contain_text("Not a winning hand.")


def test_without_javascript_the_tiles_are_typed(no_script: Page):
    page = no_script
    page.goto("/faq/okey#check")
    expect(page.locator(".picker")).to_be_hidden()  # the link to the checker has opened it
    page.get_by_label("The indicator (the tile turned face up)").fill("k13")
    page.get_by_label("The 14 tiles of the hand").fill(
        "R1 R1 R3 R3 Y4 Y4 K13 FJ FJ K1 B8 B8 G11 B11")
    page.get_by_role("button", name="Check the hand").click()
    expect(page.locator(".checked")).to_contain_text("A winning hand: 7 pairs of identical tiles.")
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#check").screenshot(path=str(ARTIFACTS / "okey-checker-no-js.png"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_checker_and_its_answers_pass_axe(page: Page, scheme: str):
    page.emulate_media(color_scheme=scheme)
    page.goto("/faq/okey#check")
    page.get_by_label("The indicator (the tile turned face up)").fill("R5")
    page.get_by_label("The 14 tiles of the hand").fill(" ".join(f"{c}{n}" for c, n in HAND))
    page.get_by_role("button", name="Check the hand").click()
    expect(page.locator(".checked.won")).to_be_visible()
    assert serious(page) == [], "a winning hand"
    page.get_by_label("The 14 tiles of the hand").fill("R1 R2 R3 Y4 G5 K4 K13 K1 K2 FJ B8 B9 B10 B11")
    page.get_by_role("button", name="Check the hand").click()
    expect(page.locator(".checked.not-won")).to_be_visible()
    assert serious(page) == [], "a hand that is not a win"
    page.get_by_label("The 14 tiles of the hand").fill("R1 R2")
    page.get_by_role("button", name="Check the hand").click()
    expect(page.locator(".error").first).to_be_visible()
    assert serious(page) == [], "refused input"


def test_in_arabic_right_to_left(page: Page):
    page.goto("/faq/okey?lang=ar")
    page.get_by_text("افحص يدًا").click()
    picker = page.locator(".picker")
    picker.get_by_role("button", name="أزرق", exact=True).click()
    for n in ("7", "8", "9"):
        picker.get_by_role("button", name=n, exact=True).click()
    expect(page.locator("textarea")).to_have_value("ز7 ز8 ز9")  # the reader's letters: أزرق
    assert page.evaluate("getComputedStyle(document.documentElement).direction") == "rtl"
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#check").screenshot(path=str(ARTIFACTS / "okey-checker-ar.png"))


def test_101_okeys_opening_tapped_in_in_turkish(page: Page):
    """101 Okey's opening checker shares the picker: up to 22 tiles, in the reader's letters
    (Turkish: K kırmızı, S sarı, M mavi, Si siyah)."""
    page.goto("/faq/okey-101?lang=tr#check")  # the link to the checker opens it
    picker = page.locator(".picker")
    expect(picker).to_be_visible()
    buttons = picker.locator("[data-number]")
    picker.locator("[data-target=indicator]").click()
    picker.locator("[data-colour]").nth(3).click()  # black
    buttons.nth(4).click()                          # Si5: the okey is Si6
    for colour, numbers in ((0, (11, 12, 13, 13)), (2, (11, 12, 13)), (3, (13, 6)),
                            (1, (1, 3)), (2, (5, 8)), (3, (2,)), (0, range(1, 10))):
        picker.locator("[data-colour]").nth(colour).click()
        for n in numbers:
            buttons.nth(n - 1).click()
    expect(picker.locator(".count")).to_have_text("22")  # the 23rd tile (R9) is not added
    expect(page.locator("#tiles")).to_have_value(
        "K11 K12 K13 K13 M11 M12 M13 Si13 Si6 S1 S3 M5 M8 Si2 K1 K2 K3 K4 K5 K6 K7 K8")
    page.locator("form.okey-check button[type=submit]").click()
    answer = page.locator(".checked")
    expect(answer).to_contain_text("Si6")
    expect(answer).to_be_in_viewport()
    assert serious(page) == [], "101 Okey's checker"
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator("#check").screenshot(path=str(ARTIFACTS / "okey-101-checker-tr.png"))
