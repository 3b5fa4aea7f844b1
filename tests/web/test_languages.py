"""Every page in every language: no English sentence of the English page is left in the
translated one (names and numbers aside), and the language a table chose is kept."""

import re
from datetime import datetime
from html.parser import HTMLParser

import pytest
from babel.support import Translations
from jinja2 import nodes
from jinja2.defaults import DEFAULT_FILTERS
from markupsafe import escape
from wtforms.i18n import messages_path

from config import LANGUAGES
from extensions import db
from models import Match, MatchLink
from games import GAMES

FOREIGN = [code for code in LANGUAGES if code != "en"]
# Words that are the same in every language: the product, the games, the players, the
# languages' own names in the footer.
SAME = {"Rulezz", "Skyjo", "Euchre", "Okey", "Uno", "Rummikub", "Five", "Crowns", "nimmt",
        "Ana", "Bo", "Cy", "Dee", "CSV", "JSON",
        *(word for name in LANGUAGES.values() for word in name.split())}
ROUNDS = {  # a round of each game, and a refused one, as a phone posts them
    "skyjo": ({"points-0": "14", "points-1": "9", "points-2": "-2", "closer": "Ana"},
              {"points-0": "141", "points-1": "", "points-2": "x", "closer": "Ana"}),
    "euchre": ({"maker": "Ana", "tricks": "5", "alone": "y"},
               {"tricks": "3", "defender_alone": "y"}),
    "okey": ({"indicator": "Bo", "winner": "Cy", "okey_discard": "y"}, {"pairs": "y"}),
    "okey-stakes": ({"winner": "Ana", "joker": "y"}, {"joker": "y"}),
    "okey-101": ({"finisher": "Ana", "okey": "y", "opened-1": "runs", "tiles-1": "23",
                  "opened-2": "no"},
                 {"finisher": "", "pairs": "y", "opened-0": "runs", "tiles-0": "x"}),
    "tarneeb": ({"bidder": "Bo", "bid": "8", "tricks": "9"}, {"bid": "8", "tricks": "14"}),
    "chinchon": ({"closer": "Bo", "close": "card", "left": "3", "points-0": "12",
                  "points-2": "40"}, {"closer": "Bo", "close": "card", "left": "9"}),
    "sueca": ({"points-0": "95"}, {"points-0": "1", "points-1": "119"}),
    "indian-rummy": ({"winner": "Ana", "deadwood-1": "40", "deadwood-2": "12"},
                     {"winner": "Ana", "deadwood-1": "900", "deadwood-2": ""}),
    "uno": ({"winner": "Ana", "points-1": "27", "points-2": "50"},
            {"winner": "Ana", "points-0": "5", "points-1": "", "points-2": "-3"}),
    "rummikub": ({"winner": "Bo", "points-0": "30", "points-2": "14"},
                 {"winner": "", "points-0": "x", "points-1": "4"}),
    "five-crowns": ({"points-0": "0", "points-1": "40", "points-2": "65"},
                    {"points-0": "-1", "points-1": "", "points-2": "x"}),
    "6-nimmt": ({"points-0": "10", "points-1": "12", "points-2": "0"},
                {"points-0": "", "points-1": "-4", "points-2": "7"}),
    "hearts": ({"points-0": "26", "points-1": "0", "points-2": "26"},
               {"points-0": "13", "points-1": "x", "points-2": ""}),
    "custom": ({"points-0": "12", "points-1": "0", "points-2": "30"},
               {"points-0": "-1", "points-1": "x", "points-2": ""}),
}
PLAYERS = {game: ["Ana", "Bo", "Cy", "Dee"] for game in ("euchre", "tarneeb", "sueca")}


class Text(HTMLParser):
    """What a person reads on a page: its text, and the labels a screen reader says."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.skip = [], 0

    def handle_starttag(self, tag, attrs):
        self.skip += tag in ("script", "style")
        self.parts.extend(value for name, value in attrs
                          if name in ("aria-label", "title", "placeholder") and value)

    def handle_endtag(self, tag):
        self.skip -= tag in ("script", "style")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def sentences(html: str) -> set[str]:
    """Pieces of text with at least two words that are not names, numbers or the same in every
    language."""
    parser = Text()
    parser.feed(html)
    found = set()
    for part in parser.parts:
        text = " ".join(part.split())
        if text.startswith(("http://", "https://")):  # a link written out is no sentence
            continue
        words = [w for w in re.findall(r"[^\W\d_]{2,}", text) if w not in SAME]
        if len(words) >= 2:
            found.add(text)
    return found


@pytest.fixture
def pages(table, app):
    """A match of every game with a round, a refused round's page for each, and the other pages
    of a logged-in table: (url, method, data) to request in each language."""
    wanted = [("/", "GET", None), ("/matches/new", "GET", None), ("/history/", "GET", None),
              ("/players", "GET", None), ("/account", "GET", None), ("/backup", "GET", None),
              ("/faq/", "GET", None),
              ("/matches/nothing-here", "GET", None)]
    for game in GAMES:
        players = PLAYERS.get(game.id, ["Ana", "Bo", "Cy"])
        url = table.start(game.id, players)
        good, bad = ROUNDS[game.id]
        assert table.round(url, **good).status_code == 302
        if game.id == "skyjo":  # the spectator page, as anyone with the link sees it
            table.post(f"{url}/share", {"on": "1"}, form_url=url)
            with app.app_context():
                token = db.session.scalar(db.select(MatchLink).filter_by(
                    match_id=url.rsplit("/", 1)[1])).token(app.config["SECRET_KEY"])
            wanted.append((f"/s/{token}", "GET", None))
        wanted += [(url, "GET", None), (f"{url}/rounds/1", "GET", None),
                   (f"/matches/new/{game.id}", "GET", None), (f"/faq/{game.id}", "GET", None),
                   (url, "POST", bad)]
    return wanted


def render(table, url, method, data, lang):
    headers = {"Accept-Language": lang}
    if method == "GET":
        return table.client.get(url, headers=headers).get_data(as_text=True)
    token = {"csrf_token": table.token(url), "nonce": table.nonce(url)}
    return table.client.post(url, data={**token, **data}, headers=headers).get_data(as_text=True)


@pytest.mark.parametrize("lang", FOREIGN)
def test_no_english_sentence_is_left_on_any_page(table, pages, lang):
    left = {}
    for url, method, data in pages:
        english = sentences(render(table, url, method, data, "en"))
        translated = render(table, url, method, data, lang)
        assert f'lang="{lang}"' in translated, (method, url)
        shown = sentences(translated)
        untranslated = sorted(english & shown)
        if untranslated:
            left[f"{method} {url}"] = untranslated
    assert left == {}


@pytest.mark.parametrize("lang", FOREIGN)
def test_logged_out_pages_are_translated_too(client, lang):
    for url in ("/", "/login", "/signup", "/faq/skyjo"):
        english = sentences(client.get(url, headers={"Accept-Language": "en"})
                            .get_data(as_text=True))
        shown = sentences(client.get(url, headers={"Accept-Language": lang})
                          .get_data(as_text=True))
        assert english & shown == set(), url


def test_arabic_pages_read_right_to_left(client):
    page = client.get("/", headers={"Accept-Language": "ar"}).get_data(as_text=True)
    assert '<html lang="ar" dir="rtl">' in page
    assert '<html lang="pt" dir="ltr">' in client.get(
        "/", headers={"Accept-Language": "pt"}).get_data(as_text=True)


def test_the_browsers_own_header_is_read_with_its_regions_and_weights(client):
    """Headers as phones send them: a regional tag counts as its language, the weights order
    the languages (before an exact tag further down), one Rulezz does not speak is passed over
    (English when none is left), nor one it refuses (q=0); "no" is Norwegian Bokmål, and the
    same header reads the same on every request."""
    for header, expected in (("pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7", "pt"),
                             ("de-DE,de;q=0.9,es;q=0.8,en;q=0.7", "es"),
                             ("nb-NO,nb;q=0.9,en-US;q=0.8,en;q=0.7", "nb"),
                             ("ar-EG", "ar"), ("fr-FR,fr;q=0.9", "en"), ("", "en"),
                             # the phone's order wins over an exact tag further down
                             ("nb-NO,en;q=0.5", "nb"), ("pt-BR,en-US;q=0.9,en;q=0.8", "pt"),
                             ("en;q=0.4,tr-TR;q=0.9", "tr"), ("no,en;q=0.5", "nb"),
                             ("ES-mx", "es"), ("*", "en"), ("fr,en;q=0.1", "en"),
                             ("tr;q=0,fr", "en")):  # q=0: not that one
        for _ in range(2):
            page = client.get("/", headers={"Accept-Language": header}).get_data(as_text=True)
            assert f'<html lang="{expected}"' in page, header


def test_a_chosen_language_is_kept_for_the_phone_and_the_account(table, client):
    page = client.get("/?lang=tr", headers={"Accept-Language": "es"}).get_data(as_text=True)
    assert '<html lang="tr"' in page and 'aria-current="true">Türkçe' in page
    # the account keeps it: another phone, with another browser language, logs in
    other = client.application.test_client()
    from tests.conftest import Table
    Table(other).post("/login", {"username": "family", "password": "cards-and-tiles"})
    assert '<html lang="tr"' in other.get(
        "/", headers={"Accept-Language": "es"}).get_data(as_text=True)


def test_a_logged_out_phone_keeps_its_choice_in_a_cookie(client):
    client.get("/faq/?lang=nb")
    page = client.get("/faq/", headers={"Accept-Language": "es"}).get_data(as_text=True)
    assert '<html lang="nb"' in page


def test_without_a_choice_the_browsers_language_then_english(client):
    assert '<html lang="es"' in client.get(
        "/", headers={"Accept-Language": "es-ES,es;q=0.9"}).get_data(as_text=True)
    assert '<html lang="en"' in client.get(
        "/", headers={"Accept-Language": "de"}).get_data(as_text=True)


def test_negative_numbers_have_a_real_minus_sign_in_every_language(table):
    url = table.start("skyjo", ["Ana", "Bo", "Cy"])
    table.round(url, **ROUNDS["skyjo"][0])
    for lang in LANGUAGES:
        page = table.client.get(url, headers={"Accept-Language": lang}).get_data(as_text=True)
        assert '<span class="score">−2</span>' in page, lang
        assert '<span class="delta">−2</span>' in page, lang


@pytest.mark.parametrize("lang", FOREIGN)
def test_form_errors_are_translated_wtforms_ones_too(client, lang):
    from tests.conftest import Table
    visitor = Table(client)
    english = visitor.post("/login", {"username": "", "password": ""},
                           headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert "This field is required." in english  # WTForms' own message
    shown = visitor.post("/login", {"username": "", "password": ""},
                         headers={"Accept-Language": lang}).get_data(as_text=True)
    assert sentences(english) & sentences(shown) == set()


@pytest.mark.parametrize("lang", FOREIGN)
def test_wtforms_own_messages_are_its_catalogs_in_the_pages_language(table, lang):
    """Flask-WTF's i18n: WTForms' messages from the catalogs WTForms ships (pt, es, nb, tr and
    ar among them), in the language Flask-Babel chose for the page."""
    catalog = Translations.load(messages_path(), [lang], "wtforms")
    for english, page in (("This field is required.", table.post(
                               "/login", {"username": "", "password": ""},
                               headers={"Accept-Language": lang})),
                          ("Not a valid date value.", table.client.get(
                               "/stats?since=someday", headers={"Accept-Language": lang}))):
        translated = catalog.ugettext(english)
        assert translated != english, (lang, english)  # WTForms ships this language
        assert escape(translated) in page.get_data(as_text=True), (lang, translated)


@pytest.mark.parametrize("lang", FOREIGN)
def test_api_errors_follow_accept_language(client, lang):
    english = client.post("/api/v1/tokens", json={"username": "x", "password": "y"},
                          headers={"Accept-Language": "en"}).get_json()["error"]
    answer = client.post("/api/v1/tokens", json={"username": "x", "password": "y"},
                         headers={"Accept-Language": lang})
    assert answer.status_code == 401 and answer.get_json()["error"] != english


def test_dates_are_written_for_the_language_and_unambiguous_in_english(app, table):
    url = table.start("skyjo", ["Ana", "Bo"])
    with app.app_context():
        db.session.get(Match, url.rsplit("/", 1)[1]).created_at = datetime(2025, 6, 1, 12, 0)
        db.session.commit()
    english = table.client.get("/history/", headers={"Accept-Language": "en"})
    assert "Sunday, June 1, 2025" in english.get_data(as_text=True)
    portuguese = table.client.get("/history/", headers={"Accept-Language": "pt"})
    assert "domingo, 1 de junho de 2025" in portuguese.get_data(as_text=True)


# The app's own filters that never read the request (its language, time zone, account).
PURE_FILTERS = {"signed", "score", "qr_code"}


def constant(node, eval_ctx) -> bool:
    try:
        node.as_const(eval_ctx)
    except nodes.Impossible:
        return False
    return True


def folded_by_jinja(env, source: str) -> list[str]:
    """The app's filters that read the request, given only constants: Jinja works those out
    once, when it compiles the template (inside the first request that shows it), and every
    later reader would get that reader's language."""
    ours = set(env.filters) - set(DEFAULT_FILTERS) - PURE_FILTERS
    eval_ctx = nodes.EvalContext(env)
    return [f.name for f in env.parse(source).find_all(nodes.Filter)
            if f.name in ours and f.node is not None
            and all(constant(n, eval_ctx) for n in (f.node, *f.args, *(k.value for k in f.kwargs)))]


def test_no_template_gives_a_request_reading_filter_only_constants(app):
    env = app.jinja_env
    assert {"tr", "names", "dateformat", "decimalformat"} <= set(env.filters) - PURE_FILTERS
    assert folded_by_jinja(env, '{{ "Skyjo"|tr }} {{ name|tr }} {{ ("Hi" ~ "story")|tr }} '
                                '{{ ("Ana", "Bo")|names }} {{ 1.5|decimalformat }} '
                                '{{ -5|signed }}') == ["tr", "tr", "names", "decimalformat"]
    found = {name: folded_by_jinja(env, env.loader.get_source(env, name)[0])
             for name in env.list_templates(extensions=["html"])}
    assert len(found) > 30 and not any(found.values()), found


# --- Arabic: one name for each game, lists joined the Arabic way -------------------------------

def test_arabic_names_each_game_one_way_in_its_name_and_in_every_sentence():
    from babel.messages.pofile import read_po
    with open("translations/ar/LC_MESSAGES/messages.po", "rb") as po:
        catalog = read_po(po)
    for game in GAMES:
        name = catalog[game.name].string
        mentions = [m for m in catalog if m.id and m.string and isinstance(m.id, str)
                    and re.search(rf"\b{re.escape(game.name)}\b", m.id)
                    and m.id not in (game.name, "Okey discards")]  # that one is the wild tile
        stray = [m.id for m in mentions if name not in m.string]
        assert stray == [], (game.id, name, stray[:3])


def test_arabic_lists_of_names_use_the_arabic_comma_and_wa(table):
    url = table.start("okey", ["Ana", "Bo", "Cy"])
    table.round(url, indicator="Bo", winner="Cy")  # a note lists every player's change
    page = table.client.get(url, headers={"Accept-Language": "ar"}).get_data(as_text=True)
    heading = re.search(r"<h1>.*?</h1>", page, re.S).group()
    assert "Ana وBo وCy" in heading and "Ana, Bo" not in heading
    changes = re.search("هذا الدور إجمالاً: (.*?)\\.<", page).group(1)
    assert ", " not in changes and " و" in changes, changes
