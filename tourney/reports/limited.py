"""Limited-event sheets: the draft pod seating and the pool registration sheet.

The seating sheet is taped to the draft tables: each pod with its seats in
order, and for every seat the player each pack goes to, so nobody has to work
out left and right while holding a pack. The pool registration sheet is what
a player fills in (or checks, when printed from a registered pool) before
building: every card they opened or drafted, with the extra cards of a
special pool apart, and a line for their and a judge's signature.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from typing import BinaryIO

from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from tourney.reports.fonts import FontSet
from tourney.reports.halves import PageHalves
from tourney.reports.limited_rows import PackLine, PodBlock, PodSeating, PoolLine, PoolSheet
from tourney.reports.page import INK, RULE, SHADE, ReportStyle, body_size, build_document
from tourney.reports.styles import Styles, para, styles_for

WRITING_ROW = 14.0


def _grid(rows: list[list[object]], widths: list[float], *, header_rows: int = 1) -> Table:
    table = Table(rows, colWidths=widths, repeatRows=header_rows)
    table.setStyle(TableStyle([
        ("BOX", (0, 0), (-1, -1), 0.8, INK),
        ("BACKGROUND", (0, 0), (-1, header_rows - 1), SHADE),
        ("LINEBELOW", (0, header_rows - 1), (-1, header_rows - 1), 0.8, INK),
        ("INNERGRID", (0, header_rows), (-1, -1), 0.3, RULE),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]))
    return table


def _direction_words(direction: str) -> str:
    if direction == "left":
        return "pass LEFT → to the next seat number"
    return "pass RIGHT ← to the previous seat number"


def _packs_table(packs: Sequence[PackLine], fonts: FontSet, styles: Styles, width: float) -> Table:
    rows: list[list[object]] = [[
        para("Pack", styles.cell_center_bold, fonts),
        para("Set (open in this order: most recent set first)", styles.cell_bold, fonts),
        para("Passing", styles.cell_bold, fonts),
    ]]
    for pack in packs:
        rows.append([
            para(str(pack.number), styles.cell_center, fonts),
            para(pack.set_name, styles.cell, fonts),
            para(_direction_words(pack.direction), styles.cell_bold, fonts),
        ])
    return _grid(rows, [40, width * 0.5 - 40, width * 0.5])


def _pod_table(pod: PodBlock, fonts: FontSet, styles: Styles, width: float) -> Table:
    rows: list[list[object]] = [
        [para(f"Pod {pod.number} — {len(pod.seats)} players, seated clockwise", styles.cell_bold, fonts),
         "", "", ""],
        [para("Seat", styles.cell_center_bold, fonts), para("Player", styles.cell_bold, fonts),
         para("Packs passed left go to", styles.cell_bold, fonts),
         para("Packs passed right go to", styles.cell_bold, fonts)],
    ]
    for seat in pod.seats:
        rows.append([
            para(str(seat.seat), styles.cell_center_bold, fonts),
            para(seat.player, styles.cell_bold, fonts),
            para(seat.passes_left_to, styles.cell, fonts),
            para(seat.passes_right_to, styles.cell, fonts),
        ])
    rest = width - 40
    table = _grid(rows, [40, rest * 0.4, rest * 0.3, rest * 0.3], header_rows=2)
    table.setStyle(TableStyle([("SPAN", (0, 0), (-1, 0))]))
    return table


def render_pod_seating(data: PodSeating, out: BinaryIO, *, style: ReportStyle | None = None) -> None:
    """Write the draft pod seating with each pack's pass direction as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    styles = styles_for(fonts)
    width, _ = body_size(style)
    notes = [
        "Draft one card from each pack, place it face down and pass the rest; open the next "
        "pack when every card has been drafted. No talking until the draft is over.",
    ]
    if data.round1_in_pods:
        notes.append("Round 1 is paired inside the pods; Swiss over the whole event after that.")
    if data.seed is not None:
        notes.append(f"Seating drawn with seed {data.seed}.")
    story: list[Flowable] = [_packs_table(data.packs, fonts, styles, width), Spacer(1, 6)]
    story += [para(note, styles.small, fonts) for note in notes]
    for pod in data.pods:
        story += [Spacer(1, 8), KeepTogether([_pod_table(pod, fonts, styles, width)])]
    if not data.pods:
        story.append(para("The pods have not been seated yet.", styles.body, fonts))
    header = dataclasses.replace(data.header, round_number=None)
    build_document(out, header=header, title="Draft pods", story=story, style=style)


def _card_columns(
    title: str, lines: Sequence[PoolLine], blank: int, fonts: FontSet, styles: Styles, width: float
) -> Flowable:
    """Qty, card, set and number in two halves side by side, then the total."""
    slots: list[PoolLine | None] = [*lines]
    slots += [None] * (blank - len(slots))
    total = f"Total: {sum(line.qty for line in lines) if lines else '________'}"
    name_width = width / 2 - 30 - 48

    def table_of(slots: Sequence[PoolLine | None], with_total: bool) -> Table:
        half = max(1, math.ceil(len(slots) / 2))

        def cells(index: int) -> list[object]:
            line = slots[index] if index < len(slots) else None
            if line is None:
                return ["", "", ""]
            return [para(str(line.qty), styles.cell_center, fonts), para(line.name, styles.cell, fonts),
                    para(line.code, styles.cell, fonts)]

        head = [para("Qty", styles.cell_center_bold, fonts),
                para("Card name (with subtitle)", styles.cell_bold, fonts),
                para("Set #", styles.cell_bold, fonts)]
        rows: list[list[object]] = [[para(title, styles.cell_bold, fonts), "", "", "", "", ""], head * 2]
        rows += [cells(r) + cells(r + half) for r in range(half)]
        heights: list[float | None] = [None, None] + [WRITING_ROW] * half
        if with_total:
            rows.append([para(total, styles.cell_bold, fonts), "", "", "", "", ""])
            heights.append(18)
        last = len(rows) - 1
        body_end = last - 1 if with_total else last
        table = Table(rows, colWidths=[30, name_width, 48] * 2, rowHeights=heights, repeatRows=2)
        commands = [
            ("SPAN", (0, 0), (-1, 0)),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE), ("BOX", (0, 0), (-1, -1), 0.8, INK),
            ("LINEBELOW", (0, 1), (-1, 1), 0.8, INK), ("INNERGRID", (0, 2), (-1, body_end), 0.3, RULE),
            ("LINEBEFORE", (3, 1), (3, body_end), 0.8, INK),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ]
        if with_total:
            commands += [("SPAN", (0, last), (-1, last)), ("LINEABOVE", (0, last), (-1, last), 0.8, INK)]
        table.setStyle(TableStyle(commands))
        return table

    return PageHalves(slots, table_of, WRITING_ROW)


def _pool_title(data: PoolSheet) -> str:
    """ "Pool of Name (number)": the title repeats on every page, so a loose page 2 names its player."""
    if not data.player:
        return "Pool"
    return f"Pool of {data.player} ({data.player_number})" if data.player_number else f"Pool of {data.player}"


def render_pool_sheet(data: PoolSheet, out: BinaryIO, *, style: ReportStyle | None = None) -> None:
    """Write a pool registration sheet (blank, or filled in from a registered pool) as a PDF."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    styles = styles_for(fonts)
    width, _ = body_size(style)
    info = _grid([
        [para("Player name", styles.small, fonts), para("Player number", styles.small, fonts),
         para("Pod / seat", styles.small, fonts)],
        [para(data.player or " ", styles.cell_bold, fonts), para(data.player_number or " ", styles.cell_bold, fonts),
         para(data.seat or " ", styles.cell_bold, fonts)],
    ], [width * 0.55, width * 0.25, width * 0.2])
    story: list[Flowable] = [
        info, Spacer(1, 4),
        para(f"Product: {data.product}", styles.body, fonts),
        para("List every card you opened or drafted. Your deck may use these cards and the Mane "
             "Characters and Starting Problems the organizer provides, nothing else.",
             styles.small, fonts),
        Spacer(1, 6),
        _card_columns(_pool_title(data), data.cards, 0 if data.cards else data.blank_lines, fonts, styles,
                      width),
        Spacer(1, 6),
        _card_columns("Extra cards of a special pool (they stay part of your pool)", data.extras,
                      0 if (data.extras or data.cards) else 4, fonts, styles, width),
        Spacer(1, 8),
        KeepTogether([_grid([
            [para("Player's signature", styles.small, fonts), para("Checked by (judge)", styles.small, fonts)],
            [" ", " "],
        ], [width / 2, width / 2])]),
    ]
    header = dataclasses.replace(data.header, round_number=None)
    build_document(out, header=header, title="Limited pool", story=story, style=style)
