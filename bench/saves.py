"""Phones on table Wi-Fi: Debian's Chromium through Playwright at 390x844, throttled with the
DevTools protocol (400 ms latency, 50 KB/s down, 20 KB/s up, CPU x4).

- `saves`: a save, from the tap on Save to the new totals painted. Each save is on its own
  seeded match (20 rounds of 4 players, or 200 of 8), whose page is loaded unthrottled first, as
  the phone already shows it; the save itself is throttled.
- `live`: two phones showing one match, both throttled all along; one saves a round, and the
  time from its tap to the new totals painted on the other phone (which polls, static/rulezz.js)
  is measured, in the machine's one clock (each page's time origin plus its own clock)."""

import math
import random
import statistics
import time

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
VIEWPORT = {"width": 390, "height": 844}
WIFI = {"offline": False, "latency": 400, "downloadThroughput": 50 * 1024,
        "uploadThroughput": 20 * 1024}
WIRED = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}

# In the page, before the tap: the time of a tap (pointerdown) and a promise of the time the new
# totals are painted: a #standings other than the one shown now is in the document, then the
# frame after it (requestAnimationFrame, then a task: the paint has happened). Times are the
# machine's clock in ms (the page's time origin plus its clock), the same in every page.
WATCH = """() => {
  const old = document.getElementById("standings");
  const now = () => performance.timeOrigin + performance.now();
  document.addEventListener("pointerdown", () => { window.benchTap = now(); },
                            {capture: true, once: true});
  window.benchPainted = new Promise(resolve => {
    new MutationObserver((_, observer) => {
      const shown = document.getElementById("standings");
      if (!shown || shown === old) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(now())));
    }).observe(document.body, {childList: true, subtree: true});
  });
}"""
PAINTED = """() => Promise.race([window.benchPainted,
  new Promise((_, fail) => setTimeout(() => fail(new Error("no new totals")), 30000))])"""
# When the save's answer had arrived, in the same clock: the Resource Timing of the first fetch
# begun after the tap (no poll starts while a save is being sent).
def browser(p):
    return p.chromium.launch(executable_path=CHROMIUM, args=ARGS)


def phone(browser_, base: str, username: str, password: str):
    """A logged-in phone: (page, its DevTools session)."""
    context = browser_.new_context(base_url=base, viewport=VIEWPORT)
    page = context.new_page()
    page.goto("/login")
    page.fill("[name=username]", username)
    page.fill("[name=password]", password)
    page.locator("form button").first.click()
    page.wait_for_url(lambda url: "/login" not in url)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    return page, cdp


def throttle(cdp, on: bool) -> None:
    cdp.send("Network.emulateNetworkConditions", WIFI if on else WIRED)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4 if on else 1})


def fill(page, players: int) -> None:
    for seat in range(players):
        page.fill(f"[name=points-{seat}]", str(seat % 3))
    page.locator("input[name=closer]").first.check()


def saves(base: str, username: str, password: str, cases: dict) -> dict:
    """{case: {"ms": [...], "answered_ms": [...], "bytes": [...]}} for cases {case: {"players":
    n, "matches": [...]}}: ms from the tap to the new totals painted and to the answer received,
    bytes received for the save."""
    out = {}
    with sync_playwright() as p:
        b = browser(p)
        try:
            page, cdp = phone(b, base, username, password)
            for case, info in cases.items():
                runs = [one_save(page, cdp, match, info["players"]) for match in info["matches"]]
                out[case] = {key: [r[i] for r in runs] for i, key in
                             enumerate(("ms", "answered_ms", "bytes"))}
        finally:
            b.close()
    return out


def one_save(page, cdp, match: str, players: int) -> tuple[float, float, int]:
    throttle(cdp, False)
    page.goto(f"/matches/{match}")
    fill(page, players)
    page.evaluate(WATCH)
    throttle(cdp, True)
    answers = []

    def heard(response):
        answers.append(response)
    page.on("response", heard)
    page.get_by_role("button", name="Save the round").click()
    painted, tap = page.evaluate(PAINTED), page.evaluate("() => window.benchTap")
    page.remove_listener("response", heard)
    throttle(cdp, False)
    # The save's POST (a live poll of the same address may fall in the same moment).
    mine = [r for r in answers if r.request.resource_type == "fetch" and r.request.method == "POST"]
    if [r.status for r in mine] != [200]:
        raise RuntimeError(f"a save was answered {[r.status for r in mine]}")
    sizes, timing = mine[0].request.sizes(), mine[0].request.timing
    return (painted - tap, timing["startTime"] + timing["responseEnd"] - tap,
            sizes["responseBodySize"] + sizes["responseHeadersSize"])


def live(base: str, username: str, password: str, match: str, rounds: int,
         players: int = 4) -> dict:
    """Two throttled phones on `match`: `rounds` rounds saved on the first, each after a pause
    of 0 to 2.5 s (so the saves fall anywhere in the other phone's polling), and for each
    the ms from the tap to the new totals on the other phone (and on the saving one)."""
    rng, seen, own = random.Random(3), [], []
    with sync_playwright() as p:
        b = browser(p)
        try:
            (saver, saver_cdp), (watcher, watcher_cdp) = (phone(b, base, username, password)
                                                          for _ in range(2))
            for page, cdp in ((saver, saver_cdp), (watcher, watcher_cdp)):
                page.goto(f"/matches/{match}")  # already on screen: loaded unthrottled
                throttle(cdp, True)
            for _ in range(rounds):
                time.sleep(rng.uniform(0, 2.5))
                fill(saver, players)
                saver.evaluate(WATCH)
                watcher.evaluate(WATCH)
                saver.get_by_role("button", name="Save the round").click()
                tap = saver.evaluate("() => window.benchTap")
                own.append(saver.evaluate(PAINTED) - tap)
                seen.append(watcher.evaluate(PAINTED) - tap)
        finally:
            b.close()
    return {"ms": seen, "own_ms": own}


def summary(ms: list) -> dict:
    ordered = sorted(ms)  # p95: the nearest rank (the 19th of 20)
    return {"median": statistics.median(ordered),
            "p95": ordered[math.ceil(len(ordered) * .95) - 1], "min": ordered[0],
            "max": ordered[-1], "n": len(ordered)}
