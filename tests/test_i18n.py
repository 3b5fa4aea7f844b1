"""Every user-facing string can be extracted for translation, the game modules' included."""

from pathlib import Path

from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg

ROOT = Path(__file__).resolve().parents[1]
with open(ROOT / "babel.cfg") as cfg:
    METHODS, OPTIONS = parse_mapping_cfg(cfg)
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None, "_l": None}


def extracted() -> set[str]:
    found = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
            str(ROOT), method_map=METHODS, options_map=OPTIONS, keywords=KEYWORDS):
        found.update([message] if isinstance(message, str) else message)
    return found


def test_game_notes_templates_and_forms_are_extractable():
    messages = extracted()
    assert "Points as entered: %(points)s." in messages          # a game module's note
    assert "Save the round" in messages                           # a template
    assert "Wrong table name or password." in messages            # a view
    assert "That name is taken. Try another." in messages         # a service
    assert len(messages) > 300
