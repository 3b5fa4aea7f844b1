"""The catalogs: the template is up to date with the code, and every language is complete,
without fuzzy entries, and keeps each message's placeholders."""

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from config import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "translations"
with open(ROOT / "babel.cfg") as cfg:
    METHODS, OPTIONS = parse_mapping_cfg(cfg)
# The keywords `make translations` extracts with: Babel's defaults plus N_ and _l.
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None, "N_plural": (1, 2),
            "_l": None, "lazy_gettext": None}
PLACEHOLDER = re.compile(r"%\((\w+)\)s")
FOREIGN = [code for code in LANGUAGES if code != "en"]


def extracted() -> set:
    found = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
            str(ROOT), method_map=METHODS, options_map=OPTIONS, keywords=KEYWORDS):
        found.add(message if isinstance(message, str) else tuple(message))
    return found


def catalog(path: Path):
    with open(path, "rb") as f:
        return read_po(f)


def ids(cat) -> set:
    return {m.id if isinstance(m.id, str) else tuple(m.id) for m in cat if m.id}


def test_the_template_holds_every_string_of_the_code():
    in_code, in_template = extracted(), ids(catalog(TRANSLATIONS / "messages.pot"))
    assert in_code - in_template == set(), "run `make translations`: new text is not extracted"
    assert in_template - in_code == set(), "run `make translations`: the template has old text"
    assert "Points as entered: %(points)s." in in_code            # a game module's note
    assert "Save the round" in in_code                             # a template
    assert "That name is taken. Try another." in in_code           # a service


@pytest.mark.parametrize("lang", FOREIGN)
def test_every_catalog_is_complete_and_keeps_placeholders(lang):
    cat = catalog(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po")
    assert ids(cat) == ids(catalog(TRANSLATIONS / "messages.pot")), "run `make translations`"
    missing = [m.id for m in cat if m.id and not all(
        m.string if isinstance(m.string, tuple) else (m.string,))]
    fuzzy = [m.id for m in cat if m.id and m.fuzzy]
    assert missing == [] and fuzzy == []
    assert [(m.id, errors) for m, errors in cat.check()] == []  # Babel's own checkers
    for m in cat:
        if not m.id:
            continue
        wanted = set(PLACEHOLDER.findall(" ".join(m.id if isinstance(m.id, tuple) else [m.id])))
        for text in (m.string if isinstance(m.string, tuple) else (m.string,)):
            found = set(PLACEHOLDER.findall(text))
            # A plural form may say its number in words ("no rounds", "two rounds").
            assert found == wanted or (m.pluralizable and found == wanted - {"num"}), \
                (lang, m.id, text)


@pytest.mark.parametrize("lang", FOREIGN)
def test_every_language_has_its_glossary(lang):
    glossary = (TRANSLATIONS / lang / "GLOSSARY.md").read_text()
    assert "Okey" in glossary and "Euchre" in glossary
