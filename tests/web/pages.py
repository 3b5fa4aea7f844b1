"""Reading pages as a person and a browser would: the words shown, the message beside a box, the
flashes, and what a form sends when it is submitted as it stands."""

import html
import re
from html.parser import HTMLParser

from extensions import db
from models import Account, Match, Player, Round


def words(response) -> str:
    """The page as a person reads it: tags dropped, whitespace collapsed, entities decoded (so
    `&#39;` reads as ')."""
    body = response.get_data(as_text=True)
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", body, flags=re.S)
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]*>", " ", body))).strip()


def errors_for(response, field_id: str) -> list[str]:
    """The messages shown next to one box (the `<p class="error" id="<box>-error">` beside it)."""
    found = re.findall(rf'<p class="error" id="{re.escape(field_id)}-error">(.*?)</p>',
                       response.get_data(as_text=True), re.S)
    return [html.unescape(m) for m in found]


def form_errors(response) -> list[str]:
    """Messages that belong to the whole form rather than to one box."""
    found = re.findall(r'<p class="error" role="alert">(.*?)</p>', response.get_data(as_text=True),
                       re.S)
    return [html.unescape(m) for m in found]


def flashes(response) -> list[str]:
    found = re.findall(r'<p class="flash[^"]*"[^>]*>(.*?)</p>', response.get_data(as_text=True),
                       re.S)
    return [html.unescape(m) for m in found]


class _Forms(HTMLParser):
    """Every form on a page with its controls: <input>s, each <select> as one control whose
    value is its selected option (else its first, as a browser sends it), and each <textarea>
    with its text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.forms, self._open, self._select, self._text = [], None, None, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self._open = {"action": attrs.get("action"), "inputs": []}
            self.forms.append(self._open)
        elif tag == "input" and self._open is not None:
            self._open["inputs"].append(attrs)
        elif tag == "select" and self._open is not None:
            self._select = {"name": attrs.get("name"), "type": "select", "value": None}
            self._open["inputs"].append(self._select)
        elif tag == "option" and self._select is not None:
            if self._select["value"] is None or "selected" in attrs:
                self._select["value"] = attrs.get("value", "")
        elif tag == "textarea" and self._open is not None:
            self._text = {"name": attrs.get("name"), "type": "textarea", "value": ""}
            self._open["inputs"].append(self._text)

    def handle_data(self, data):
        if self._text is not None:
            self._text["value"] += data

    def handle_endtag(self, tag):
        if tag == "form":
            self._open = None
        elif tag == "select":
            self._select = None
        elif tag == "textarea" and self._text is not None:
            # a browser drops the line break that WTForms writes right after <textarea>
            self._text["value"] = re.sub(r"^\r?\n", "", self._text["value"])
            self._text = None


def field_value(page, name: str) -> str:
    """The value of the first control called `name` on a page (a response or its HTML): the
    CSRF token or a round's nonce, read as a browser reads it, whatever the attribute order."""
    parser = _Forms()
    parser.feed(page if isinstance(page, str) else page.get_data(as_text=True))
    for form in parser.forms:
        for control in form["inputs"]:
            if control.get("name") == name:
                return control.get("value") or ""
    raise AssertionError(f"no control {name!r} on the page")


def form_on(response, having: str) -> tuple[str | None, dict]:
    """(action, values) of the first form with a control named `having`: what a browser sends
    when that form is submitted untouched (boxes as filled, ticked boxes, chosen radios)."""
    parser = _Forms()
    parser.feed(response.get_data(as_text=True))
    for form in parser.forms:
        if any(i.get("name") == having for i in form["inputs"]):
            values = {}
            for i in form["inputs"]:
                kind, name = i.get("type", "text"), i.get("name")
                value = i.get("value")
                if kind in ("checkbox", "radio"):
                    if "checked" in i:
                        values[name] = "on" if value is None else value
                else:
                    values[name] = value or ""
            return form["action"], values
    raise AssertionError(f"no form with {having!r} on the page")


def submit(client, url: str, having: str, **changes):
    """Open `url`, change some controls (None unticks a box or clears a radio group), and submit
    the form holding `having` as a browser would."""
    action, values = form_on(client.get(url), having)
    for name, value in changes.items():
        if value is None:
            values.pop(name, None)
        else:
            values[name] = value
    return client.post(action or url, data=values)


def count(app, model) -> int:
    with app.app_context():
        return db.session.scalar(db.select(db.func.count()).select_from(model))


def match_id(url: str) -> str:
    return url.split("#")[0].split("?")[0].rstrip("/").split("/")[-1]


def stored_match(app, url: str):
    """The match behind a match URL, with its rounds' stored inputs, as plain data."""
    with app.app_context():
        match = db.session.get(Match, match_id(url))
        if match is None:
            return None
        return {"game_id": match.game_id, "settings": dict(match.settings),
                "players": match.player_names, "first_dealer_seat": match.first_dealer_seat,
                "finished": match.finished,
                "rounds": [(r.number, r.input) for r in match.rounds]}


def totals(response) -> dict[str, int]:
    """The standings as shown: side -> total (of points, or of games: "2 games")."""
    found = re.findall(r'<bdi class="name">(.*?)</bdi>\s*<span class="score">([−-]?\d+)[^<]*</span>',
                       response.get_data(as_text=True))
    return {html.unescape(name): int(total.replace("−", "-")) for name, total in found}


def back_links(response) -> list[str]:
    """The rules page's links back to the match it was opened from."""
    return re.findall(r'<p class="back"><a href="([^"]+)">Back to the match</a>',
                      response.get_data(as_text=True))


__all__ = ["Account", "Match", "Player", "Round", "back_links", "count", "errors_for", "field_value",
           "flashes", "form_errors", "form_on", "match_id", "stored_match", "submit", "totals",
           "words"]
