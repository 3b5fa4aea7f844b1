"""The static files as a phone gets them: minified (rcssmin, rjsmin) and compressed once at the
highest levels (whitenoise.compress: brotli and gzip) by `flask assets`, which `make run`, `make
test` and `make bench` run first (it does nothing when the copy is current); WhiteNoise serves
that copy. Without a copy that matches `static/` file for file (never built, or a file changed
since), Flask serves `static/` as it is, compressed on the fly by Flask-Compress, so a stale
copy is never served."""

import contextlib
import json
import os
import shutil

import rcssmin
import rjsmin
from whitenoise import WhiteNoise
from whitenoise.compress import Compressor

MINIFY = {".css": rcssmin.cssmin, ".js": rjsmin.jsmin}
YEAR = 365 * 24 * 3600  # static URLs carry a content hash (app.py static_version)


def build(source: str, target: str, hashes: dict[str, str]) -> None:
    """Write the minified, compressed copy of `source` (flat: no folders) into `target`: into a
    new folder first, which then takes the old one's place, and the record of what it was built
    from last, so that a build cut short is never taken for a finished one."""
    with contextlib.suppress(FileNotFoundError):
        os.remove(sources(target))
    fresh = f"{target}.new"
    shutil.rmtree(fresh, ignore_errors=True)
    os.makedirs(fresh)
    compressor = Compressor(quiet=True)
    for name in sorted(os.listdir(source)):
        with open(os.path.join(source, name), "rb") as f:
            data = f.read()
        minify = MINIFY.get(os.path.splitext(name)[1])
        path = os.path.join(fresh, name)
        with open(path, "wb") as f:
            f.write(minify(data.decode()).encode() if minify else data)
        if compressor.should_compress(name):
            compressor.compress(path)
    shutil.rmtree(target, ignore_errors=True)
    os.rename(fresh, target)
    with open(sources(target), "w") as f:
        json.dump(hashes, f, indent=1, sort_keys=True)


def built(target: str, hashes: dict[str, str]) -> bool:
    """Whether `target` holds a finished copy of exactly these files, as they are now."""
    try:
        with open(sources(target)) as f:
            return json.load(f) == hashes
    except (OSError, ValueError):
        return False


def sources(target: str) -> str:
    """Beside the copy (not served): the content hash of each file it was built from."""
    return target.rstrip("/") + ".json"


def serve(app, target: str, headers: dict[str, str]) -> None:
    """WhiteNoise in front of the app for /static/, from the built copy, each file with the
    headers every answer of the app carries (an SVG opened on its own is a document too)."""
    def add_headers(response_headers, path, url):
        for name, value in headers.items():
            response_headers[name] = value

    app.wsgi_app = WhiteNoise(app.wsgi_app, root=target, prefix="static/", max_age=YEAR,
                              allow_all_origins=False, add_headers_function=add_headers)
