"""The page every report shares: event header, printed-at label, "Page X of Y".

A sheet gets separated from its pile (taped to a wall, handed to a player,
filed with an appeal), so each page repeats which event, round and report it
belongs to. The total page count is only known once the last page is laid out,
so page footers are drawn when the document is saved.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO

from reportlab.lib import colors
from reportlab.lib.pagesizes import LETTER, landscape
from reportlab.lib.units import inch
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate

from tourney.reports.fonts import FontSet, default_fonts
from tourney.reports.rows import EventHeader

HEADER_HEIGHT = 40.0
FOOTER_HEIGHT = 18.0
INK = colors.black
MUTED = colors.Color(0.35, 0.35, 0.35)
RULE = colors.Color(0.55, 0.55, 0.55)
SHADE = colors.Color(0.92, 0.92, 0.92)


@dataclass(frozen=True, slots=True)
class ReportStyle:
    """Paper and fonts; the defaults suit a US Letter printer with DejaVu installed."""

    page_size: tuple[float, float] = LETTER
    fonts: FontSet | None = None
    margin: float = 0.5 * inch

    def resolved_fonts(self) -> FontSet:
        return self.fonts if self.fonts is not None else default_fonts()


def format_date(value: dt.date | str) -> str:
    return value.isoformat() if isinstance(value, dt.date) else value


def format_tier(value: int | str) -> str:
    return f"Tier {value}" if isinstance(value, int) else value


def event_details(header: EventHeader) -> str:
    """The second header line: date, venue, tier, game and format."""
    parts = [
        format_date(header.date),
        header.venue,
        format_tier(header.tier),
        header.game_system_name,
        header.format,
    ]
    return "  ·  ".join(part for part in parts if part)


def report_title(title: str, header: EventHeader) -> str:
    """The sheet's title with its round as the screens head it (`EventHeader.round_title`)."""
    if header.round_number is None:
        return title
    return f"{title} — {header.round_title or f'Round {header.round_number}'}"


NAME_SIZE = 13.0
NAME_LEADING = 14.0
"""A second line of a long event name sits this far below the first, and the header grows by it."""


def _name_lines(header: EventHeader, title: str, fonts: FontSet, page_size: tuple[float, float],
                margin: float) -> list[str]:
    """The event's name as the header prints it: on one line beside the sheet's title, or, too
    long for that, wrapped at a word onto a second line across the page (a posted sheet is
    found by its event's name: "The Grand Galloping Gala Canterl…" did not say which)."""
    right = page_size[0] - margin
    title_width = fonts.width(fonts.text(report_title(title, header)), NAME_SIZE, bold=True)
    room = right - margin - title_width - 18
    name = fonts.text(" ".join(header.name.split()))
    if fonts.width(name, NAME_SIZE, bold=True) <= room:
        return [name]
    words = name.split(" ")
    first: list[str] = []
    while words and fonts.width(" ".join([*first, words[0]]), NAME_SIZE, bold=True) <= room:
        first.append(words.pop(0))
    if not first:  # a first word wider than the room beside the title: all of it below
        return ["", fonts.fit(name, NAME_SIZE, right - margin, bold=True)]
    return [" ".join(first), fonts.fit(" ".join(words), NAME_SIZE, right - margin, bold=True)]


def header_height(header: EventHeader, title: str, style: ReportStyle, *, page_landscape: bool = False) -> float:
    """The height of the header of every page of a report: one line more for a long event name."""
    page_size = landscape(style.page_size) if page_landscape else style.page_size
    lines = _name_lines(header, title, style.resolved_fonts(), page_size, style.margin)
    return HEADER_HEIGHT + NAME_LEADING * (len(lines) - 1)


def _draw_header(
    canvas: Canvas,
    header: EventHeader,
    title: str,
    fonts: FontSet,
    page_size: tuple[float, float],
    margin: float,
) -> None:
    width, height = page_size
    top = height - margin
    right = width - margin
    title_text = fonts.text(report_title(title, header))
    canvas.setFillColor(INK)
    canvas.setFont(fonts.bold, NAME_SIZE)
    canvas.drawRightString(right, top - 13, title_text)
    lines = _name_lines(header, title, fonts, page_size, margin)
    for number, line in enumerate(lines):
        canvas.drawString(margin, top - 13 - NAME_LEADING * number, line)
    below = NAME_LEADING * (len(lines) - 1)
    canvas.setFont(fonts.regular, 8.5)
    canvas.setFillColor(MUTED)
    canvas.drawString(margin, top - 27 - below, fonts.fit(event_details(header), 8.5, right - margin))
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(1.2)
    canvas.line(margin, top - 33 - below, right, top - 33 - below)


def _draw_footer(
    canvas: Canvas,
    header: EventHeader,
    fonts: FontSet,
    page_size: tuple[float, float],
    margin: float,
    page: int,
    total: int,
) -> None:
    width, _ = page_size
    baseline = margin
    canvas.saveState()
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.5)
    canvas.line(margin, baseline + 11, width - margin, baseline + 11)
    canvas.setFillColor(MUTED)
    canvas.setFont(fonts.regular, 8)
    page_label = f"Page {page} of {total}"
    room = width - 2 * margin - fonts.width(page_label, 8) - 18
    canvas.drawString(margin, baseline, fonts.fit(header.printed_at_label, 8, room))
    canvas.setFillColor(INK)
    canvas.drawRightString(width - margin, baseline, page_label)
    canvas.restoreState()


def _page_counting_canvas(draw_footer: Callable[[Canvas, int, int], None]) -> type[Canvas]:
    """A canvas that holds finished pages back until it knows how many there are."""

    class PageCountingCanvas(Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._held_pages: list[dict[str, Any]] = []

        def showPage(self) -> None:
            self._held_pages.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            held = self._held_pages
            total = len(held)
            for state in held:
                self.__dict__.update(state)
                draw_footer(self, self._pageNumber, total)
                Canvas.showPage(self)
            Canvas.save(self)

    return PageCountingCanvas


def body_size(style: ReportStyle, *, page_landscape: bool = False,
              header: EventHeader | None = None, title: str = "") -> tuple[float, float]:
    """Width and height of the area between header and footer (below the header of `header`
    and `title` when given: a long event name takes a second line)."""
    width, height = landscape(style.page_size) if page_landscape else style.page_size
    top = HEADER_HEIGHT if header is None else header_height(header, title, style, page_landscape=page_landscape)
    return (
        width - 2 * style.margin,
        height - 2 * style.margin - top - FOOTER_HEIGHT,
    )


def build_document(
    out: BinaryIO,
    *,
    header: EventHeader,
    title: str,
    story: Sequence[Flowable],
    style: ReportStyle,
    page_landscape: bool = False,
) -> None:
    """Lay `story` out on pages carrying the event header and write the PDF to `out`."""
    fonts = style.resolved_fonts()
    page_size = landscape(style.page_size) if page_landscape else style.page_size
    margin = style.margin
    width, height = page_size
    frame = Frame(
        margin,
        margin + FOOTER_HEIGHT,
        width - 2 * margin,
        height - 2 * margin - header_height(header, title, style, page_landscape=page_landscape) - FOOTER_HEIGHT,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
        id="body",
    )

    def on_page(canvas: Canvas, _doc: BaseDocTemplate) -> None:
        canvas.saveState()
        _draw_header(canvas, header, title, fonts, page_size, margin)
        canvas.restoreState()

    def footer(canvas: Canvas, page: int, total: int) -> None:
        _draw_footer(canvas, header, fonts, page_size, margin, page, total)

    doc = BaseDocTemplate(
        out,
        pagesize=page_size,
        leftMargin=margin,
        rightMargin=margin,
        topMargin=margin,
        bottomMargin=margin,
        title=fonts.text(f"{report_title(title, header)} — {header.name}"),
        author="",
        subject="",
        creator="tourney",
        producer="tourney",
        invariant=1,
    )
    doc.addPageTemplates([PageTemplate(id="report", frames=[frame], onPage=on_page)])
    doc.build(list(story), canvasmaker=_page_counting_canvas(footer))
