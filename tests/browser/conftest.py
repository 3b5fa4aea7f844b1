"""Real Chromium (Debian's) through Playwright, at a phone's viewport, against the app served by
gunicorn exactly as `make run` serves it. A failing test leaves a screenshot in test-artifacts/."""

from contextlib import ExitStack
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from tests.databases import fresh_postgres, using_postgres
from tests.servers import serve

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = "/usr/bin/chromium"
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2,
         "is_mobile": True, "has_touch": True}


@pytest.fixture(scope="session")
def server(tmp_path_factory):
    """A fresh database upgraded by the migrations, then gunicorn with two workers."""
    folder = tmp_path_factory.mktemp("server")
    with ExitStack() as stack:
        url = (stack.enter_context(fresh_postgres("browser")) if using_postgres()
               else f"sqlite:///{folder / 'rulezz.sqlite'}")
        yield stack.enter_context(serve(url, folder)).url


@pytest.fixture(scope="session")
def browser():
    assert Path(CHROMIUM).exists(), "Debian's chromium is needed: apt-get install chromium"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=[
            "--no-sandbox", "--disable-gpu", "--disable-background-networking"])
        yield browser
        browser.close()


@pytest.fixture
def page(browser, server, request):
    # No service worker here: it would answer page loads itself, out of reach of the routes
    # below (Playwright's advice); tests/browser/test_live.py tests the worker in its own.
    context = browser.new_context(base_url=server, service_workers="block", **PHONE)
    foreign = []

    def only_this_site(route):
        if route.request.url.startswith(server):
            return route.continue_()
        foreign.append(route.request.url)
        return route.abort()

    context.route("**/*", only_this_site)
    page = context.new_page()
    page.set_default_timeout(10_000)
    refused = []  # what the Content-Security-Policy blocked: the pages' own files must pass it
    page.on("console", lambda message: refused.append(message.text)
            if "Content Security Policy" in message.text else None)
    yield page
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    context.close()
    assert foreign == [], f"requests to other hosts: {foreign}"
    assert refused == [], f"blocked by the Content-Security-Policy: {refused}"


@pytest.fixture
def no_script(browser, server):
    """A phone with JavaScript turned off: every page must work without it."""
    context = browser.new_context(base_url=server, java_script_enabled=False, **PHONE)
    page = context.new_page()
    page.set_default_timeout(10_000)
    yield page
    context.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    setattr(item, f"rep_{report.when}", report)
    return report
