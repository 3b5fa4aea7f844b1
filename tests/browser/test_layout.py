"""The match page at a phone's width: nothing wider than the screen, buttons alike."""

from playwright.sync_api import Page, expect

from tests.browser.test_newcomer import sign_up, skyjo_round, start


def style(page: Page, selector: str, prop: str) -> str:
    return page.locator(selector).first.evaluate(
        f"element => getComputedStyle(element).{prop}")


def test_a_shared_match_page_fits_the_phone_and_its_buttons_match(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo"])
    skyjo_round(page, {"Ana": 3, "Bo": 9}, "Ana")
    page.get_by_role("button", name="Make a watch link").click()
    assert page.locator("a[href*='/s/']").is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    undo, delete = "button:text('Undo round 1')", "a.button:text('Delete match')"
    assert style(page, undo, "fontFamily") == style(page, "body", "fontFamily")
    assert style(page, undo, "fontSize") == style(page, delete, "fontSize")


def test_eight_players_rounds_keep_their_number_and_notes_on_the_screen(page: Page):
    players = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]
    sign_up(page)
    start(page, "Skyjo", players)
    skyjo_round(page, {name: 10 + i for i, name in enumerate(players)}, "Hal")
    table = page.locator("div.scroll")
    assert table.evaluate("element => element.scrollWidth > element.clientWidth")  # it scrolls
    notes = page.locator("tr.notes details").first.bounding_box()
    assert notes["x"] >= 0 and notes["x"] + notes["width"] <= 390  # the notes are not cut off
    table.evaluate("element => { element.scrollLeft = element.scrollWidth; }")
    number = page.locator("table.rounds th[scope=row]").first.bounding_box()
    assert number["x"] >= 0  # the round number stays in place
    notes = page.locator("tr.notes details").first.bounding_box()
    assert notes["x"] >= 0 and notes["x"] + notes["width"] <= 390


def bar_rows(page: Page) -> int:
    """How many lines the top bar takes: the lines of its links and "More", plus one when the
    brand sits above them rather than beside them."""
    return page.evaluate("""() => {
        const box = selector => document.querySelector(selector).getBoundingClientRect();
        const tops = new Set([...document.querySelectorAll('.bar nav > a, .bar nav summary')]
            .map(element => Math.round(element.getBoundingClientRect().top)));
        return tops.size + (box('.bar > .brand').bottom <= box('.bar nav').top ? 1 : 0); }""")


def test_statistics_backup_and_account_are_in_the_bar_within_two_lines_in_every_language(
        page: Page):
    sign_up(page)
    for lang in ("en", "pt", "es", "nb", "tr", "ar"):
        page.goto(f"/?lang={lang}")
        assert bar_rows(page) <= 2, lang
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, lang
    page.goto("/?lang=en")
    for name, heading in (("Statistics", "Statistics"), ("Backup", "Backup"),
                          ("Account", "Your account")):
        page.locator(".bar summary").click()
        page.locator(".bar nav").get_by_role("link", name=name, exact=True).click()
        expect(page.get_by_role("heading", level=1)).to_contain_text(heading)
