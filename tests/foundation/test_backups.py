"""Event backups: made before each publish, kept per event, restored exactly, on every store."""

from __future__ import annotations

import json
import sqlite3
import stat
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from sqlmodel import SQLModel

from tests.cards.test_deck_lists import PINKIE
from tests.foundation.conftest import REV0001_FIXTURE, StepClock, drop_all_tables
from tourney.db.backup_files import LABEL_TABLE, BackupLabel, read_backup
from tourney.db.database import Database, open_database, open_memory_database
from tourney.db.event_rows import (
    ALL_TABLES,
    NOT_BACKED_UP,
    EventRows,
    EventRowsError,
    read_event_rows,
    rows_from_json,
)
from tourney.errors import UserError, ValidationError
from tourney.services import (
    backups,
    concessions,
    deck_checks,
    decklists,
    events,
    history,
    penalties,
    players,
    results,
    rounds,
    staff,
    topcut,
    undo,
)
from tourney.services.backups import BackupError
from tourney.services.recorded_result import corrected_match_ids


@pytest.fixture
def db(database: Database, private_backup_folder: Path) -> Database:
    """The `database` fixture with a backup folder (a test's memory database has none by itself)."""
    if database.backup_root is None:
        database.backup_root = private_backup_folder
    return database


def make_event(db: Database, name: str, n_players: int = 8) -> tuple[int, list[int], int]:
    """An event with staff, players (one with a deck list) and a waiting penalty."""
    with db.transaction() as s:
        event = events.create_event(s, name=name, start_date=date(2026, 6, 1), tier=2, rng_seed=11)
        regs = [
            players.register_player(s, event.id, f"{name} player {i}", player_number=f"{name[:3]}{i}")
            .registration_id
            for i in range(n_players)
        ]
        judge = staff.assign_staff(s, event.id, role="head_judge", name=f"{name} judge").person_id
        decklists.register_deck_list(s, event.id, regs[0], PINKIE)
        penalties.issue_penalty(
            s, event.id, regs[1], infraction_code="drawing_extra_cards", issued_by_person_id=judge
        )
    return event.id, regs, judge


def pair(db: Database, event_id: int) -> int:
    with db.transaction() as s:
        return rounds.pair_round(s, event_id).round.id


def publish(db: Database, round_id: int) -> None:
    with db.transaction() as s:
        rounds.publish_round(s, round_id)


def finish(db: Database, round_id: int, outcome: str = "a") -> None:
    with db.transaction() as s:
        for m in rounds.round_pairings(s, round_id).matches:
            if m.result is None:
                results.enter_result(s, m.id, outcome)


def rounds_of(db: Database, event_id: int) -> list[int]:
    with db.transaction() as s:
        return [r.id for r in rounds.list_rounds(s, event_id)]


def dump(db: Database, event_id: int) -> EventRows:
    with db.transaction() as s:
        return read_event_rows(s, event_id)


def backups_of(db: Database, event_id: int) -> list[backups.BackupRow]:
    with db.transaction() as s:
        return backups.list_backups(s, event_id)


def test_every_table_belongs_to_the_event_rows() -> None:
    """A new table must say how it belongs to an event, or backups would leave it out."""
    assert set(SQLModel.metadata.tables) == set(ALL_TABLES) | set(NOT_BACKED_UP)


def test_publishing_backs_the_event_up_first(db: Database) -> None:
    event_id, _regs, _judge = make_event(db, "Canterlot Cup")
    round_id = pair(db, event_id)
    assert backups_of(db, event_id) == []
    before = dump(db, event_id)
    publish(db, round_id)
    [row] = backups_of(db, event_id)
    assert (row.kind, row.round_number, row.label) == (
        "before-round", 1, "round 1 paired, not published (made when round 1 was published)"
    )
    path = Path(row.path)
    assert path.suffix == (".sqlite3" if db.path is not None else ".json")
    assert row.size_bytes == path.stat().st_size > 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    for folder in (path.parent, path.parent.parent, db.backup_root):
        assert folder is not None and stat.S_IMODE(folder.stat().st_mode) == 0o700
    # The backup holds the state the publish started from: round 1 still a draft.
    label, rows = read_backup(path)
    assert (label.event_name, label.kind, label.round_number) == ("Canterlot Cup", "before-round", 1)
    assert rows == before
    assert [r["state"] for r in rows["round"]] == ["draft"]
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no pending file left


def test_elimination_rounds_are_backed_up_too(db: Database) -> None:
    with db.transaction() as s:
        event = events.create_event(s, name="Cut Cup", start_date=date(2026, 6, 1), swiss_rounds=1)
        for i in range(4):
            players.register_player(s, event.id, f"Seed {i}")
    publish(db, pair(db, event.id))
    finish(db, rounds_of(db, event.id)[-1])
    with db.transaction() as s:
        topcut.cut_to_top(s, event.id, 4)
        semis = topcut.pair_next_elimination_round(s, event.id)
    assert semis is not None
    publish(db, semis.round.id)
    labels = [row.label for row in backups_of(db, event.id)]
    assert labels == [
        "the Semifinals (round 2) paired, not published, made when it was published",
        "round 1 paired, not published (made when round 1 was published)",
    ]


def test_a_publish_that_does_not_commit_keeps_no_backup(db: Database) -> None:
    event_id, _regs, _judge = make_event(db, "Rollback Cup")
    round_id = pair(db, event_id)
    with pytest.raises(RuntimeError), db.transaction() as s:
        rounds.publish_round(s, round_id)
        raise RuntimeError("the station crashed before the commit")
    assert backups_of(db, event_id) == []
    with db.transaction() as s:
        assert rounds.list_rounds(s, event_id)[0].state == "draft"
    folders = [p for p in db.backup_root.rglob("*") if p.is_file()]  # type: ignore[union-attr]
    assert folders == []  # the copy written aside was thrown away, not left half-named


def test_a_backup_that_cannot_be_written_refuses_the_publish(db: Database, tmp_path: Path) -> None:
    event_id, _regs, _judge = make_event(db, "Blocked Cup")
    round_id = pair(db, event_id)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the backup folder should be")
    db.backup_root = blocker
    before = dump(db, event_id)
    with pytest.raises(BackupError) as caught, db.transaction() as s:
        rounds.publish_round(s, round_id)
    message = str(caught.value)
    assert str(blocker) in message and "nothing was changed" in message
    assert "publish round 1" in message and "TOURNEY_BACKUP_DIR" in message
    assert dump(db, event_id) == before


def comparable(rows: EventRows) -> EventRows:
    """Everything but the audit log, which only ever grows (a restore adds to it)."""
    return {name: table_rows for name, table_rows in rows.items() if name != "audit_entry"}


def test_backup_changes_restore_gives_back_exactly_the_earlier_event(db: Database) -> None:
    event_id, regs, judge = make_event(db, "Canterlot Cup")
    other_id, _other_regs, _ = make_event(db, "Manehattan Open", n_players=6)
    publish(db, pair(db, event_id))
    finish(db, rounds_of(db, event_id)[0])
    round_2 = pair(db, event_id)
    before = dump(db, event_id)
    publish(db, round_2)  # backed up "before round 2"
    [backup] = [row for row in backups_of(db, event_id) if row.round_number == 2]

    # Changes after the backup: a deck check, results, a drop, a penalty, a new player, a round.
    with db.transaction() as s:
        deck_checks.pick_deck_checks(s, round_2)
    finish(db, round_2, "b")
    with db.transaction() as s:
        concessions.drop(s, event_id, regs[3])
        penalties.issue_penalty(
            s, event_id, regs[4], infraction_code="drawing_extra_cards", issued_by_person_id=judge
        )
        players.register_player(s, event_id, "Latecomer", player_number="LATE1")
    publish(db, pair(db, event_id))
    publish(db, pair(db, other_id))
    other_before = dump(db, other_id)
    changed = dump(db, event_id)
    assert comparable(changed) != comparable(before)

    with db.transaction() as s:
        assert undo.next_undo(s, event_id) is not None
        done = backups.restore_backup(s, backup.path, event_id=event_id)
    with db.transaction() as s:  # the undo history ends at a restore: it described replaced rows
        assert undo.next_undo(s, event_id) is None and undo.next_redo(s, event_id) is None
    after = dump(db, event_id)
    assert comparable(after) == comparable(before)  # every table, ids included
    # The audit log keeps everything since the backup and says what happened.
    before_ids = [e["id"] for e in before["audit_entry"]]
    assert after["audit_entry"][: len(before_ids)] == before["audit_entry"]
    assert after["audit_entry"][: len(changed["audit_entry"])] == changed["audit_entry"]
    last = after["audit_entry"][-1]
    assert last["action"] == "event.restore"
    assert last["after"]["description"].startswith(
        "restored Canterlot Cup as it was: round 2 paired, not published "
        "(the backup made when round 2 was published, "
    )
    assert done.description == last["after"]["description"]
    # The person only the undone registration named is gone again; the other event is untouched.
    with db.transaction() as s:
        assert all(p.name != "Latecomer" for p in players.list_players(s, event_id))
    assert dump(db, other_id) == other_before
    # The state the restore replaced was backed up first, and restoring it goes forward again.
    assert done.saved_current_state is not None
    saved = next(r for r in backups_of(db, event_id) if r.path == done.saved_current_state)
    assert saved.kind == "before-restore-after-round" and saved.round_number == 3
    assert saved.label == "round 3 published, results still to come (saved by a restore)"
    with db.transaction() as s:
        [line] = [r.details for r in history.history(s, event_id) if r.details.startswith("Restored")]
    assert line.endswith(
        "; the state it replaced is kept in the Backups list as "
        "“round 3 published, results still to come (saved by a restore)”"
    )
    with db.transaction() as s:
        backups.restore_backup(s, saved.path)
    assert comparable(dump(db, event_id)) == comparable(changed)
    # The database goes on working: new rows get new ids.
    with db.transaction() as s:
        late = players.register_player(s, event_id, "Second latecomer")
    assert late.registration_id > max(r["id"] for r in changed["registration"])


def test_restore_into_a_new_database_after_losing_the_old_one(
    db: Database, tmp_path: Path, clock: StepClock
) -> None:
    """The disaster case: the database is gone; its backup fills a new, empty one."""
    event_id, _regs, _judge = make_event(db, "Lost Cup")
    round_id = pair(db, event_id)
    before = dump(db, event_id)
    publish(db, round_id)
    [backup] = backups_of(db, event_id)
    root = db.backup_root
    if db.path is not None:
        fresh = open_database(str(tmp_path / "new.sqlite3"), clock=clock)
    elif db.url.startswith("sqlite"):
        fresh = open_memory_database(clock=clock, backup_root=root)
    else:
        db.close()
        drop_all_tables(db.url)
        fresh = open_database(db.url, clock=clock)
    with fresh:
        with fresh.transaction() as s:
            done = backups.restore_backup(s, backup.path)
        assert done.saved_current_state is None  # there was nothing to keep
        after = dump(fresh, event_id)
        with fresh.transaction() as s:
            late = players.register_player(s, event_id, "After the rescue")
    assert comparable(after) == comparable(before)
    assert after["audit_entry"][:-1] == before["audit_entry"]
    assert late.registration_id > max(r["id"] for r in before["registration"])


def test_restore_refuses_a_backup_of_another_event(db: Database) -> None:
    first, _r, _j = make_event(db, "First Cup")
    second, _r2, _j2 = make_event(db, "Second Cup", n_players=4)
    publish(db, pair(db, first))
    [backup] = backups_of(db, first)
    before = dump(db, second)
    refused = pytest.raises(ValidationError, match="backup of First Cup, not of the event that is open")
    with refused, db.transaction() as s:
        backups.restore_backup(s, backup.path, event_id=second)
    assert dump(db, second) == before


@pytest.mark.parametrize(
    "content",
    [b"name,number\nRarity,1\n", b"{\"format\": \"something else\"}", b"SQLite format 3\x00" + b"\x00" * 100],
    ids=["text", "other-json", "broken-sqlite"],
)
def test_a_file_that_is_no_backup_is_refused(db: Database, tmp_path: Path, content: bytes) -> None:
    event_id, _r, _j = make_event(db, "Careful Cup", n_players=4)
    path = tmp_path / ("file.json" if content.startswith(b"{") else "file.sqlite3")
    path.write_bytes(content)
    before = dump(db, event_id)
    with pytest.raises(BackupError, match=f"cannot restore from {path}"), db.transaction() as s:
        backups.restore_backup(s, path)
    assert dump(db, event_id) == before


def test_someone_elses_sqlite_file_is_no_backup(db: Database, tmp_path: Path) -> None:
    path = tmp_path / "recipes.sqlite3"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE recipes (id INTEGER PRIMARY KEY)")
    connection.commit()
    connection.close()
    with pytest.raises(BackupError, match="not a backup made by tourney"), db.transaction() as s:
        backups.restore_backup(s, path)


def test_only_the_last_backups_are_kept(db: Database) -> None:
    with db.transaction() as s:
        event = events.create_event(
            s, name="Long Cup", start_date=date(2026, 6, 1), swiss_rounds=backups.KEEP_ROUND_BACKUPS + 2
        )
        for i in range(16):
            players.register_player(s, event.id, f"Runner {i}")
    for _ in range(backups.KEEP_ROUND_BACKUPS + 2):
        round_id = pair(db, event.id)
        publish(db, round_id)
        finish(db, round_id)
    for _ in range(backups.KEEP_OTHER_BACKUPS + 1):
        with db.transaction() as s:
            backups.back_up_event(s, event.id)
    rows = backups_of(db, event.id)
    by_round = [r.round_number for r in rows if r.kind == "before-round"]
    assert by_round == list(range(backups.KEEP_ROUND_BACKUPS + 2, 2, -1))
    assert len([r for r in rows if r.kind == "by-hand-after-round"]) == backups.KEEP_OTHER_BACKUPS
    assert [r.made_at for r in rows] == sorted((r.made_at for r in rows), reverse=True)


def test_json_backup_is_documented_plain_data(db: Database) -> None:
    """The PostgreSQL/in-memory export is readable JSON with a label and every table."""
    if db.path is not None:
        pytest.skip("a SQLite file is backed up as a SQLite copy")
    event_id, _r, _j = make_event(db, "Json Cup", n_players=4)
    with db.transaction() as s:
        path = backups.back_up_event(s, event_id)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "tourney-event-backup" and document["version"] == 1
    assert document["label"]["event_name"] == "Json Cup"
    assert set(document["tables"]) == set(ALL_TABLES)
    assert len(document["tables"]["registration"]) == 4


def test_a_database_without_a_backup_folder_makes_none(memory_db: Database) -> None:
    """A test's private memory database: publishing works, and there is nothing to list."""
    with memory_db.transaction() as s:
        event = events.create_event(s, name="Scratch", start_date=date(2026, 6, 1))
        for name in ("Rarity", "Spike"):
            players.register_player(s, event.id, name)
    publish(memory_db, pair(memory_db, event.id))
    assert backups_of(memory_db, event.id) == []
    with pytest.raises(UserError, match="keeps no backups"), memory_db.transaction() as s:
        backups.back_up_event(s, event.id)


def test_a_backup_made_by_an_older_version_is_read_through_an_upgraded_copy(
    tmp_path: Path, clock: StepClock
) -> None:
    """A SQLite backup at schema 0001 (labelled as the backup code labels its copies)."""
    old = tmp_path / "old-backup.sqlite3"
    old.write_bytes(REV0001_FIXTURE.read_bytes())
    label = BackupLabel(
        event_id=1, event_name="Old Store Cup", event_created_at=datetime(2025, 5, 1, 10, tzinfo=UTC),
        kind="before-round", round_number=1, made_at=datetime(2025, 5, 10, 9, tzinfo=UTC),
        schema="0001", source="an older tourney",
    )
    connection = sqlite3.connect(old)
    connection.execute(f"CREATE TABLE {LABEL_TABLE} (label TEXT NOT NULL)")
    connection.execute(f"INSERT INTO {LABEL_TABLE} VALUES (?)", (json.dumps(label.to_json()),))
    connection.commit()
    connection.close()
    before = old.read_bytes()
    with open_database(str(tmp_path / "new.sqlite3"), clock=clock) as fresh:
        with fresh.transaction() as s:
            done = backups.restore_backup(s, old)
        with fresh.transaction() as s:
            names = [p.name for p in players.list_players(s, 1)]
    assert done.event_name == "Old Store Cup"
    assert names == ["Applejack", "Big McIntosh"]
    assert old.read_bytes() == before  # the backup itself is only read


def test_a_json_backup_with_tables_or_columns_this_version_lacks_is_refused_in_words() -> None:
    """A backup written by a newer version may carry tables or columns this one doesn't know:
    it is refused, naming them, with the noun in the right number."""
    rows = {name: [] for name in ALL_TABLES}
    with pytest.raises(EventRowsError, match=r"^unknown table trophy$"):
        rows_from_json({**rows, "trophy": []})
    with pytest.raises(EventRowsError, match=r"^unknown tables medal, trophy$"):
        rows_from_json({**rows, "trophy": [], "medal": []})
    one_extra = {**rows, "person": [{"id": 1, "shoe_size": 9}]}
    with pytest.raises(EventRowsError, match=r"^table 'person' has no column shoe_size$"):
        rows_from_json(one_extra)
    two_extra = {**rows, "person": [{"id": 1, "shoe_size": 9, "hat": "red"}]}
    with pytest.raises(EventRowsError, match=r"^table 'person' has no columns hat, shoe_size$"):
        rows_from_json(two_extra)


def test_backup_names_say_the_state_they_hold() -> None:
    """A name says what is in the file; one named before states were kept says what it can."""
    assert backups.describe_file("20260606T100000Z-by-hand-after-round-02-draft.sqlite3") == (
        "round 2 paired, not published (made by hand)"
    )
    assert backups.describe_file("20260606T100000Z-before-restore-after-round-02-complete.json") == (
        "after round 2's results (saved by a restore)"
    )
    assert backups.describe_file("20260606T100000Z-by-hand-after-round-00.sqlite3") == (
        "no round paired yet (made by hand)"
    )
    assert backups.describe_file("20260606T100000Z-by-hand-after-round-02.sqlite3") == (
        "up to round 2 (made by hand)"
    )
    assert backups.describe_file("notes.txt") is None


def test_a_restore_keeps_the_history_of_what_stood_and_what_was_undone(db: Database) -> None:
    """A restore closes Undo, not the actions before it: the history shows them as they
    stood (only the one undone before the restore as undone), a penalty still reads what
    its issue did, and a corrected result still reads as corrected."""
    event_id, _regs, _judge = make_event(db, "Cloudsdale")
    round_id = pair(db, event_id)
    publish(db, round_id)
    finish(db, round_id)
    with db.transaction() as s:
        first = rounds.round_pairings(s, round_id).matches[0]
        results.correct_result(s, first.id, "b", reason="slip misread")
    with db.transaction() as s:
        undo.undo(s, event_id)  # the correction is taken back
        results.correct_result(s, first.id, "draw", reason="both signed a draw")
    with db.transaction() as s:
        before = {(r.id, r.undone) for r in history.history(s, event_id)}
        backups.back_up_event(s, event_id)
    (made_by_hand, *_older) = backups_of(db, event_id)
    with db.transaction() as s:
        backups.restore_backup(s, made_by_hand.path, event_id=event_id)
    with db.transaction() as s:
        after = {(r.id, r.undone) for r in history.history(s, event_id)}
        assert before <= after, sorted(before - after)
        assert sum(1 for _id, undone in before if undone) == 1  # the first correction
        assert first.id in corrected_match_ids(s, event_id)  # the draw written in stands


def test_a_backup_of_a_top_cut_round_names_the_round(db: Database) -> None:
    # The Backups window and `db backups` said "round 3 paired, not published" and "after
    # round 3's results" for the final, which every other screen calls "Final (round 3)".
    with db.transaction() as s:
        event_id = events.create_event(s, name="Canterlot Cup", start_date=date(2026, 6, 1), tier=3,
                                       rng_seed=5).id
        for name in ("Twilight Sparkle", "Rainbow Dash", "Fluttershy", "Applejack"):
            players.register_player(s, event_id, name)
    swiss = pair(db, event_id)
    publish(db, swiss)
    finish(db, swiss)
    with db.transaction() as s:
        topcut.cut_to_top(s, event_id, size=4)
    for _ in range(2):  # the semifinals, then the final
        with db.transaction() as s:
            paired = topcut.pair_next_elimination_round(s, event_id)
            assert paired is not None
        publish(db, paired.round.id)
        with db.transaction() as s:
            for m in rounds.round_pairings(s, paired.round.id).matches:
                results.enter_result(s, m.id, score=(2, 1, 0))
    with db.transaction() as s:
        backups.back_up_event(s, event_id)
    labels = [row.label for row in backups_of(db, event_id)]
    assert labels[0] == "after the results of the Final (round 3), made by hand"
    assert labels[1:3] == ["the Final (round 3) paired, not published, made when it was published",
                           "the Semifinals (round 2) paired, not published, made when it was published"]
    assert labels[3] == "round 1 paired, not published (made when round 1 was published)"
    # the history says where a restore kept the state it replaced, as the list names it
    with db.transaction() as s:
        backups.restore_backup(s, backups_of(db, event_id)[1].path, event_id=event_id)
    with db.transaction() as s:
        [restore] = [r for r in history.history(s, event_id) if r.details.startswith("Restored")]
    assert restore.details.endswith(
        "kept in the Backups list as “after the results of the Final (round 3), saved by a restore”")
