"""Players' codes as slips to cut apart: each player gets their own, with the pages' address.

A code lets its holder report results and send a deck list for that player,
so it is printed on a slip of its own for that player alone, never on the
match slip both players share.
"""

from __future__ import annotations

from typing import BinaryIO

from reportlab.lib import colors
from reportlab.platypus import Table, TableStyle

from tourney.reports.page import ReportStyle, build_document
from tourney.reports.rows import PlayerCodes
from tourney.reports.styles import notice, para, styles_for, with_number

SLIPS_PER_ROW = 2


def render_player_codes(data: PlayerCodes, out: BinaryIO, *, style: ReportStyle | None = None) -> None:
    """Write the players' code slips, two to a row, dashed lines to cut along, as a PDF."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    styles = styles_for(fonts)
    if not data.slips:
        story = notice("No player has a code yet: turn on players' reports or deck lists", fonts)
        build_document(out, header=data.header, title="Players' codes", story=story, style=style)
        return
    where = data.share_address or "the address on the pairings"
    cells = []
    for slip in data.slips:
        cells.append([
            para(with_number(slip.player, slip.player_number), styles.heading, fonts),
            para(f"Your code: {slip.code[:3]} {slip.code[3:]}", styles.notice, fonts),
            para(f"Report your results at {where}. Keep this code to yourself.", styles.small,
                 fonts),
        ])
    rows = [cells[i:i + SLIPS_PER_ROW] for i in range(0, len(cells), SLIPS_PER_ROW)]
    if len(rows[-1]) < SLIPS_PER_ROW:
        rows[-1] = rows[-1] + [""] * (SLIPS_PER_ROW - len(rows[-1]))
    table = Table(rows, repeatRows=0)
    table.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.5, colors.grey, None, (3, 3)),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 8),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 10),
    ]))
    build_document(out, header=data.header, title="Players' codes", story=[table], style=style)
