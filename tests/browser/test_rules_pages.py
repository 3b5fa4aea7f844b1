"""The rules pages at a phone's size: a short list of questions, each opening its answer; a link
to an answer opens it, with JavaScript or without; one tap from a match to its rules and back;
the dark scheme (screenshots in test-artifacts/ to look at)."""

import pytest
from playwright.sync_api import Page, expect

from games import GAMES
from tests.browser.conftest import ARTIFACTS, PHONE
from tests.browser.test_newcomer import sign_up, skyjo_round, start

SCREENS = 4  # the whole list of a game's questions and examples, closed, in at most 4 screens


def height(page: Page) -> int:
    return page.evaluate("document.documentElement.scrollHeight")


def test_each_rules_page_is_a_short_list_whose_questions_open_their_answers(page: Page):
    heights = {}
    for game in GAMES:
        page.goto(f"/faq/{game.id}")
        heights[game.id] = height(page)
    print("rules page heights at 390x844:", heights)  # before the list: 10,019 to 15,042 px
    assert max(heights.values()) <= SCREENS * 844, heights
    page.goto("/faq/skyjo")
    answer = page.get_by_text("A tie for the lowest counts as not alone.")
    expect(answer).to_be_hidden()
    page.get_by_text("The closer ties for the lowest points. Are they doubled?").click()
    expect(answer).to_be_in_viewport()
    example = page.locator("#example-6")  # "A doubled round ends the match": its table
    expect(example).to_be_hidden()
    page.get_by_text("A doubled round ends the match").click()
    expect(example.locator("table.rounds")).to_be_visible()


@pytest.mark.parametrize("javascript", [True, False])
def test_a_link_to_an_answer_opens_it(browser, server, javascript):
    context = browser.new_context(base_url=server, java_script_enabled=javascript, **PHONE)
    page = context.new_page()
    try:
        page.goto("/faq/euchre#q-6")
        answer = page.locator("#q-6").get_by_text("Only against a maker who went alone")
        expect(answer).to_be_in_viewport()
        question = page.get_by_text("Can a defender play alone?")
        expect(question).to_be_in_viewport()  # its question is above it, in view
        assert page.locator("#q-6").evaluate("e => e.closest('details').open")
        page.goto("/faq/euchre#example-2")
        expect(page.locator("#example-2 table.rounds")).to_be_in_viewport()
    finally:
        context.close()


def test_one_tap_from_a_match_to_its_rules_and_one_back(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo"])
    skyjo_round(page, {"Ana": 14, "Bo": 9}, closer="Ana")
    match = page.url
    page.get_by_role("link", name="Skyjo rules").click()
    expect(page.get_by_role("heading", name="Skyjo rules", level=1)).to_be_visible()
    page.get_by_role("link", name="Back to the match").click()
    assert page.url.split("#")[0] == match.split("#")[0]
    expect(page.get_by_role("heading", name="Enter round 2")).to_be_visible()


def luminance(page: Page, selector: str, prop: str) -> float:
    """The relative luminance of an element's computed colour (0 black to 1 white)."""
    return page.locator(selector).first.evaluate(f"""element => {{
        const [r, g, b] = getComputedStyle(element).{prop}.match(/\\d+/g).map(c => c / 255)
            .map(c => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
        return 0.2126 * r + 0.7152 * g + 0.0722 * b; }}""")


def test_dark_scheme_on_the_match_page_and_a_rules_page(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    match = page.url
    ARTIFACTS.mkdir(exist_ok=True)
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.goto(match)
        page.screenshot(path=str(ARTIFACTS / f"{scheme}-match.png"), full_page=True)
        dark = luminance(page, "html", "backgroundColor") < 0.05
        assert dark == (scheme == "dark")
        assert (luminance(page, "h1", "color") > 0.5) == dark  # light text on dark, and back
        assert (luminance(page, "input[type=number]", "backgroundColor") < 0.05) == dark
        page.goto("/faq/skyjo#q-5")
        page.screenshot(path=str(ARTIFACTS / f"{scheme}-rules.png"), full_page=True)
        assert (luminance(page, "html", "backgroundColor") < 0.05) == dark
