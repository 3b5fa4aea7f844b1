"""Pages that phones keep up to date (static/rulezz.js polls them): a tag per version of the
page, and the 304 that answers a phone whose copy is still that version. The tag is the page's
ETag and is also written into the page (`data-live-tag`), so the script's first poll is already
a cheap conditional request."""

import hashlib

from flask import make_response, request, url_for


def tag(*parts) -> str:
    """A page's version tag from everything the page depends on."""
    return hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()[:32]


def mark(response, page_tag: str):
    """Send the page with its tag; the phone must ask again each time (no-cache)."""
    response.set_etag(page_tag)
    response.headers["Cache-Control"] = "private, no-cache"
    return response


def not_modified(page_tag: str):
    """A 304 when the phone's copy is this version, else None."""
    sent = current_copy(page_tag) if request.if_none_match else None
    return None if sent is None else mark(make_response("", 304), sent)


def current_copy(page_tag: str) -> str | None:
    """The ETag the phone sent back if its copy is this version. Compression appends its
    coding to the tag ("…:gzip"), so that variant is the same version too."""
    for sent in request.if_none_match.as_set(include_weak=True):
        if sent == page_tag or sent.startswith(page_tag + ":"):
            return sent
    return None


def address() -> str:
    """The address the script polls: this page's, without a language being chosen (`?lang=`
    chooses once; a poll only asks for the page again)."""
    args = {key: value for key, value in request.args.items() if key != "lang"}
    return url_for(request.endpoint, **request.view_args, **args)
