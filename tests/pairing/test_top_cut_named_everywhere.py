"""A top-cut round is named as the bracket names it wherever a person reads about it: the
clock command, the round commands and the History tab say "Semifinals (round 2)", not "round 2"."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlmodel import select

from tests.cli_run import run_cli
from tourney.db.changes import Change
from tourney.db.database import open_database
from tourney.db.models import Round
from tourney.services import events, history
from tourney.services.change_notes import describe_change


def _semifinals(db: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """A Tier 3 event of four cut to the top 4 after one Swiss round, the semifinals published."""
    cup = ("--db", str(db))
    assert run_cli(capsys, *cup, "event", "create", "Cup", "--start", "2026-05-02", "--tier", "3",
                   "--rounds", "1", "--top-cut", "4")[0] == 0
    for name in ("Twilight Sparkle", "Rarity", "Applejack", "Fluttershy"):
        assert run_cli(capsys, *cup, "player", "add", "Cup", name)[0] == 0
    for command in (("round", "pair", "Cup"), ("round", "publish", "Cup"),
                    ("round", "result", "Cup", "1", "a"), ("round", "result", "Cup", "2", "a"),
                    ("round", "cut", "Cup"), ("round", "elimination", "Cup")):
        assert run_cli(capsys, *cup, *command)[0] == 0
    code, out, err = run_cli(capsys, *cup, "round", "publish", "Cup")
    assert code == 0, err
    return out


def test_the_clock_command_names_the_semifinals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "cup.sqlite3"
    _semifinals(db, capsys)
    code, out, _ = run_cli(capsys, "--db", str(db), "clock", "start", "Cup")
    assert code == 0
    # Tier 3's top cut is untimed: the line says so once.
    assert out.startswith("Semifinals (round 2): untimed, 0:00 played (expected within 2:00:00)")
    code, out, _ = run_cli(capsys, "--db", str(db), "clock", "show", "Cup", "--round", "1")
    assert out.startswith("Round 1: ")


def test_the_round_commands_name_the_semifinals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "cup.sqlite3"
    published = _semifinals(db, capsys)
    assert published.startswith("Semifinals (round 2) published.\nSemifinals (round 2, published): 0 of 2")
    code, out, _ = run_cli(capsys, "--db", str(db), "round", "list", "Cup")
    assert code == 0 and "Semifinals" in out.splitlines()[-1]
    assert run_cli(capsys, "--db", str(db), "round", "result", "Cup", "1", "2-0")[0] == 0
    code, out, _ = run_cli(capsys, "--db", str(db), "round", "result", "Cup", "2", "2-1")
    assert code == 0 and out.rstrip().endswith("Semifinals (round 2) is complete.")


def test_the_history_names_the_semifinals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "cup.sqlite3"
    _semifinals(db, capsys)
    assert run_cli(capsys, "--db", str(db), "round", "result", "Cup", "1", "2-0")[0] == 0
    with open_database(str(db)) as database, database.transaction() as session:
        lines = [row.details for row in history.history(session, events.find_event(session, "Cup").id)]
    assert "Semifinals (round 2) paired as a draft: 2 tables" in lines
    assert "Semifinals (round 2) published" in lines
    assert any(line.startswith("Table 1 of Semifinals (round 2): ") for line in lines)
    assert "Round 1 published" in lines  # a Swiss round keeps its number


def test_another_stations_change_names_the_semifinals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The note a window shows when another station changed the event names the round alike."""
    db = tmp_path / "cup.sqlite3"
    _semifinals(db, capsys)
    with open_database(str(db)) as database, database.reading() as session:
        event_id = events.find_event(session, "Cup").id
        semifinals = session.exec(select(Round).where(Round.event_id == event_id, Round.number == 2)).one()

        def note(action: str) -> str:
            change = Change(id=1, at=datetime(2026, 5, 2, 12, 0, tzinfo=UTC), station="Desk 2", actor="Sam",
                            action=action, entity="round", entity_id=semifinals.id, event_id=event_id)
            return describe_change(session, change)

        assert note("round.publish").startswith("Semifinals (round 2) published by station Desk 2, ")
        assert note("clock.start").startswith("Clock started for Semifinals (round 2) by station Desk 2")


def test_the_standings_and_the_undo_command_name_the_semifinals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "cup.sqlite3"
    _semifinals(db, capsys)
    cup = ("--db", str(db))
    code, out, _ = run_cli(capsys, *cup, "standings", "Cup")
    assert code == 0 and out.startswith("Standings during the Semifinals (round 2): top 4 after round 1\n")
    code, out, _ = run_cli(capsys, *cup, "undo", "--show", "Cup")
    assert code == 0 and out.startswith("undo would take back the publishing of the Semifinals, round 2 (")
    for table in ("1", "2"):
        assert run_cli(capsys, *cup, "round", "result", "Cup", table, "2-0")[0] == 0
    code, out, _ = run_cli(capsys, *cup, "standings", "Cup")
    assert out.startswith("Standings after the Semifinals (round 2): top 4 after round 1\n")  # the final to come
