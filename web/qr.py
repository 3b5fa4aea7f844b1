"""A link as a QR code, drawn by segno's own SVG writer."""

import segno
from markupsafe import Markup


def qr_code(text: str, label: str) -> Markup:
    """The QR code of `text` as inline SVG, as segno writes it (`svg_inline`, which its authors
    mean for Jinja): error correction M, still read with a fingerprint on the screen; the quiet
    margin all round, white in the dark theme too, so a phone's camera reads it from across the
    table; `label` its title, what a screen reader says."""
    code = segno.make(text, error="m")
    return Markup(code.svg_inline(svgclass="qr", lineclass=None, omitsize=True, light="#fff",
                                  title=str(label)))
