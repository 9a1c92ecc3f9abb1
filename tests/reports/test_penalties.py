from __future__ import annotations

from io import BytesIO

from pypdf import PdfReader

from tests.reports.conftest import page_lines, page_texts, render
from tourney.reports.page import ReportStyle
from tourney.reports.penalties import humanize, render_penalty_report
from tourney.reports.rows import EventHeader, PenaltyLine, PenaltyReport

LINES = (
    PenaltyLine(
        3,
        3,
        "Zoë Ł. Ñandú",
        "P1",
        "Drawing extra cards",
        "game_loss",
        "Amy Judge",
        "Drew an extra card.",
        escalation_note="Second offence at this event (see #1).",
        time_label="11:05",
    ),
    PenaltyLine(
        1,
        1,
        "Zoë Ł. Ñandú",
        "P1",
        "Drawing extra cards",
        "game_warning",
        "Amy Judge",
        "Drew 7 at the start.",
    ),
    PenaltyLine(2, 2, "Bob <Builder> & Co", None, "Slow play", "procedural_error", "Ben Judge"),
    PenaltyLine(
        4,
        3,
        "Carol",
        "P4",
        "Unsporting conduct — minor",
        "game_warning",
        "Cy Judge",
        withdrawn=True,
        withdrawn_reason="Overturned on appeal by the Head Judge.",
    ),
    PenaltyLine(
        5,
        4,
        "Dave",
        "P5",
        "Invalid deck list",
        "Game Loss",
        "Amy Judge",
        upgrade_note="Tier 3: upgraded from Game Warning.",
    ),
)


def test_humanize_codes_only() -> None:
    assert humanize("procedural_error") == "Procedural Error"
    assert humanize("Game Loss") == "Game Loss"


def test_chronological_order_and_details(header: EventHeader, style: ReportStyle) -> None:
    pdf = render(render_penalty_report, PenaltyReport(header, LINES), style)
    box = PdfReader(BytesIO(pdf)).pages[0].mediabox
    assert box.width > box.height
    text = " ".join(page_texts(pdf)[0].split())
    assert (
        text.index("Drew 7 at the start.")
        < text.index("Slow play")
        < text.index("Drew an extra card.")
    )
    assert (
        text.index("Drew an extra card.")
        < text.index("Unsporting")
        < text.index("Invalid deck list")
    )
    for expected in (
        "Bob <Builder> & Co",
        "Procedural Error",
        "Escalated: Second offence at this event (see #1).",
        "Upgraded: Tier 3: upgraded from Game Warning.",
        "WITHDRAWN: Overturned on appeal by the Head Judge.",
        "11:05",
        "Ben Judge",
    ):
        assert expected in text


def test_summary_counts_withdrawn_apart(header: EventHeader) -> None:
    lines = page_lines(render(render_penalty_report, PenaltyReport(header, LINES)))
    assert "5 penalties (1 withdrawn): 2 Game Loss, 1 Game Warning, 1 Procedural Error" in lines


def test_grouped_by_player(header: EventHeader) -> None:
    pdf = render(render_penalty_report, PenaltyReport(header, LINES, order="player"))
    text = " ".join(page_texts(pdf)[0].split())
    headings = [
        "Bob <Builder> & Co — 1 penalty",
        "Carol (P4) — 1 penalty (1 withdrawn)",
        "Dave (P5) — 1 penalty",
        "Zoë Ł. Ñandú (P1) — 2 penalties",
    ]
    positions = [text.index(heading) for heading in headings]
    assert positions == sorted(positions)
    assert text.index("Drew 7 at the start.") < text.index("Drew an extra card.")
    assert "Penalties by player" in text
    assert "Round 3" not in text.split("Canterlot")[0]


def test_no_penalties(header: EventHeader) -> None:
    texts = page_texts(render(render_penalty_report, PenaltyReport(header)))
    assert len(texts) == 1 and "No penalties recorded" in texts[0]


def test_many_penalties_span_pages(header: EventHeader) -> None:
    lines = tuple(
        PenaltyLine(
            index,
            index // 10 + 1,
            f"Player {index:03d}",
            None,
            "Slow play",
            "procedural_error",
            "Amy Judge",
            "A description long enough to wrap onto a second line " * 3,
        )
        for index in range(1, 121)
    )
    texts = page_texts(render(render_penalty_report, PenaltyReport(header, lines)))
    assert len(texts) > 2
    joined = "\n".join(texts)
    assert all(f"Player {index:03d}" in joined for index in range(1, 121))
    assert all(text.count("Infraction") == 1 for text in texts)
