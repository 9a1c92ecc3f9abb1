from __future__ import annotations

from io import BytesIO

from pypdf import PdfReader

from tests.reports.conftest import page_lines, page_texts, render
from tourney.reports.page import ReportStyle
from tourney.reports.rows import EventHeader, StandingLine, Standings
from tourney.reports.standings import render_standings

LOSS_NOTE = "Entered in round 2: round 1 counted as a loss."
ZERO_NOTE = "Entered in round 3: rounds 1-2 scored as zero points, not losses."


def _lines() -> tuple[StandingLine, ...]:
    return (
        StandingLine(1, "Rarity", "P3", 9, "3-0-0", (("OMW%", "66.67%"), ("GW%", "75.00%"))),
        StandingLine(
            2,
            "Applejack",
            "P2",
            6,
            "2-1-0",
            (("OMW%", "55.56%"), ("GW%", "60.00%")),
            late_entry_note=LOSS_NOTE,
        ),
        StandingLine(
            3, "Fluttershy", "P6", 6, "2-1-0", (("GW%", "58.00%"),), late_entry_note=LOSS_NOTE
        ),
        StandingLine(
            4,
            "Zoë Ł. Ñandú",
            "P1",
            3,
            "1-2-0",
            (("OMW%", "70.00%"), ("GW%", "40.00%")),
            dropped=True,
        ),
        StandingLine(
            5,
            "Pinkie Pie",
            None,
            1,
            "0-2-1",
            (("OMW%", "50.00%"), ("GW%", "20.00%")),
            late_entry_note=ZERO_NOTE,
        ),
    )


def test_columns_values_and_order(header: EventHeader, style: ReportStyle) -> None:
    data = Standings(header, _lines(), tiebreaker_names=("OMW%", "GW%"))
    lines = page_lines(render(render_standings, data, style))
    headings = lines.index("Rank")
    assert lines[headings : headings + 7] == [
        "Rank",
        "Player",
        "Points",
        "W-L-D",
        "OMW%",
        "GW%",
        "Notes",
    ]
    rarity = lines.index("Rarity (P3)")
    assert lines[rarity - 1 : rarity + 5] == ["1", "Rarity (P3)", "9", "3-0-0", "66.67%", "75.00%"]
    # A tiebreaker the line lacks prints as a dash, not as a shifted column.
    flutter = lines.index("Fluttershy (P6)")
    assert lines[flutter + 1 : flutter + 6] == ["6", "2-1-0", "—", "58.00%", "Late [1]"]
    assert "Pinkie Pie" in lines


def test_configured_columns_choose_and_order_tiebreakers(header: EventHeader) -> None:
    data = Standings(header, _lines(), tiebreaker_names=("GW%",))
    lines = page_lines(render(render_standings, data))
    assert "OMW%" not in lines
    rarity = lines.index("Rarity (P3)")
    assert lines[rarity + 3] == "75.00%"


def test_tiebreakers_default_to_the_first_lines_names(header: EventHeader) -> None:
    lines = page_lines(render(render_standings, Standings(header, _lines())))
    headings = lines.index("Rank")
    assert lines[headings + 4 : headings + 6] == ["OMW%", "GW%"]


def test_late_entry_footnotes_and_dropped_players(header: EventHeader) -> None:
    data = Standings(header, _lines(), footnotes=("OMW%: opponents' match-win percentage.",))
    text = page_texts(render(render_standings, data))[0]
    lines = text.splitlines()
    # Equal notes share one footnote number; each note is printed once.
    assert text.count(LOSS_NOTE) == 1
    assert f"[1] {LOSS_NOTE}" in lines
    assert f"[2] {ZERO_NOTE}" in lines
    assert lines[lines.index("Applejack (P2)") + 5] == "Late [1]"
    assert lines[lines.index("Pinkie Pie") + 5] == "Late [2]"
    assert lines[lines.index("Zoë Ł. Ñandú (P1)") + 5] == "Dropped"
    assert any("have left the event" in line for line in lines)
    assert "OMW%: opponents' match-win percentage." in lines


def test_many_tiebreakers_print_landscape(header: EventHeader) -> None:
    names = tuple(f"TB{index}" for index in range(6))
    line = StandingLine(1, "Rarity", "P3", 9, "3-0-0", tuple((name, "1.00") for name in names))
    pdf = render(render_standings, Standings(header, (line,)))
    box = PdfReader(BytesIO(pdf)).pages[0].mediabox
    assert box.width > box.height
    assert all(name in page_lines(pdf) for name in names)


def test_large_standings_span_pages_in_rank_order(header: EventHeader) -> None:
    lines = tuple(
        StandingLine(rank, f"Player {rank:04d}", None, 0, "0-0-0") for rank in range(1, 301)
    )
    texts = page_texts(render(render_standings, Standings(header, lines)))
    assert len(texts) >= 5
    assert f"Page {len(texts)} of {len(texts)}" in texts[-1]
    names = [line for text in texts for line in text.splitlines() if line.startswith("Player ")]
    assert names == [f"Player {rank:04d}" for rank in range(1, 301)]


def test_empty_standings(header: EventHeader) -> None:
    texts = page_texts(render(render_standings, Standings(header)))
    assert len(texts) == 1 and "No standings yet" in texts[0]


def test_a_late_entry_rule_in_a_numbered_note_is_printed_once(header: EventHeader) -> None:
    """The rule for late entries was printed in the numbered note and again among the notes."""
    rule = "Late entries: each missed round counts as a loss (1 match point), the default."
    line = StandingLine(1, "Applejack", "P2", 4, "1-1-0", (), late_entry_note=f"missed 1 round. {rule}")
    data = Standings(header, (line,), footnotes=("Scoring: win 3, loss 1, draw 1, bye 3.", rule))
    text = " ".join(page_texts(render(render_standings, data))[0].split())
    assert text.count(rule) == 1
    assert f"[1] missed 1 round. {rule}" in text
    assert "Scoring: win 3, loss 1, draw 1, bye 3." in text
