from __future__ import annotations

import dataclasses

from tests.reports.conftest import page_lines, page_texts, render
from tourney.reports.page import ReportStyle
from tourney.reports.rows import EventHeader, MatchSlip, MatchSlips
from tourney.reports.slips import render_match_slips


def _slips() -> tuple[MatchSlip, ...]:
    return (
        MatchSlip(3, 3, "Pinkie Pie", "P5", "Applejack", "P6", 0, 3, best_of=3),
        MatchSlip(1, 3, "Zoë Ł. Ñandú", "P1", "Twilight Sparkle", "P2", 6, 6),
        MatchSlip(2, 3, "Rarity", None, "Fluttershy", "P4", 3, 3, time_extension_minutes=5),
        MatchSlip(4, 3, "Rainbow Dash", "P7", "Spike", "P8"),
    )


def test_three_slips_per_page_in_table_order(header: EventHeader, style: ReportStyle) -> None:
    texts = page_texts(render(render_match_slips, MatchSlips(header, _slips()), style))
    assert len(texts) == 2
    first = texts[0]
    positions = [first.index(f"Round 3  ·  Table {table}") for table in (1, 2, 3)]
    assert positions == sorted(positions)
    assert "Table 4" in texts[1]
    # Cut lines only between slips on a page.
    assert first.count("cut here") == 2
    assert texts[1].count("cut here") == 0


def test_a_long_event_name_on_two_header_lines_keeps_three_slips_a_page(
        header: EventHeader, style: ReportStyle) -> None:
    """The header's second line for a long event name takes room from the slips, not a slip
    from the page: three still fit, each with its cut line between."""
    long_name = dataclasses.replace(
        header, name="The Grand Galloping Gala Canterlot Championship Qualifier of Equestria 2026")
    texts = page_texts(render(render_match_slips, MatchSlips(long_name, _slips()), style))
    assert len(texts) == 2
    assert all(f"Table {table}" in texts[0] for table in (1, 2, 3)) and texts[0].count("cut here") == 2
    assert "Qualifier of Equestria 2026" in texts[0].split("2026-11-21")[0]  # whole in the header


def test_slip_has_players_boxes_and_signatures(header: EventHeader) -> None:
    lines = page_lines(render(render_match_slips, MatchSlips(header, _slips()[1:2])))
    for expected in (
        "Zoë Ł. Ñandú (P1)",
        "Twilight Sparkle (P2)",
        "Points before this round: 6",
        "Games won",
        "Drawn games",
        "Signature",
        "Drop me from the event",
        "Time extension: ______ min    Judge initials: ______",
        "Canterlot Regional Championship",
    ):
        assert expected in lines
    assert lines.count("Signature") == 2
    assert lines.count("Games won") == 2
    assert "Game 1" not in lines


def test_best_of_three_has_a_row_of_boxes_per_game(header: EventHeader) -> None:
    lines = page_lines(render(render_match_slips, MatchSlips(header, _slips()[:1])))
    assert [line for line in lines if line.startswith("Game ")] == ["Game 1", "Game 2", "Game 3"]
    assert lines.count("A won") == 3 and lines.count("Draw") == 3
    assert "MATCH RESULT SLIP  ·  BEST OF 3" in lines


def test_granted_time_extension_is_printed(header: EventHeader) -> None:
    lines = page_lines(render(render_match_slips, MatchSlips(header, _slips()[2:3])))
    assert "Time extension granted: +5 min" in lines
    assert "Rarity" in lines


def test_long_names_are_shortened(header: EventHeader) -> None:
    slip = MatchSlip(1, 1, "Q" * 300, "P1", "Very " * 80, "P2")
    lines = page_lines(render(render_match_slips, MatchSlips(header, (slip,))))
    assert any(line.startswith("QQQ") and line.endswith("… (P1)") for line in lines)
    assert all(len(line) < 200 for line in lines)


def test_no_slips(header: EventHeader) -> None:
    texts = page_texts(render(render_match_slips, MatchSlips(header)))
    assert len(texts) == 1 and "No match slips to print" in texts[0]


def test_a_long_name_is_printed_whole_in_a_smaller_letter(header: EventHeader) -> None:
    """A slip read "Maximiliana Hohenberger-Feath… (2009)": on paper there is no tooltip, and
    the whole name fits its box a little smaller."""
    name = "Maximiliana Hohenberger-Featherstonehaugh"
    slip = MatchSlip(1, 6, name, "2009", "Bartholomew Fairweather-Langley", "2016", 12, 10)
    lines = page_lines(render(render_match_slips, MatchSlips(header, (slip,))))
    assert f"{name} (2009)" in lines
    assert "Bartholomew Fairweather-Langley (2016)" in lines


def test_a_top_cut_slip_has_no_drawn_games_box(header: EventHeader, style: ReportStyle) -> None:
    """A semifinal slip printed a "Drawn games" box, though an elimination match cannot end
    in a draw (a drawn game is replayed); a Swiss slip of the same page keeps its box."""
    semifinal = MatchSlip(1, 5, "Rarity", "P3", "Applejack", "P6", round_name="Semifinals")
    swiss = MatchSlip(2, 4, "Pinkie Pie", "P5", "Spike", "P8", 9, 9)
    top_cut, swiss_round = (
        page_lines(render(render_match_slips, MatchSlips(header, (slip,)), style))
        for slip in (semifinal, swiss)
    )
    assert "Semifinals  ·  Table 1" in top_cut
    assert not any("Drawn games" in line for line in top_cut), top_cut
    assert not any("drawn games" in line for line in top_cut), top_cut
    assert ("Fill in the games each player won; both players sign. A match in the top cut "
            "cannot end in a draw: a drawn game is replayed. Return the slip to the "
            "scorekeeper.") in top_cut
    assert "Time extension: ______ min    Judge initials: ______" in top_cut
    assert "Drawn games" in swiss_round
    assert any("any drawn games" in line for line in swiss_round)
