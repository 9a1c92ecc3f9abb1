"""The database file's safety: synced commits, private files, and bad storage in plain words.

Each failure is made for real: SQLite's page limit and a tiny tmpfs (mounted in
a private mount namespace of a child process, so nothing on the machine is
touched) fill the disk; `chattr +i` (root ignores permission bits) or `chmod`
makes a file read-only; overwritten pages damage a real database.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.foundation.conftest import REV0001_FIXTURE
from tourney.db.database import DatabaseError, default_database_path, open_database
from tourney.services import audit, events, players, rounds

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.fixture
def usual_umask() -> Iterator[None]:
    """The common 022 umask, under which a plainly created file would be 0644."""
    old = os.umask(0o022)
    yield
    os.umask(old)


def make_database(path: Path, n_players: int = 40) -> int:
    with open_database(str(path)) as db, db.transaction() as s:
        event = events.create_event(s, name="Canterlot Cup", start_date=date(2026, 6, 1))
        players.import_players_csv(s, event.id, "".join(f"Player {i:04d}\n" for i in range(n_players)))
        return event.id


def _settle(path: Path) -> None:
    """Fold the write-ahead log into the main file, as closing the last connection does."""
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()


def _damaged(path: Path) -> bool:
    """SQLite's own verdict on the file."""
    connection = sqlite3.connect(path)
    try:
        return connection.execute("PRAGMA quick_check").fetchone() != ("ok",)
    except sqlite3.DatabaseError:
        return True
    finally:
        connection.close()


# ------------------------------------------------------------------ synced commits


def test_sqlite_commits_are_fully_synced(tmp_path: Path) -> None:
    with open_database(str(tmp_path / "x.sqlite3")) as db, db.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL


# ------------------------------------------------------------------ private files


def test_a_new_database_and_its_folder_are_for_the_user_alone(
    tmp_path: Path, usual_umask: None
) -> None:
    path = tmp_path / "new-folder" / "deeper" / "event.sqlite3"
    with open_database(str(path)) as db:
        with db.transaction() as s:
            events.create_event(s, name="Cup", start_date=date(2026, 6, 1))
        companions = [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm")]
        assert all(c.exists() for c in companions)
        assert [_mode(p) for p in (path, *companions)] == [0o600, 0o600, 0o600]
    assert _mode(path.parent) == 0o700 and _mode(path.parent.parent) == 0o700


def test_the_upgrade_copy_is_private(rev0001_copy: Path, usual_umask: None) -> None:
    os.chmod(rev0001_copy, 0o644)
    with open_database(str(rev0001_copy)) as db:
        assert db.backup_path is not None
        assert _mode(db.backup_path) == 0o600


def test_the_apps_own_file_is_made_private_and_first_start_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, usual_umask: None
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("TOURNEY_DB", raising=False)
    path = default_database_path()
    assert path.is_relative_to(tmp_path)
    with open_database() as db, db.transaction() as s:  # the very first start
        events.create_event(s, name="Cup", start_date=date(2026, 6, 1))
    assert _mode(path) == 0o600 and _mode(path.parent) == 0o700
    # A file an earlier version left readable by everyone is taken back on the next start.
    os.chmod(path, 0o644)
    os.chmod(path.parent, 0o755)
    with open_database() as db, db.transaction() as s:
        assert [e.name for e in events.list_events(s)] == ["Cup"]
    assert _mode(path) == 0o600 and _mode(path.parent) == 0o700


def test_the_apps_own_file_left_empty_by_an_interrupted_first_start_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("TOURNEY_DB", raising=False)
    path = default_database_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"")
    with open_database() as db, db.transaction() as s:
        assert events.list_events(s) == []


def test_an_empty_file_named_as_the_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    path.write_bytes(b"")
    with pytest.raises(DatabaseError, match="empty file") as caught:
        open_database(str(path))
    assert str(path) in str(caught.value) and "delete the empty file" in str(caught.value)
    assert path.read_bytes() == b"" and sorted(p.name for p in tmp_path.iterdir()) == [path.name]


# ------------------------------------------------------------------ a full disk


def test_a_full_database_is_a_plain_message_and_changes_nothing(tmp_path: Path) -> None:
    """SQLite's own page limit makes it report "database or disk is full" for real."""
    path = tmp_path / "full.sqlite3"
    event_id = make_database(path, n_players=4)
    with open_database(str(path)) as db:
        with pytest.raises(DatabaseError) as caught, db.transaction() as s:
            pages = s.execute(text("PRAGMA page_count")).scalar()
            s.execute(text(f"PRAGMA max_page_count = {pages}"))
            for i in range(400):
                players.register_player(s, event_id, f"Newcomer {i:03d} " + "x" * 80)
        message = str(caught.value)
        assert message.startswith(f"cannot save to {path}: the disk is full. Nothing was changed.")
        assert "Free some space" in message
        with db.transaction() as s:
            assert len(players.list_players(s, event_id)) == 4


def _private_namespaces_work() -> bool:
    if shutil.which("unshare") is None:
        return False
    with tempfile.TemporaryDirectory() as folder:
        probe = subprocess.run(
            ["unshare", "-Urm", "sh", "-c", f"mount -t tmpfs -o size=64k tmpfs {folder}"],
            capture_output=True,
        )
    return probe.returncode == 0


needs_private_tmpfs = pytest.mark.skipif(
    not _private_namespaces_work(),
    reason="needs `unshare -Urm` to mount a small tmpfs in a private mount namespace",
)


def run_on_small_disk(
    folder: Path, size_kb: int, script: str, *, python: str = "", argument: str = ""
) -> subprocess.CompletedProcess[str]:
    """Run a shell `script` in a child process that sees a `size_kb` tmpfs at `folder` ($FULL).

    The mount lives in the child's own mount namespace: no one else sees it and
    it disappears with the child. `python` is saved as $SCRIPT for the shell
    script to run, with `argument` as $ARGUMENT.
    """
    folder.mkdir(exist_ok=True)
    child = folder.parent / "child.py"
    child.write_text(python, encoding="utf-8")
    env = {
        **os.environ,
        "FULL": str(folder),
        "PYTHON": sys.executable,
        "PYTHONPATH": str(PROJECT_ROOT),
        "SCRIPT": str(child),
        "ARGUMENT": argument,
    }
    return subprocess.run(
        ["unshare", "-Urm", "sh", "-c", f'mount -t tmpfs -o size={size_kb}k tmpfs "$FULL" && {script}'],
        env=env,
        capture_output=True,
        text=True,
        cwd=PROJECT_ROOT,
        timeout=120,
    )


PY_REPORT = """
import json, os, sys
from pathlib import Path
from tourney.db.database import DatabaseError, open_database
from tourney.services import players
full = Path(os.environ["FULL"])
report = {}
def files():
    return sorted(str(p.relative_to(full)) for p in full.rglob("*") if p.is_file())
"""


@needs_private_tmpfs
def test_the_upgrade_copy_on_a_full_disk_is_refused_and_leaves_no_partial_file(
    tmp_path: Path,
) -> None:
    script = PY_REPORT + """
import hashlib, shutil
target = full / "old.sqlite3"
shutil.copyfile(sys.argv[1], target)
digest = hashlib.sha256(target.read_bytes()).hexdigest()
try:
    open_database(str(target))
    report["error"] = None
except DatabaseError as exc:
    report["error"] = str(exc)
report["files"] = files()
report["untouched"] = hashlib.sha256(target.read_bytes()).hexdigest() == digest
print(json.dumps(report))
"""
    size_kb = REV0001_FIXTURE.stat().st_size // 1024 + 40  # room for the file, not for its copy
    done = run_on_small_disk(
        tmp_path / "full", size_kb, '"$PYTHON" "$SCRIPT" "$ARGUMENT"',
        python=script, argument=str(REV0001_FIXTURE),
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert "the disk is full: No space left on device" in report["error"]
    assert "copy kept before upgrading could not be written" in report["error"]
    assert str(tmp_path / "full") in report["error"]
    assert report["files"] == ["old.sqlite3"]  # no 0-byte or half-written copy left behind
    assert report["untouched"]


@needs_private_tmpfs
def test_a_database_on_a_full_disk_is_a_plain_message_and_changes_nothing(tmp_path: Path) -> None:
    source = tmp_path / "event.sqlite3"
    event_id = make_database(source, n_players=4)
    _settle(source)
    script = PY_REPORT + f"""
import shutil
target = full / "event.sqlite3"
shutil.copyfile(sys.argv[1], target)
with open_database(str(target)) as db:
    try:
        with db.transaction() as s:
            for i in range(300):
                players.register_player(s, {event_id}, f"Newcomer {{i:04d}} " + "x" * 80)
        report["error"] = None
    except DatabaseError as exc:
        report["error"] = str(exc)
    with db.transaction() as s:
        report["players"] = len(players.list_players(s, {event_id}))
print(json.dumps(report))
"""
    size_kb = source.stat().st_size // 1024 + 64  # the file, its -shm, a little log
    done = run_on_small_disk(
        tmp_path / "full", size_kb, '"$PYTHON" "$SCRIPT" "$ARGUMENT"',
        python=script, argument=str(source),
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["error"].startswith(f"cannot save to {tmp_path / 'full' / 'event.sqlite3'}: the disk is full")
    assert report["players"] == 4


@needs_private_tmpfs
def test_publishing_with_the_backup_folder_on_a_full_disk_is_refused(tmp_path: Path) -> None:
    """The real CLI, as an organizer would run it; the backups go to a disk with no room."""
    path = tmp_path / "event.sqlite3"
    event_id = make_database(path, n_players=400)
    with open_database(str(path)) as db, db.transaction() as s:
        round_id = rounds.pair_round(s, event_id).round.id
    _settle(path)
    assert path.stat().st_size > 128 * 1024
    done = run_on_small_disk(
        tmp_path / "full",
        64,
        f'TOURNEY_BACKUP_DIR="$FULL/backups" "$PYTHON" -m tourney --db "{path}" round publish "Canterlot Cup"; '
        'rc=$?; echo "files:$(find "$FULL" -type f | wc -l)"; exit $rc',
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert "could not write the event's backup in" in done.stderr
    assert str(tmp_path / "full" / "backups") in done.stderr
    assert "(the disk is full), so tourney did not publish round 1: nothing was changed" in done.stderr
    assert done.stdout.strip().endswith("files:0")  # the half-written copy was removed
    with open_database(str(path)) as db, db.transaction() as s:
        assert rounds.round_pairings(s, round_id).round.state == "draft"


# ------------------------------------------------------------------ a read-only file


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[tuple[Path, int, str]]:
    """A real database made read-only: `chattr +i` as root (who ignores modes), else chmod 0400."""
    path = tmp_path / "locked.sqlite3"
    event_id = make_database(path, n_players=3)
    _settle(path)
    if os.geteuid() == 0:
        if shutil.which("chattr") is None:
            pytest.skip("running as root, and chattr is not available to make a file read-only")
        made = subprocess.run(["chattr", "+i", str(path)], capture_output=True)
        if made.returncode != 0:
            pytest.skip(f"chattr +i is not allowed here: {made.stderr.decode().strip()}")
        how = "immutable"
    else:
        os.chmod(path, 0o400)
        how = "chmod"
    try:
        yield path, event_id, how
    finally:
        if how == "immutable":
            subprocess.run(["chattr", "-i", str(path)], check=True)
        os.chmod(path, 0o600)


def test_a_read_only_database_is_a_plain_message_and_changes_nothing(
    read_only: tuple[Path, int, str],
) -> None:
    path, event_id, _how = read_only
    before = _digest(path)
    with open_database(str(path)) as db:
        with db.transaction() as s:  # reading still works
            assert len(players.list_players(s, event_id)) == 3
        with pytest.raises(DatabaseError) as caught, db.transaction() as s:
            players.register_player(s, event_id, "Newcomer")
    message = str(caught.value)
    assert message.startswith(f"cannot save to {path}: the database is read-only. Nothing was changed.")
    assert "writable" in message
    assert _digest(path) == before


def test_a_storage_failure_while_only_reading_says_it_could_not_read(tmp_path: Path) -> None:
    """A window only looking at the data (`Database.reading`) that meets a storage failure
    says it could not read the database; before, it said "cannot save to", as if a change
    had been lost. The folder is moved away under the open database for real."""
    folder = tmp_path / "event"
    folder.mkdir()
    path = folder / "event.sqlite3"
    event_id = make_database(path, n_players=3)
    with open_database(str(path)) as db:
        with db.reading() as s:
            assert len(players.list_players(s, event_id)) == 3
        db.engine.dispose()  # the next look opens the file again
        folder.rename(tmp_path / "moved")
        with pytest.raises(DatabaseError) as caught, db.reading() as s:
            players.list_players(s, event_id)
    message = str(caught.value)
    assert message.startswith(f"cannot read {path}: the storage reported an error")
    assert "save" not in message


def test_a_transaction_failing_while_only_reading_says_it_could_not_read(tmp_path: Path) -> None:
    """A command's transaction (`Database.transaction`) that meets a storage failure before
    it changed anything says it could not read the database, as a window only looking does;
    before, it said "cannot save to" though nothing was being saved. The folder is moved
    away under the open database for real."""
    folder = tmp_path / "event"
    folder.mkdir()
    path = folder / "event.sqlite3"
    event_id = make_database(path, n_players=3)
    with open_database(str(path)) as db:
        db.engine.dispose()  # the next transaction opens the file again
        folder.rename(tmp_path / "moved")
        with pytest.raises(DatabaseError) as caught, db.transaction() as s:
            players.list_players(s, event_id)
    message = str(caught.value)
    assert message.startswith(f"cannot read {path}: the storage reported an error")
    assert "save" not in message


# ------------------------------------------------------------------ a damaged file


def test_a_damaged_page_is_a_plain_message(tmp_path: Path) -> None:
    path = tmp_path / "damaged.sqlite3"
    event_id = make_database(path, n_players=3000)
    _settle(path)
    size = path.stat().st_size
    with path.open("r+b") as handle:  # scribble over the middle half of the file
        handle.seek(size // 4)
        handle.write(b"\xa5" * (size // 2))
    assert _damaged(path)
    # The first pages (the schema) are whole, so it opens; reading the players fails.
    db = open_database(str(path))
    with db, pytest.raises(DatabaseError) as caught, db.transaction() as s:
        players.list_players(s, event_id)
        audit.list_entries(s, event_id=event_id)
    message = str(caught.value)
    assert message.startswith(f"{path} is damaged")
    assert "Nothing was changed" in message and "Restore the event from a backup" in message
