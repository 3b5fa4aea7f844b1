"""Configuration from the environment: DATABASE_URL, SECRET_KEY, TRUSTED_HOSTS, HTTPS, PROXIES,
TIME_ZONE, ASSETS (where `flask assets` writes the static files' copy)."""

import logging
import os
import secrets
from pathlib import Path

import pytz
import tzlocal

import security

LANGUAGES = {"en": "English", "pt": "Português", "es": "Español", "nb": "Norsk",
             "tr": "Türkçe", "ar": "العربية"}
RTL_LANGUAGES = {"ar"}


def secret_key(instance_path: str) -> str:
    """SECRET_KEY from the environment, else one generated once and kept in instance/."""
    if os.environ.get("SECRET_KEY"):
        return os.environ["SECRET_KEY"]
    path = Path(instance_path) / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()


def trusted_hosts() -> list[str] | None:
    """TRUSTED_HOSTS from the environment (comma-separated; "*" for any), else this machine's
    own names and addresses: a request naming another host is refused (400)."""
    listed = os.environ.get("TRUSTED_HOSTS")
    if listed == "*":
        return None
    return [host.strip() for host in listed.split(",")] if listed else security.own_hosts()


def time_zone() -> str:
    """TIME_ZONE from the environment (e.g. America/Sao_Paulo), else this machine's own (tzlocal):
    Rulezz runs on a machine at the table or near it, and a match's time and date are read as
    the table lived them. A TIME_ZONE no zone has stops the app here, not on every page; a
    machine zone without a name Flask-Babel (pytz) knows falls back to UTC, with a warning."""
    chosen = os.environ.get("TIME_ZONE")
    if chosen:
        if not known_zone(chosen):
            raise ValueError(f"TIME_ZONE: no time zone is called {chosen!r} "
                             "(a name such as Europe/Oslo)")
        return chosen
    try:
        name = tzlocal.get_localzone_name() or ""
    except Exception:  # noqa: BLE001 (the machine's settings contradict each other)
        name = ""
    name = name.removeprefix("posix/").removeprefix("right/")  # zoneinfo's variants of a name
    if known_zone(name):
        return name
    logging.getLogger(__name__).warning(
        "This machine's time zone has no name Rulezz knows (%r): times are written in UTC. "
        "Set TIME_ZONE (e.g. Europe/Oslo) to change it.", name)
    return "UTC"


def known_zone(name: str) -> bool:
    try:
        pytz.timezone(name)  # what Flask-Babel reads it with
    except pytz.UnknownTimeZoneError:
        return False
    return bool(name)


def from_environment(instance_path: str) -> dict:
    sqlite = f"sqlite:///{Path(instance_path) / 'rulezz.sqlite'}"
    https = os.environ.get("HTTPS") == "1"  # served behind TLS: secure cookies, HSTS
    return {
        "SECRET_KEY": secret_key(instance_path),
        "SQLALCHEMY_DATABASE_URI": os.environ.get("DATABASE_URL", sqlite),
        "PROXIES": int(os.environ.get("PROXIES", "0")),  # proxies in front that set X-Forwarded-*
        "TRUSTED_HOSTS": trusted_hosts(),
        "HTTPS": https,
        "SESSION_COOKIE_SECURE": https,
        "REMEMBER_COOKIE_SECURE": https,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "REMEMBER_COOKIE_SAMESITE": "Lax",
        "REMEMBER_COOKIE_HTTPONLY": True,
        "BABEL_DEFAULT_LOCALE": "en",
        "BABEL_DEFAULT_TIMEZONE": time_zone(),
        "LANGUAGES": LANGUAGES,
        "MAX_CONTENT_LENGTH": 1024 * 1024,  # no form or API body is anywhere near this
        # A phone may keep a standings page (and its form) for hours between rounds; the CSRF
        # token stays tied to the session, it just does not expire on a clock.
        "WTF_CSRF_TIME_LIMIT": None,
        "SEND_FILE_MAX_AGE_DEFAULT": 365 * 24 * 3600,  # static URLs carry a content hash
        # The static files minified and compressed by `flask assets` (web/assets.py).
        "ASSETS": os.environ.get("ASSETS", str(Path(instance_path).parent / "build" / "static")),
        # gzip at nginx's default level: every page is made fresh, and a higher level halves the
        # server's speed at gzip to save a few hundred bytes of a 4 KB page. (Browsers that
        # accept zstd or brotli get those, at Flask-Compress's own levels.)
        "COMPRESS_LEVEL": 1,
        # Hand checks (no login) from one address; a table checks a hand now and then.
        "CHECK_RATE_LIMIT": os.environ.get("CHECK_RATE_LIMIT", "30 per minute"),
        # Counted in the database (services/rate_storage.py), which every worker and server
        # shares; any `limits` store (e.g. redis://) may be named instead.
        "RATELIMIT_STORAGE_URI": os.environ.get("RATELIMIT_STORAGE_URI", "rulezz+db://"),
    }
