"""Indian Rummy's formats played to their end on a phone (390x844) in Spanish: a pool-101 match
with a rejoin (the format chosen first, a player out, the rejoin ticked with its total shown
before it is saved, the last player in winning) and a deals match that needs a tie-breaker.
Their pages are kept in test-artifacts/ (pool-es-*.png, deals-es-*.png)."""

from babel.support import Translations
from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS
from tests.browser.test_accessibility import serious
from tests.browser.test_languages import (CATALOGS, nothing_wider_than_the_screen, sign_up,
                                          translator)
from tests.browser.test_newcomer import saved

_ = translator("es")


def chips(n: int) -> str:
    return Translations.load(str(CATALOGS), ["es"]).ngettext(
        "%(num)s chip", "%(num)s chips", n) % {"num": n}


def keep(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def deal(page: Page, winner: str, counts: dict, rejoin: str | None = None,
         players=("Ana", "Bo", "Cy")) -> None:
    if rejoin:
        page.locator(f"#rejoin-{players.index(rejoin)}").check()
    page.locator(f"input[name=winner][value={winner}]").check()
    for name, count in counts.items():
        page.locator(f"#deadwood-{players.index(name)}").fill(str(count))
    page.get_by_role("button", name=_("Save the round")).click()
    saved(page)


def test_a_pool_101_match_with_a_rejoin_to_its_end_in_spanish(page: Page):
    sign_up(page, "es", _)
    page.goto("/matches/new/indian-rummy")
    # The format comes first; only the chosen format's house rules show.
    page.locator("input[name=rule_format][value=pool]").check()
    expect(page.locator("#rule_rejoins")).to_be_attached()
    expect(page.locator("#rule_end_at")).to_be_hidden()
    page.locator("details.when:visible summary").click()
    expect(page.locator("#rule_rejoins")).to_be_visible()
    keep(page, "pool-es-1-new-match")
    for seat, name in enumerate(["Ana", "Bo", "Cy"]):
        page.locator(f"#seat{seat}").fill(name)
    page.get_by_role("button", name=_("Start the match")).click()
    expect(page.get_by_role("heading", name=_("Enter deal %(n)s") % {"n": 1})).to_be_visible()
    expect(page.locator("h1")).to_contain_text(_("Pool %(pool)s") % {"pool": 101})

    deal(page, "Ana", {"Bo": 80, "Cy": 30})
    deal(page, "Ana", {"Bo": 25, "Cy": 0})  # Bo reaches 105: out
    standings = page.locator("section.standings")
    expect(standings).to_contain_text(_("out: may rejoin at %(total)s") % {"total": "31"})
    expect(standings).to_contain_text(_("%(n)s from %(line)s") % {"n": 71, "line": "101"})
    # Bo's box waits behind the rejoin tick, which says the total before anything is saved.
    expect(page.locator("#deadwood-1")).to_be_hidden()
    expect(page.locator(".box.rejoining")).to_contain_text(
        _("Rejoins at %(total)s") % {"total": "31"})
    page.locator("#rejoin-1").check()
    expect(page.locator("#deadwood-1")).to_be_visible()
    keep(page, "pool-es-2-bo-out-rejoin-ticked")
    assert serious(page) == [], "round form with a rejoin"
    page.locator("#rejoin-1").uncheck()

    deal(page, "Cy", {"Ana": 10, "Bo": 5}, rejoin="Bo")
    expect(page.locator(".summary")).to_contain_text(
        _("%(player)s rejoins at %(total)s: the highest still in is %(high)s, plus 1.")
        % {"player": "Bo", "total": "31", "high": "30"})
    deal(page, "Cy", {"Ana": 80, "Bo": 80})  # Bo out again with 116
    keep(page, "pool-es-3-bo-out-again")
    deal(page, "Cy", {"Ana": 20})  # Ana out with 110: Cy is the last one in
    expect(page.locator("p.winner")).to_contain_text(_("%(name)s wins!") % {"name": "Cy"})
    expect(page.locator(".summary, section.standings").first).to_be_visible()
    expect(page.locator("#main")).to_contain_text(
        _("Only %(side)s is left in, and wins the match.") % {"side": "Cy"})
    assert page.locator("ol.totals .name").all_inner_texts() == ["Cy", "Ana", "Bo"]
    keep(page, "pool-es-4-cy-wins")
    nothing_wider_than_the_screen(page)
    assert serious(page) == [], "final standings"


def test_a_deals_match_that_needs_a_tie_breaker_in_spanish(page: Page):
    sign_up(page, "es", _)
    page.goto("/matches/new/indian-rummy")
    page.locator("input[name=rule_format][value=deals]").check()
    page.locator("details.when:visible summary").click()
    page.locator("#rule_deals").fill("1")
    for seat, name in enumerate(["Ana", "Bo"]):
        page.locator(f"#seat{seat}").fill(name)
    page.get_by_role("button", name=_("Start the match")).click()
    expect(page.get_by_role("heading", name=_("Enter deal %(n)s of %(total)s")
                            % {"n": 1, "total": 1})).to_be_visible()
    scores = page.locator("ol.totals .score")
    assert scores.all_inner_texts() == [chips(80)] * 2
    deal(page, "Ana", {"Bo": 0}, players=("Ana", "Bo"))  # 80 each after the one deal: a tie
    expect(page.locator("section.standings")).to_contain_text(
        _("Tie-breaker: the match goes on until one player leads."))
    expect(page.get_by_role("heading", name=_("Enter deal %(n)s") % {"n": 2})).to_be_visible()
    keep(page, "deals-es-1-tied")
    deal(page, "Bo", {"Ana": 12}, players=("Ana", "Bo"))
    expect(page.locator("p.winner")).to_contain_text(_("%(name)s wins!") % {"name": "Bo"})
    assert scores.all_inner_texts() == [chips(92), chips(68)]
    keep(page, "deals-es-2-bo-wins")
    nothing_wider_than_the_screen(page)
