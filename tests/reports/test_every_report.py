"""What every report promises: header, page numbers, printed-at label, determinism."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from collections.abc import Callable

import pytest

from tests.reports.conftest import page_texts, render
from tourney.reports import (
    render_bracket,
    render_deck_check_sheet,
    render_deck_list_form,
    render_match_slips,
    render_pairings_by_name,
    render_pairings_by_table,
    render_penalty_report,
    render_standings,
)
from tourney.reports.page import ReportStyle
from tourney.reports.rows import (
    BracketColumn,
    BracketEntry,
    BracketMatchLine,
    BracketSheet,
    DeckCheckCard,
    DeckCheckSheet,
    DeckListEntry,
    DeckListForm,
    EventHeader,
    MatchSlip,
    MatchSlips,
    PairingLine,
    Pairings,
    PenaltyLine,
    PenaltyReport,
    StandingLine,
    Standings,
)

NAME = "Zoë Ł. Ñandú"


def _inputs(header: EventHeader) -> dict[str, tuple[Callable[..., None], object]]:
    pairings = Pairings(
        header,
        (
            PairingLine(1, NAME, "P1", 3, "Applejack", "P2", 3),
            PairingLine(None, "Spike", None, 0, is_bye=True),
        ),
    )
    return {
        "pairings by name": (render_pairings_by_name, pairings),
        "pairings by table": (render_pairings_by_table, pairings),
        "standings": (
            render_standings,
            Standings(header, (StandingLine(1, NAME, "P1", 3, "1-0-0", (("OMW%", "50.00%"),)),)),
        ),
        "bracket": (
            render_bracket,
            BracketSheet(
                header,
                "Top 2",
                (BracketEntry(1, NAME, "P1"), BracketEntry(2, "Applejack", "P2")),
                (BracketColumn("Final", (BracketMatchLine(
                    1, BracketEntry(1, NAME, "P1"), BracketEntry(2, "Applejack", "P2"), "a"),)),),
                BracketEntry(1, NAME, "P1"),
            ),
        ),
        "slips": (
            render_match_slips,
            MatchSlips(header, (MatchSlip(1, 3, NAME, "P1", "Applejack", "P2"),)),
        ),
        "deck check": (
            render_deck_check_sheet,
            DeckCheckSheet(header, 1, NAME, "P1", (DeckCheckCard("Crystal Heart", 3, 2),)),
        ),
        "deck list": (
            render_deck_list_form,
            DeckListForm(header, NAME, "P1", draw_deck=(DeckListEntry(3, "Crystal Heart"),)),
        ),
        "penalties": (
            render_penalty_report,
            PenaltyReport(
                header, (PenaltyLine(1, 1, NAME, "P1", "Slow play", "procedural_error"),)
            ),
        ),
    }


REPORTS = list(_inputs(EventHeader("x", "2026-01-01")))


@pytest.mark.parametrize("report", REPORTS)
def test_every_page_has_header_footer_and_the_name(
    report: str, header: EventHeader, style: ReportStyle
) -> None:
    renderer, data = _inputs(header)[report]
    texts = page_texts(render(renderer, data, style))
    name = NAME if style.resolved_fonts().unicode else "Zoë L. Ñandú"
    assert name in "".join(texts)
    for number, text in enumerate(texts, start=1):
        assert "Canterlot Regional Championship" in text
        assert "2026-11-21" in text and "Tier 2" in text and "Harmony" in text
        assert "Printed 2026-11-21 10:32" in text
        assert f"Page {number} of {len(texts)}" in text


@pytest.mark.parametrize("report", REPORTS)
def test_same_input_gives_the_same_bytes(
    report: str, header: EventHeader, style: ReportStyle
) -> None:
    renderer, data = _inputs(header)[report]
    first = render(renderer, data, style)
    assert first.startswith(b"%PDF-")
    assert render(renderer, data, style) == first
    later = dataclasses.replace(header, printed_at_label="Printed 2026-11-21 11:00")
    changed = render(renderer, dataclasses.replace(data, header=later), style)  # type: ignore[type-var]
    assert changed != first
    assert "Printed 2026-11-21 11:00" in page_texts(changed)[0]


def test_reports_import_without_qt() -> None:
    code = (
        "import sys, tourney.reports; assert not any(m.startswith('PySide6') for m in sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("report", REPORTS)
def test_a4_paper(report: str, header: EventHeader) -> None:
    from io import BytesIO

    from pypdf import PdfReader
    from reportlab.lib.pagesizes import A4

    renderer, data = _inputs(header)[report]
    pdf = render(renderer, data, ReportStyle(page_size=A4))
    box = PdfReader(BytesIO(pdf)).pages[0].mediabox
    assert sorted((round(float(box.width)), round(float(box.height)))) == [595, 842]
    assert "Page 1 of 1" in page_texts(pdf)[0]


LONG_EVENT = "The Grand Galloping Gala Canterlot Championship Qualifier of Equestria 2026"


@pytest.mark.parametrize("report", REPORTS)
def test_a_long_event_name_wraps_onto_a_second_header_line(
    report: str, header: EventHeader, style: ReportStyle
) -> None:
    """Beside the sheet's title the header had room for "The Grand Galloping Gala Canterl…": a
    sheet taped to a wall must say whole which event it is of, so the name takes two lines."""
    renderer, data = _inputs(header)[report]
    long_header = dataclasses.replace(header, name=LONG_EVENT)
    texts = page_texts(render(renderer, dataclasses.replace(data, header=long_header), style))  # type: ignore[type-var]
    for text in texts:
        assert "…" not in text and "..." not in text
        head = text.split("2026-11-21")[0]  # what the header prints above its details line
        assert all(word in head.split() for word in LONG_EVENT.split()), head
