"""The measurements without load: SQL statements per request (Flask test client), bytes of a
phone's first load (urllib, against the running gunicorn), and a real login's cookies."""

import http.cookiejar
import re
import urllib.request
import uuid
from urllib.error import HTTPError
from urllib.parse import urlencode, urljoin, urlsplit

from sqlalchemy import event

from bench.seed import FOUR
from extensions import db

LIVE_TAG = re.compile(r'data-live-tag="([0-9a-f]{32})"')
CSRF = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"')
LINKED = re.compile(r'<(?:link|script|img|source)\b[^>]*?\b(?:href|src)="([^"]+)"')
# The web app manifest is fetched when the phone installs the app, not with every page.
INSTALL_ONLY = re.compile(r'<link rel="manifest"[^>]*>')
CSS_LOADS = re.compile(r"""url\(\s*['"]?([^'")\s]+)|@import\s+['"]([^'"]+)""")
# Every request names the same phone: Flask-Login ties a session to its browser ("basic"
# protection), and a session seen from another browser is re-signed and sent again every time.
# What Chromium on a phone accepts: Flask-Compress sends files (static, streamed) as zstd or br
# only, never gzip, so a probe accepting gzip alone would count them uncompressed.
PHONE_ENCODINGS = "gzip, deflate, br, zstd"
PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36"
POINTS = {"points-0": "0", "points-1": "1", "points-2": "2", "points-3": "0", "closer": FOUR[1]}


def sql_counts(app, accounts: dict, password: str) -> dict:
    """{page: {account: statements}}, each page requested once to warm up, then counted; -1 when
    it answered an unexpected status."""
    seen, out = [], {}
    with app.app_context():
        event.listen(db.engine, "before_cursor_execute", lambda *args: seen.append(args[2]))
    for label, info in accounts.items():
        client, target = app.test_client(), f"/matches/{info['target']}"
        client.post("/login", data={"csrf_token": CSRF.search(client.get("/login").text)[1],
                                    "username": info["username"], "password": password,
                                    "remember": "y"})
        shown = client.get(target)
        etag, token = shown.headers["ETag"], CSRF.search(shown.text)[1]
        poll = {"If-None-Match": f'"{LIVE_TAG.search(shown.text)[1]}"', "X-Rulezz-Live": "poll"}
        api = {"Authorization": f"Bearer {info['token']}"}
        for page, status, method, path, headers in (  # the post last: it adds rounds
                ("home", 200, "GET", "/", {}), ("standings", 200, "GET", target, {}),
                ("standings 304", 304, "GET", target, {"If-None-Match": etag}),
                ("live poll 304", 304, "GET", target, poll),
                ("round edit page", 200, "GET", f"{target}/rounds/1", {}),
                ("history", 200, "GET", "/history/", {}), ("FAQ", 200, "GET", "/faq/skyjo", {}),
                ("statistics", 200, "GET", "/stats", {}),
                ("API match GET", 200, "GET", f"/api/v1{target}", api),
                ("round post", 302, "POST", target, {})):
            for _ in range(2):  # a warm-up, then counted
                seen.clear()
                form = {"csrf_token": token, "nonce": uuid.uuid4().hex, **POINTS}
                response = client.open(path, method=method, headers=headers,
                                       data=form if method == "POST" else None)
            out.setdefault(page, {})[label] = len(seen) if response.status_code == status else -1
    return out


def login(base: str, username: str, password: str) -> str:
    """The Cookie header of a real login over HTTP (session and remember-me cookies)."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.addheaders = [("User-Agent", PHONE)]
    token = CSRF.search(opener.open(f"{base}/login").read().decode())[1]
    opener.open(f"{base}/login", urlencode({"csrf_token": token, "username": username,
                                            "password": password, "remember": "y"}).encode())
    return "; ".join(f"{c.name}={c.value}" for c in jar)


def fetch(url: str, headers: dict):
    """(status, headers, body, bytes received: status line, headers and body)."""
    try:
        response = urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10)
    except HTTPError as error:
        response = error
    body = response.read()
    return response.status, response.headers, body, len(body) + len(
        f"HTTP/1.1 {response.status} {response.reason}\r\n\r\n") + sum(
        len(k) + len(v) + 4 for k, v in response.headers.items())


def first_load(page_url: str, headers: dict) -> dict:
    """The page, then what it links with <link href> (but the manifest), <script src>, <img
    src>, <source src>, and what its CSS loads with url(...) or @import; another host's files
    are listed, not fetched.
    Bytes as a phone's Chromium receives them (its Accept-Encoding)."""
    queue, seen, rows, other = [page_url], set(), [], []
    while queue:
        url = queue.pop(0)
        if url in seen or url.startswith("data:"):
            continue
        seen.add(url)
        if urlsplit(url).netloc != urlsplit(page_url).netloc:
            other.append(url)
            continue
        status, head, _, size = fetch(url, {**headers, "Accept-Encoding": PHONE_ENCODINGS})
        rows.append({"url": urlsplit(url).path, "status": status, "bytes": size})
        text = fetch(url, {**headers, "Accept-Encoding": "identity"})[2].decode()  # to read
        kind = head["Content-Type"] or ""
        refs = (LINKED.findall(INSTALL_ONLY.sub("", text)) if "html" in kind else
                ["".join(ref) for ref in CSS_LOADS.findall(text)] if "css" in kind else [])
        queue += [urljoin(url, ref) for ref in refs]
    return {"bytes": sum(r["bytes"] for r in rows), "rows": rows, "other_hosts": other,
            "all_200": all(r["status"] == 200 for r in rows)}
