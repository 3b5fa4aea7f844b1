"""A tiny HTTP client for tests against a real server: JSON calls and a browser-like session."""

import http.cookiejar
import json
import urllib.error
import urllib.parse
import urllib.request


def call(base: str, method: str, path: str, body=None, token=None, headers=None):
    """(status, JSON body or None) of one API request."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    for key, value in (headers or {}).items():
        request.add_header(key, value)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            raw = response.read()
            return response.status, json.loads(raw) if raw else None
    except urllib.error.HTTPError as error:
        raw = error.read()
        try:
            return error.code, json.loads(raw)
        except ValueError:
            return error.code, None


class Browser:
    """Cookies and form posts, as a phone's browser sends them (no redirects followed)."""

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    def __init__(self, base: str):
        self.base = base
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), self.NoRedirect())

    def get(self, path: str) -> str:
        with self.opener.open(self.base + path, timeout=60) as response:
            return response.read().decode()

    def post(self, path: str, fields: dict) -> int:
        data = urllib.parse.urlencode(fields).encode()
        try:
            with self.opener.open(self.base + path, data=data, timeout=60) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code
