"""Every user-facing string can be extracted for translation, the game modules' included."""

from pathlib import Path

from babel.messages.extract import extract_from_dir

ROOT = Path(__file__).resolve().parents[1]
KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "N_": None, "_l": None}


def extracted() -> set[str]:
    found = set()
    for _file, _line, message, _comments, _context in extract_from_dir(
            str(ROOT), method_map=[("games/**.py", "python"), ("templates/**.html", "jinja2"),
                                   ("**/routes.py", "python"), ("**/forms.py", "python")],
            keywords=KEYWORDS):
        found.update([message] if isinstance(message, str) else message)
    return found


def test_game_notes_templates_and_forms_are_extractable():
    messages = extracted()
    assert "Points as entered: %(points)s." in messages          # a game module's note
    assert "Save the round" in messages                           # a template
    assert "Wrong table name or password." in messages            # a view
    assert "That name is taken. Try another." in messages         # a form (lazy)
    assert len(messages) > 300
