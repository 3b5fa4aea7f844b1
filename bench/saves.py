"""Saving a round on table Wi-Fi: Debian's Chromium through Playwright, throttled with the
DevTools protocol (400 ms latency, 50 KB/s down, 20 KB/s up, CPU x4) at 390x844, from the tap on
Save to the new standings painted. Each save is on its own seeded match (20 rounds of 4 players,
or 200 of 8), its page loaded unthrottled first, as the phone already shows it. Measured with
JavaScript (the in-place save) and without (a post, a redirect and a load: every phone before)."""

import gzip
import math
import re
import statistics

from playwright.sync_api import sync_playwright

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
WIFI = {"offline": False, "latency": 400, "downloadThroughput": 50 * 1024,
        "uploadThroughput": 20 * 1024}
WIRED = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
MAIN = re.compile(r'<main id="main">.*</main>', re.S)

# In the page, before the tap: the time of the tap (pointerdown), and a promise of the time the
# new standings are painted: a #standings other than the one shown now is in the document, then
# the frame after it (requestAnimationFrame, then a task: the paint has happened).
WATCH = """() => {
  const old = document.getElementById("standings");
  document.addEventListener("pointerdown", () => { window.benchTap = performance.now(); },
                            {capture: true, once: true});
  window.benchPainted = new Promise(resolve => {
    new MutationObserver((_, observer) => {
      const now = document.getElementById("standings");
      if (!now || now === old) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
    }).observe(document.body, {childList: true, subtree: true});
  });
}"""
PAINTED = """() => Promise.race([window.benchPainted.then(t => t - window.benchTap),
  new Promise((_, fail) => setTimeout(() => fail(new Error("no new standings")), 30000))])"""
# Without JavaScript the new page's clock starts at the navigation the tap began (the post);
# it is painted by its load, or its first paint if that comes later.
LOADED = """() => Math.max(performance.getEntriesByType("navigation")[0].loadEventEnd,
  ...performance.getEntriesByType("paint").map(e => e.startTime))"""


def saves(base: str, username: str, password: str, matches: dict) -> dict:
    """{case: {"JS" | "no JS": {"ms": [...], "bytes": [...], "main_bytes": [...]}}} for
    `matches` = {case: {"JS": [match ids], "no JS": [...], "players": n}}."""
    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            for js in (True, False):
                context = browser.new_context(base_url=base, java_script_enabled=js,
                                              viewport={"width": 390, "height": 844})
                page = context.new_page()
                login(page, username, password)
                cdp = context.new_cdp_session(page)
                cdp.send("Network.enable")
                for case, ids in matches.items():
                    key = (case, "JS" if js else "no JS")
                    out[key] = [one_save(page, cdp, match, ids["players"], js)
                                for match in ids[key[1]]]
                context.close()
        finally:
            browser.close()
    result = {}
    for (case, path), runs in out.items():
        result.setdefault(case, {})[path] = {"ms": [r[0] for r in runs],
                                             "bytes": [r[1] for r in runs],
                                             "main_bytes": [r[2] for r in runs if r[2]]}
    return result


def login(page, username: str, password: str) -> None:
    page.goto("/login")
    page.fill("[name=username]", username)
    page.fill("[name=password]", password)
    page.locator("form button").first.click()
    page.wait_for_url(lambda url: "/login" not in url)


def throttle(cdp, on: bool) -> None:
    cdp.send("Network.emulateNetworkConditions", WIFI if on else WIRED)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4 if on else 1})


def one_save(page, cdp, match: str, players: int, js: bool):
    """(ms from the tap to the new standings painted, bytes of the answer to the post, bytes of
    that answer's #main alone, gzipped as the server does: 0 without JavaScript)."""
    throttle(cdp, False)
    page.goto(f"/matches/{match}")
    for seat in range(players):
        page.fill(f"[name=points-{seat}]", str(seat % 3))
    page.locator("input[name=closer]").first.check()
    if js:
        page.evaluate(WATCH)
    throttle(cdp, True)
    answers = []  # the post's answer, and without JavaScript the redirect's page

    def heard(response):
        answers.append(response)
    page.on("response", heard)
    button = page.get_by_role("button", name="Save the round")
    if js:
        button.click()
        ms = page.evaluate(PAINTED)
    else:
        with page.expect_navigation(wait_until="load"):
            button.click()
        page.locator("#standings").wait_for()
        ms = page.evaluate(LOADED)
    page.remove_listener("response", heard)
    throttle(cdp, False)
    mine = [r for r in answers if r.request.resource_type in ("document", "fetch")]
    if [r.status for r in mine] != ([200] if js else [302, 200]):
        raise RuntimeError(f"a save was answered {[r.status for r in mine]}")
    sizes = [r.request.sizes() for r in mine]
    main = MAIN.search(mine[-1].text()) if js else None
    return (ms, sum(s["responseBodySize"] + s["responseHeadersSize"] for s in sizes),
            len(gzip.compress(main[0].encode(), 1)) if main else 0)


def summary(ms: list) -> dict:
    ordered = sorted(ms)  # p95: the nearest rank (the 19th of 20)
    return {"median": statistics.median(ordered),
            "p95": ordered[math.ceil(len(ordered) * .95) - 1], "min": ordered[0],
            "max": ordered[-1], "n": len(ordered)}
