"""Taps per round: a typical round of each game entered as a person at the table would, counted.

The model (the same before and after any change to the form):
- The round starts where the page lands after the previous round's Save.
- Each box filled is one tap (typing into it is not counted), each choice ticked is one tap, and
  Save is one tap.
- A phone keyboard takes about 45% of the screen: while a box has focus (the keyboard is open)
  the visible viewport is 390x464, otherwise 390x844. Opening it keeps the focused box in view
  (if the keyboard would hide it, the browser centres it, as Chrome on Android does); ticking a
  choice closes it.
- Before each tap, the thing to tap must be wholly on the visible part of the screen and not
  under anything else (e.g. a sticky button); if it is not, that is one scroll, counted.
Headless Chromium has no on-screen keyboard, so the keyboard is modelled by resizing the viewport.
"""

from dataclasses import dataclass

from playwright.sync_api import Page

FULL, KEYBOARD = 844, 464

# A tapped element is visible when it lies inside the visible viewport and the element at its
# centre is itself (or inside it): nothing sticky covers it.
IN_VIEW = """(e, height) => {
  const r = e.getBoundingClientRect();
  if (r.top < 0 || r.bottom > height || r.left < 0 || r.right > innerWidth) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit !== null && (e.contains(hit) || hit.contains(e));
}"""


@dataclass
class Count:
    taps: int = 0
    scrolls: int = 0
    scrolled_to: tuple = ()  # the selectors that needed a scroll first

    @property
    def total(self) -> int:
        return self.taps + self.scrolls


def target(page: Page, selector: str):
    """What a finger taps: a choice's whole label, or the box or button itself."""
    return page.locator(selector).evaluate_handle("e => e.closest('label') || e")


def reach(page: Page, selector: str, height: int, count: Count) -> None:
    page.set_viewport_size({"width": 390, "height": height})
    handle = target(page, selector)
    if not handle.evaluate(IN_VIEW, height):
        count.scrolls += 1
        count.scrolled_to += (selector,)
        handle.evaluate("e => e.scrollIntoView({block: 'center'})")
    count.taps += 1


def enter_round(page: Page, steps) -> Count:
    """Play `steps` — (selector, text to type or None for a tap) — and count taps and scrolls.
    The last step is Save; the page it leads to is waited for."""
    count, height = Count(), FULL
    for selector, text in steps:
        reach(page, selector, height, count)
        box = page.locator(selector)
        if text is None:
            page.evaluate("document.activeElement && document.activeElement.blur()")
            height = FULL
            with page.expect_navigation() if selector in (SAVE, CARDS) else nothing():
                box.evaluate("e => e.click()")
        else:
            box.evaluate("e => e.focus({preventScroll: true})")
            height = KEYBOARD
            page.set_viewport_size({"width": 390, "height": height})
            if not box.evaluate(IN_VIEW, height):
                box.evaluate("e => e.scrollIntoView({block: 'center'})")
            box.fill(text)
    page.set_viewport_size({"width": 390, "height": FULL})
    return count


class nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


SAVE = "form.round button.primary"
CARDS = "form.round button[name=view]"  # "Count from the cards": the form again, with them


def box(name: str, seat: int) -> str:
    return f"form.round input[name='{name}-{seat}']"


def choice(name: str, value: str) -> str:
    return f"form.round input[name='{name}'][value='{value}']"


# Each game's typical round: (game link, players, steps)
def skyjo(players):
    """In the order the form shows them: the closer, then the boxes. (The form used to show the
    boxes first and the closer after them; the figures before were measured in that order.)"""
    steps = [(box("points", i), str(5 + i)) for i in range(len(players))]
    return [(choice("closer", players[0]), None)] + steps + [(SAVE, None)]


ROUNDS = {
    "Skyjo, 4 players": ("Skyjo", ["Ana", "Bo", "Cy", "Dee"], skyjo(["Ana", "Bo", "Cy", "Dee"])),
    "Skyjo, 6 players": ("Skyjo", ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay"],
                         skyjo(["Ana", "Bo", "Cy", "Dee", "Eli", "Fay"])),
    "Euchre": ("Euchre", ["Ana", "Bo", "Cy", "Dee"],
               [(choice("maker", "Bo"), None), (choice("tricks", "3"), None), (SAVE, None)]),
    "Okey": ("Okey", ["Ana", "Bo", "Cy", "Dee"],
             [(choice("indicator", ""), None), (choice("winner", "Cy"), None), (SAVE, None)]),
    "Okey (stakes)": ("Okey (stakes)", ["Ana", "Bo", "Cy", "Dee"],
                      [(choice("winner", "Cy"), None), (SAVE, None)]),
    "Indian Rummy, 4 players": ("Indian Rummy", ["Ana", "Bo", "Cy", "Dee"],
                                [(choice("winner", "Ana"), None), (box("deadwood", 1), "12"),
                                 (box("deadwood", 2), "30"), (box("deadwood", 3), "7"),
                                 (SAVE, None)]),
    # who went out (with the okey thrown last), how each other player opened, then the tiles
    # left of those who opened
    "101 Okey, 4 players": ("101 Okey", ["Ana", "Bo", "Cy", "Dee"],
                            [(choice("finisher", "Ana"), None),
                             ("form.round input[name='okey']", None),
                             (choice("opened-1", "runs"), None),
                             (choice("opened-2", "pairs"), None),
                             (choice("opened-3", "no"), None),
                             (box("tiles", 1), "23"), (box("tiles", 2), "12"), (SAVE, None)]),
    "Tarneeb": ("Tarneeb", ["Ana", "Bo", "Cy", "Dee"],
                [(choice("bidder", "Bo"), None), (choice("bid", "8"), None),
                 ("form.round input[name='tricks']", "9"), (SAVE, None)]),
    # one team's card points: the other's are what is left of 120
    "Sueca": ("Sueca", ["Ana", "Bo", "Cy", "Dee"], [(box("points", 0), "70"), (SAVE, None)]),
}

# How the round was closed and the card left come first, then the closer's tick beside the score
# boxes: 6 taps and no scroll (it took a scroll before the answers shared a line and the tick's
# legend ran on into its hint; tests/browser/test_round_form.py holds it to that).
CHINCHON = ("Chinchón", ["Ana", "Bo", "Cy"],
            [(choice("close", "card"), None), ("form.round input[name='left']", "3"),
             (choice("closer", "Bo"), None), (box("points", 0), "12"), (box("points", 2), "40"),
             (SAVE, None)])
ROUNDS["Chinchón, 3 players"] = CHINCHON
