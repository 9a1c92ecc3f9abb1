"""Paragraph styles and small building blocks shared by the form-like reports."""

from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Spacer

from tourney.reports.fonts import FontSet
from tourney.reports.page import INK, MUTED


@dataclass(frozen=True, slots=True)
class Styles:
    body: ParagraphStyle
    small: ParagraphStyle
    cell: ParagraphStyle
    cell_bold: ParagraphStyle
    cell_center: ParagraphStyle
    cell_center_bold: ParagraphStyle
    heading: ParagraphStyle
    notice: ParagraphStyle


def styles_for(fonts: FontSet) -> Styles:
    body = ParagraphStyle("body", fontName=fonts.regular, fontSize=9.5, leading=12, textColor=INK)
    return Styles(
        body=body,
        small=ParagraphStyle("small", parent=body, fontSize=8, leading=10, textColor=MUTED),
        cell=ParagraphStyle("cell", parent=body, fontSize=8.5, leading=10.5),
        cell_bold=ParagraphStyle(
            "cell_bold", parent=body, fontName=fonts.bold, fontSize=8.5, leading=10.5
        ),
        cell_center=ParagraphStyle(
            "cell_center", parent=body, fontSize=8.5, leading=10.5, alignment=1
        ),
        cell_center_bold=ParagraphStyle(
            "cell_center_bold",
            parent=body,
            fontName=fonts.bold,
            fontSize=8.5,
            leading=10.5,
            alignment=1,
        ),
        heading=ParagraphStyle(
            "heading",
            parent=body,
            fontName=fonts.bold,
            fontSize=11,
            leading=14,
            spaceBefore=6,
            spaceAfter=3,
        ),
        notice=ParagraphStyle(
            "notice",
            parent=body,
            fontName=fonts.bold,
            fontSize=16,
            leading=20,
            alignment=1,
            spaceBefore=120,
        ),
    )


def para(text: str, style: ParagraphStyle, fonts: FontSet) -> Paragraph:
    """A paragraph of user text: escaped (names may contain '<' or '&') and printable."""
    return Paragraph(escape(fonts.text(text)), style)


def notice(text: str, fonts: FontSet) -> list[Flowable]:
    """The one line an empty report shows, so a blank sheet is never mistaken for a misprint."""
    return [Spacer(1, 1), para(text, styles_for(fonts).notice, fonts)]


def with_number(name: str, number: str | None) -> str:
    return f"{name} ({number})" if number else name
