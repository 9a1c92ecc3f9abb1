"""Standings with the event's tiebreaker columns and footnotes.

Players read standings to check their record and their chance of a top cut;
judges read them to resolve disputes. So every number the ranking used is
printed (match points, record, each tiebreaker in the order applied), dropped
players stay visible but greyed out, and a footnote says how a late entrant's
missed rounds were counted, since that changes their record. After a top cut
the first column is the place each player finished in (1, 2, 3–4, 5–8, then
the Swiss order) and the Swiss rank moves beside it.
"""

from __future__ import annotations

from typing import BinaryIO

from reportlab.platypus import Flowable, Spacer

from tourney.reports.columns import Column, ColumnList, ListRow, NameCell
from tourney.reports.page import ReportStyle, build_document
from tourney.reports.rows import StandingLine, Standings
from tourney.reports.styles import notice, para, styles_for

EMPTY_MESSAGE = "No standings yet"
MISSING_VALUE = "—"
DROPPED = "Dropped"
DROPPED_LEGEND = (
    "Players marked “Dropped” (greyed out) have left the event and are not paired again."
)


def tiebreaker_columns(data: Standings) -> tuple[str, ...]:
    """The tiebreaker columns to print: as configured, else as found on the first line."""
    if data.tiebreaker_names:
        return data.tiebreaker_names
    if data.lines:
        return tuple(name for name, _ in data.lines[0].tiebreakers)
    return ()


def late_entry_footnotes(lines: tuple[StandingLine, ...]) -> dict[str, int]:
    """Number each distinct late-entry note in order of first appearance."""
    numbers: dict[str, int] = {}
    for line in lines:
        if line.late_entry_note and line.late_entry_note not in numbers:
            numbers[line.late_entry_note] = len(numbers) + 1
    return numbers


def has_placings(data: Standings) -> bool:
    """Final standings after a top cut: each line has its place ("3–4")."""
    return any(line.placing for line in data.lines)


def standing_rows(data: Standings) -> list[ListRow]:
    names = tiebreaker_columns(data)
    footnotes = late_entry_footnotes(data.lines)
    final = has_placings(data)
    rows: list[ListRow] = []
    for line in data.lines:
        values = dict(line.tiebreakers)
        marks = []
        if line.late_entry_note:
            marks.append(f"Late [{footnotes[line.late_entry_note]}]")
        if line.dropped:
            marks.append(DROPPED)
        rows.append(
            ListRow(
                (
                    *((line.placing, str(line.rank)) if final else (str(line.rank),)),
                    NameCell(line.player, line.player_number),
                    str(line.match_points),
                    line.record,
                    *(values.get(name, MISSING_VALUE) for name in names),
                    "",
                    ", ".join(marks),
                ),
                muted=line.dropped,
            )
        )
    return rows


def _columns(tiebreaker_names: tuple[str, ...], *, final: bool) -> tuple[Column, ...]:
    places = (Column("Place", 6, align="right", bold=True), Column("Swiss", 6, align="right"))
    return (
        *(places if final else (Column("Rank", 6, align="right"),)),
        Column("Player", 34),
        Column("Points", 8, align="right", bold=True),
        Column("W-L-D", 9, align="center"),
        *(Column(name, 9, align="right") for name in tiebreaker_names),
        Column("", 2),
        Column("Notes", 13),
    )


def render_standings(data: Standings, out: BinaryIO, *, style: ReportStyle | None = None) -> None:
    """Write the standings table with footnotes as a PDF to `out`."""
    style = style or ReportStyle()
    fonts = style.resolved_fonts()
    if not data.lines:
        story = notice(EMPTY_MESSAGE, fonts)
    else:
        names = tiebreaker_columns(data)
        many_columns = len(names) > 4
        styles = styles_for(fonts)
        story: list[Flowable] = [para(line, styles.body, fonts) for line in data.lead]
        if data.lead:
            story.append(Spacer(1, 6))
        story.append(
            ColumnList(
                _columns(names, final=has_placings(data)),
                standing_rows(data),
                fonts,
                font_size=8.5 if many_columns else 9,
            )
        )
        story.append(Spacer(1, 8))
        late_notes = late_entry_footnotes(data.lines)
        for note, number in late_notes.items():
            story.append(para(f"[{number}] {note}", styles.small, fonts))
        if any(line.dropped for line in data.lines):
            story.append(para(DROPPED_LEGEND, styles.small, fonts))
        for note in data.footnotes:
            # The late-entry rule is already in each numbered note: print it once.
            if not any(note in late for late in late_notes):
                story.append(para(note, styles.small, fonts))
    build_document(
        out,
        header=data.header,
        title=data.title,
        story=story,
        style=style,
        page_landscape=len(tiebreaker_columns(data)) > 4,
    )
