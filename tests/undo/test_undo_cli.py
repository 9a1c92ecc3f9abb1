"""`tourney undo EVENT` and `tourney redo EVENT` on a real database file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tourney.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out.strip(), captured.err.strip()


def test_undo_and_redo_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOURNEY_STATION", "Front desk")
    db = ("--db", str(tmp_path / "cup.sqlite3"))
    run(capsys, *db, "event", "create", "Canterlot Cup", "--start", "2026-06-01")
    (tmp_path / "players.csv").write_text("Applejack\nRarity\nSpike\nStarlight Glimmer\n")
    run(capsys, *db, "player", "import", "Canterlot Cup", str(tmp_path / "players.csv"))
    run(capsys, *db, "player", "drop", "Canterlot Cup", "Rarity")

    code, out, _ = run(capsys, *db, "undo", "Canterlot Cup", "--show")
    assert code == 0 and out.startswith("undo would take back the drop of Rarity (Front desk, ")
    code, out, _ = run(capsys, *db, "undo", "canterlot cup")
    assert code == 0
    assert out.startswith("undid the drop of Rarity (Front desk, ") and out.endswith(" in Canterlot Cup")
    assert run(capsys, *db, "player", "list", "1")[1].endswith("4 players, 4 active")

    code, out, _ = run(capsys, *db, "redo", "1", "--json")
    assert code == 0 and json.loads(out)["label"] == "drop of Rarity"
    assert run(capsys, *db, "player", "list", "1")[1].endswith("4 players, 3 active")

    run(capsys, *db, "undo", "1")
    run(capsys, *db, "round", "pair", "1")  # a new action: the undone drop cannot come back
    code, _, err = run(capsys, *db, "redo", "1")
    assert (code, err) == (1, "tourney: error: nothing to redo in Canterlot Cup")
    code, _, err = run(capsys, *db, "undo", "1")
    assert code == 1
    assert err.startswith("tourney: error: cannot undo the import of 4 players: round 1 was paired "
                          "after this import (station Front desk, ")
    assert err.endswith("): discard that draft or drop the players instead")
