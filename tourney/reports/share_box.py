"""The box on posted pairings that sends players to their phones: a QR code and the address.

The QR code is drawn as vector squares from the code's matrix (made by
segno), so it prints sharp at any size and the PDF stays small.
"""

from __future__ import annotations

import segno
from reportlab.graphics.shapes import Drawing, Rect
from reportlab.lib import colors
from reportlab.platypus import Flowable, Spacer, Table, TableStyle

from tourney.reports.fonts import FontSet
from tourney.reports.styles import para, styles_for

QR_SIZE = 72.0  # points: an inch, easy to scan from a step away


def qr_drawing(text: str, size: float = QR_SIZE) -> Drawing:
    """The QR code of `text` as a drawing `size` points square (quiet zone included)."""
    code = segno.make(text, error="m")
    matrix = [list(row) for row in code.matrix]
    border = 2
    cells = len(matrix) + 2 * border
    cell = size / cells
    drawing = Drawing(size, size)
    drawing.add(Rect(0, 0, size, size, fillColor=colors.white, strokeColor=None))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                drawing.add(Rect((x + border) * cell, size - (y + border + 1) * cell, cell, cell,
                                 fillColor=colors.black, strokeColor=None))
    return drawing


def share_box(address: str, fonts: FontSet) -> list[Flowable]:
    """The QR code beside 'Your pairing on your phone: <address>', above the list."""
    styles = styles_for(fonts)
    words = para(
        f"See your pairing, your results and the standings on your phone: scan the code or open "
        f"{address} on the venue's Wi-Fi.",
        styles.body, fonts,
    )
    table = Table([[qr_drawing(address), words]], colWidths=[QR_SIZE + 8, None])
    table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                               ("LEFTPADDING", (0, 0), (-1, -1), 0)]))
    return [table, Spacer(1, 6)]
