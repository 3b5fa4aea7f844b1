"""The static files from `flask assets`: minified, compressed once, served by WhiteNoise, and
never served stale."""

import gzip
import json
import os

import brotli
import pytest

import security
from app import create_app, static_hashes
from web import assets

STATIC = os.path.join(os.path.dirname(__file__), "..", "..", "static")


@pytest.fixture
def built(tmp_path):
    """A copy built from static/ as it is, and an app that serves it."""
    target = str(tmp_path / "static")
    config = {"TESTING": True, "SECRET_KEY": "test", "ASSETS": target,
              "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'unused.sqlite'}"}
    app = create_app(config)
    assets.build(app.static_folder, target, static_hashes(app))
    return target, config


def fetch(client, url: str, **headers):
    """The answer, read and closed (a static file is streamed)."""
    with client.get(url, headers=headers) as answer:
        answer.get_data()
        return answer


def source(name: str) -> bytes:
    with open(os.path.join(STATIC, name), "rb") as f:
        return f.read()


@pytest.mark.parametrize("name", ["rulezz.css", "rulezz.js", "outbox.js"])
def test_a_phone_gets_the_minified_file_compressed_at_the_highest_level(built, name):
    target, config = built
    app = create_app(config)
    client = app.test_client()
    version = static_hashes(app)[name]  # as pages name it
    answer = fetch(client, f"/static/{name}?v={version}", **{"Accept-Encoding": "gzip, br, zstd"})
    assert answer.status_code == 200
    assert answer.headers["Content-Encoding"] == "br"
    minified = brotli.decompress(answer.data)
    assert len(minified) < 0.85 * len(source(name))  # the comments and indentation are gone
    assert len(answer.data) < len(brotli.compress(source(name), quality=4))  # Flask-Compress's
    assert answer.headers["Cache-Control"] == "max-age=31536000, public"
    assert answer.headers["X-Content-Type-Options"] == "nosniff"
    assert "Vary" in answer.headers and "Cookie" not in answer.headers["Vary"]
    gzipped = fetch(client, f"/static/{name}", **{"Accept-Encoding": "gzip"})
    assert gzip.decompress(gzipped.data) == minified
    plain = fetch(client, f"/static/{name}", **{"Accept-Encoding": "identity"})
    assert plain.data == minified and "Content-Encoding" not in plain.headers
    assert fetch(client, f"/static/{name}", **{
        "If-None-Match": answer.headers["ETag"]}).status_code == 304


def test_images_are_served_from_the_copy_as_they_are(built):
    target, config = built
    answer = fetch(create_app(config).test_client(), "/static/icon-192.png")
    assert answer.data == source("icon-192.png") and "Content-Encoding" not in answer.headers
    with open(os.path.join(target, "icon-192.png"), "wb") as f:
        f.write(b"the copy")  # what is served is the copy, not static/
    assert fetch(create_app(config).test_client(), "/static/icon-192.png").data == b"the copy"


@pytest.mark.parametrize("https", [False, True])
def test_static_files_carry_the_security_headers_of_every_answer(built, https):
    """An SVG opened on its own is a document: it keeps the page's policy."""
    target, config = built
    app = create_app({**config, "HTTPS": https})
    answer = fetch(app.test_client(), "/static/icon.svg")
    for name, value in security.headers(app).items():
        assert answer.headers[name] == value
    assert ("Strict-Transport-Security" in answer.headers) == https


def test_flask_assets_leaves_a_current_copy_alone(built):
    """`make run` and `make test` run it every time: a server already running keeps its files."""
    target, config = built
    app = create_app(config)
    css = os.path.join(target, "rulezz.css")
    os.utime(css, (0, 0))
    assert app.test_cli_runner().invoke(args=["assets"]).exit_code == 0
    assert os.stat(css).st_mtime == 0
    with open(assets.sources(target), "w") as f:
        json.dump({}, f)  # a copy of other files
    assert app.test_cli_runner().invoke(args=["assets"]).exit_code == 0
    assert os.stat(css).st_mtime > 0 and assets.built(target, static_hashes(app))


def test_a_copy_older_than_static_is_not_served(built):
    """A file changed since `flask assets` (here: the copy records another hash for it): the app
    serves static/ itself, the file as it is now."""
    target, config = built
    with open(assets.sources(target)) as f:
        hashes = json.load(f)
    hashes["rulezz.css"] = "0" * 12
    with open(assets.sources(target), "w") as f:
        json.dump(hashes, f)
    answer = fetch(create_app(config).test_client(), "/static/rulezz.css",
                   **{"Accept-Encoding": "identity"})
    assert answer.status_code == 200 and answer.data == source("rulezz.css")


def test_no_copy_at_all_serves_static(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "ASSETS": str(tmp_path / "none"),
                      "SQLALCHEMY_DATABASE_URI": f"sqlite:///{tmp_path / 'unused.sqlite'}"})
    answer = fetch(app.test_client(), "/static/rulezz.js", **{"Accept-Encoding": "identity"})
    assert answer.data == source("rulezz.js")
