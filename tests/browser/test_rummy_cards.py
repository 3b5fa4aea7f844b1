"""An Indian Rummy round entered by cards on a phone (390x844): a loser's hand tapped in with the
card picker (static/cards.js), taps counted, and the hand checker of the rules page."""

from playwright.sync_api import Page, expect

from tests.browser.test_newcomer import save, sign_up, start

BO = ["3♥", "4♥", "5♥", "9♣", "10♣", "JOKER", "7♠", "7♦", "7♥", "K♣", "2♦", "5♠", "A♥"]


def totals(page: Page) -> dict:
    rows = page.locator("ol.totals li")
    return {rows.nth(i).locator(".name").inner_text():
            int(rows.nth(i).locator(".score").inner_text().replace("−", "-"))
            for i in range(rows.count())}


def tap_in(page: Page, picker, cards) -> int:
    """Tap each card on the picker: a rank then a suit, or the joker. Returns the taps."""
    taps = 0
    for card in cards:
        if card == "JOKER":
            picker.locator("[data-card=JOKER]").click()
            taps += 1
        else:
            picker.locator(f"[data-rank='{card[:-1]}']").click()
            picker.locator(f"[data-suit='{card[-1]}']").click()
            taps += 2
    return taps


def test_a_rummy_round_entered_by_cards_on_a_phone(page: Page):
    sign_up(page)
    start(page, "Indian Rummy", ["Ana", "Bo", "Cy"])
    taps = 1
    page.get_by_label("Ana went out").check()
    with page.expect_navigation():  # the same form again, with the cards, Ana still ticked
        page.get_by_role("button", name="Count from the cards").click()
    expect(page.get_by_label("Ana went out")).to_be_checked()
    picker = page.locator("[data-picker-for='hands-1']")
    picker.locator("summary").click()  # unfold Bo's picker
    taps += 2
    for button in picker.locator("button").all():  # large targets
        assert button.bounding_box()["height"] >= 44
    taps += tap_in(page, picker, BO[:4] + ["Q♠"])
    picker.locator("[data-undo]").click()  # a wrong card taken back
    taps += 1 + tap_in(page, picker, BO[4:])
    box = page.get_by_label("Bo's cards (optional)")
    assert box.input_value() == " ".join(BO)
    page.get_by_label("Cy", exact=True).fill("10")
    taps += 2  # Cy's box, and Save
    page.screenshot(path="/tmp/rummy-cards-before-save.png", full_page=True)
    save(page)
    assert totals(page) == {"Ana": 37, "Bo": -27, "Cy": -10}
    notes = page.locator("#main").inner_text()
    assert "Bo's cards: 3♥ 4♥ 5♥" in notes and "counted: K♣ 2♦ 5♠ A♥" in notes
    page.screenshot(path="/tmp/rummy-cards-saved.png", full_page=True)
    print(f"\nA rummy round entered by cards: {taps} taps")
    assert taps <= 33
    # The form replaced after the save in place still has the cards, and working pickers.
    page.locator("[data-picker-for='hands-1'] summary").click()
    page.locator("[data-picker-for='hands-1'] [data-card=JOKER]").click()
    expect(page.get_by_label("Bo's cards (optional)")).to_have_value("JOKER")


def test_the_rules_page_checks_a_hand_tapped_in(page: Page):
    page.goto("/faq/indian-rummy")
    page.get_by_text("Check a hand").click()
    picker = page.locator(".hand-check .card-picker")
    tap_in(page, picker, ["A♠", "2♠", "3♠", "4♥", "5♥", "6♥", "7♣", "8♣", "9♣", "10♦", "J♦",
                          "Q♦", "K♦"])
    page.get_by_role("button", name="Check the hand").click()
    answer = page.locator(".hand-check [role=status]")
    expect(answer).to_contain_text("A winning hand")
    expect(answer).to_contain_text("it counts 0 deadwood points")
    page.screenshot(path="/tmp/rummy-checker.png", full_page=True)


def test_a_hand_typed_shows_every_card_and_how_many(page: Page):
    sign_up(page)
    start(page, "Indian Rummy", ["Ana", "Bo", "Cy"])
    page.get_by_label("Ana went out").check()
    with page.expect_navigation():
        page.get_by_role("button", name="Count from the cards").click()
    expect(page.get_by_label("Ana's cards (optional)")).to_be_hidden()  # the winner: none to count
    box = page.get_by_label("Bo's cards (optional)")
    count = page.locator("[data-count-of='hands-1']")
    box.fill(" ".join(BO[:12]).replace("JOKER", "joker"))
    expect(count).to_have_text("12 of 13 cards")
    box.fill(" ".join(BO[:6]) + "," + "".join(BO[6:]))  # as pieces() cuts it: 13
    expect(count).to_have_text("13 of 13 cards")
    box.fill(" ".join(BO).replace("♥", "H"))  # the widest way to write them, all in sight
    assert box.evaluate("e => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight")
    page.locator("[data-picker-for='hands-1'] summary").click()
    page.locator("[data-picker-for='hands-1'] [data-undo]").click()
    expect(count).to_have_text("12 of 13 cards")
    page.get_by_label("Bo went out").check()  # a change of mind: Ana's box back, Bo's gone
    expect(page.get_by_label("Ana's cards (optional)")).to_be_visible()
    expect(box).to_be_hidden()
    expect(box).to_be_disabled()  # not sent: Bo won
