"""The stylesheet's colours: every colour is a variable, the dark scheme sets each of them, and
text keeps WCAG AA contrast (4.5:1; 3:1 for box borders and the focus ring) in both schemes.
(axe checks the pages themselves in Chromium: tests/browser/test_accessibility.py.)"""

import re
from pathlib import Path

import pytest

CSS = re.sub(r"/\*.*?\*/", "", (Path(__file__).resolve().parents[2] / "static" / "rulezz.css")
             .read_text(), flags=re.S)  # without its comments
DARK = re.search(r"@media \(prefers-color-scheme: dark\) \{\s*:root \{(.*?)\}\s*\}", CSS, re.S)
LITERAL = re.compile(r"#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(|(?<![\w-])(?:white|black|gr[ae]y)(?![\w-])")

# (text, background, least contrast): the pairs the pages show.
PAIRS = [(ink, bg, 4.5) for ink in ("ink", "muted", "accent", "good", "bad")
         for bg in ("bg", "card", "lead", "tint")]
PAIRS += [("ink", "bad-tint", 4.5), ("bad", "bad-tint", 4.5), ("accent-ink", "accent", 4.5),
          ("bar-ink", "bar", 4.5), ("badge-ink", "badge", 4.5), ("field", "card", 3),
          ("field", "bg", 3), ("focus", "bg", 3), ("focus", "card", 3)]


def declared(block: str) -> dict[str, str]:
    return dict(re.findall(r"--([\w-]+):\s*([^;]+);", block))


def scheme(name: str) -> dict[str, str]:
    light = declared(CSS[CSS.index(":root {"):CSS.index("}", CSS.index(":root {"))])
    return light if name == "light" else {**light, **declared(DARK.group(1))}


def luminance(colour: str) -> float:
    colour = colour.strip().lstrip("#")
    if len(colour) == 3:
        colour = "".join(c * 2 for c in colour)
    channels = [int(colour[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_no_colour_is_written_outside_the_variables():
    rules = re.sub(r"--[\w-]+:\s*[^;]+;", "", CSS)
    assert LITERAL.findall(rules) == []


def test_the_dark_scheme_sets_every_colour_variable():
    assert DARK, "no @media (prefers-color-scheme: dark) block"
    light, dark = scheme("light"), declared(DARK.group(1))
    colours = {name for name, value in light.items() if LITERAL.search(value)}
    assert colours and colours == set(dark)


def test_every_variable_used_is_declared():
    used = set(re.findall(r"var\(--([\w-]+)\)", CSS))
    assert used <= set(scheme("light"))


@pytest.mark.parametrize("name", ["light", "dark"])
@pytest.mark.parametrize("ink, background, least", PAIRS)
def test_contrast_is_aa(name, ink, background, least):
    colours = scheme(name)
    assert contrast(colours[ink], colours[background]) >= least


def test_pages_say_they_come_in_both_schemes(client):
    assert '<meta name="color-scheme" content="light dark">' in client.get("/").get_data(as_text=True)
    assert "color-scheme: light dark;" in CSS
