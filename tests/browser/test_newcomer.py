"""A newcomer's first matches, tapped through real Chromium at a phone's size."""

import itertools
import re

from playwright.sync_api import Page, expect

names = (f"table{n}" for n in itertools.count())


def sign_up(page: Page) -> None:
    page.goto("/")
    page.get_by_role("link", name="Make an account").click()
    page.get_by_label("Table name (your login)").fill(next(names))
    page.get_by_label("Password", exact=True).fill("cards-on-the-table")
    page.get_by_label("Password again").fill("cards-on-the-table")
    page.get_by_role("button", name="Sign up").click()
    expect(page.get_by_role("heading", name="What are you playing?")).to_be_visible()


def start(page: Page, game: str, players, rules=None) -> None:
    page.get_by_role("link", name=re.compile(f"^{re.escape(game)} \\d")).click()
    # The new-match page has loaded (is_visible() below does not wait): its first seat shows.
    page.get_by_role("combobox", name=re.compile(r"^Seat 1\b")).wait_for()
    for seat, name in enumerate(players, 1):
        box = page.get_by_role("combobox", name=re.compile(f"^Seat {seat}\\b"))
        if not box.is_visible():
            page.locator("summary").get_by_text("More seats", exact=True).click()  # their fold
        box.fill(name)
    for label, value in (rules or {}).items():
        page.get_by_text("House rules").click()
        page.get_by_label(label).fill(value)
    page.get_by_role("button", name="Start the match").click()
    # Each game names its rounds: Euchre deals hands, a stakes match plays games.
    entering = re.compile(r"^Enter (round|hand|game|deal) 1\b")
    expect(page.get_by_role("heading", name=entering)).to_be_visible()


def group(page: Page, name: str):
    return page.get_by_role("group", name=name)


def save(page: Page) -> None:
    page.get_by_role("button", name="Save the round").click()
    saved(page)


def saved(page: Page) -> None:
    """Wait for a save made in place (static/rulezz.js) to be answered and shown: its form is
    aria-busy till answered, and the regions drawn a frame later (the chart, the rounds) till
    drawn. A click that loads a page is waited for by Playwright itself."""
    expect(page.locator("form[aria-busy], [data-later][aria-busy]")).to_have_count(0)


def summary(page: Page):
    """What the last round did, at the top of the standings (its notes are in the rounds table
    below too)."""
    return page.locator(".summary")


def totals(page: Page) -> dict:
    rows = page.locator("ol.totals li")
    return {rows.nth(i).locator(".name").inner_text():
            int(rows.nth(i).locator(".score").inner_text()) for i in range(rows.count())}


def skyjo_round(page: Page, points: dict, closer: str) -> None:
    scores = group(page, "Points of each player (not doubled)")
    for name, value in points.items():
        scores.get_by_label(name, exact=True).fill(str(value))
    group(page, "Who closed the round (revealed all cards first)").get_by_label(closer).check()
    save(page)


def test_skyjo_with_doubling_tie_undo_edit_and_winner(page: Page):
    sign_up(page)
    start(page, "Skyjo", ["Ana", "Bo", "Cy"])

    skyjo_round(page, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(summary(page).get_by_text(
        "Ana closed with 14 but Bo had 9: Ana's 14 is doubled to 28.")).to_be_visible()
    assert totals(page) == {"Bo": 9, "Cy": 20, "Ana": 28}
    expect(page.get_by_text("Ana starts.")).to_be_visible()

    skyjo_round(page, {"Ana": 10, "Bo": 10, "Cy": 15}, closer="Bo")
    expect(summary(page).get_by_text("tied Ana for lowest, which is not alone")).to_be_visible()
    assert totals(page) == {"Bo": 29, "Cy": 35, "Ana": 38}

    # A typing slip: the round is undone and entered again.
    skyjo_round(page, {"Ana": 5, "Bo": 300, "Cy": 40}, closer="Cy")
    expect(page.get_by_text("300 cannot come from twelve Skyjo cards")).to_be_visible()
    expect(group(page, "Points of each player (not doubled)").get_by_label("Ana", exact=True)) \
        .to_have_value("5")
    skyjo_round(page, {"Ana": 5, "Bo": 30, "Cy": 40}, closer="Cy")
    page.get_by_role("button", name="Undo round 3").click()
    expect(page.get_by_role("heading", name="Enter round 3")).to_be_visible()
    assert totals(page) == {"Bo": 29, "Cy": 35, "Ana": 38}

    skyjo_round(page, {"Ana": 50, "Bo": 30, "Cy": 40}, closer="Cy")
    expect(page.get_by_text("Bo wins!")).to_be_visible()
    assert totals(page) == {"Bo": 59, "Ana": 88, "Cy": 115}
    expect(page.get_by_role("heading", name=re.compile("Enter round"))).to_have_count(0)

    # The table remembers Bo had 8, not 9, in round 1.
    page.locator("table.rounds").get_by_role("link", name="1", exact=True).click()  # round 1
    scores = group(page, "Points of each player (not doubled)")
    expect(scores.get_by_label("Bo", exact=True)).to_have_value("9")
    scores.get_by_label("Bo", exact=True).fill("8")
    page.get_by_role("button", name="Save the change").click()
    expect(page.get_by_text("Round 1 changed.")).to_be_visible()
    assert totals(page) == {"Bo": 58, "Ana": 88, "Cy": 115}
    expect(page.get_by_text("Bo wins!")).to_be_visible()


def euchre_hand(page: Page, maker=None, tricks=None, alone=False, defender_alone=False,
                passed=False) -> None:
    if passed:
        page.get_by_label("Everyone passed twice: no trump, no score").check()
    else:
        group(page, "Who made trump (ordered it up or named it)").get_by_label(maker).check()
        group(page, "Tricks the makers' team took").get_by_label(str(tricks), exact=True).check()
        if alone:
            page.get_by_label("The maker went alone").check()
        if defender_alone:
            page.get_by_label("A defender defended alone").check()
    save(page)


def test_euchre_to_ten_with_a_lone_hand_and_a_lone_defender(page: Page):
    sign_up(page)
    start(page, "Euchre", ["Ana", "Bo", "Cy", "Dee"])
    expect(page.get_by_text("Ana deals.")).to_be_visible()

    euchre_hand(page, "Ana", 5, alone=True)
    expect(page.get_by_text("Bo deals.")).to_be_visible()
    assert totals(page) == {"Ana & Cy": 4, "Bo & Dee": 0}

    # A lone defender against a maker who did not go alone is refused.
    euchre_hand(page, "Bo", 2, defender_alone=True)
    expect(page.get_by_text("A defender can only defend alone against a maker who went alone")) \
        .to_be_visible()

    page.get_by_label("The maker went alone").check()
    save(page)
    assert totals(page) == {"Ana & Cy": 8, "Bo & Dee": 0}

    euchre_hand(page, passed=True)
    expect(page.get_by_text("Dee deals.")).to_be_visible()
    euchre_hand(page, "Cy", 3)
    euchre_hand(page, "Dee", 0)
    expect(page.get_by_text("Ana & Cy win!")).to_be_visible()
    assert totals(page) == {"Ana & Cy": 11, "Bo & Dee": 0}


def okey_round(page: Page, indicator=None, winner=None, pairs=False, okey_discard=False):
    group(page, "Who showed the tile identical to the indicator").get_by_label(
        indicator or "Nobody showed it", exact=True).check()
    group(page, "Who won the round").get_by_label(winner, exact=True).check()
    if pairs:
        page.get_by_label("The winner finished with 7 pairs (not sets and runs)").check()
    if okey_discard:
        page.get_by_label("The winner's final discard was an okey").check()
    save(page)


def test_okey_to_the_end_with_an_indicator_show(page: Page):
    sign_up(page)
    start(page, "Okey", ["Ana", "Bo", "Cy"])
    okey_round(page, indicator="Bo", winner="Ana", pairs=True, okey_discard=True)
    assert totals(page) == {"Ana": 19, "Bo": 12, "Cy": 11}
    okey_round(page, winner="Ana", pairs=True, okey_discard=True)
    assert totals(page) == {"Ana": 19, "Bo": 4, "Cy": 3}
    okey_round(page, winner="Cy", pairs=True)
    expect(page.get_by_text("Ana wins!")).to_be_visible()
    assert totals(page) == {"Ana": 15, "Cy": 3, "Bo": 0}
    # the rematch is right under the winner, in view (the match's actions below offer it too)
    rematch = page.get_by_role("region", name="Ana wins!").get_by_role("button", name="Rematch")
    expect(rematch).to_be_in_viewport()
