"""Every phone at the table, in Chromium at a phone's size: a round saved on one phone appears on
the others within 3 s without a reload (static/rulezz.js polls, answered 304 until the match
changes); the same round sent from two phones at once is stored once and the other is told;
offline, rounds wait on the phone (static/outbox.js) and go by themselves, in order, each
once, after a reload too; the app is installable and its service worker controls the pages.
Screenshots in test-artifacts/: the outbox offline (light, dark), two phones side by side."""

import re
import time
from contextlib import contextmanager

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from tests.browser.conftest import ARTIFACTS, CHROMIUM, PHONE
from tests.browser.test_newcomer import group, names, save, start, totals

PASSWORD = "cards-on-the-table"
POINTS = "Points of each player (not doubled)"
CLOSER = "Who closed the round (revealed all cards first)"
LIVE_MS = 3_000  # the budget: a round on every phone within 3 s
TAKEN = ("Another phone entered round {n} first, so yours was not saved. Check the standings: "
         "if yours is another round, enter it again.")


@pytest.fixture
def phones(browser, server):
    """New phones (browser contexts of their own) on demand; `workers=True` lets the service
    worker run (the other browser tests block it)."""
    opened = []

    def phone(workers: bool = False) -> Page:
        context = browser.new_context(base_url=server, service_workers="allow" if workers
                                      else "block", **PHONE)
        opened.append(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        return page

    yield phone
    for context in opened:
        context.close()


def sign_up(page: Page) -> str:
    name = next(names)
    page.goto("/signup")
    page.get_by_label("Table name (your login)").fill(name)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("Password again").fill(PASSWORD)
    page.get_by_role("button", name="Sign up").click()
    expect(page.get_by_role("heading", name="What are you playing?")).to_be_visible()
    return name


def log_in(page: Page, name: str, match_url: str) -> None:
    page.goto(match_url)  # the login page, then back to the match
    page.get_by_label("Table name").fill(name)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("heading", name=re.compile("^Enter round"))).to_be_visible()
    ready(page)


def fill(page: Page, points: dict, closer: str) -> None:
    scores = group(page, POINTS)
    for name, value in points.items():
        scores.get_by_label(name, exact=True).fill(str(value))
    group(page, CLOSER).get_by_label(closer).check()


def enter(page: Page, points: dict, closer: str) -> None:
    fill(page, points, closer)
    save(page)


def standings(page: Page, n: int):
    return page.get_by_role("heading", name=re.compile(f"^Standings after {n} rounds?$"))


def still_this_page(page: Page) -> None:
    page.evaluate("window.stillThisPage = true")  # gone if the page is loaded again


def rounds_stored(page: Page) -> list[str]:
    """Each stored round's first player's change, read from a fresh copy of the page."""
    page.reload()
    return page.locator("table.rounds tbody tr:not(.notes) td:first-of-type .delta").all_inner_texts()


def until(phone: Page, script: str, seconds: float = 10) -> None:
    """Wait for `script` to be true in the page, asking from outside it (wait_for_function
    evaluates strings inside the page, which its Content-Security-Policy forbids)."""
    deadline = time.monotonic() + seconds
    while not phone.evaluate(script):
        assert time.monotonic() < deadline, f"still false after {seconds} s: {script}"
        time.sleep(0.05)


def ready(phone: Page) -> None:
    """The page's scripts have run (a tap before would post the form without them)."""
    until(phone, "Boolean(window.Rulezz && window.Rulezz.outbox)")


def a_match(owner: Page) -> str:
    start(owner, "Skyjo", ["Ana", "Bo", "Cy"])
    ready(owner)
    return owner.url.split("#")[0]


def two_phones(phones) -> tuple[Page, Page, str]:
    """Two phones logged in to one account, both showing a new match: (first, second, url)."""
    first, second = phones(), phones()
    name = sign_up(first)
    url = a_match(first)
    log_in(second, name, url)
    return first, second, url


def side_by_side(pages, path) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    shots = []
    for i, page in enumerate(pages):
        shot = ARTIFACTS / f"_phone{i}.png"
        page.screenshot(path=str(shot))
        shots.append(Image.open(shot))
    joined = Image.new("RGB", (sum(s.width for s in shots) + 40 * (len(shots) - 1),
                               max(s.height for s in shots)), "#888")
    x = 0
    for shot in shots:
        joined.paste(shot, (x, 0))
        x += shot.width + 40
        shot.close()
    joined.save(path)
    for i in range(len(pages)):
        (ARTIFACTS / f"_phone{i}.png").unlink()


def test_a_round_saved_by_the_owner_appears_on_a_spectators_phone_within_3_s(phones):
    owner, watcher = phones(), phones()
    sign_up(owner)
    url = a_match(owner)
    owner.get_by_role("button", name="Make a watch link").click()
    watcher.goto(owner.locator("a.long-link").get_attribute("href"))
    expect(standings(watcher, 0)).to_be_visible()
    still_this_page(watcher)
    enter(owner, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(standings(watcher, 1)).to_be_visible(timeout=LIVE_MS)
    assert totals(watcher) == {"Bo": 9, "Cy": 20, "Ana": 28}
    assert watcher.evaluate("window.stillThisPage") is True  # put in, not reloaded
    enter(owner, {"Ana": 1, "Bo": 2, "Cy": 3}, closer="Ana")
    expect(standings(watcher, 2)).to_be_visible(timeout=LIVE_MS)
    side_by_side([owner, watcher], ARTIFACTS / "live-owner-and-spectator.png")
    assert url in owner.url


def test_two_phones_of_one_account_take_turns_and_each_sees_the_others_round(phones):
    first, second, _ = two_phones(phones)
    still_this_page(first)
    still_this_page(second)
    rounds = [(first, {"Ana": 14, "Bo": 9, "Cy": 20}), (second, {"Ana": 3, "Bo": 4, "Cy": 5}),
              (first, {"Ana": 7, "Bo": 8, "Cy": 9}), (second, {"Ana": 2, "Bo": 1, "Cy": 0})]
    for n, (phone, points) in enumerate(rounds, 1):
        other = second if phone is first else first
        expect(phone.get_by_role("heading", name=f"Enter round {n}")).to_be_visible(
            timeout=LIVE_MS)
        enter(phone, points, closer="Cy")
        expect(standings(other, n)).to_be_visible(timeout=LIVE_MS)
        expect(other.get_by_role("heading", name=f"Enter round {n + 1}")).to_be_visible()
    assert totals(first) == totals(second)
    assert first.evaluate("window.stillThisPage") and second.evaluate("window.stillThisPage")
    side_by_side([first, second], ARTIFACTS / "live-two-phones.png")
    assert len(rounds_stored(first)) == 4


def test_a_form_being_filled_in_is_kept_while_the_standings_change(phones):
    first, second, _ = two_phones(phones)
    group(second, POINTS).get_by_label("Bo", exact=True).fill("11")  # second starts typing
    enter(first, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(standings(second, 1)).to_be_visible(timeout=LIVE_MS)
    expect(group(second, POINTS).get_by_label("Bo", exact=True)).to_have_value("11")
    expect(second.get_by_role("heading", name="Enter round 1")).to_be_visible()  # as it was


def test_the_same_round_from_two_phones_at_once_is_stored_once_and_the_other_told(phones):
    first, second, _ = two_phones(phones)
    fill(first, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    fill(second, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    for phone in (first, second):  # both taps before either answer
        phone.locator("#enter form").evaluate("form => form.requestSubmit()")
    for phone in (first, second):
        expect(phone.locator("form[aria-busy]")).to_have_count(0)
        expect(standings(phone, 1)).to_be_visible()
    told = [phone for phone in (first, second)
            if phone.get_by_role("alert").filter(has_text=TAKEN.format(n=1)).count()]
    assert len(told) == 1
    expect(told[0].get_by_role("heading", name="Enter round 2")).to_be_visible()
    expect(group(told[0], POINTS).get_by_label("Bo", exact=True)).to_have_value("9")
    assert rounds_stored(first) == ["+28"]


@contextmanager
def controlled(phone: Page):
    """The service worker in charge of the page (a page loaded under it is kept)."""
    until(phone, "navigator.serviceWorker.controller !== null")
    phone.reload()
    until(phone, "window.Rulezz !== undefined")
    yield phone


def waiting(phone: Page):
    return phone.locator("#outbox li.waiting")


def test_offline_two_rounds_wait_and_go_in_order_once_back_after_a_reload_too(phones):
    phone = phones(workers=True)
    sign_up(phone)
    url = a_match(phone)
    with controlled(phone):
        ready(phone)
        phone.context.set_offline(True)
        enter(phone, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
        expect(waiting(phone)).to_have_count(1)
        expect(phone.get_by_role("heading", name="Enter round 2")).to_be_visible()
        enter(phone, {"Ana": 1, "Bo": 2, "Cy": 3}, closer="Bo")
        expect(waiting(phone)).to_have_text([
            re.compile("^Round 1: waiting to be sent.*Ana 14, Bo 9, Cy 20 · Ana$"),
            re.compile("^Round 2: waiting to be sent.*Ana 1, Bo 2, Cy 3 · Bo$")])
        ARTIFACTS.mkdir(exist_ok=True)
        phone.locator("#outbox").scroll_into_view_if_needed()
        phone.screenshot(path=str(ARTIFACTS / "outbox-offline-light.png"))
        phone.emulate_media(color_scheme="dark")
        phone.screenshot(path=str(ARTIFACTS / "outbox-offline-dark.png"))
        phone.emulate_media(color_scheme="light")

        phone.reload()  # offline: the copy the worker kept, and the rounds still waiting
        ready(phone)
        expect(waiting(phone)).to_have_count(2)
        expect(phone.get_by_role("heading", name="Enter round 3")).to_be_visible()
        phone.context.set_offline(False)
        expect(standings(phone, 2)).to_be_visible(timeout=8_000)
        expect(phone.locator("#outbox")).to_be_hidden()
    assert rounds_stored(phone) == ["+28", "+1"]  # in order, each once
    assert phone.evaluate("localStorage.length") == 0
    assert url in phone.url


def test_a_page_kept_offline_says_so_and_a_round_saved_on_it_is_never_lost(phones):
    """Rounds saved online; then, offline, the page reloaded is the worker's copy from before
    them ("Enter round 1", with that page's nonce): it says it is a copy and from when, and a
    round saved there is stored once, or listed with the server's reason, never gone."""
    phone = phones(workers=True)
    sign_up(phone)
    a_match(phone)
    with controlled(phone):
        ready(phone)
        copy = phone.locator("[data-copy]")
        expect(copy).to_be_hidden()
        enter(phone, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
        expect(standings(phone, 1)).to_be_visible()
        enter(phone, {"Ana": 1, "Bo": 2, "Cy": 3}, closer="Bo")
        expect(standings(phone, 2)).to_be_visible()
        phone.context.set_offline(True)
        phone.reload()
        ready(phone)
        expect(phone.get_by_role("heading", name="Enter round 1")).to_be_visible()
        expect(copy).to_be_in_viewport()  # where the page lands (its form), too
        expect(copy).to_contain_text(re.compile(r"^No network: this page is a copy from .* at "
                                                r"\d{1,2}:\d\d"))
        ARTIFACTS.mkdir(exist_ok=True)
        phone.screenshot(path=str(ARTIFACTS / "offline-copy.png"))
        enter(phone, {"Ana": 7, "Bo": 8, "Cy": 9}, closer="Cy")
        expect(waiting(phone)).to_have_count(1)
        phone.context.set_offline(False)
        refused = phone.locator("#outbox li.refused")
        expect(refused).to_contain_text(TAKEN.format(n=1), timeout=8_000)
        expect(refused).to_contain_text("Ana 7, Bo 8, Cy 9 · Cy")
        expect(copy).to_be_hidden()
        expect(standings(phone, 2)).to_be_visible(timeout=LIVE_MS)
        phone.screenshot(path=str(ARTIFACTS / "offline-copy-back-online.png"))
        refused.get_by_role("button", name="Enter it again").click()
        expect(phone.get_by_role("heading", name="Enter round 3")).to_be_visible()
        save(phone)
        expect(standings(phone, 3)).to_be_visible()
    assert rounds_stored(phone) == ["+28", "+1", "+7"]  # each once, the last as round 3


def refused_while_offline(phones) -> Page:
    """A phone that entered round 1 offline while another phone entered round 1 too, then
    came back: its round is refused."""
    phone, other, _ = two_phones(phones)
    phone.context.set_offline(True)
    enter(phone, {"Ana": 14, "Bo": 9, "Cy": 20}, closer="Ana")
    expect(waiting(phone)).to_have_count(1)
    enter(other, {"Ana": 5, "Bo": 5, "Cy": 5}, closer="Cy")
    phone.context.set_offline(False)
    expect(phone.locator("#outbox li.refused")).to_contain_text("Round 1 was not saved.",
                                                                timeout=8_000)
    return phone


def test_a_waiting_round_another_phone_entered_first_is_shown_and_not_lost(phones):
    phone = refused_while_offline(phones)
    refused = phone.locator("#outbox li.refused")
    expect(refused).to_contain_text(TAKEN.format(n=1))
    expect(standings(phone, 1)).to_be_visible(timeout=LIVE_MS)
    refused.get_by_role("button", name="Enter it again").click()
    expect(group(phone, POINTS).get_by_label("Ana", exact=True)).to_have_value("14")
    expect(phone.get_by_role("heading", name="Enter round 2")).to_be_visible()
    save(phone)
    expect(standings(phone, 2)).to_be_visible()
    expect(phone.locator("#outbox")).to_be_hidden()
    assert rounds_stored(phone) == ["+5", "+28"]


def test_a_refused_waiting_round_can_be_discarded(phones):
    phone = refused_while_offline(phones)
    phone.locator("#outbox li.refused").get_by_role("button", name="Discard").click()
    expect(phone.locator("#outbox")).to_be_hidden()
    phone.reload()
    expect(phone.locator("#outbox")).to_be_hidden()
    assert rounds_stored(phone) == ["+5"]


def offline_page(phone: Page):
    """The worker's page for a page it does not keep (English is the first of its six)."""
    return phone.locator("[lang=en]").get_by_role("heading", name="No network")


def test_no_copy_of_a_match_outlives_its_stopped_score_link(phones):
    owner, phone = phones(), phones(workers=True)
    sign_up(owner)
    a_match(owner)
    owner.get_by_role("button", name="Make a score link").click()
    panel = owner.locator("article.share-link.score").last
    phone.goto(panel.locator("a.long-link").inner_text())
    with controlled(phone):  # the match page, kept by the worker
        ready(phone)
        panel.get_by_text("Stop this link", exact=True).click()
        panel.get_by_role("button", name="Yes, stop this link").click()
        expect(phone.get_by_role("alert")).to_contain_text("This score link was stopped")
        phone.context.set_offline(True)
        phone.reload()
        expect(offline_page(phone)).to_be_visible()
        expect(phone.locator("form.round")).to_have_count(0)


def test_no_copy_of_an_account_page_outlives_its_session(phones):
    phone, other = phones(workers=True), phones()
    name = sign_up(phone)
    url = a_match(phone)
    with controlled(phone):
        phone.goto("/account")
        expect(phone.get_by_text(name)).not_to_have_count(0)
        phone.goto("/backup")
        phone.goto(url)
        ready(phone)
        log_in(other, name, url)
        other.goto("/account")
        other.get_by_role("button", name="Log out everywhere").click()
        phone.goto(url)  # sent to log in: the server no longer knows this phone's session
        expect(phone.get_by_role("button", name="Log in")).to_be_visible()
        phone.context.set_offline(True)
        for page in ("/account", "/backup", url):
            phone.goto(page)
            expect(offline_page(phone)).to_be_visible()
            expect(phone.get_by_text(name)).to_have_count(0)


@pytest.fixture
def profile(browser, server, tmp_path):
    """A phone with a profile on disk: Chromium installs no app from an incognito context,
    which every other context here is."""
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", executable_path=CHROMIUM, base_url=server,
        args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"], **PHONE)
    page = context.pages[0] if context.pages else context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()


def test_the_app_installs_and_its_worker_controls_the_pages(profile):
    phone = profile
    sign_up(phone)
    with controlled(phone):
        assert phone.evaluate("navigator.serviceWorker.controller.scriptURL").endswith("/sw.js")
        cdp = phone.context.new_cdp_session(phone)
        manifest = cdp.send("Page.getAppManifest")
        assert manifest["errors"] == [] and '"name": "Rulezz"' in manifest["data"]
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        phone.context.set_offline(True)
        phone.goto("/faq/")  # never opened: the offline page, in every language
        expect(phone.locator("[lang=pt]").get_by_role("heading", name="Sem rede")).to_be_visible()
        phone.go_back()  # opened before: the copy the worker kept
        expect(phone.get_by_role("heading", name="What are you playing?")).to_be_visible()


def test_the_screen_is_kept_on_while_the_match_is_in_play(phones):
    phone = phones()
    sign_up(phone)
    a_match(phone)
    expect(phone.locator("html")).to_have_attribute("data-awake", "")
    phone.get_by_text("End the match now").click()
    phone.get_by_role("button", name="Yes, end it now").click()
    expect(phone.get_by_role("heading", name="Final standings")).to_be_visible()
    expect(phone.locator("html")).not_to_have_attribute("data-awake", "")
