from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.reports.conftest import page_lines, page_texts, render
from tourney.reports.columns import ColumnList
from tourney.reports.fonts import sort_key
from tourney.reports.page import ReportStyle
from tourney.reports.pairings import (
    BY_TABLE_COLUMNS,
    by_name_rows,
    by_table_rows,
    render_pairings_by_name,
    render_pairings_by_table,
)
from tourney.reports.rows import EventHeader, PairingLine, Pairings

PLAYER_CELL = re.compile(r"^(?P<name>.+) \((?P<number>P\d+)\)$")


def _small_round(header: EventHeader) -> Pairings:
    return Pairings(
        header,
        (
            PairingLine(2, "Zoë Ł. Ñandú", "P1", 6, "Applejack", "P2", 3),
            PairingLine(1, "Rarity", "P3", 9, "Twilight Sparkle", "P4", 9),
            PairingLine(None, "Bye Taker", "P5", 3, is_bye=True),
        ),
    )


def _big_round(header: EventHeader, players: int) -> Pairings:
    names = [f"Player {index * 7919 % players:05d}" for index in range(players)]
    lines = tuple(
        PairingLine(
            table + 1,
            names[2 * table],
            f"P{2 * table}",
            table % 4 * 3,
            names[2 * table + 1],
            f"P{2 * table + 1}",
            (table + 1) % 4 * 3,
        )
        for table in range(players // 2)
    )
    return Pairings(header, lines)


def _row_after(lines: list[str], cell: str, count: int) -> list[str]:
    index = lines.index(cell)
    return lines[index : index + count]


def test_by_name_lists_every_player_once_with_table_opponent_and_points(
    header: EventHeader, style: ReportStyle
) -> None:
    lines = page_lines(render(render_pairings_by_name, _small_round(header), style))
    name = "Zoë Ł. Ñandú" if style.resolved_fonts().unicode else "Zoë L. Ñandú"
    assert _row_after(lines, f"{name} (P1)", 5) == [f"{name} (P1)", "6", "2", "Applejack", "3"]
    assert _row_after(lines, "Applejack (P2)", 5) == ["Applejack (P2)", "3", "2", name, "6"]
    assert _row_after(lines, "Rarity (P3)", 5) == ["Rarity (P3)", "9", "1", "Twilight Sparkle", "9"]
    players = [match["number"] for line in lines if (match := PLAYER_CELL.match(line))]
    assert sorted(players) == ["P1", "P2", "P3", "P4", "P5"]


def test_by_name_is_alphabetical_ignoring_accents(header: EventHeader) -> None:
    lines = page_lines(render(render_pairings_by_name, _small_round(header)))
    names = [match["name"] for line in lines if (match := PLAYER_CELL.match(line))]
    assert names == ["Applejack", "Bye Taker", "Rarity", "Twilight Sparkle", "Zoë Ł. Ñandú"]


def test_bye_is_spelled_out_with_no_table(header: EventHeader) -> None:
    lines = page_lines(render(render_pairings_by_name, _small_round(header)))
    assert _row_after(lines, "Bye Taker (P5)", 4) == ["Bye Taker (P5)", "3", "—", "BYE"]
    table_lines = page_lines(render(render_pairings_by_table, _small_round(header)))
    assert _row_after(table_lines, "Bye Taker (P5)", 3) == ["Bye Taker (P5)", "3", "BYE"]


def test_by_table_is_in_table_order_with_byes_last(header: EventHeader, style: ReportStyle) -> None:
    lines = page_lines(render(render_pairings_by_table, _small_round(header), style))
    assert _row_after(lines, "Rarity (P3)", 4) == ["Rarity (P3)", "9", "Twilight Sparkle (P4)", "9"]
    first = lines.index("Rarity (P3)")
    second = next(index for index, line in enumerate(lines) if line.endswith("(P1)"))
    bye = lines.index("Bye Taker (P5)")
    assert lines[first - 1] == "1" and lines[second - 1] == "2"
    assert first < second < bye


def test_large_round_fills_several_pages_in_order(header: EventHeader) -> None:
    data = _big_round(header, 512)
    pdf = render(render_pairings_by_name, data)
    texts = page_texts(pdf)
    assert len(texts) > 4
    for number, text in enumerate(texts, start=1):
        assert f"Page {number} of {len(texts)}" in text
        assert "Pairings by name — Round 3" in text
        assert "Printed 2026-11-21 10:32" in text
    lines = [line for text in texts for line in text.splitlines()]
    players = [
        (match["name"], match["number"]) for line in lines if (match := PLAYER_CELL.match(line))
    ]
    assert len(players) == 512
    assert len({number for _, number in players}) == 512
    assert [name for name, _ in players] == sorted((name for name, _ in players), key=sort_key)

    by_table = page_texts(render(render_pairings_by_table, data))
    tables = [
        int(line) for text in by_table for line in text.splitlines() if re.fullmatch(r"\d+", line)
    ]
    # Every table once, in order (point totals are numbers too, so keep only the run 1..256).
    expected = iter(range(1, 257))
    want = next(expected)
    for value in tables:
        if value == want:
            want = next(expected, None)
    assert want is None


def test_empty_round_says_no_pairings_yet(header: EventHeader) -> None:
    for renderer in (render_pairings_by_name, render_pairings_by_table):
        texts = page_texts(render(renderer, Pairings(header)))
        assert len(texts) == 1
        assert "No pairings yet" in texts[0]
        assert "Page 1 of 1" in texts[0]


def test_very_long_names_are_shortened_not_overflowing(
    header: EventHeader, style: ReportStyle
) -> None:
    long_name = "Princess Mi Amore Cadenza " * 30
    data = Pairings(header, (PairingLine(1, long_name, "P9", 0, "B" * 400, "P10", 0),))
    for renderer in (render_pairings_by_name, render_pairings_by_table):
        lines = page_lines(render(renderer, data, style))
        shortened = [line for line in lines if line.startswith("Princess Mi")]
        assert shortened
        assert all(len(line) < 80 for line in shortened)
        assert any(line.endswith("… (P9)") for line in shortened)


def test_pairing_line_rejects_inconsistent_byes() -> None:
    with pytest.raises(ValueError, match="must not name an opponent"):
        PairingLine(None, "A", None, 0, "B", None, 0, is_bye=True)
    with pytest.raises(ValueError, match="needs an opponent"):
        PairingLine(1, "A", None, 0)


def test_by_name_rows_mirror_each_match() -> None:
    rows = by_name_rows((PairingLine(4, "b", None, 1, "a", None, 2),))
    assert [tuple(str(cell) for cell in row.cells) for row in rows] == [
        ("a", "2", "4", "b", "1"),
        ("b", "1", "4", "a", "2"),
    ]


def test_each_page_names_the_range_it_covers(header: EventHeader) -> None:
    by_name = " ".join(page_texts(render(render_pairings_by_name, _small_round(header)))[0].split())
    assert "Applejack – Zoë Ł. Ñandú" in by_name
    by_table = " ".join(
        page_texts(render(render_pairings_by_table, _small_round(header)))[0].split()
    )
    assert "Tables 1 – 2 and byes" in by_table
    texts = page_texts(render(render_pairings_by_name, _big_round(header, 512)))
    first_names = [" ".join(text.split()) for text in texts]
    assert "Player 00000 – " in first_names[0]
    assert " – Player 00511" in first_names[-1]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext not installed")
def test_a_final_of_one_table_is_headed_table_one(header: EventHeader, tmp_path: Path) -> None:
    """The final's pairings said "Tables 1 – 1"."""
    final = Pairings(header, (PairingLine(1, "Applejack", None, 9, "Rarity", None, 7),))
    pdf = tmp_path / "final.pdf"
    pdf.write_bytes(render(render_pairings_by_table, final))
    done = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                          check=True)
    text = " ".join(done.stdout.split())
    assert "Table 1 Table Player A" in text and "Tables" not in text


# A 40-player event with names of everyday length (defect: "Nathan Hug… (1036)" with
# three quarters of the page empty).
EVERYDAY_NAMES = (
    "Nathan Hughes", "Alexandra Fernández García", "Christopher Wróblewski", "Daniel Van der Berg",
    "Maria Nakamura", "Oluwaseun Abernathy", "Jean-Baptiste Montgomery-Smith", "Zoë O'Brien",
)


def _everyday_round(header: EventHeader) -> Pairings:
    names = [f"{EVERYDAY_NAMES[i % 8]} {chr(65 + i // 8)}." for i in range(40)]
    return Pairings(
        header,
        tuple(
            PairingLine(t + 1, names[2 * t], str(1000 + 2 * t), 6, names[2 * t + 1],
                        str(1001 + 2 * t), 3)
            for t in range(20)
        ),
    )


def test_names_that_fit_the_page_are_printed_whole(header: EventHeader, style: ReportStyle) -> None:
    data = _everyday_round(header)
    fonts = style.resolved_fonts()
    for renderer in (render_pairings_by_table, render_pairings_by_name):
        text = "\n".join(page_texts(render(renderer, data, style)))
        assert "…" not in text, renderer.__name__
        for line in data.lines:
            for name, number in ((line.player, line.player_number),
                                 (line.opponent, line.opponent_number)):
                assert f"{fonts.text(name or '')} ({number})" in text, (renderer.__name__, name)
        if renderer is render_pairings_by_name:
            # the opponent column names every opponent in full too
            assert sum(text.count(fonts.text(line.player)) for line in data.lines) >= 40


def test_lists_go_side_by_side_only_when_the_text_fits(header: EventHeader) -> None:
    fonts = ReportStyle().resolved_fonts()
    short = ColumnList(BY_TABLE_COLUMNS, by_table_rows(_big_round(header, 64).lines), fonts,
                       columns_per_page=2)
    long = ColumnList(BY_TABLE_COLUMNS, by_table_rows(_everyday_round(header).lines), fonts,
                      columns_per_page=2)
    width = 7.5 * 72
    assert short.blocks_across(width) == 2
    assert long.blocks_across(width) == 1
    # every column at least as wide as its widest text; the page width shared out
    widths = long.column_widths(width)
    assert all(w >= n for w, n in zip(widths, long.natural_widths, strict=True))
    assert sum(widths) == pytest.approx(width)
