"""`tourney export`: both formats from a real database file, refusals, a full and a read-only disk."""

from __future__ import annotations

import csv
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.foundation.export_event import FinishedEvent, build_finished_event
from tourney.cli import main
from tourney.db.database import open_database


@pytest.fixture
def event_file(tmp_path: Path) -> tuple[Path, FinishedEvent]:
    path = tmp_path / "events.sqlite3"
    with open_database(str(path)) as db:
        built = build_finished_event(db)
    return path, built


def run(db: Path, *args: str) -> int:
    return main(["--db", str(db), "export", *args])


def test_export_json_and_csv_from_the_command_line(
    event_file: tuple[Path, FinishedEvent], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, built = event_file
    out = tmp_path / "cup.json"
    assert run(db, "Canterlot Cup", "--format", "json", "-o", str(out)) == 0
    said = capsys.readouterr().out
    assert said.strip() == (
        f"exported Canterlot Cup (7 players, 14 matches, 2 penalties) to {out} as JSON file"
    )
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "tourney-event-export" and doc["event"]["champion_name"] == built.champion

    folder = tmp_path / "tables"
    assert run(db, str(built.event_id), "--format", "csv", "-o", str(folder)) == 0
    assert "as CSV tables in a folder" in capsys.readouterr().out
    with open(folder / "standings.csv", encoding="utf-8", newline="") as handle:
        standings = list(csv.DictReader(handle))
    assert [(s["placing"], s["name"]) for s in standings[:2]] == [
        ("1", built.champion), ("2", built.finalist.replace("=", "'=")),
    ]

    zipped = tmp_path / "cup.zip"
    assert run(db, "Canterlot Cup", "-o", str(zipped)) == 0  # the name says CSV in a ZIP
    with zipfile.ZipFile(zipped) as archive:
        assert archive.read("standings.csv") == (folder / "standings.csv").read_bytes()


def test_refusals_are_one_clear_line_and_write_nothing(
    event_file: tuple[Path, FinishedEvent], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, _ = event_file
    out = tmp_path / "cup.json"
    out.write_text("keep me", encoding="utf-8")
    assert run(db, "Canterlot Cup", "--format", "json", "-o", str(out)) == 1
    err = capsys.readouterr().err
    assert err == (
        f"tourney: error: {out} already exists (a file); nothing was written. "
        "Add --force to replace it.\n"
    )
    assert out.read_text(encoding="utf-8") == "keep me"
    assert run(db, "Canterlot Cup", "--format", "json", "-o", str(out), "--force") == 0
    assert json.loads(out.read_text(encoding="utf-8"))["version"] == 1
    capsys.readouterr()

    for args, message in [
        (["-o", str(tmp_path / "cup")], "--format csv or --format json"),
        (["--format", "csv", "-o", str(tmp_path / "cup.csv")], "not one .csv file"),
        (["--format", "json", "-o", str(tmp_path / "nowhere" / "cup.json")],
         f"the folder {tmp_path / 'nowhere'} does not exist"),
        (["--format", "json", "-o", str(tmp_path)], "it is a folder"),
    ]:
        assert run(db, "Canterlot Cup", *args) == 1
        err = capsys.readouterr().err
        assert message in err and "Traceback" not in err and err.count("\n") == 1
    assert run(db, "Crystal Cup", "-o", str(tmp_path / "x.json")) == 1
    assert "no event named 'Crystal Cup'" in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cup.json", "events.sqlite3"]


def _namespaces_work() -> bool:
    """Can this machine mount a private tmpfs (root, or unprivileged user namespaces)?"""
    if shutil.which("unshare") is None:
        return False
    probe = subprocess.run(
        ["unshare", "--mount", "--map-root-user", "sh", "-c", "mount -t tmpfs none /mnt"],
        capture_output=True,
    )
    return probe.returncode == 0


needs_namespaces = pytest.mark.skipif(
    not _namespaces_work(), reason="needs unshare with mount namespaces to make a full disk"
)


def _export_on_small_disk(db: Path, disk: Path, mount_options: str, fmt: str, name: str) -> subprocess.CompletedProcess[str]:
    """Run `tourney export` in a private mount namespace whose `disk` is a tiny tmpfs."""
    disk.mkdir()
    script = (
        f'mount -t tmpfs -o {mount_options} none "{disk}" || exit 99\n'
        f'if [ -w "{disk}" ] && [ "{mount_options}" = "size=4k" ]; then '
        f'head -c 4096 /dev/zero > "{disk}/filler" 2>/dev/null; fi\n'
        f'"{sys.executable}" -m tourney --db "{db}" export "Canterlot Cup" --format {fmt} '
        f'-o "{disk}/{name}"\n'
        "status=$?\n"
        f'ls -A "{disk}" >&2\n'
        "exit $status\n"
    )
    return subprocess.run(
        ["unshare", "--mount", "--map-root-user", "sh", "-c", script],
        capture_output=True, text=True, cwd=Path(__file__).resolve().parents[2],
    )


@needs_namespaces
@pytest.mark.parametrize(("fmt", "name"), [("json", "cup.json"), ("csv", "tables"), ("csv", "cup.zip")])
def test_a_full_disk_is_a_message_and_leaves_nothing(
    event_file: tuple[Path, FinishedEvent], tmp_path: Path, fmt: str, name: str
) -> None:
    db, _ = event_file
    done = _export_on_small_disk(db, tmp_path / "disk", "size=4k", fmt, name)
    target = tmp_path / "disk" / name
    assert done.returncode == 1, done.stderr
    first, listing = done.stderr.split("\n", 1)
    assert first == (
        f"tourney: error: Cannot export to {target}: the disk is full. Free some space or "
        "choose another disk; nothing was written."
    )
    assert "Traceback" not in done.stderr
    assert listing.split() == ["filler"]  # no half-written export, no temporary files


@needs_namespaces
def test_a_read_only_disk_is_a_message(event_file: tuple[Path, FinishedEvent], tmp_path: Path) -> None:
    db, _ = event_file
    done = _export_on_small_disk(db, tmp_path / "disk", "ro", "json", "cup.json")
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith(
        f"tourney: error: Cannot export to {tmp_path / 'disk' / 'cup.json'}: the disk is "
        "read-only. Choose another place; nothing was written.\n"
    )
    assert "Traceback" not in done.stderr
