"""`tourney db backup|backups|restore` end to end through `tourney.cli.main` on a real file."""

from __future__ import annotations

import json
import stat
from pathlib import Path

import pytest

from tourney.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_backup_list_and_restore_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], private_backup_folder: Path
) -> None:
    db = ["--db", str(tmp_path / "cli.sqlite3")]
    assert run(capsys, *db, "event", "create", "Canterlot Cup", "--start", "2026-06-01")[0] == 0
    players = tmp_path / "players.csv"
    players.write_text("".join(f"Player {i}\n" for i in range(6)), encoding="utf-8")
    assert run(capsys, *db, "player", "import", "Canterlot Cup", str(players))[0] == 0
    code, out, _ = run(capsys, *db, "db", "backups", "Canterlot Cup")
    assert code == 0 and out.startswith("no backups of this event yet")

    assert run(capsys, *db, "round", "pair", "Canterlot Cup")[0] == 0
    assert run(capsys, *db, "round", "publish", "Canterlot Cup")[0] == 0
    code, out, _ = run(capsys, *db, "db", "backup", "Canterlot Cup")
    made = Path(out.strip())
    assert code == 0 and made.is_file() and made.is_relative_to(private_backup_folder)
    assert stat.S_IMODE(made.stat().st_mode) == 0o600

    code, out, _ = run(capsys, *db, "db", "backups", "Canterlot Cup", "--json")
    listed = json.loads(out)
    assert [(row["label"], row["round_number"]) for row in listed] == [
        ("round 1 published, results still to come (made by hand)", 1),
        ("round 1 paired, not published (made when round 1 was published)", 1),
    ]
    before_round_1 = listed[1]["path"]
    code, out, _ = run(capsys, *db, "db", "backups", "Canterlot Cup")
    assert "round 1 paired, not published" in out and "KB" in out

    # Results after the backup; restoring needs a confirmation.
    for table in ("1", "2", "3"):
        assert run(capsys, *db, "round", "result", "Canterlot Cup", table, "a")[0] == 0
    code, _, err = run(capsys, *db, "db", "restore", before_round_1)
    assert code == 1 and "add --yes to confirm" in err
    code, out, _ = run(capsys, *db, "db", "restore", before_round_1, "--yes")
    assert code == 0
    assert out.startswith(
        "Restored Canterlot Cup as it was: round 1 paired, not published (the backup made when "
        "round 1 was published, "
    )
    assert "The state it replaced was backed up as" in out
    code, out, _ = run(capsys, *db, "round", "list", "Canterlot Cup", "--json")
    assert [(r["number"], r["state"]) for r in json.loads(out)] == [(1, "draft")]

    # Without an event, every event is backed up; a file that is no backup is refused plainly.
    assert run(capsys, *db, "event", "create", "Second Cup", "--start", "2026-07-01")[0] == 0
    code, out, _ = run(capsys, *db, "db", "backup")
    assert code == 0 and len(out.split()) == 2
    junk = tmp_path / "junk.json"
    junk.write_text("[]", encoding="utf-8")
    code, _, err = run(capsys, *db, "db", "restore", str(junk), "--yes")
    assert code == 1 and f"cannot restore from {junk}" in err and "Traceback" not in err
