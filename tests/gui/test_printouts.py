"""Every report built from a real event and rendered to a PDF whose text is read back."""

from __future__ import annotations

import io
from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.reports.conftest import page_lines
from tourney.cli import main
from tourney.errors import ValidationError
from tourney.gui.sample_deck import SAMPLE_DECK as PINKIE
from tourney.services import deck_checks, decklists, penalties, printouts, rounds, topcut

from .conftest import SampleEvent, play_round


def pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def render(printout: printouts.Printout) -> str:
    out = io.BytesIO()
    printout.render(out)
    return pdf_text(out.getvalue())


def test_every_report_from_the_database(sample: SampleEvent) -> None:
    with sample.db.transaction() as s:
        decklists.register_deck_list(s, sample.event_id, sample.players[0], PINKIE)
    play_round(sample)
    with sample.db.transaction() as s:
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        match = next(m for m in data.matches if sample.players[0] in (m.player_a_id, m.player_b_id))
        checks = deck_checks.check_match(s, match.id)
        mine = next(c for c in checks if c.registration_id == sample.players[0])
        deck_checks.record_deck_check(s, mine.id, duration_seconds=300)
        penalties.issue_penalty(
            s, sample.event_id, sample.players[1], infraction_code="slow_play",
            issued_by_person_id=sample.floor_judge,
        )
    with sample.db.transaction() as s:
        by_name = printouts.build(s, sample.event_id, "pairings", printed_at_label="09:30")
        by_table = printouts.build(s, sample.event_id, "pairings", by="table", round_number=1)
        standings = printouts.build(s, sample.event_id, "standings")
        slips = printouts.build(s, sample.event_id, "slips")
        sheet = printouts.build(s, sample.event_id, "deckcheck", player="101")
        form = printouts.build(s, sample.event_id, "decklist-form", player="Player 01")
        blank = printouts.build(s, sample.event_id, "decklist-form")
        report = printouts.build(s, sample.event_id, "penalties")
        with pytest.raises(ValidationError, match="--player"):
            printouts.build(s, sample.event_id, "deckcheck")
        with pytest.raises(ValidationError, match="by 'name' or by 'table'"):
            printouts.build(s, sample.event_id, "pairings", by="player")

    text = render(by_name)
    assert "Ponyville Open" in text and "Round 2" in text and "09:30" in text
    assert all(f"Player {i:02d}" in text for i in range(1, 9))
    assert "Round 1" in render(by_table)
    assert by_name.data.lines[0].points == 3 or by_name.data.lines[0].points == 0
    text = render(standings)
    assert "Player 01" in text and "Opponents' match-win" in text
    # four slips in round 2, each with both players' names
    assert len(slips.data.slips) == 4
    text = render(slips)
    assert text.count("Round 2") >= 4
    text = render(sheet)
    assert "Player 01" in text and "Pinkie Pie" in text
    assert all(card.counted_qty == card.registered_qty for card in sheet.data.cards)
    assert "Pinkie Pie" in render(form) and form.data.draw_deck
    assert blank.data.player == "" and not blank.data.draw_deck
    text = render(report)
    assert "Slow play" in text and "Player 02" in text and "Game Warning" in text


def test_print_command_writes_every_pdf(sample: SampleEvent, tmp_path: Path) -> None:
    db_file = tmp_path / "event.sqlite3"
    from tourney.db.database import open_database
    from tourney.services import events, players

    with open_database(str(db_file)) as db, db.transaction() as s:
        event = events.create_event(s, name="Cloudsdale Cup", start_date=sample_date(), rng_seed=3)
        for i in range(6):
            players.register_player(s, event.id, f"Flyer {i}", player_number=str(200 + i))
        data = rounds.pair_round(s, event.id)
        rounds.publish_round(s, data.round.id)
    for report, extra in [
        ("pairings", []), ("pairings", ["--by", "table"]), ("standings", []), ("slips", []),
        ("decklist-form", []), ("penalties", ["--by", "player"]),
    ]:
        out = tmp_path / f"{report}-{len(extra)}.pdf"
        code = main(["--db", str(db_file), "print", report, "--event", "Cloudsdale Cup",
                     *extra, "-o", str(out)])
        assert code == 0
        assert "Cloudsdale Cup" in pdf_text(out.read_bytes())
    code = main(["--db", str(db_file), "print", "deckcheck", "--event", "1", "-o",
                 str(tmp_path / "x.pdf")])
    assert code == 1 and not (tmp_path / "x.pdf").exists()


def sample_date() -> date:
    return date(2026, 7, 1)


def test_a_card_found_off_the_list_counts_in_its_part_s_total(sample: SampleEvent) -> None:
    """A Friend found in the deck but not on the list is in the draw deck: the sheet's "Counted"
    total for the draw deck includes it (45 registered, 46 counted), a Problem the problem deck's."""
    with sample.db.transaction() as s:
        decklists.register_deck_list(s, sample.event_id, sample.players[0], PINKIE)
        data = rounds.pair_round(s, sample.event_id)
        rounds.publish_round(s, data.round.id)
        match = next(m for m in data.matches if sample.players[0] in (m.player_a_id, m.player_b_id))
        mine = next(c for c in deck_checks.check_match(s, match.id) if c.registration_id == sample.players[0])
        deck_checks.record_deck_check(
            s, mine.id, duration_seconds=300,
            differences="+1 Gummy, Fun Pet\n+1 Lost in the Crystal Caves\n-1 I Can Fix It!",
        )
        sheet = printouts.deck_check_sheet(s, sample.event_id, sample.players[0])
        printout = printouts.build(s, sample.event_id, "deckcheck", player="101")
    assert {(card.name, card.section) for card in sheet.extras} == {
        ("Gummy, Fun Pet", "Draw deck"), ("Lost in the Crystal Caves", "Problem deck")}
    out = io.BytesIO()
    printout.render(out)
    lines = page_lines(out.getvalue())
    draw = lines.index("Draw deck total")
    assert lines[draw : draw + 4] == ["Draw deck total", "45", "46", "+1"]
    problems = lines.index("Problem deck total")
    assert lines[problems : problems + 4] == ["Problem deck total", "10", "10", "0"]


def test_an_elimination_round_s_sheets_name_the_round(sample: SampleEvent) -> None:
    """The semifinal's pairings and slips read "Round 4" alone: a sheet posted at the top cut
    names its round as the bracket and the players' phones do, with its number."""
    for _ in range(3):
        play_round(sample)
    with sample.db.transaction() as s:
        topcut.cut_to_top(s, sample.event_id, 4)
        data = topcut.pair_next_elimination_round(s, sample.event_id)
        assert data is not None
        rounds.publish_round(s, data.round.id)
        pairings = printouts.build(s, sample.event_id, "pairings")
        slips = printouts.build(s, sample.event_id, "slips")
        swiss = printouts.build(s, sample.event_id, "pairings", round_number=1)
    assert "Pairings by name — Semifinals (round 4)" in render(pairings)
    assert "Match result slips — Semifinals" in render(slips)
    assert "Pairings by name — Round 1\n" in render(swiss)
