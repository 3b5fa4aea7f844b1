"""Bytes over the wire for a phone opening the round-entry page (/matches/<id>), gzip accepted.

First load (empty cache): the page, then everything it makes the browser fetch: every <link href>,
<script src>, <img src> (and the other tags that load something), and every url(...) and @import
in the CSS. Nothing on another host is fetched: it is listed as a failure instead.
Later load (warm cache): the page is revalidated with its ETag; a static file is not asked for at
all when its Cache-Control gives it a long max-age, otherwise it is revalidated too.
"""

import re
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

from bench.browser import Browser

LONG_MAX_AGE = 7 * 24 * 3600  # "long": a week or more, so a later load does not ask at all
LOADS = {("link", "href"), ("script", "src"), ("img", "src"), ("img", "srcset"),
         ("source", "src"), ("source", "srcset"), ("iframe", "src"), ("video", "src"),
         ("video", "poster"), ("audio", "src"), ("embed", "src"), ("object", "data"),
         ("input", "src"), ("track", "src")}
CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]*)\1\s*\)|@import\s+(['"])([^'"]+)\3""")


class References(HTMLParser):
    def __init__(self):
        super().__init__()
        self.found: list[tuple[str, str]] = []  # (what, url)
        self.styles: list[str] = []
        self._in_style = False

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if (tag, name) in LOADS:
                urls = [part.strip().split()[0] for part in value.split(",") if part.strip()] \
                    if name == "srcset" else [value.strip()]
                label = f"<{tag} {name}>" + (f" rel={dict(attrs).get('rel')}" if tag == "link"
                                             else "")
                self.found.extend((label, url) for url in urls)
            if name == "style":
                self.styles.append(value)
        self._in_style = tag == "style"

    def handle_endtag(self, tag):
        self._in_style = False

    def handle_data(self, data):
        if self._in_style:
            self.styles.append(data)


def css_urls(text: str) -> list[str]:
    return [m.group(2) or m.group(4) for m in CSS_URL.finditer(text) if m.group(2) or m.group(4)]


def kind(content_type: str, url: str) -> str:
    ct = (content_type or "").split(";")[0].strip().lower()
    if ct == "text/html":
        return "html"
    if ct == "text/css":
        return "css"
    if "javascript" in ct:
        return "js"
    if ct.startswith("font/") or re.search(r"\.(woff2?|ttf|otf)(\?|$)", url):
        return "font"
    if ct.startswith("image/"):
        return "icon/image"
    return ct or "other"


def max_age(cache_control: str | None) -> int | None:
    cc = (cache_control or "").lower()
    if "no-store" in cc or "no-cache" in cc:
        return None
    m = re.search(r"max-age=(\d+)", cc)
    return int(m.group(1)) if m else None


def row(url, what, response) -> dict:
    return {"url": url, "from": what, "status": response.status,
            "kind": kind(response.header("Content-Type"), url),
            "encoding": response.header("Content-Encoding") or "identity",
            "header_bytes": response.header_bytes, "body_bytes": len(response.raw),
            "wire_bytes": response.wire_bytes, "cache_control": response.header("Cache-Control"),
            "etag": response.header("ETag"), "last_modified": response.header("Last-Modified")}


def measure(host: str, port: int, username: str, password: str, page_path: str,
            post_fields=None) -> dict:
    """`post_fields`: a round to post before the third load (page changed, statics cached)."""
    phone = Browser(host, port, accept_encoding="gzip")
    phone.login(username, password)
    origin = urlsplit(phone.origin)
    other_hosts, rows, seen = [], [], set()

    def same_host(url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https") and parts.netloc == origin.netloc

    def fetch(url: str, what: str):
        if url in seen or url.startswith(("data:", "#")) or not url:
            return None
        seen.add(url)
        if not same_host(url):
            other_hosts.append({"url": url, "from": what})
            return None
        parts = urlsplit(url)
        response = phone.get(parts.path + (f"?{parts.query}" if parts.query else ""))
        rows.append(row(url, what, response))
        return response

    page_url = phone.origin + page_path
    page = phone.get(page_path)
    seen.add(page_url)
    rows.append(row(page_url, "the page", page))
    if page.status != 200:
        raise RuntimeError(f"{page_path} answered {page.status}")
    html = page.text
    refs = References()
    refs.feed(html)
    for style in refs.styles:
        refs.found.extend(("inline CSS url()", u) for u in css_urls(style))
    queue = [(what, urljoin(page_url, url)) for what, url in refs.found]
    while queue:
        what, url = queue.pop(0)
        response = fetch(url, what)
        if response is not None and response.status == 200 and \
                kind(response.header("Content-Type"), url) == "css":
            queue.extend(("CSS url()", urljoin(url, u)) for u in css_urls(response.text))
    first = {"requests": len(rows), "rows": rows, "other_hosts": other_hosts,
             "wire_bytes": sum(r["wire_bytes"] for r in rows),
             "body_bytes": sum(r["body_bytes"] for r in rows),
             "by_kind": {}}
    for r in rows:
        first["by_kind"][r["kind"]] = first["by_kind"].get(r["kind"], 0) + r["wire_bytes"]
    bad = [r for r in rows if r["status"] != 200]

    def later_load(expect_page: int) -> dict:
        later, cached = [], 0
        for r in rows:
            if r["from"] == "the page":
                response = phone.get(page_path, {"If-None-Match": r["etag"]} if r["etag"] else {})
                later.append({**row(r["url"], "the page (revalidated)", response),
                              "expected": expect_page})
                continue
            age = max_age(r["cache_control"])
            if age is not None and age >= LONG_MAX_AGE:
                cached += 1  # fresh in the cache: not asked for at all
                continue
            conditional = {}
            if r["etag"]:
                conditional["If-None-Match"] = r["etag"]
            if r["last_modified"]:
                conditional["If-Modified-Since"] = r["last_modified"]
            parts = urlsplit(r["url"])
            response = phone.get(parts.path + (f"?{parts.query}" if parts.query else ""),
                                 conditional)
            later.append(row(r["url"], f"{r['from']} (revalidated)", response))
        return {"requests": len(later), "rows": later,
                "wire_bytes": sum(x["wire_bytes"] for x in later),
                "statics_not_requested": cached}

    warm = later_load(304)
    warm_ok = bool(warm["rows"]) and warm["rows"][0]["status"] == 304
    changed = None
    if post_fields is not None:
        token = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', html).group(1)
        posted = phone.post(page_path, {"csrf_token": token, **post_fields})
        if posted.status != 302:
            raise RuntimeError(f"posting a round answered {posted.status}")
        changed = later_load(200)
    phone.close()
    return {"page": page_path, "first_load": first, "warm_load": warm,
            "warm_page_status": warm["rows"][0]["status"] if warm["rows"] else None,
            "warm_page_304": warm_ok, "after_new_round": changed,
            "non_200_on_first_load": [r["url"] for r in bad]}
