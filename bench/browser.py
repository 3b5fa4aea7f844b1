"""A phone's browser, small: one http.client connection to the server, its cookies, forms, and the
exact bytes it received (status line, headers and body as sent, before any decompression)."""

import gzip
import http.client
import re
import zlib
from dataclasses import dataclass
from urllib.parse import urlencode

CSRF = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"')
PHONE_HEADERS = {
    "User-Agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like "
                  "Gecko) Chrome/126.0 Mobile Safari/537.36",
    "Accept-Language": "en",
}


@dataclass
class Response:
    status: int
    headers: list[tuple[str, str]]
    raw: bytes  # the body as it came over the wire
    header_bytes: int  # status line and headers, as sent

    def header(self, name: str) -> str | None:
        return next((v for k, v in self.headers if k.lower() == name.lower()), None)

    @property
    def wire_bytes(self) -> int:
        return self.header_bytes + len(self.raw)

    @property
    def body(self) -> bytes:
        encoding = (self.header("Content-Encoding") or "").lower()
        if encoding == "gzip":
            return gzip.decompress(self.raw)
        if encoding == "deflate":
            return zlib.decompress(self.raw)
        if encoding in ("", "identity"):
            return self.raw
        raise ValueError(f"unexpected Content-Encoding {encoding}")

    @property
    def text(self) -> str:
        return self.body.decode()


class Browser:
    def __init__(self, host: str, port: int, accept_encoding: str | None = "gzip"):
        self.host, self.port = host, port
        self.conn = http.client.HTTPConnection(host, port, timeout=60)
        self.cookies: dict[str, str] = {}
        self.accept_encoding = accept_encoding
        self.requests = 0

    @property
    def origin(self) -> str:
        return f"http://{self.host}:{self.port}"

    def cookie_header(self) -> str:
        return "; ".join(f"{k}={v}" for k, v in self.cookies.items())

    def headers(self, extra=None) -> dict:
        headers = dict(PHONE_HEADERS)
        if self.accept_encoding:
            headers["Accept-Encoding"] = self.accept_encoding
        if self.cookies:
            headers["Cookie"] = self.cookie_header()
        headers.update(extra or {})
        return headers

    def request(self, method: str, path: str, body: bytes | None = None, headers=None) -> Response:
        self.requests += 1
        self.conn.request(method, path, body=body, headers=self.headers(headers))
        response = self.conn.getresponse()
        raw = response.read()
        pairs = response.getheaders()
        for key, value in pairs:
            if key.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                cookie_value = rest.split(";", 1)[0]
                if "expires=thu, 01 jan 1970" in value.lower() or "max-age=0" in value.lower():
                    self.cookies.pop(name.strip(), None)
                else:
                    self.cookies[name.strip()] = cookie_value
        status_line = f"HTTP/1.{1 if response.version == 11 else 0} {response.status} " \
                      f"{response.reason}\r\n"
        header_bytes = len(status_line.encode("latin-1")) + sum(
            len(f"{k}: {v}\r\n".encode("latin-1")) for k, v in pairs) + 2
        if response.will_close:
            self.conn.close()
        return Response(response.status, pairs, raw, header_bytes)

    def get(self, path: str, headers=None) -> Response:
        return self.request("GET", path, headers=headers)

    def post(self, path: str, fields: dict, headers=None) -> Response:
        return self.request("POST", path, urlencode(fields).encode(),
                            {"Content-Type": "application/x-www-form-urlencoded",
                             **(headers or {})})

    def login(self, username: str, password: str) -> None:
        page = self.get("/login")
        token = CSRF.search(page.text).group(1)
        # "Keep me logged in on this phone" is ticked by default, so a phone sends it.
        done = self.post("/login", {"csrf_token": token, "username": username,
                                    "password": password, "remember": "y"})
        if done.status != 302:
            raise RuntimeError(f"login as {username} failed: {done.status}")

    def csrf_token(self, path: str) -> str:
        return CSRF.search(self.get(path).text).group(1)

    def close(self) -> None:
        self.conn.close()
