"""Taking back an undo and a delete, tapped through Chromium at a phone's size."""

from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.test_newcomer import sign_up, skyjo_round, start, totals

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts"


def on_screen(page: Page, locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844


def test_undo_then_put_the_round_back(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    skyjo_round(page, {"Ana": 3, "Bo": 10, "Cy": 15}, closer="Ana")
    skyjo_round(page, {"Ana": 5, "Bo": 30, "Cy": 12}, closer="Cy")
    before = totals(page)

    page.get_by_role("button", name="Undo round 3").click()
    said = page.get_by_text("Round 3 deleted: Ana +5, Bo +30, and Cy +24.")
    put_back = page.get_by_role("button", name="Put round 3 back")
    expect(said).to_be_visible()
    assert on_screen(page, said) and on_screen(page, put_back)  # no scroll to find them
    assert on_screen(page, page.get_by_role("heading", name="Standings after 2 rounds"))
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "takeback-undone.png"))

    put_back.click()
    expect(page.get_by_text("Round 3 is back. The scores were worked out again.")).to_be_visible()
    expect(page.get_by_role("heading", name="Standings after 3 rounds")).to_be_visible()
    assert totals(page) == before
    expect(page.get_by_role("button", name="Put round 3 back")).to_have_count(0)

    page.get_by_role("button", name="Undo round 3").click()  # and in Arabic, right to left
    page.goto(page.url.split("#")[0] + "?lang=ar")
    expect(page.get_by_role("button", name="أعِد الدور 3")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=str(SHOTS / "takeback-undone-ar.png"))
    page.locator("#put-back").screenshot(path=str(SHOTS / "takeback-offer-ar.png"))


def test_delete_match_is_apart_and_its_page_names_what_is_lost(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo"])
    skyjo_round(page, {"Ana": 4, "Bo": 9}, closer="Ana")
    undo = page.get_by_role("button", name="Undo round 1").bounding_box()
    delete = page.get_by_role("link", name="Delete match")
    page.screenshot(path=str(SHOTS / "takeback-match-page.png"), full_page=True)
    far = delete.bounding_box()
    assert far["y"] - (undo["y"] + undo["height"]) > 200  # not beside Undo: far below it
    delete.click()
    expect(page.get_by_text("Ana and Bo, 1 round.")).to_be_visible()
    assert totals(page) == {"Ana": 4, "Bo": 9}
    keep = page.get_by_role("link", name="No, keep it")
    assert on_screen(page, keep) and keep.bounding_box()["width"] > 300  # the easy way out
    page.screenshot(path=str(SHOTS / "takeback-delete-page.png"))
    keep.click()
    expect(page.get_by_role("heading", name="Standings after 1 round")).to_be_visible()
