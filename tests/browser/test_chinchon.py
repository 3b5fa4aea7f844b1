"""Chinchón in Spanish, played to its end on a phone (390x844), as issue 32 asks: the closer and
how they closed, the card left asked under its answer, each other player's points; a player
above 100 out, buying back in at the highest total still in; a chinchón winning at once.
Screenshots in test-artifacts/ (chinchon-es-*.png)."""

from playwright.sync_api import Page, expect

from tests.browser import test_newcomer
from tests.browser.test_accessibility import serious
from tests.browser.test_languages import nothing_wider_than_the_screen, sign_up, translator
from tests.browser.test_newcomer import saved
from tests.browser.test_rummy_formats import keep

_ = translator("es")
PLAYERS = ("Ana", "Bo", "Cy")


def close(page: Page, closer: str, how: str, points: dict, left: str | None = None,
          rejoin: str | None = None) -> None:
    if rejoin:
        page.locator(f"#rejoin-{PLAYERS.index(rejoin)}").check()
    page.locator(f"input[name=closer][value={closer}]").check()
    page.locator(f"input[name=close][value={how}]").check()
    if left is not None:
        page.locator("#left").fill(left)  # shown under "with a card left" once it is ticked
    else:
        expect(page.locator("#left")).to_be_hidden()
    for name, value in points.items():
        page.locator(f"#points-{PLAYERS.index(name)}").fill(str(value))
    page.locator("form.round button.primary").click()
    saved(page)


def test_chinchon_to_its_end_in_spanish(page: Page):
    sign_up(page, "es", _)
    page.goto("/matches/new/chinchon")
    for seat, name in enumerate(PLAYERS):
        page.locator(f"#seat{seat}").fill(name)
    page.get_by_role("button", name=_("Start the match")).click()
    expect(page.locator("form.round")).to_be_visible()
    page.locator("input[name=close][value=card]").check()
    expect(page.locator("#left")).to_be_visible()
    keep(page, "chinchon-es-1-round-form")
    nothing_wider_than_the_screen(page)
    assert serious(page) == [], "Chinchón's round form"

    close(page, "Bo", "card", {"Ana": 50, "Cy": 40}, left="3")
    close(page, "Cy", "all_seven", {"Ana": 55, "Bo": 20})  # Ana 105: out
    standings = page.locator("section.standings")
    expect(standings).to_contain_text("105")
    # Ana buys back in at 30, the highest still in (Cy's), and plays this round.
    close(page, "Bo", "card", {"Ana": 10, "Cy": 5}, left="2", rejoin="Ana")
    expect(page.locator("ol.totals")).to_contain_text("40")  # Ana: 30 + 10
    keep(page, "chinchon-es-2-bought-back-in")
    close(page, "Bo", "chinchon", {})
    expect(page.locator("p.winner")).to_contain_text("Bo")
    expect(page.locator("ol.totals li").first).to_contain_text("Bo")  # first, whatever the totals
    expect(page.locator("form.round")).to_have_count(0)
    keep(page, "chinchon-es-3-chinchon-wins")


def test_without_javascript_the_card_left_shows_under_its_answer_and_a_round_saves(
        no_script: Page):
    """The three answers share a line and the card left shows once "with a card left" is
    ticked by CSS alone (static/rulezz.css); the round is a plain post."""
    page = no_script
    test_newcomer.sign_up(page)
    test_newcomer.start(page, "Chinchón", list(PLAYERS))
    answers = page.locator("form.round .one-answer label.choice")
    assert len({round(box["y"]) for box in (a.bounding_box() for a in answers.all())}) == 1
    expect(page.locator("#left")).to_be_hidden()
    page.locator("input[name=close][value=all_seven]").check()
    expect(page.locator("#left")).to_be_hidden()
    page.locator("input[name=close][value=card]").check()
    expect(page.locator("#left")).to_be_visible()
    page.locator("#left").fill("3")
    page.get_by_label("Bo closed").check()
    page.locator("#points-0").fill("12")
    page.locator("#points-2").fill("40")
    page.get_by_role("button", name="Save the round").click()
    expect(page.locator("ol.totals")).to_contain_text("40")
    expect(page.get_by_role("heading", name="Enter round 2")).to_be_visible()
