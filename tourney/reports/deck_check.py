"""The deck-check sheet: registered list against what the judge counted.

A deck check ends in either "legal" or a penalty, and an appeal or a later
investigation needs to see exactly what was registered, what was found and who
checked. The sheet lists each registered card with its registered and counted
quantities and the difference, leaves blank rows for cards found that are not
on the list, and has room for sleeves, notes, the proposed penalty and the
judge's signature. With `counted_qty` left empty it doubles as the form a judge
fills in by hand at the table.

The judge field names the judge who recorded (or started) the check. When no
judge is known — a sheet printed before the check — it is left for the judge
to write their name in, and says so; it is never filled with the head judge,
who did not count the deck. The head judge is named in a field of their own,
as the person an appeal goes to.
"""

from __future__ import annotations

from typing import BinaryIO

from reportlab.lib.units import inch
from reportlab.platypus import Flowable, KeepTogether, Spacer, Table, TableStyle

from tourney.reports.fonts import FontSet
from tourney.reports.page import INK, RULE, SHADE, ReportStyle, body_size, build_document
from tourney.reports.rows import DeckCheckCard, DeckCheckSheet
from tourney.reports.styles import Styles, para, styles_for

SECTION_ORDER = ("Mane character", "Problem deck", "Draw deck")


def _signed(value: int | None) -> str:
    if value is None:
        return ""
    return f"{value:+d}" if value else "0"


def _section_rank(section: str, order: tuple[str, ...]) -> tuple[int, str]:
    lowered = section.casefold()
    for index, name in enumerate(order):
        if lowered == name.casefold():
            return index, ""
    return len(order), lowered


def grouped_cards(
    cards: tuple[DeckCheckCard, ...], order: tuple[str, ...] = (), *, found: tuple[DeckCheckCard, ...] = ()
) -> list[tuple[str, list[DeckCheckCard]]]:
    """Cards by section in the game's order (`order`; none: Mane, Problem, Draw), then any other,
    in list order within each.

    The sections of cards `found` off the list are included even with no card listed, so a
    Problem found in a list without Problems still counts in a "Problem deck total".
    """
    order = order or SECTION_ORDER
    sections: dict[str, list[DeckCheckCard]] = {}
    for card in cards:
        sections.setdefault(card.section, []).append(card)
    for card in found:
        if card.section:
            sections.setdefault(card.section, [])
    return sorted(sections.items(), key=lambda item: _section_rank(item[0], order))


HEADING_KEPT_WITH = 2
"""Rows a part's heading keeps with it on its page, so no heading ends a page alone."""


def _keep_heading(index: int, rows_after: int) -> tuple[object, ...]:
    """The table command keeping the heading at row `index` on the page of its first rows."""
    return ("NOSPLIT", (0, index), (-1, index + min(rows_after, HEADING_KEPT_WITH)))


JUDGE_TO_WRITE = "Judge (write your name)"
"""The judge field's label when no judge is known yet: the one who checks writes it in."""


def _info_table(sheet: DeckCheckSheet, fonts: FontSet, styles: Styles, width: float) -> Table:
    def cell(label: str, value: str) -> list[Flowable]:
        return [para(label, styles.small, fonts), para(value or " ", styles.cell_bold, fonts)]

    player = f"{sheet.player} ({sheet.player_number})" if sheet.player_number else sheet.player
    round_label = "" if sheet.header.round_number is None else str(sheet.header.round_number)
    table_label = "" if sheet.table is None else str(sheet.table)
    rows = [
        [cell("Player", player), "", cell("Round", round_label), cell("Table", table_label)],
        [
            cell("Judge" if sheet.judge else JUDGE_TO_WRITE, sheet.judge),
            cell("Head judge", sheet.head_judge),
            cell("Started", sheet.started_label),
            cell("Ended", sheet.ended_label),
        ],
    ]
    table = Table(rows, colWidths=[width * 0.35, width * 0.35, width * 0.15, width * 0.15])
    table.setStyle(
        TableStyle(
            [
                ("SPAN", (0, 0), (1, 0)),
                ("GRID", (0, 0), (-1, -1), 0.6, RULE),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5),
            ]
        )
    )
    return table


def _cards_table(sheet: DeckCheckSheet, fonts: FontSet, styles: Styles, width: float) -> Table:
    head = ["Card", "Registered", "Counted", "Difference"]
    rows: list[list[object]] = [
        [
            para(text, styles.cell_bold if text == "Card" else styles.cell_center_bold, fonts)
            for text in head
        ]
    ]
    commands: list[tuple[object, ...]] = [
        ("LINEBELOW", (0, 0), (-1, 0), 1.0, INK),
        ("GRID", (0, 1), (-1, -1), 0.4, RULE),
        ("ALIGN", (1, 0), (-1, -1), "CENTER"),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    for section, cards in grouped_cards(sheet.cards, sheet.section_order, found=sheet.extras):
        registered = sum(card.registered_qty for card in cards)
        # a card found that is not on the list is in the deck all the same: its part's total counts it
        found = [card.counted_qty for card in sheet.extras if card.section == section]
        counted = [card.counted_qty for card in cards] + found
        counted_total = (
            None if any(qty is None for qty in counted) else sum(q or 0 for q in counted)
        )
        index = len(rows)
        rows.append([para(section, styles.cell_bold, fonts), "", "", ""])
        commands.append(("SPAN", (0, index), (-1, index)))
        commands.append(("BACKGROUND", (0, index), (-1, index), SHADE))
        commands.append(_keep_heading(index, len(cards) + 1))  # its cards, then its total
        for card in cards:
            difference = card.difference
            if difference:
                # A mismatch is what the judge acts on: make it impossible to miss.
                commands.append(("BACKGROUND", (0, len(rows)), (-1, len(rows)), SHADE))
            number_style = styles.cell_center_bold if difference else styles.cell_center
            rows.append(
                [
                    para(card.name, styles.cell_bold if difference else styles.cell, fonts),
                    para(str(card.registered_qty), number_style, fonts),
                    para(
                        "" if card.counted_qty is None else str(card.counted_qty),
                        number_style,
                        fonts,
                    ),
                    para(_signed(difference), number_style, fonts),
                ]
            )
        index = len(rows)
        rows.append(
            [
                para(f"{section} total", styles.cell_bold, fonts),
                para(str(registered), styles.cell_center_bold, fonts),
                para(
                    "" if counted_total is None else str(counted_total),
                    styles.cell_center_bold,
                    fonts,
                ),
                para(
                    "" if counted_total is None else _signed(counted_total - registered),
                    styles.cell_center_bold,
                    fonts,
                ),
            ]
        )
        commands.append(("LINEABOVE", (0, index), (-1, index), 0.9, INK))
    blank = max(sheet.blank_rows - len(sheet.extras), 0)
    if sheet.blank_rows > 0 or sheet.extras:
        index = len(rows)
        rows.append(
            [para("Cards found that are not on the list", styles.cell_bold, fonts), "", "", ""]
        )
        commands.append(("SPAN", (0, index), (-1, index)))
        commands.append(("BACKGROUND", (0, index), (-1, index), SHADE))
        commands.append(_keep_heading(index, len(sheet.extras) + blank))
        for card in sheet.extras:
            # found in the deck, not on the list: as much a mismatch as a missing card
            commands.append(("BACKGROUND", (0, len(rows)), (-1, len(rows)), SHADE))
            rows.append(
                [
                    para(card.name, styles.cell_bold, fonts),
                    para("0", styles.cell_center_bold, fonts),
                    para(str(card.counted_qty or 0), styles.cell_center_bold, fonts),
                    para(_signed(card.counted_qty or 0), styles.cell_center_bold, fonts),
                ]
            )
        rows.extend([["", "", "", ""] for _ in range(blank)])
    quantity_width = 0.9 * inch
    table = Table(
        rows,
        colWidths=[width - 3 * quantity_width, quantity_width, quantity_width, quantity_width],
        repeatRows=1,
        rowHeights=[None] * (len(rows) - blank) + [16] * blank,
    )
    table.setStyle(TableStyle(commands))
    return table


def _lined_box(
    label: str, value: str, lines: int, fonts: FontSet, styles: Styles, width: float
) -> Table:
    """A labelled box with ruled lines to write on, pre-filled with `value` if given."""
    rows: list[list[object]] = [[para(label, styles.cell_bold, fonts)]]
    if value:
        rows.append([para(value, styles.body, fonts)])
    rows.extend([[""] for _ in range(lines)])
    heights = [None] * (len(rows) - lines) + [16] * lines
    table = Table(rows, colWidths=[width], rowHeights=heights)
    table.setStyle(
        TableStyle(
            [
                ("BOX", (0, 0), (-1, -1), 0.6, RULE),
                ("LINEBELOW", (0, 1), (-1, -2), 0.3, RULE),
                ("TOPPADDING", (0, 0), (-1, -1), 2),
            ]
        )
    )
    return table


def _signature_table(judge: str, fonts: FontSet, styles: Styles, width: float) -> Table:
    label = f"Judge signature ({judge})" if judge else "Judge signature"
    rows = [
        ["", "", ""],
        [
            para(label, styles.small, fonts),
            "",
            para("Player initials (deck returned)", styles.small, fonts),
        ],
    ]
    table = Table(rows, colWidths=[width * 0.55, width * 0.05, width * 0.4], rowHeights=[26, 12])
    table.setStyle(
        TableStyle(
            [
                ("LINEBELOW", (0, 0), (0, 0), 0.8, INK),
                ("LINEBELOW", (2, 0), (2, 0), 0.8, INK),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    return table


def render_deck_check_sheet(
    data: DeckCheckSheet, out: BinaryIO, *, style: ReportStyle | None = None
) -> None:
    """Write one deck-check sheet as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    styles = styles_for(fonts)
    width, _ = body_size(style)
    story: list[Flowable] = [
        _info_table(data, fonts, styles, width),
        Spacer(1, 8),
        _cards_table(data, fonts, styles, width),
        Spacer(1, 8),
        KeepTogether(
            [
                _lined_box(
                    "Sleeves (uniform? marked? worn?)", data.sleeves, 1, fonts, styles, width
                ),
                Spacer(1, 6),
                _lined_box("Notes", data.notes, 3, fonts, styles, width),
                Spacer(1, 6),
                _lined_box("Proposed penalty", data.proposed_penalty, 1, fonts, styles, width),
                Spacer(1, 10),
                _signature_table(data.judge, fonts, styles, width),
            ]
        ),
    ]
    build_document(out, header=data.header, title="Deck check", story=story, style=style)
