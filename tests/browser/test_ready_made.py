"""A ready-made game (a table's own game the catalogue carries, games/described) on a phone in
Norwegian: its rules page says what is scored and what the table counts, with its worked
examples, and a round of it is entered like any game's. Screenshots in test-artifacts/
(hearts-nb-*.png)."""

from playwright.sync_api import Page, expect

from games import GAMES
from tests.browser.test_accessibility import serious
from tests.browser.test_languages import nothing_wider_than_the_screen, sign_up, translator
from tests.browser.test_newcomer import saved
from tests.browser.test_rummy_formats import keep

_ = translator("nb")


def test_hearts_rules_page_and_a_hand_in_norwegian(page: Page):
    hearts = GAMES.get("hearts")
    sign_up(page, "nb", _)
    page.goto("/faq/hearts")
    expect(page.locator("h1")).to_contain_text(_(hearts.name))
    expect(page.get_by_role("link", name=_("Make your own from this"))).to_be_visible()
    expect(page.locator("main")).to_contain_text(_(hearts.summary)[:60])
    page.locator("main details.qa summary").first.click()  # the rules in short
    keep(page, "hearts-nb-1-rules-page")
    nothing_wider_than_the_screen(page)
    assert serious(page) == [], "a ready-made game's rules page"

    page.goto("/matches/new/hearts")
    for seat, name in enumerate(("Ana", "Bo", "Cy", "Dee")):
        page.locator(f"#seat{seat}").fill(name)
    page.get_by_role("button", name=_("Start the match")).click()
    for seat, points in enumerate((13, 0, 9, 4)):
        page.locator(f"#points-{seat}").fill(str(points))
    page.locator("form.round button.primary").click()
    saved(page)
    expect(page.locator("ol.totals li").first).to_contain_text("Bo")  # the lowest leads
    keep(page, "hearts-nb-2-after-a-hand")
