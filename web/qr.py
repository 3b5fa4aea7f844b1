"""A link as a QR code to draw: segno makes the code, templates/_qr.html draws it as SVG (no
markup is made here)."""

from dataclasses import dataclass

import segno

QUIET = 4  # modules of light margin all round, as the standard asks: scanners need it


@dataclass(frozen=True)
class QrCode:
    size: int                               # modules a side, margin included
    runs: tuple[tuple[int, int, int], ...]  # dark modules as (x, y, length) along each row


def qr_code(text: str) -> QrCode:
    """The QR code of `text` (error correction M: still read with a fingerprint on the screen),
    its dark modules joined into runs: one short path, a few KB, however long the link."""
    rows = segno.make(text, error="m").matrix_iter(scale=1, border=QUIET)
    runs, size = [], 0
    for y, row in enumerate(rows):
        row = list(row)
        size = len(row)
        x = 0
        while x < size:
            if row[x]:
                start = x
                while x < size and row[x]:
                    x += 1
                runs.append((start, y, x - start))
            x += 1
    return QrCode(size, tuple(runs))
