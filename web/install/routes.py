"""What makes Rulezz an installable app: the service worker, served from the site's root so that
its scope is the whole site, and the page it shows when a page was never seen offline. (The
manifest and its icons are static files.)"""

import hashlib

from flask import make_response, render_template, url_for
from flask_babel import force_locale, gettext as _

from config import LANGUAGES, RTL_LANGUAGES
from web.install import bp

# Kept by the worker at once: what every page loads, and the manifest's icons.
SHELL = ("rulezz.css", "rulezz.js", "outbox.js", "cards.js", "cards-skyjo.js", "tiles.js",
         "faq.js", "icon.svg", "icon-192.png", "icon-512.png", "manifest.json")


@bp.route("/sw.js")
def worker():
    """The worker's script, naming the static files by their current URLs (each carries its
    content's hash), so a new file is a new worker and the old copies are dropped."""
    files = [url_for("static", filename=name) for name in SHELL]
    version = hashlib.sha256(" ".join(files).encode()).hexdigest()[:12]
    response = make_response(render_template(
        "install/sw.js", files=files, version=version, offline=url_for("install.offline"),
        login=url_for("accounts.login")))
    response.headers["Content-Type"] = "text/javascript; charset=utf-8"
    response.headers["Cache-Control"] = "no-cache"
    return response


@bp.route("/offline")
def offline():
    """Shown by the worker in place of a page it never kept: in all six languages, since it is
    kept once for whichever language the phone reads later."""
    sentences = []
    for code in LANGUAGES:
        with force_locale(code):
            sentences.append({"lang": code, "dir": "rtl" if code in RTL_LANGUAGES else "ltr",
                              "title": _("No network"), "text": _(
                                  "Rulezz cannot be reached from this phone now. The pages you "
                                  "opened before are kept; rounds entered on a match page are "
                                  "kept on the phone and sent when the network is back.")})
    return render_template("install/offline.html", sentences=sentences)
