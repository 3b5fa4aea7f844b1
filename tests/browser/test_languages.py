"""A whole Skyjo match and a whole Okey match in each language, tapped through Chromium at a
phone's size; the buttons are found by their translated names, so an untranslated button fails.
Each standings page is kept as a screenshot in test-artifacts/ and checked with axe-core; in
Arabic the layout itself is checked."""

import itertools
from pathlib import Path

import pytest
from babel.support import Translations
from playwright.sync_api import Page, expect

from config import LANGUAGES
from tests.browser.conftest import ARTIFACTS
from tests.browser.test_accessibility import serious
from tests.browser.test_newcomer import saved

CATALOGS = Path(__file__).resolve().parents[2] / "translations"
names = (f"polyglot{n}" for n in itertools.count())


def translator(lang: str):
    return Translations.load(str(CATALOGS), [lang]).gettext


def sign_up(page: Page, lang: str, _) -> None:
    page.goto(f"/signup?lang={lang}")
    page.locator("#username").fill(next(names))
    page.locator("#password").fill("cards-on-the-table")
    page.locator("#confirm").fill("cards-on-the-table")
    page.get_by_role("button", name=_("Sign up")).click()
    expect(page.get_by_role("heading", name=_("What are you playing?"))).to_be_visible()


def start(page: Page, game_id: str, players, rules: dict, _) -> None:
    page.goto(f"/matches/new/{game_id}")
    for seat, name in enumerate(players):
        box = page.locator(f"#seat{seat}")
        if not box.is_visible():
            page.locator("details.more-seats", has=box).locator("summary").click()
        box.fill(name)
    page.get_by_text(_("House rules"), exact=True).click()
    for name, value in rules.items():
        page.locator(f"#rule_{name}").fill(value)
    page.get_by_role("button", name=_("Start the match")).click()
    expect(page.get_by_role("heading", name=_("Enter round %(n)s") % {"n": 1})).to_be_visible()


def keep(page: Page, lang: str, game_id: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"standings-{lang}-{game_id}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def nothing_wider_than_the_screen(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_skyjo_match_in_each_language(page: Page, lang: str):
    _ = translator(lang)
    page.goto(f"/faq/skyjo?lang={lang}")
    assert serious(page) == [], "rules page"
    sign_up(page, lang, _)
    assert serious(page) == [], "choose a game"
    page.goto("/matches/new/skyjo")
    assert serious(page) == [], "new match"
    start(page, "skyjo", ["Ana", "Bo", "Cy"], {"end_at": "30"}, _)
    page.locator("#points-0").fill("500")
    page.get_by_role("button", name=_("Save the round")).click()
    expect(page.locator(".error").first).to_be_visible()
    assert serious(page) == [], "round entry with errors"
    for points, closer in (((14, 9, 20), "Ana"), ((3, -2, 15), "Bo")):
        for seat, value in enumerate(points):
            page.locator(f"#points-{seat}").fill(str(value))
        page.locator(f"input[name=closer][value={closer}]").check()
        page.get_by_role("button", name=_("Save the round")).click()
        saved(page)
    expect(page.locator("p.winner")).to_contain_text(_("%(name)s wins!") % {"name": "Bo"})
    expect(page.get_by_role("heading", name=_("Final standings"))).to_be_visible()
    assert page.locator("ol.totals .score").all_inner_texts() == ["7", "31", "35"]
    keep(page, lang, "skyjo")
    nothing_wider_than_the_screen(page)
    assert serious(page) == [], "standings"
    page.goto("/history/")
    assert serious(page) == [], "history"


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_an_okey_match_in_each_language(page: Page, lang: str):
    _ = translator(lang)
    sign_up(page, lang, _)
    start(page, "okey", ["Ana", "Bo", "Cy", "Dee"], {"start": "5"}, _)
    page.locator("input[name=indicator][value=Bo]").check()
    page.locator("input[name=winner][value=Cy]").check()
    page.get_by_role("button", name=_("Save the round")).click()
    expect(page.get_by_role("heading", name=_("Enter round %(n)s") % {"n": 2})).to_be_visible()
    page.locator("input[name=indicator][value='']").check()  # nobody showed it
    page.locator("input[name=winner][value=Dee]").check()
    page.locator("#okey_discard").check()
    page.get_by_role("button", name=_("Save the round")).click()
    expect(page.get_by_role("heading", name=_("Final standings"))).to_be_visible()
    scores = page.locator("ol.totals .score").all_inner_texts()
    assert scores == ["2", "0", "−1", "−2"], scores  # a real minus sign, before the number
    keep(page, lang, "okey")
    nothing_wider_than_the_screen(page)
    assert serious(page) == [], "standings"


def test_arabic_standings_are_laid_out_right_to_left(page: Page):
    _ = translator("ar")
    sign_up(page, "ar", _)
    start(page, "skyjo", ["Ana", "Bo", "Cy"], {}, _)
    for seat, value in enumerate((14, -2, 20)):
        page.locator(f"#points-{seat}").fill(str(value))
    page.locator("input[name=closer][value=Ana]").check()
    page.get_by_role("button", name=_("Save the round")).click()
    saved(page)
    first = page.locator("ol.totals li").first
    name, score = first.locator(".name").bounding_box(), first.locator(".score").bounding_box()
    assert name["x"] > score["x"], "the name is read first, on the right; the total after it"
    assert first.locator(".score").inner_text() == "−2"
    why = page.locator("tr.notes summary").last.bounding_box()
    table = page.locator("table.rounds").bounding_box()
    assert why["x"] + why["width"] > table["x"] + table["width"] * 0.6, "“Why?” starts at the right"
    header = page.locator("table.rounds thead th").all_inner_texts()
    assert header == [f"#\n{_('Round')}", "Ana", "Bo", "Cy"]  # "#", named for screen readers
    first_cell = page.locator("table.rounds thead th").first.bounding_box()
    assert first_cell["x"] > table["x"] + table["width"] / 2, "the round number is on the right"
    nothing_wider_than_the_screen(page)
