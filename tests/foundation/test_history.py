"""The History's sentences read the same from every kind of database (issue 19, defect 7)."""

from __future__ import annotations

from datetime import date

from tourney.db.database import Database
from tourney.services import concessions, events, history, players, results, rounds, staff


def test_history_names_players_tables_and_rounds(database: Database) -> None:
    with database.transaction() as s:
        event = events.create_event(s, name="Cup", start_date=date(2026, 6, 1), rng_seed=3)
        ids = [players.register_player(s, event.id, name).registration_id
               for name in ("Applejack", "Rarity", "Fluttershy")]
        staff.assign_staff(s, event.id, role="head_judge", name="Hana Head")
        data = rounds.pair_round(s, event.id)
        rounds.publish_round(s, data.round.id)
        match = next(m for m in data.matches if not m.is_bye)
        bye = next(m for m in data.matches if m.is_bye)
        results.enter_result(s, match.id, "b")
        concessions.drop(s, event.id, ids[0])
    with database.reading() as s:
        rows = history.history(s, event.id)
    details = [row.details for row in rows]
    assert details[0].startswith("Event “Cup” created: Tier 1")
    assert "Hana Head works the event as head judge" in details
    assert any(d.startswith(f"Round 1 paired as a draft: 1 table, a bye for {bye.player_a_name}")
               for d in details)
    assert (
        f"Table {match.table_number} of round 1: {match.player_b_name} won against {match.player_a_name}"
        in details
    )
    assert details[-1] == "Applejack dropped after round 1"
    assert [row.action for row in rows][-3:] == ["Round published", "Result", "Player dropped"]
