"""axe-core on the pages a table uses most: no serious or critical violations."""

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page, expect

from tests.browser.test_newcomer import sign_up, skyjo_round, start

AXE = Axe()


def serious(page: Page) -> list[str]:
    violations = AXE.run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']]}"
            for v in violations if v["impact"] in ("serious", "critical")]


# Every other language: tests/browser/test_languages.py.
@pytest.mark.parametrize("lang", ["en"])
def test_pages_have_no_serious_violations(page: Page, lang: str):
    page.goto(f"/?lang={lang}")
    assert serious(page) == [], "home"
    page.goto("/faq/skyjo")
    assert serious(page) == [], "faq"
    sign_up(page)
    assert serious(page) == [], "choose a game"
    page.get_by_role("link", name="Skyjo 2 to 8 players").click()
    assert serious(page) == [], "new match"
    page.goto("/matches/new")
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    assert serious(page) == [], "round entry"
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    skyjo_round(page, {"Ana": 500, "Bo": 9, "Cy": 20}, closer="Ana")  # errors on the page
    expect(page.locator(".error").first).to_be_visible()
    assert serious(page) == [], "standings with an error"
    page.goto("/history/")
    assert serious(page) == [], "history"


def test_arabic_reads_right_to_left(page: Page):
    page.goto("/?lang=ar")
    assert page.locator("html").get_attribute("dir") == "rtl"
    assert page.locator("html").get_attribute("lang") == "ar"
