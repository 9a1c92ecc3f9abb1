"""The event's penalty report, in order of issue or grouped by player.

Tier 2 and 3 penalties are reported after the event, and the head judge uses
the list during it to spot a repeat offence that escalates the next penalty.
Every line keeps the round, the infraction, the penalty, the issuing judge and
the reasoning for any escalation or upgrade. A withdrawn penalty (e.g. after an
appeal) stays on the list, struck through and marked, so the record shows
that it was given and why it no longer counts.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import BinaryIO
from xml.sax.saxutils import escape

from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from tourney.reports.fonts import FontSet, sort_key
from tourney.reports.page import (
    INK,
    RULE,
    SHADE,
    ReportStyle,
    body_size,
    build_document,
)
from tourney.reports.rows import PenaltyLine, PenaltyReport
from tourney.reports.styles import Styles, notice, para, styles_for, with_number

EMPTY_MESSAGE = "No penalties recorded"
WITHDRAWN = "WITHDRAWN"


def humanize(code: str) -> str:
    """Show a catalog code like "game_loss" as "Game Loss"; leave display text alone."""
    if code and "_" in code and code == code.lower() and " " not in code:
        return code.replace("_", " ").title()
    return code


def count_label(lines: list[PenaltyLine] | tuple[PenaltyLine, ...]) -> str:
    """ "3 penalties (1 withdrawn)": withdrawn ones are counted but called out."""
    withdrawn = sum(1 for line in lines if line.withdrawn)
    total = f"{len(lines)} penalt{'y' if len(lines) == 1 else 'ies'}"
    return f"{total} ({withdrawn} withdrawn)" if withdrawn else total


def summary(lines: tuple[PenaltyLine, ...]) -> str:
    """One line a head judge can read first: how many penalties, of which kinds."""
    counts = Counter(humanize(line.penalty) for line in lines if not line.withdrawn)
    kinds = ", ".join(f"{count} {name}" for name, count in sorted(counts.items()))
    total = count_label(lines)
    return f"{total}: {kinds}" if kinds else total


def _details(line: PenaltyLine, fonts: FontSet, styles: Styles) -> Paragraph:
    parts = []
    if line.description:
        parts.append(escape(fonts.text(line.description)))
    if line.escalation_note:
        parts.append(f"<b>Escalated:</b> {escape(fonts.text(line.escalation_note))}")
    if line.upgrade_note:
        parts.append(f"<b>Upgraded:</b> {escape(fonts.text(line.upgrade_note))}")
    if line.withdrawn:
        reason = f": {escape(fonts.text(line.withdrawn_reason))}" if line.withdrawn_reason else ""
        parts.append(f"<b>{WITHDRAWN}</b>{reason}")
    return Paragraph("<br/>".join(parts) or " ", styles.cell)


def _penalty_cell(line: PenaltyLine, fonts: FontSet, styles: Styles) -> Paragraph:
    text = escape(fonts.text(humanize(line.penalty)))
    if line.withdrawn:
        return Paragraph(f"<strike>{text}</strike><br/>{WITHDRAWN}", styles.cell_bold)
    return Paragraph(text, styles.cell_bold)


def _round_cell(line: PenaltyLine, fonts: FontSet, styles: Styles) -> Paragraph:
    """ "3" in a Swiss round; "Final (round 6)" in the top cut, as its other sheets name it
    (the name on its own line, so "Quarterfinals" is never cut)."""
    if line.round_number is None:
        return para("", styles.cell, fonts)
    if not line.round_name or not line.round_title:
        return para(str(line.round_number), styles.cell, fonts)
    label = escape(fonts.text(line.round_title))
    return Paragraph(label.replace(" (round", "<br/>(round", 1), styles.cell)


def _table(
    lines: list[PenaltyLine], fonts: FontSet, styles: Styles, width: float, *, show_player: bool
) -> Table:
    head = [
        "#",
        "Round",
        *(["Player"] if show_player else []),
        "Infraction",
        "Penalty",
        "Judge",
        "Details",
    ]
    rows: list[list[object]] = [[para(text, styles.cell_bold, fonts) for text in head]]
    commands: list[tuple[object, ...]] = [
        ("LINEBELOW", (0, 0), (-1, 0), 1.0, INK),
        ("LINEBELOW", (0, 1), (-1, -1), 0.3, RULE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    for line in lines:
        if line.withdrawn:
            commands.append(("BACKGROUND", (0, len(rows)), (-1, len(rows)), SHADE))
        sequence = str(line.sequence)
        if line.time_label:
            sequence += f"<br/>{escape(fonts.text(line.time_label))}"
        rows.append(
            [
                Paragraph(sequence, styles.cell),
                _round_cell(line, fonts, styles),
                *(
                    [para(with_number(line.player, line.player_number), styles.cell, fonts)]
                    if show_player
                    else []
                ),
                para(humanize(line.infraction), styles.cell, fonts),
                _penalty_cell(line, fonts, styles),
                para(line.judge, styles.cell, fonts),
                _details(line, fonts, styles),
            ]
        )
    fixed = [
        40,
        64,  # room for "Quarterfinals" above "(round 5)"
        *([width * 0.2] if show_player else []),
        width * 0.17,
        width * 0.12,
        width * 0.12,
    ]
    widths = [*fixed, width - sum(fixed)]
    table = Table(rows, colWidths=widths, repeatRows=1)
    table.setStyle(TableStyle(commands))
    return table


def _by_player(lines: list[PenaltyLine]) -> list[tuple[str, str | None, list[PenaltyLine]]]:
    groups: dict[tuple[str, str], list[PenaltyLine]] = {}
    for line in lines:
        groups.setdefault((line.player, line.player_number or ""), []).append(line)
    ordered = sorted(groups.items(), key=lambda item: (sort_key(item[0][0]), item[0][1]))
    return [(player, number or None, group) for (player, number), group in ordered]


def render_penalty_report(
    data: PenaltyReport, out: BinaryIO, *, style: ReportStyle | None = None
) -> None:
    """Write the penalty report (chronological, or grouped by player) as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    styles = styles_for(fonts)
    width, _ = body_size(style, page_landscape=True)
    lines = sorted(data.lines, key=lambda line: line.sequence)
    story: list[Flowable]
    if not lines:
        story = notice(EMPTY_MESSAGE, fonts)
    else:
        story = [para(summary(data.lines), styles.heading, fonts)]
        story.extend(para(note, styles.small, fonts) for note in data.notes)
        story.append(Spacer(1, 6))
        if data.order == "player":
            for player, number, group in _by_player(lines):
                heading = f"{with_number(player, number)} — {count_label(group)}"
                story.append(para(heading, styles.heading, fonts))
                story.append(_table(group, fonts, styles, width, show_player=False))
        else:
            story.append(_table(lines, fonts, styles, width, show_player=True))
    title = "Penalties by player" if data.order == "player" else "Penalties"
    # The report covers the whole event so far, not one round.
    header = dataclasses.replace(data.header, round_number=None)
    build_document(out, header=header, title=title, story=story, style=style, page_landscape=True)
