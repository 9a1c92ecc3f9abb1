"""The top-cut bracket PDF: rounds by name, seeds and winners, byes, blank rounds to come."""

from __future__ import annotations

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
