"""The top-cut bracket PDF: rounds by name, seeds and winners, byes, blank rounds to come."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.reports.conftest import page_lines, page_texts, render
from tourney.reports.bracket import render_bracket
from tourney.reports.page import ReportStyle
from tourney.reports.rows import (
    BracketColumn,
    BracketEntry,
    BracketMatchLine,
    BracketSheet,
    EventHeader,
)

SEEDS = tuple(BracketEntry(i, name, f"10{i}") for i, name in enumerate(
    ("Twilight Sparkle", "Rarity", "Applejack", "Fluttershy", "Pinkie Pie", "Rainbow Dash"),
    start=1,
))


def _top_six(header: EventHeader) -> BracketSheet:
    """A top 6 after its quarterfinals: the top two seeds had byes, seeds 3 and 5 won."""
    s = SEEDS
    quarterfinals = BracketColumn("Quarterfinals", (
        BracketMatchLine(1, s[2], s[5], "a"),
        BracketMatchLine(2, s[3], s[4], "b"),
        BracketMatchLine(None, s[0], None, "a"),
        BracketMatchLine(None, s[1], None, "a"),
    ))
    return BracketSheet(
        header, "Top 6", s,
        (quarterfinals, BracketColumn("Semifinals", empty_matches=2),
         BracketColumn("Final", empty_matches=1)),
    )


def test_rounds_are_named_and_seeds_listed(header: EventHeader, style: ReportStyle) -> None:
    data = _top_six(header)
    lines = page_lines(render(render_bracket, data, style))
    assert "Top-cut bracket" in lines
    for heading in ("Seeds", "Quarterfinals", "Semifinals", "Final", "Champion"):
        assert heading in lines
    assert not [line for line in lines if line.startswith("Round ")]
    for seed in SEEDS:
        assert f"{seed.seed}. {seed.player} ({seed.player_number})" in lines
    assert lines.count("bye") == 2
    assert "Table 1" in lines and "Table 2" in lines
    assert not [line for line in lines if line.startswith("Champion:")]


def test_the_champion_is_named_once_decided(header: EventHeader) -> None:
    final = BracketColumn("Final", (BracketMatchLine(1, SEEDS[0], SEEDS[1], "b"),))
    data = BracketSheet(header, "Top 2", SEEDS[:2], (final,), champion=SEEDS[1])
    text = " ".join(page_texts(render(render_bracket, data))[0].split())
    assert "Champion: Rarity (102)" in text


def test_no_cut_yet(header: EventHeader) -> None:
    texts = page_texts(render(render_bracket, BracketSheet(header, "No top cut yet")))
    assert len(texts) == 1 and "No top cut yet" in texts[0]


LONG_NAMES = (
    "Rosalind Featherington", "Sebastián Ramírez", "Hiroshi Yamamoto-Takahashi",
    "Tatiana Volkonskaya-Romanova", "Nguyen Thi Thanh Huong", "Dmitri Vasquez-O'Sullivan",
    "Fitzgerald Quackenbush III", "Maximiliana Oppenheimer",
)


def _pdftotext(pdf: bytes, tmp_path: Path) -> str:
    path = tmp_path / "bracket.pdf"
    path.write_bytes(pdf)
    done = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True,
                          check=True)
    return " ".join(done.stdout.split())


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext not installed")
def test_long_names_of_a_top_eight_are_printed_whole(header: EventHeader, tmp_path: Path) -> None:
    """A top 8 of long names fits on the bracket whole, the champion's box too.

    Every name was cut ("3. Hiroshi Yamamoto-Ta…") in the boxes of a finished top 8,
    even in the champion's box with room beside it.
    """
    s = tuple(BracketEntry(i, name, None) for i, name in enumerate(LONG_NAMES, start=1))
    quarters = BracketColumn("Quarterfinals", tuple(
        BracketMatchLine(t, s[t - 1], s[8 - t], "a") for t in range(1, 5)))
    semis = BracketColumn("Semifinals", (BracketMatchLine(1, s[0], s[3], "b"),
                                         BracketMatchLine(2, s[1], s[2], "b")))
    final = BracketColumn("Final", (BracketMatchLine(1, s[3], s[2], "b"),))
    data = BracketSheet(header, "Top 8", s, (quarters, semis, final), s[2])
    text = _pdftotext(render(render_bracket, data), tmp_path)
    assert "…" not in text
    for seed, name in enumerate(LONG_NAMES, start=1):
        assert f"{seed}. {name}" in text
    # the Champion: line, the seeds, three boxes and the champion's box (a name on two lines
    # reads whole in the order the page draws it)
    assert " ".join(page_lines(render(render_bracket, data))).count("Hiroshi Yamamoto-Takahashi") == 6


VERY_LONG_NAMES = (
    "Pinkie Pie Party Cannon Operator Deluxe", "Rainbow Dash Wonderbolts Reserve Flyer",
    "Twilight Sparkle Starswirl Appreciator", "Fluttershy Kindness Animal Caretaker",
    "Rarity Generosity Fabulous Dressmaker", "Applejack Sweet Apple Acres Orchard",
    "Bartholomew Featherstonehaugh-Cholmondeley", "Spike the Dragon Number One Assistant",
)


def test_names_too_long_for_one_line_wrap_whole_onto_two(header: EventHeader, style: ReportStyle) -> None:
    """Names too long for a box even in small letters were cut ("1. Pinkie Pie Party Cannon
    Operator D…"); they take two lines instead, each name whole, its player number with it."""
    s = tuple(BracketEntry(i, name, f"20{i}") for i, name in enumerate(VERY_LONG_NAMES, start=1))
    quarters = BracketColumn("Quarterfinals", tuple(
        BracketMatchLine(t, s[t - 1], s[8 - t], "a") for t in range(1, 5)))
    semis = BracketColumn("Semifinals", (BracketMatchLine(1, s[0], s[3], "a"),
                                         BracketMatchLine(2, s[1], s[2], "a")))
    final = BracketColumn("Final", (BracketMatchLine(1, s[0], s[1], "a"),))
    data = BracketSheet(header, "Top 8", s, (quarters, semis, final), s[0])
    lines = page_lines(render(render_bracket, data, style))
    assert not [line for line in lines if "…" in line]
    joined = " ".join(lines)
    for entry in s:
        # the seeds column and the quarterfinal box each print it whole, over one or two lines
        assert joined.count(f"{entry.seed}. {entry.player} ({entry.player_number})") >= 2
    assert "1. Pinkie Pie Party Cannon Operator Deluxe (201)" not in lines  # too long for one line
    assert "Operator Deluxe (201)" in lines  # its second line, the number with it
