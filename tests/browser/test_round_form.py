"""The round form at a phone's size (390x844) with the keyboard modelled (tests/browser/taps.py:
while a box has focus only 390x464 is visible): a typical round of every game is entered
without a scroll, from where the save of the round before lands (the next round's form, with
that round's one-line summary above it), measured from the layout: every box, choice and Save is
wholly on the visible part of the screen when it is tapped, and nothing (the sticky Save) covers
it."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.taps import CHINCHON, FULL, IN_VIEW, ROUNDS, enter_round
from tests.browser.test_newcomer import sign_up, start


@pytest.mark.parametrize("name", list(ROUNDS))
def test_a_typical_round_needs_no_scroll_from_where_a_save_lands(page: Page, name):
    game, players, steps = ROUNDS[name]
    sign_up(page)
    start(page, game, players)
    enter_round(page, steps)  # round 1: the page then lands where a round ends
    expect(entering(page, 2)).to_be_visible()
    count = enter_round(page, steps)
    expect(entering(page, 3)).to_be_visible()
    print(f"\nTAPS {name}: {count.taps} taps + {count.scrolls} scrolls = {count.total} {count.scrolled_to}")
    assert count.scrolls == 0, count.scrolled_to
    recap = page.locator("#enter .recap")
    expect(recap).to_contain_text(re.compile(r"^(Round|Hand|Game|Deal) 2\b"))  # in view
    assert recap.evaluate(IN_VIEW, FULL)
    page.locator("#enter").evaluate("e => e.scrollIntoView({block: 'start'})")
    inside = enter_round(page, steps)  # round 3, from the top of the form
    expect(entering(page, 4)).to_be_visible()
    assert inside.scrolls == 0, inside.scrolled_to


def entering(page: Page, n: int):
    """The form's heading: each game names its rounds (Euchre's hands, a stakes match's games)."""
    return page.get_by_role("heading", name=re.compile(rf"^Enter (round|hand|game|deal) {n}\b"))


def test_a_chinchon_round_takes_six_taps_and_no_scroll(page: Page):
    """Issue 32: no scroll inside Chinchón's form (it took one: the three answers stacked, and
    the keyboard hid the closer's tick), and no more taps than the 6 it took then."""
    game, players, steps = CHINCHON
    sign_up(page)
    start(page, game, players)
    enter_round(page, steps)
    count = enter_round(page, steps)
    print(f"\nTAPS Chinchón: {count.taps} taps + {count.scrolls} scrolls {count.scrolled_to}")
    assert (count.taps, count.scrolls) == (6, 0), count.scrolled_to
