"""Rulezz: the score keeper for card and tile games played at a real table."""

import functools
import hashlib
import ipaddress
import os

import click
import ifaddr
from flask import Flask, jsonify, render_template, request
from flask_babel import gettext as _
from flask_wtf.csrf import CSRFError
from limits import parse_many
from sqlalchemy.orm.exc import ObjectDeletedError
from werkzeug.exceptions import NotFound, SecurityError
from werkzeug.middleware.proxy_fix import ProxyFix

import config
import i18n
import security
from extensions import babel, compress, csrf, db, limiter, login_manager, migrate
from web import assets, templating


def create_app(test_config: dict | None = None) -> Flask:
    app = Flask(__name__, instance_relative_config=True)
    os.makedirs(app.instance_path, exist_ok=True)
    app.config.from_mapping(config.from_environment(app.instance_path))
    if test_config:
        app.config.update(test_config)
    if app.config["PROXIES"]:  # behind a load balancer: the client's address is in X-Forwarded-For
        proxies = app.config["PROXIES"]
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies)
    register_extensions(app)
    register_blueprints(app)
    register_errorhandlers(app)
    register_commands(app)
    templating.register(app)
    i18n.install(app)
    security.install(app)
    if assets.built(app.config["ASSETS"], static_hashes(app)):
        assets.serve(app, app.config["ASSETS"], security.headers(app))
    return app


def register_extensions(app: Flask) -> None:
    import models  # noqa: F401  (the models must be known before migrations run)
    import services.rate_storage  # noqa: F401  (registers the limiter's "rulezz+db://")

    db.init_app(app)
    migrate.init_app(app, db, directory=os.path.join(app.root_path, "migrations"),
                     render_as_batch=True)
    csrf.init_app(app)
    compress.init_app(app)
    limiter.init_app(app)
    parse_many(app.config["CHECK_RATE_LIMIT"])  # malformed: stop here, not a 500 a check
    babel.init_app(app, locale_selector=i18n.select_locale)
    login_manager.init_app(app)
    login_manager.login_view = "accounts.login"
    login_manager.login_message = None

    @login_manager.user_loader
    def load_account(session_token: str):
        """Flask-Login's "alternative tokens": the cookies carry a login session's token, and
        the account is read through its row (one statement), so logging out deletes the row and
        every copy of the cookies stops working."""
        from services.accounts import session_account

        return session_account(session_token)

    @app.url_defaults
    def static_version(endpoint: str, values: dict) -> None:
        """Static files are cached for a year; their URL changes when their content does."""
        if endpoint == "static" and "filename" in values:
            values["v"] = static_hash(app.static_folder, values["filename"])


@functools.cache
def static_hash(folder: str, filename: str) -> str:
    path = os.path.join(folder, filename)
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()[:12]


def static_hashes(app: Flask) -> dict[str, str]:
    return {name: static_hash(app.static_folder, name) for name in os.listdir(app.static_folder)}


def register_blueprints(app: Flask) -> None:
    from api import bp as api
    from web.accounts import bp as accounts
    from web.backup import bp as backup
    from web.faq import bp as faq
    from web.games import bp as games
    from web.history import bp as history
    from web.install import bp as install
    from web.matches import bp as matches
    from web.share import bp as share
    from web.stats import bp as stats

    for blueprint in (accounts, matches, games, history, faq, share, api, backup, stats,
                      install):
        app.register_blueprint(blueprint)


def register_errorhandlers(app: Flask) -> None:
    def error_page(error):
        messages = {400: _("That request could not be understood."),
                    403: _("That is not allowed."),
                    404: _("There is nothing here. It may have been deleted."),
                    405: _("That is not allowed."),
                    410: _("This score link was stopped, so this phone can no longer enter "
                           "rounds. Ask the match's owner for a new link."),
                    413: _("That is too much to send at once."),
                    414: _("That address is too long."),
                    429: _("Too many attempts. Wait a few minutes and try again."),
                    500: _("Something went wrong on our side. Nothing you entered was lost.")}
        code = getattr(error, "code", 500)
        # A 405 names the methods that are allowed (Allow), as HTTP asks.
        allow = {"Allow": ", ".join(error.valid_methods)} if getattr(
            error, "valid_methods", None) else {}
        if request.path.startswith("/api/"):
            detail = getattr(error, "description", None) if code < 500 else None
            return jsonify({"error": detail if isinstance(detail, str) and code not in (404, 414, 429)
                            else messages.get(code, messages[500])}), code, allow
        return render_template("errors/error.html", code=code,
                               message=messages.get(code, messages[500])), code, allow

    for code in (400, 403, 404, 405, 410, 413, 414, 429, 500):
        app.register_error_handler(code, error_page)

    @app.errorhandler(ObjectDeletedError)
    def deleted_meanwhile(error):
        """Another phone deleted the match while this request was using it (e.g. answering with
        the round it had just stored): the match is gone, a 404, not a 500."""
        db.session.rollback()
        return error_page(NotFound())

    @app.errorhandler(SecurityError)
    def untrusted_host(error):
        """A request naming a host that is not this site's (TRUSTED_HOSTS): no page can be made
        for it, since every link on a page would point at that host."""
        message = _("That request could not be understood.")
        if request.path.startswith("/api/"):
            return jsonify({"error": message}), 400
        return message, 400, {"Content-Type": "text/plain; charset=utf-8"}

    @app.errorhandler(CSRFError)
    def expired_form(error):
        """A form kept open too long, or sent from another site: say so in plain words."""
        message = _("This form has expired or did not come from Rulezz. Nothing was saved: "
                    "go back, reload the page and enter it again.")
        if request.path.startswith("/api/"):
            return jsonify({"error": message}), 400
        return render_template("errors/error.html", code=400, message=message), 400


def register_commands(app: Flask) -> None:
    @app.cli.command("address")
    @click.option("--port", default=8000)
    def address(port: int) -> None:
        """Print the address a phone on the same network should open."""
        click.echo(f"Rulezz is starting. On a phone on this network, open: "
                   f"http://{lan_address()}:{port}/")

    @app.cli.command("assets")
    def build_assets() -> None:
        """Minify and compress the static files for WhiteNoise to serve (web/assets.py), unless
        the copy is already of the files as they are (a running server keeps serving it)."""
        hashes = static_hashes(app)
        if not assets.built(app.config["ASSETS"], hashes):
            assets.build(app.static_folder, app.config["ASSETS"], hashes)


def lan_address() -> str:
    """This machine's first IPv4 address on a network interface other than loopback: the one a
    phone on the same Wi-Fi can reach. Read from the interfaces; no packet is sent."""
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if ip.is_IPv4 and not ipaddress.ip_address(ip.ip).is_loopback:
                return ip.ip
    return "127.0.0.1"
