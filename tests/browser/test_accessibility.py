"""axe-core on the pages a table uses most, in the light and the dark colour scheme: no serious or
critical violations (colour contrast included)."""

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from tests.browser.test_newcomer import sign_up, skyjo_round, start

AXE = Axe()


def serious(page: Page) -> list[str]:
    violations = AXE.run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']]}"
            for v in violations if v["impact"] in ("serious", "critical")]


def open_everything(page: Page) -> None:
    """Open every fold, so axe checks the answers and notes too, not only their questions."""
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")


# Every other language: tests/browser/test_languages.py.
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en"])
def test_pages_have_no_serious_violations(page: Page, lang: str, scheme: str):
    page.emulate_media(color_scheme=scheme)
    page.goto(f"/?lang={lang}")
    assert page.evaluate(f"matchMedia('(prefers-color-scheme: {scheme})').matches")
    assert serious(page) == [], "welcome"
    page.goto("/faq/skyjo")
    open_everything(page)
    assert serious(page) == [], "rules page"
    page.goto("/signup")
    assert serious(page) == [], "sign-up"
    sign_up(page)
    assert serious(page) == [], "choose a game"
    page.get_by_role("link", name="Skyjo 2 to 8 players").click()
    assert serious(page) == [], "new match"
    page.goto("/matches/new")
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    assert serious(page) == [], "round entry"
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    open_everything(page)
    assert serious(page) == [], "match page with a round"
    skyjo_round(page, {"Ana": 500, "Bo": 9, "Cy": 20}, closer="Ana")  # errors on the page
    expect(page.locator(".error").first).to_be_visible()
    assert serious(page) == [], "standings with an error"
    match = page.url
    page.goto("/")
    assert serious(page) == [], "home with a match in play"
    page.goto(match)
    page.get_by_role("button", name="Make a watch link").click()
    link = page.locator("a[href*='/s/']").get_attribute("href")
    page.get_by_text("End the match now").click()
    page.get_by_role("button", name="Yes, end it now").click()
    expect(page.get_by_text("The match was ended early.")).to_be_visible()
    assert serious(page) == [], "finished match, with a message"
    page.goto(link)
    assert serious(page) == [], "share page"
    page.goto("/history/")
    expect(page.get_by_text("ended early")).to_be_visible()
    assert serious(page) == [], "history"


def test_arabic_reads_right_to_left(page: Page):
    page.goto("/?lang=ar")
    assert page.locator("html").get_attribute("dir") == "rtl"
    assert page.locator("html").get_attribute("lang") == "ar"
