"""A player's statistics page and the account's, in Chromium at a phone's size, light and dark
and in Arabic: nothing wider than the screen, the figures of what was just played, no serious
axe violation. Screenshots are kept in test-artifacts/ (stats-player-*.png, stats-account-*.png)."""

from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS
from tests.browser.test_accessibility import serious
from tests.browser.test_newcomer import okey_round, sign_up, skyjo_round, start


def play_two_matches(page: Page) -> None:
    """Skyjo won by Bo in one round (Ana's close doubled), then Okey won by Ana."""
    start(page, "Skyjo", ["Ana", "Bo", "Cy"], {"The match ends when a total reaches": "20"})
    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(page.get_by_text("Bo wins!")).to_be_visible()
    page.goto("/matches/new")
    start(page, "Okey", ["Ana", "Bo", "Cy"])
    okey_round(page, indicator="Bo", winner="Ana", pairs=True, okey_discard=True)
    okey_round(page, winner="Ana", pairs=True, okey_discard=True)
    okey_round(page, winner="Cy", pairs=True)
    expect(page.get_by_text("Ana wins!")).to_be_visible()


def figures(page: Page, section: str) -> dict[str, str]:
    """The figures of one section (named by its heading) as {label: value} (an average's second
    dd says what it is the mean of)."""
    tiles = page.get_by_role("region", name=section, exact=True).locator("dl.figures > div")
    return {tiles.nth(i).locator("dt").inner_text(): tiles.nth(i).locator("dd").first.inner_text()
            for i in range(tiles.count())}


def fits_and_passes_axe(page: Page, shot: str) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, shot
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{shot}.png"), full_page=True)
    assert serious(page) == [], shot


MINUS_ON_THE_LEFT = """dd => {
  const walk = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
  let text; do { text = walk.nextNode(); } while (!/[−-]/.test(text.data));
  const at = text.data.search(/[−-]/), range = document.createRange();
  const x = i => { range.setStart(text, i); range.setEnd(text, i + 1);
                   return range.getBoundingClientRect().x; };
  return x(at) < x(at + 1);
}"""


def test_player_and_account_statistics_at_390_px(page: Page):
    sign_up(page)
    play_two_matches(page)
    page.get_by_role("link", name="Players", exact=True).click()
    page.get_by_role("link", name="Statistics of Ana").click()
    expect(page.get_by_role("heading", name="Ana", level=1)).to_be_visible()
    player = page.url
    everything = figures(page, "All games")
    assert {k: everything[k] for k in ("Matches played", "Matches won", "Win rate")} == {
        "Matches played": "2", "Matches won": "1", "Win rate": "50%"}
    okey, skyjo = figures(page, "Okey"), figures(page, "Skyjo")
    assert (okey["Matches won"], okey["Rounds won"], okey["Wins by 7 pairs"],
            okey["Okey discards"], okey["Indicator shows"]) == ("1", "2", "2", "2", "0")
    assert okey["Average round"] == "−1.67"  # 20 → 19 → 19 → 15: −5 over 3 rounds
    assert (skyjo["Matches won"], skyjo["Rounds closed"], skyjo["Closes doubled"]) == (
        "0", "1", "1")

    page.goto("/stats")
    for day in ("From", "To"):  # a finger's size, like the boxes beside them
        assert page.get_by_label(day, exact=True).bounding_box()["height"] >= 44, day
    page.get_by_label("Head-to-head").select_option(label="Ana")
    page.get_by_label("against").select_option(label="Bo")
    page.get_by_role("button", name="Show").click()
    head = figures(page, "Ana against Bo")
    assert head == {"Matches together": "2", "Ana finished ahead": "1",
                    "Bo finished ahead": "1", "Level (partners, or equal totals)": "0"}
    skyjo_board = page.get_by_role("region", name="Skyjo", exact=True)
    bo = skyjo_board.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Bo"))
    assert bo.locator("td").all_inner_texts() == ["1", "1", "100%"]  # played, won, win rate
    account = page.url

    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.goto(player)
        fits_and_passes_axe(page, f"stats-player-{scheme}")
        page.goto(account)
        fits_and_passes_axe(page, f"stats-account-{scheme}")

    page.goto(f"{account}&lang=ar")
    assert page.locator("html").get_attribute("dir") == "rtl"
    fits_and_passes_axe(page, "stats-account-ar")
    page.goto(player)
    fits_and_passes_axe(page, "stats-player-ar")
    average = page.locator("section", has=page.locator("#game-okey")).locator("dd").filter(
        has_text="1.67")
    assert average.evaluate(MINUS_ON_THE_LEFT), "−1.67 read as 1.67− right to left"
