"""Installable: the manifest and its icons, the service worker served from the root (its scope
is the whole site) under the site's Content-Security-Policy, and the offline page in every
language."""

import json
import re
from pathlib import Path

from PIL import Image

from config import LANGUAGES

STATIC = Path(__file__).resolve().parents[2] / "static"


def test_the_manifest_has_what_chromium_needs_to_install(client):
    page = client.get("/").get_data(as_text=True)
    href = re.search(r'<link rel="manifest" href="([^"]+)">', page)[1]
    with client.get(href) as served:
        manifest = json.loads(served.get_data())
    assert manifest["name"] == manifest["short_name"] == "Rulezz"
    assert manifest["start_url"] == manifest["scope"] == "/"
    assert manifest["display"] == "standalone"
    sizes = {icon["sizes"]: icon for icon in manifest["icons"]}
    for size in (192, 512):
        icon = sizes[f"{size}x{size}"]
        assert icon["type"] == "image/png"
        with Image.open(STATIC / icon["src"]) as image:
            assert image.size == (size, size) and image.format == "PNG"
        with client.get(f"/static/{icon['src']}") as served:
            assert served.status_code == 200
    assert sizes["any"]["type"] == "image/svg+xml"


def test_the_worker_is_javascript_from_the_root_and_keeps_the_current_files(client):
    response = client.get("/sw.js")
    assert response.status_code == 200
    assert response.mimetype == "text/javascript"
    assert response.headers["Cache-Control"] == "no-cache"  # a new worker is seen at once
    assert "script-src 'self'" in response.headers["Content-Security-Policy"]
    script = response.get_data(as_text=True)
    files = json.loads(re.search(r"var FILES = (\[.*?\]);", script)[1])
    page = client.get("/").get_data(as_text=True)
    for url in re.findall(r'(?:href|src)="(/static/[^"]+\?v=[0-9a-f]+)"', page):
        assert url in files  # every file the page loads, by the URL it loads it with
    assert json.loads(re.search(r"var OFFLINE = (\".*?\");", script)[1]) == "/offline"
    for url in files:
        with client.get(url) as served:
            assert served.status_code == 200


def test_the_offline_page_says_it_in_every_language(client):
    page = client.get("/offline").get_data(as_text=True)
    for code in LANGUAGES:
        assert f'lang="{code}"' in page
    assert 'lang="ar" dir="rtl"' in page
    assert "No network" in page and "Sem rede" in page and "لا توجد شبكة" in page
    assert "<script" not in page  # nothing to run: it is kept and shown as it is


def test_logging_out_forgets_the_pages_the_worker_kept(table):
    page = table.client.get("/").get_data(as_text=True)
    assert re.search(r'<form [^>]*action="/logout"[^>]*data-forget', page)
    assert 'data-worker="/sw.js"' in page
