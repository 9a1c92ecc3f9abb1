"""Corrections need a reason and show as corrected; late entrants' records; which tables lack a result."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from tourney.cli import main
from tourney.db.database import Database, open_memory_database
from tourney.errors import ValidationError
from tourney.pairing.records import Entrant, History, MatchRecord
from tourney.pairing.tiebreakers import standings
from tourney.services import events, matches, players, undo
from tourney.services import results as results_service
from tourney.services import rounds as rounds_service
from tourney.services.export import build_export
from tourney.services.standings import current_standings


@pytest.fixture
def db() -> Iterator[Database]:
    database = open_memory_database()
    yield database
    database.close()


def _event(db: Database, n: int) -> int:
    with db.transaction() as s:
        event = events.create_event(s, name="Cup", start_date=date(2026, 5, 2), rng_seed=99)
        for i in range(1, n + 1):
            players.register_player(s, event.id, f"Player {i:02d}")
    return event.id


def _published(db: Database, event_id: int) -> rounds_service.RoundPairings:
    with db.transaction() as s:
        draft = rounds_service.pair_round(s, event_id)
        return rounds_service.publish_round(s, draft.round.id)


def test_a_correction_without_a_reason_is_refused_and_nothing_changes(db: Database) -> None:
    event_id = _event(db, 4)
    first = _published(db, event_id)
    table = first.matches[0]
    with db.transaction() as s:
        results_service.enter_result(s, table.id, "a")
    for reason in ("", "   "):
        with pytest.raises(ValidationError, match="reason") as refused, db.transaction() as s:
            results_service.correct_result(s, table.id, "b", reason=reason)
        assert f"table {table.table_number}" in str(refused.value)
    with db.reading() as s:
        assert matches.get_match(s, table.id).result == "a"


def test_a_correction_is_marked_in_the_source_until_it_is_undone(db: Database) -> None:
    event_id = _event(db, 4)
    first = _published(db, event_id)
    table, other = first.matches[0], first.matches[1]
    with db.transaction() as s:
        results_service.enter_result(s, table.id, "a")
        results_service.enter_result(s, other.id, "a")
    with db.transaction() as s:
        outcome = results_service.correct_result(s, table.id, "b", reason="slip misread")
    assert outcome.match.corrected and outcome.match.source_label == "entered, corrected"
    with db.reading() as s:
        rows = {m.id: m for m in rounds_service.round_pairings(s, first.round.id).matches}
        export = build_export(s, event_id)
    assert rows[table.id].corrected and rows[table.id].source_label == "entered, corrected"
    assert not rows[other.id].corrected and rows[other.id].source_label == "entered"
    assert [m.corrected for m in export.matches if m.table == table.table_number] == [True]
    with db.transaction() as s:
        undo.undo(s, event_id)
    with db.reading() as s:
        rows = {m.id: m for m in rounds_service.round_pairings(s, first.round.id).matches}
        export = build_export(s, event_id)
    assert not rows[table.id].corrected and rows[table.id].result == "a"
    assert [m.corrected for m in export.matches if m.table == table.table_number] == [False]


def test_the_cli_refuses_a_correction_without_a_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(tmp_path / "event.sqlite3")
    assert main(["--db", path, "event", "create", "Cup", "--start", "2026-05-02"]) == 0
    for i in range(1, 5):
        assert main(["--db", path, "player", "add", "Cup", f"Pony {i}"]) == 0
    assert main(["--db", path, "round", "pair", "Cup"]) == 0
    assert main(["--db", path, "round", "publish", "Cup"]) == 0
    assert main(["--db", path, "round", "result", "Cup", "1", "a"]) == 0
    capsys.readouterr()
    assert main(["--db", path, "round", "result", "Cup", "1", "b", "--correct"]) == 1
    assert "reason" in capsys.readouterr().err
    assert main(["--db", path, "round", "result", "Cup", "1", "b", "--correct",
                 "--reason", "slip misread"]) == 0
    assert main(["--db", path, "round", "show", "Cup"]) == 0
    assert "entered, corrected" in capsys.readouterr().out


@pytest.mark.parametrize("policy", ["loss", "zero"])
def test_a_late_entrants_record_counts_the_missed_rounds_as_losses(policy: str) -> None:
    """Whatever a missed round is worth in points, it was no win and no draw: the record says a loss."""
    from engine.core.registry import game_system

    scoring = game_system("mlp").scoring
    entrants = (Entrant(1, "A"), Entrant(2, "B"), Entrant(3, "Late", late_entry_round=3))
    matches = (
        MatchRecord(1, 1, 2, "a"),
        MatchRecord(2, 2, 1, "a"),
        MatchRecord(3, 1, 3, "b"),
        MatchRecord(3, 2, None, "a"),
    )
    rows = {r.player_id: r for r in standings(History(entrants, matches, (1, 2, 3), policy), scoring)}
    late = rows[3]
    assert late.missed_rounds == 2 and late.record == "1-2-0" and late.losses == 2
    assert late.match_points == scoring.win + (2 * scoring.loss if policy == "loss" else 0)
    assert rows[1].record == "1-2-0" and rows[2].record == "2-1-0"


def test_standings_of_a_late_entrant_show_the_missed_round_in_the_record(db: Database) -> None:
    event_id = _event(db, 4)
    first = _published(db, event_id)
    with db.transaction() as s:
        for m in first.matches:
            results_service.enter_result(s, m.id, "a")
        late = players.register_player(s, event_id, "Late Larry")
        players.set_late_entry(s, late.registration_id, 2)
    second = _published(db, event_id)
    with db.transaction() as s:
        for m in second.matches:
            if not m.is_bye:  # Larry wins his match (or has the bye): one win either way
                results_service.enter_result(
                    s, m.id, "a" if m.player_a_id == late.registration_id else "b"
                )
        table = current_standings(s, event_id)
    row = table.row_of(late.registration_id)
    assert row.missed_rounds == 1 and row.match_points == 3 + 1  # a win and the missed-round loss
    assert row.record == "1-1-0"


def test_pairing_with_results_missing_names_the_tables(db: Database) -> None:
    event_id = _event(db, 10)
    first = _published(db, event_id)
    tables = sorted(m.table_number or 0 for m in first.matches if not m.is_bye)
    missing = [tables[0], tables[2], tables[4]]
    with db.transaction() as s:
        for m in first.matches:
            if not m.is_bye and m.table_number not in missing:
                results_service.enter_result(s, m.id, "a")
    with pytest.raises(ValidationError) as refused, db.transaction() as s:
        rounds_service.pair_round(s, event_id)
    assert str(refused.value) == (
        f"round 1: tables {missing[0]}, {missing[1]} and {missing[2]} have no result yet"
    )
    with db.transaction() as s:
        for m in first.matches:
            if m.table_number in missing[:2]:
                results_service.enter_result(s, m.id, "a")
    with pytest.raises(ValidationError) as refused, db.transaction() as s:
        rounds_service.pair_round(s, event_id)
    assert str(refused.value) == f"round 1: table {missing[2]} has no result yet"
