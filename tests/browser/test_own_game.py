"""A table's own game on a phone in Spanish: described once (the page says it back as the
choices change), started from New match, played to its end by its own rules, and its rules
page from the match. Screenshots in test-artifacts/ (own-game-es-*.png)."""

from playwright.sync_api import Page, expect

from tests.browser.test_accessibility import serious
from tests.browser.test_languages import nothing_wider_than_the_screen, sign_up, translator
from tests.browser.test_newcomer import saved
from tests.browser.test_rummy_formats import keep

_ = translator("es")
NAME = "Rummy de la abuela"
RULES = "Los comodines valen 25.\nQuien queda fuera no vuelve."


def test_a_game_of_our_own_made_and_played_on_the_phone(page: Page):
    sign_up(page, "es", _)
    page.get_by_role("link", name=_("A table's own game")).click()
    page.get_by_role("link", name=_("Make your own game")).click()
    page.locator("#name").fill(NAME)
    page.locator("#max_players").fill("5")
    page.get_by_label(_("The lowest total")).check()
    page.get_by_label(_("A player who reaches a line is out; the last one in wins")).check()
    said = page.locator("#said")
    out_at = _("A player whose total reaches %(line)s or more is out; the last one in wins.")
    expect(said).to_contain_text(out_at % {"line": 100})  # said back as the choice is made
    page.locator("#end_at").fill("150")
    expect(said).to_contain_text(out_at % {"line": 150})
    page.locator("#rules").fill(RULES)
    keep(page, "own-game-es-1-described")
    nothing_wider_than_the_screen(page)
    assert serious(page) == [], "the page a table describes its game on"
    page.get_by_role("button", name=_("Save the game")).click()

    expect(page.locator("h1")).to_have_text(NAME)
    expect(page.locator(".own-rules")).to_have_text(RULES)
    keep(page, "own-game-es-2-its-page")
    page.get_by_role("link", name=_("Start a match")).click()
    for seat, name in enumerate(("Ana", "Bo", "Cy")):
        page.locator(f"#seat{seat}").fill(name)
    page.get_by_role("button", name=_("Start the match")).click()

    for points in ((60, 160, 20), (100, 40)):  # Bo is out after the first; then Ana
        playing = ("Ana", "Cy") if len(points) == 2 else ("Ana", "Bo", "Cy")
        for name, value in zip(playing, points):
            page.locator(f"#points-{('Ana', 'Bo', 'Cy').index(name)}").fill(str(value))
        page.locator("form.round button.primary").click()
        saved(page)
    expect(page.locator(".winner").first).to_contain_text("Cy")
    expect(page.locator("ol.totals li").first).to_contain_text("Cy")
    keep(page, "own-game-es-3-final-standings")

    page.locator("p.to-rules a").click()
    expect(page.locator(".own-rules")).to_have_text(RULES)
    expect(page.locator("main")).to_contain_text(out_at % {"line": 150})
    keep(page, "own-game-es-4-rules-from-the-match")
