"""Links for other phones in real Chromium at a phone's size: the owner makes a score link, a
second phone (its own browser context) opens it and enters a round, the owner sees it. The QR
code on the page, as Chromium draws it in the light and the dark scheme, decodes to the link;
Copy works where the page may write the clipboard; without JavaScript the buttons are gone and
the link stays; axe finds nothing serious in the panel. Screenshots in test-artifacts/."""

import io

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS, PHONE
from tests.browser.test_accessibility import AXE
from tests.browser.test_newcomer import sign_up, skyjo_round, start, totals


def decoded(png: bytes) -> list[str]:
    return [found.text for found in zxingcpp.read_barcodes(Image.open(io.BytesIO(png)))]


def make_link(page: Page, kind: str):
    """Make a link on the match page; its panel (the page lands on it)."""
    page.get_by_role("button", name=f"Make a {kind} link").click()
    panel = page.locator(f"article.share-link.{kind}").last
    expect(panel).to_be_visible()
    return panel


def shot(locator, name: str) -> bytes:
    ARTIFACTS.mkdir(exist_ok=True)
    return locator.screenshot(path=str(ARTIFACTS / name))


def side_by_side(left: bytes, right: bytes, name: str) -> None:
    """Two phones' screenshots in one picture, for the closing note."""
    a, b = Image.open(io.BytesIO(left)), Image.open(io.BytesIO(right))
    both = Image.new("RGB", (a.width + b.width + 40, max(a.height, b.height)), "white")
    both.paste(a, (0, 0))
    both.paste(b, (a.width + 40, 0))
    both.save(ARTIFACTS / name)


@pytest.fixture
def phone(browser, server):
    """A second phone at the table: its own cookies, not logged in."""
    context = browser.new_context(base_url=server, **PHONE)
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()


def test_a_second_phone_scores_through_the_link_and_the_owner_sees_it(page: Page, phone: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo"])
    skyjo_round(page, {"Ana": 3, "Bo": 9}, "Ana")
    panel = make_link(page, "score")
    link = panel.locator("a.long-link").inner_text()
    assert "/score/" in link
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        shot(panel, f"links-qr-panel-{scheme}.png")
        qr = panel.locator("svg.qr")
        assert qr.bounding_box()["width"] >= 250  # across a table, at a phone's width
        assert decoded(shot(qr, f"links-qr-{scheme}.png")) == [link]
        violations = [v["id"] for v in AXE.run(page, context="section.links")
                      .response["violations"] if v["impact"] in ("serious", "critical")]
        assert violations == [], scheme
    page.emulate_media(color_scheme="light")

    phone.goto(link)
    expect(phone.get_by_text("You are scoring through a link")).to_be_visible()
    expect(phone.get_by_text("End the match now")).to_have_count(0)
    skyjo_round(phone, {"Ana": 20, "Bo": 1}, "Bo")
    assert totals(phone) == {"Ana": 23, "Bo": 10}
    page.reload()
    assert totals(page) == {"Ana": 23, "Bo": 10}
    for each in (page, phone):
        each.evaluate("window.scrollTo(0, 0)")
    side_by_side(page.screenshot(), phone.screenshot(), "links-two-phones.png")
    page.goto(page.url.split("#")[0] + "/rounds/2")
    expect(page.get_by_text("Entered through the score link made")).to_be_visible()


def test_copy_puts_the_link_on_the_clipboard(page: Page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo"])
    panel = make_link(page, "watch")
    link = panel.locator("a.long-link").inner_text()
    panel.get_by_role("button", name="Copy").click()
    expect(panel.get_by_role("status")).to_have_text("Copied.")
    assert page.evaluate("navigator.clipboard.readText()") == link
    share = panel.get_by_role("button", name="Share")
    assert share.is_visible() == page.evaluate("'share' in navigator")


def test_without_javascript_the_link_shows_without_its_buttons(no_script: Page):
    page = no_script
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo"])
    panel = make_link(page, "watch")
    expect(panel.locator("a.long-link")).to_be_visible()
    expect(panel.get_by_role("button", name="Copy")).to_be_hidden()
    expect(panel.get_by_role("button", name="Share")).to_be_hidden()
    expect(panel.get_by_text("Stop this link", exact=True)).to_be_visible()


def test_a_phone_whose_score_link_is_stopped_is_told_and_keeps_what_it_typed(page: Page,
                                                                            phone: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo"])
    panel = make_link(page, "score")
    phone.goto(panel.locator("a.long-link").inner_text())
    expect(phone.get_by_text("You are scoring through a link")).to_be_visible()
    panel.get_by_text("Stop this link", exact=True).click()
    panel.get_by_role("button", name="Yes, stop this link").click()
    expect(page.get_by_text("The link was stopped")).to_be_visible()
    # The phone's next look at the match (its live poll, within seconds) says so in words.
    expect(phone.get_by_role("alert")).to_have_text(
        "This score link was stopped, so this phone can no longer enter rounds. Ask the "
        "match's owner for a new link.")
    expect(phone.get_by_text("You are scoring through a link")).to_have_count(0)
    at = phone.url
    skyjo_round(phone, {"Ana": 20, "Bo": 1}, "Bo")  # typed before anyone told them
    refused = phone.locator("#outbox li.refused")
    expect(refused).to_contain_text("Round 1 was not saved.")
    expect(refused).to_contain_text("This score link was stopped")
    expect(refused).to_contain_text("Ana 20, Bo 1 · Bo")  # what was typed, for the owner
    assert phone.url == at  # still the match page, not a log-in page
    shot(phone.locator("body"), "link-stopped-phone.png")
    page.reload()
    expect(page.get_by_role("heading", name="Enter round 1")).to_be_visible()  # none stored
