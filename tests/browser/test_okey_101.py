"""A whole 11-hand 101 Okey match entered on a phone (390x844) in Turkish, as issue 30 asks:
who finished and how, how each other player opened, the tiles left, okeys and penalties a tap
away; the notes of a hand and the final standings are kept in test-artifacts/ (okey101-tr-*.png).
The totals on the page are checked against the game's own replay of the same hands, and the
first hand's against sums done by hand."""

from playwright.sync_api import Page, expect

from games import GAMES
from games.core import play, validate_new_match
from tests.browser.test_accessibility import serious
from tests.browser.test_languages import nothing_wider_than_the_screen, sign_up, translator
from tests.browser.test_newcomer import saved
from tests.browser.test_rummy_formats import keep

_ = translator("tr")
PLAYERS = ("Ana", "Bo", "Cy", "Dee")

# (finisher or None, flags, {player: (how they opened, tiles left)}, okeys, penalties)
HANDS = [
    ("Bo", {"okey"}, {"Ana": ("runs", 23), "Cy": ("pairs", 10), "Dee": ("no", None)}, {}, {}),
    ("Cy", set(), {"Ana": ("runs", 5), "Bo": ("runs", 12), "Dee": ("runs", 40)}, {"Dee": 1}, {}),
    (None, set(), {"Ana": ("no", None), "Bo": ("runs", 30), "Cy": ("runs", 18),
                   "Dee": ("pairs", 6)}, {}, {}),
    ("Dee", {"in_one_go", "pairs"}, {"Ana": ("runs", 20), "Bo": ("no", None),
                                     "Cy": ("runs", 7)}, {}, {}),
    ("Ana", set(), {"Bo": ("runs", 10), "Cy": ("runs", 11), "Dee": ("runs", 12)}, {}, {"Bo": 1}),
    ("Bo", set(), {"Ana": ("pairs", 4), "Cy": ("no", None), "Dee": ("runs", 33)}, {}, {}),
    ("Cy", {"okey", "pairs"}, {"Ana": ("runs", 9), "Bo": ("runs", 0), "Dee": ("no", None)}, {},
     {}),
    ("Ana", set(), {"Bo": ("runs", 15), "Cy": ("runs", 22), "Dee": ("runs", 8)}, {}, {}),
    ("Dee", set(), {"Ana": ("no", None), "Bo": ("no", None), "Cy": ("runs", 50)}, {}, {}),
    ("Bo", {"in_one_go"}, {"Ana": ("runs", 14), "Cy": ("pairs", 6), "Dee": ("runs", 3)},
     {"Cy": 1}, {}),
    ("Cy", set(), {"Ana": ("runs", 2), "Bo": ("runs", 19), "Dee": ("no", None)}, {},
     {"Dee": 2}),
]


def as_input(hand) -> dict:
    finisher, flags, opened, okeys, penalties = hand
    return {"finisher": finisher, **{flag: True for flag in flags},
            "opened": {p: how for p, (how, _) in opened.items()},
            "tiles": {p: t for p, (how, t) in opened.items() if t is not None},
            "okeys": okeys or None, "penalties": penalties or None}


def enter(page: Page, hand) -> None:
    finisher, flags, opened, okeys, penalties = hand
    page.locator(f"input[name=finisher][value='{finisher or ''}']").check()
    for flag in flags:
        page.locator(f"input[name={flag}]").check()
    for player, (how, tiles) in opened.items():
        seat = PLAYERS.index(player)
        page.locator(f"input[name=opened-{seat}][value={how}]").check()
        if tiles is not None:
            page.locator(f"#tiles-{seat}").fill(str(tiles))
        else:
            expect(page.locator(f"#tiles-{seat}")).to_be_hidden()  # did not open: no box
    for name, values in (("okeys", okeys), ("penalties", penalties)):
        for player, value in values.items():
            box = page.locator(f"#{name}-{PLAYERS.index(player)}")
            page.locator("details.seldom", has=box).locator("summary").click()
            box.fill(str(value))
    if finisher:
        expect(page.locator(f".answers .seat-{PLAYERS.index(finisher)}")).to_be_hidden()
    page.locator("form.round button.primary").click()
    saved(page)


def test_an_11_hand_match_in_turkish(page: Page):
    sign_up(page, "tr", _)
    page.goto("/matches/new/okey-101")
    for seat, name in enumerate(PLAYERS):
        page.locator(f"#seat{seat}").fill(name)
    page.get_by_role("button", name=_("Start the match")).click()
    expect(page.locator("form.round")).to_be_visible()
    nothing_wider_than_the_screen(page)

    enter(page, HANDS[0])
    # Bo threw the okey: every hand ×2. Ana 23 × 2, Cy 2 × 10 × 2, Dee 202 × 2, Bo −101 × 2.
    summary = page.locator(".summary")
    expect(summary).to_contain_text(_("%(player)s finished by throwing the okey: ×2.")
                                    % {"player": "Bo"})
    for side, change in (("Ana", "+46"), ("Bo", "−202"), ("Cy", "+40"), ("Dee", "+404")):
        expect(summary).to_contain_text(f"{side} {change}")
    for hand in HANDS[1:7]:
        enter(page, hand)
    expect(summary).to_contain_text(
        _("%(player)s finished with pairs and by throwing the okey: two doublings, ×4.")
        % {"player": "Cy"})
    keep(page, "okey101-tr-1-hand-7-notes")
    assert serious(page) == [], "101 Okey's round form and notes"
    for hand in HANDS[7:]:
        enter(page, hand)

    # The match is over after 11 hands: the lowest total wins, as the game replays them.
    game = GAMES.get("okey-101")
    table, errors = validate_new_match(game, list(PLAYERS), {}, "Ana")
    assert errors == {}
    played = play(game, table, [as_input(hand) for hand in HANDS])
    assert played.errors == {} and len(played.rounds) == 11
    totals = played.standings.totals
    shown = {row.locator(".name").inner_text(): row.locator(".score").inner_text()
             for row in page.locator("ol.totals li").all()}
    assert shown == {side: str(total) for side, total in totals.items()}
    winner = min(totals, key=totals.get)
    expect(page.locator("p.winner")).to_contain_text(_("%(name)s wins!") % {"name": winner})
    expect(page.locator("form.round")).to_have_count(0)
    keep(page, "okey101-tr-2-final-standings")
    nothing_wider_than_the_screen(page)
