"""Every kind of command that takes an event takes the name the organizer typed as well as its id.

The CLI runs as a user runs it (`python -m tourney` in its own process) on a real SQLite file:
a positional EVENT (`player list`), an optional one (`db backup`) and the `--event` option
(`deck register`, `print`) all go through the one resolver, so each accepts any case of the name
and, when two events share it or none has it, says which events there are.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PROJECT_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tourney(tmp_path: Path):
    """Run `tourney --db FILE ARGS...` in a new process; returns (exit code, stdout, stderr)."""
    env = {**os.environ, "PYTHONPATH": str(PROJECT_ROOT), "TOURNEY_BACKUP_DIR": str(tmp_path / "backups")}

    def run(*argv: str) -> tuple[int, str, str]:
        done = subprocess.run(
            [sys.executable, "-m", "tourney", "--db", str(tmp_path / "event.sqlite3"), *argv],
            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120, check=False,
        )  # fmt: skip
        return done.returncode, done.stdout, done.stderr

    assert run("event", "create", "Canterlot Cup", "--start", "2026-06-01", "--tier", "2")[0] == 0
    assert run("player", "add", "canterlot cup", "Rarity Belle", "--number", "7")[0] == 0
    return run


def test_a_positional_event_is_named_in_any_case(tourney) -> None:
    code, out, err = tourney("player", "list", "CANTERLOT   cup")
    assert code == 0, err
    assert "Rarity Belle" in out


def test_deck_register_takes_the_event_by_name(tourney, tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("Mane Character:\n1 Rarity, Dazzling Fashionista\n", encoding="utf-8")
    code, out, err = tourney("deck", "register", str(deck), "--event", "canterlot cup", "--player", "7")
    assert code == 0, err
    assert out.startswith("deck list version 1 for Rarity Belle")


def test_print_and_backup_take_the_event_by_name(tourney, tmp_path: Path) -> None:
    code, _out, err = tourney("print", "codes", "--event", "Canterlot Cup", "-o", str(tmp_path / "codes.pdf"))
    assert code == 0, err
    code, out, err = tourney("db", "backup", "canterlot cup")
    assert code == 0, err
    assert out.strip()


def test_a_name_two_events_share_lists_both(tourney, tmp_path: Path) -> None:
    assert tourney("event", "create", "canterlot cup", "--start", "2026-07-04")[0] == 0
    deck = tmp_path / "deck.txt"
    deck.write_text("1 Rarity, Dazzling Fashionista\n", encoding="utf-8")
    code, _out, err = tourney("deck", "register", str(deck), "--event", "Canterlot Cup", "--player", "7")
    assert code == 1
    assert err == (
        "tourney: error: 2 events are named 'Canterlot Cup': canterlot cup (id 2, starts 2026-07-04), "
        "Canterlot Cup (id 1, starts 2026-06-01); give the id to say which\n"
    )


def test_a_name_no_event_has_lists_the_events(tourney) -> None:
    code, _out, err = tourney("standings", "Ponyville Open")
    assert code == 1
    assert err == "tourney: error: no event named 'Ponyville Open': the events are Canterlot Cup (id 1)\n"
