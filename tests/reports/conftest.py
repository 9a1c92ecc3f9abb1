"""Fixtures for report tests: a typical event header and a PDF text reader."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import BinaryIO, Protocol

import pytest
from pypdf import PdfReader

from tourney.reports.fonts import DEJAVU_DIR, HELVETICA, FontSet, load_fonts
from tourney.reports.page import ReportStyle
from tourney.reports.rows import EventHeader


class Renderer(Protocol):
    def __call__(self, data: object, out: BinaryIO, *, style: ReportStyle | None = ...) -> None: ...


@pytest.fixture
def header() -> EventHeader:
    return EventHeader(
        name="Canterlot Regional Championship",
        date="2026-11-21",
        venue="Canterlot Convention Hall",
        tier=2,
        game_system_name="My Little Pony CCG",
        format="Harmony",
        round_number=3,
        printed_at_label="Printed 2026-11-21 10:32",
    )


def render(renderer: Renderer, data: object, style: ReportStyle | None = None) -> bytes:
    out = io.BytesIO()
    renderer(data, out, style=style)
    return out.getvalue()


def page_texts(pdf: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def page_lines(pdf: bytes) -> list[str]:
    return [line.strip() for text in page_texts(pdf) for line in text.splitlines()]


def dejavu_fonts() -> FontSet:
    fonts = load_fonts(DEJAVU_DIR)
    if not fonts.unicode:
        pytest.skip(f"DejaVu fonts not installed in {DEJAVU_DIR}")
    return fonts


@pytest.fixture(params=["dejavu", "helvetica"])
def style(request: pytest.FixtureRequest) -> ReportStyle:
    """Both font paths: embedded DejaVu and the built-in Helvetica fallback."""
    fonts = dejavu_fonts() if request.param == "dejavu" else HELVETICA
    return ReportStyle(fonts=fonts)


RenderFn = Callable[[bytes], list[str]]
