"""The chart of running totals in Chromium at a phone's size, light and dark: drawn inside the
screen, a line per side, the winner ringed, no serious axe violation. Its screenshots are kept in
test-artifacts/ (chart-light.png, chart-dark.png) to look at."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS
from tests.browser.test_accessibility import serious
from tests.browser.test_newcomer import sign_up, skyjo_round, start

ROUNDS = [{"Ana": 14, "Bo": 9, "Cy": 20, "Dee": -2}, {"Ana": 3, "Bo": 11, "Cy": 7, "Dee": 12},
          {"Ana": 25, "Bo": -1, "Cy": 9, "Dee": 4}, {"Ana": 6, "Bo": 18, "Cy": 0, "Dee": 10},
          {"Ana": 21, "Bo": 5, "Cy": 13, "Dee": 8}]


@pytest.fixture
def finished_match(page: Page) -> str:
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy", "Dee"],
          {"The match ends when a total reaches": "60"})
    for points in ROUNDS:
        skyjo_round(page, points, closer="Dee")
    expect(page.get_by_text("Bo wins!")).to_be_visible()
    return page.url


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_chart_at_390_px(page: Page, finished_match: str, scheme: str):
    page.emulate_media(color_scheme=scheme)
    page.goto(finished_match)
    chart = page.locator("figure.chart")
    expect(chart.locator("svg[role=img] path.ln")).to_have_count(4)
    expect(chart.locator("circle.won")).to_have_count(1)
    expect(page.get_by_role("img", name="Running totals, round by round")).to_be_visible()
    box = chart.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # the lines are drawn in the scheme's own colours, apart from each other
    colours = chart.locator("svg[role=img] g").evaluate_all(
        "gs => gs.map(g => getComputedStyle(g.querySelector('.ln')).stroke)")
    assert len(set(colours)) == 4
    chart.scroll_into_view_if_needed()
    ARTIFACTS.mkdir(exist_ok=True)
    chart.screenshot(path=str(ARTIFACTS / f"chart-{scheme}.png"))
    page.screenshot(path=str(ARTIFACTS / f"chart-page-{scheme}.png"))
    assert serious(page) == [], f"match page with its chart ({scheme})"
