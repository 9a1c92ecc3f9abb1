"""The deck-list registration form, blank for players or pre-filled from a list.

Deck lists are required at Tier 2 and 3 and must give the full name (with
subtitle) and quantity of every card; a missing total is itself an "incorrect
deck list". So the form has a line for each part of an MLP deck (Mane
Character, Problem deck, Draw deck), totals to fill in, the deck-building limits
printed where the player writes, and a box only judges use to record the
check. A pre-filled form prints the submitted list for the player to sign off.
Another game's form has the parts its deck rules name (`DeckListForm.parts`), each
with its limits, writing lines and total.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from typing import BinaryIO

from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from tourney.reports.fonts import FontSet
from tourney.reports.halves import PageHalves
from tourney.reports.page import (
    INK,
    RULE,
    SHADE,
    ReportStyle,
    body_size,
    build_document,
    format_date,
)
from tourney.reports.rows import DeckListEntry, DeckListForm, DeckListPart
from tourney.reports.styles import Styles, para, styles_for

WRITING_ROW = 15.0
QTY_WIDTH = 30.0
BOX = "☐"


def _info_grid(form: DeckListForm, fonts: FontSet, styles: Styles, width: float) -> Table:
    def cell(label: str, value: str) -> list[Flowable]:
        return [para(label, styles.small, fonts), para(value or " ", styles.cell_bold, fonts)]

    rows = [
        [cell("Player name", form.player), cell("Player number", form.player_number)],
        [cell("Event", form.header.name), cell("Date", format_date(form.header.date))],
    ]
    table = Table(rows, colWidths=[width * 0.68, width * 0.32], rowHeights=[26, 26])
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.6, RULE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def _mane_row(form: DeckListForm, fonts: FontSet, styles: Styles, width: float) -> Table:
    table = Table(
        [
            [
                para("Mane Character", styles.cell_bold, fonts),
                para(form.mane_character, styles.body, fonts),
            ]
        ],
        colWidths=[100, width - 100],
        rowHeights=[22],
    )
    table.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 0.8, INK),
                ("BACKGROUND", (0, 0), (0, 0), SHADE),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ]
        )
    )
    return table


def _card_lines(
    title: str,
    entries: Sequence[DeckListEntry],
    lines: int,
    total_label: str,
    fonts: FontSet,
    styles: Styles,
    width: float,
    name_header: str = "Card name (with subtitle)",
) -> Flowable:
    """`lines` writing lines (qty + card name) in two side-by-side halves, then a total.

    A list longer than a page reads down each page's own left half and then its right.
    """
    slots: list[DeckListEntry | None] = [*entries]
    slots += [None] * (lines - len(slots))
    name_width = width / 2 - QTY_WIDTH
    header_cells = [
        para("Qty", styles.cell_center_bold, fonts),
        para(name_header, styles.cell_bold, fonts),
    ]

    def table_of(slots: Sequence[DeckListEntry | None], with_total: bool) -> Table:
        rows_per_half = max(1, math.ceil(len(slots) / 2))
        rows: list[list[object]] = [
            [para(title, styles.cell_bold, fonts), "", "", ""],
            header_cells * 2,
        ]

        def entry_cells(index: int) -> list[object]:
            entry = slots[index] if index < len(slots) else None
            if entry is None:
                return ["", ""]
            return [
                para(str(entry.qty), styles.cell_center, fonts),
                para(entry.name, styles.cell, fonts),
            ]

        for row in range(rows_per_half):
            rows.append(entry_cells(row) + entry_cells(row + rows_per_half))
        heights: list[float | None] = [None, None] + [WRITING_ROW] * rows_per_half
        if with_total:
            rows.append([para(total_label, styles.cell_bold, fonts), "", "", ""])
            heights.append(20)
        last = len(rows) - 1
        body_end = last - 1 if with_total else last
        table = Table(
            rows,
            colWidths=[QTY_WIDTH, name_width, QTY_WIDTH, name_width],
            rowHeights=heights,
            repeatRows=2,
        )
        commands: list[tuple[object, ...]] = [
            ("SPAN", (0, 0), (-1, 0)),
            ("BACKGROUND", (0, 0), (-1, 0), SHADE),
            ("BOX", (0, 0), (-1, -1), 0.8, INK),
            ("LINEBELOW", (0, 1), (-1, 1), 0.8, INK),
            ("INNERGRID", (0, 2), (-1, body_end), 0.3, RULE),
            ("LINEBEFORE", (2, 1), (2, body_end), 0.8, INK),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ]
        if with_total:
            commands += [("SPAN", (0, last), (-1, last)), ("LINEABOVE", (0, last), (-1, last), 0.8, INK)]
        table.setStyle(TableStyle(commands))
        return table

    return PageHalves(slots, table_of, WRITING_ROW)


def _total_label(kind: str, entries: Sequence[DeckListEntry], target: str) -> str:
    if entries:
        return f"{kind} total: {sum(entry.qty for entry in entries)} ({target})"
    return f"{kind} total: ________ ({target})"


def _judge_box(fonts: FontSet, styles: Styles, width: float) -> Table:
    status = f"List status:   {BOX} Legal    {BOX} Incorrect    {BOX} Invalid"
    rows = [
        [para("For judges only", styles.cell_bold, fonts), ""],
        [para("Received by / time:", styles.cell, fonts), para(status, styles.cell, fonts)],
        [
            para("Checked by:", styles.cell, fonts),
            para("Deck checked in rounds:", styles.cell, fonts),
        ],
    ]
    table = Table(rows, colWidths=[width * 0.45, width * 0.55], rowHeights=[None, 18, 18])
    table.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 1.2, INK),
                ("BACKGROUND", (0, 0), (-1, -1), SHADE),
                ("SPAN", (0, 0), (-1, 0)),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ]
        )
    )
    return table


def _game_parts(
    parts: Sequence[DeckListPart], fonts: FontSet, styles: Styles, width: float
) -> list[Flowable]:
    """The parts of a game's list as its deck rules name them (a game other than MLP)."""
    story: list[Flowable] = []
    for part in parts:
        total = _total_label(part.label, part.entries, part.total)
        story += [
            _card_lines(
                f"{part.label} — {part.rules}" if part.rules else part.label,
                part.entries,
                part.lines,
                total if part.total else total.removesuffix(" ()"),
                fonts,
                styles,
                width,
                name_header="Card name",
            ),
            Spacer(1, 6),
        ]
    return story


def render_deck_list_form(
    data: DeckListForm, out: BinaryIO, *, style: ReportStyle | None = None
) -> None:
    """Write a deck-list registration form (blank or pre-filled) as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    styles = styles_for(fonts)
    width, _ = body_size(style)
    header = dataclasses.replace(data.header, round_number=None)  # a list belongs to the whole event
    if data.parts:  # a game's own form: its parts, as its deck rules describe them
        story = [_info_grid(data, fonts, styles, width), Spacer(1, 6)]
        story += _game_parts(data.parts, fonts, styles, width)
        story.append(KeepTogether([_judge_box(fonts, styles, width)]))
        build_document(out, header=header, title="Deck list", story=story, style=style)
        return
    if data.limited_note:
        # Limited Play, Limited Deck Construction: no limit on copies, no draw-deck maximum.
        problem_rules = f"exactly {data.problem_lines} cards, at least one Starting Problem"
        draw_rules = f"at least {data.draw_deck_minimum} cards, no maximum"
    else:
        problem_rules = (
            f"exactly {data.problem_lines} cards, at most 2 of a name, at least one Starting Problem"
        )
        draw_rules = f"at least {data.draw_deck_minimum} cards, at most 3 of a name"
    story: list[Flowable] = [
        _info_grid(data, fonts, styles, width),
        Spacer(1, 6),
    ]
    if data.limited_note:
        story += [para(data.limited_note, styles.small, fonts), Spacer(1, 4)]
    story += [
        _mane_row(data, fonts, styles, width),
        Spacer(1, 6),
        _card_lines(
            f"Problem deck — {problem_rules}",
            data.problems,
            data.problem_lines,
            _total_label("Problem deck", data.problems, f"must be {data.problem_lines}"),
            fonts,
            styles,
            width,
        ),
        Spacer(1, 6),
        _card_lines(
            f"Draw deck — {draw_rules}",
            data.draw_deck,
            data.draw_lines,
            _total_label("Draw deck", data.draw_deck, f"at least {data.draw_deck_minimum}"),
            fonts,
            styles,
            width,
        ),
        Spacer(1, 6),
        KeepTogether([_judge_box(fonts, styles, width)]),
    ]
    # A deck list belongs to the whole event, not to a round (`header` above).
    build_document(out, header=header, title="Deck list", story=story, style=style)
