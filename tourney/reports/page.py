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
    title_width = fonts.width(title_text, 13, bold=True)
    canvas.setFillColor(INK)
    canvas.setFont(fonts.bold, 13)
    canvas.drawRightString(right, top - 13, title_text)
    name_room = right - margin - title_width - 18
    canvas.drawString(margin, top - 13, fonts.fit(header.name, 13, name_room, bold=True))
    canvas.setFont(fonts.regular, 8.5)
    canvas.setFillColor(MUTED)
    canvas.drawString(margin, top - 27, fonts.fit(event_details(header), 8.5, right - margin))
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(1.2)
    canvas.line(margin, top - 33, right, top - 33)


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


def body_size(style: ReportStyle, *, page_landscape: bool = False) -> tuple[float, float]:
    """Width and height of the area between header and footer."""
    width, height = landscape(style.page_size) if page_landscape else style.page_size
    return (
        width - 2 * style.margin,
        height - 2 * style.margin - HEADER_HEIGHT - FOOTER_HEIGHT,
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
        height - 2 * margin - HEADER_HEIGHT - FOOTER_HEIGHT,
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
