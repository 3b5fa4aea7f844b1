"""Headers that keep a page from being framed, sniffed or fed another site's scripts, and the
hosts a request may name (so no link Rulezz writes points elsewhere)."""

import socket

import ifaddr
from flask import abort, request

# The pages load only their own CSS, script and icon: no inline script or style anywhere.
POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
          "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {"Content-Security-Policy": POLICY, "X-Frame-Options": "DENY",
           "X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin",
           "Cross-Origin-Opener-Policy": "same-origin"}
HSTS = "max-age=31536000"
MAX_URL = 4096  # bytes of a path and query: no page or API call needs more


def headers(app) -> dict[str, str]:
    """What every answer carries (HSTS only behind TLS), as the config says now."""
    return {**HEADERS, "Strict-Transport-Security": HSTS} if app.config["HTTPS"] else HEADERS


def install(app) -> None:
    @app.before_request
    def bounded_url():
        if len(request.full_path) > MAX_URL:
            abort(414)

    @app.after_request
    def security_headers(response):
        for name, value in headers(app).items():
            response.headers.setdefault(name, value)
        return response


def own_hosts() -> list[str]:
    """The names a phone on the LAN may use for this machine: localhost, its name, and the IPv4
    address of each of its network interfaces."""
    name = socket.gethostname()
    addresses = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if ip.is_IPv4]
    return sorted({"localhost", "127.0.0.1", name, f"{name}.local", *addresses})
