"""The round and standings commands, end to end on a SQLite file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tourney.cli import main


def run(db: Path, *args: str) -> int:
    return main(["--db", str(db), *args])


def test_pair_publish_result_standings_and_cut(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "event.sqlite3"
    assert run(db, "event", "create", "Cup", "--start", "2026-05-02", "--rounds", "2") == 0
    for i in range(1, 6):
        assert run(db, "player", "add", "Cup", f"Pony {i}") == 0
    capsys.readouterr()
    assert run(db, "round", "pair", "Cup") == 0
    out = capsys.readouterr().out
    assert "Round 1 (swiss, draft): 2 tables and a bye" in out  # 5 players: the bye has no table
    assert run(db, "round", "result", "Cup", "1", "a") == 1  # a draft takes no results
    assert "publish it" in capsys.readouterr().err
    assert run(db, "round", "publish", "Cup") == 0
    assert run(db, "round", "result", "Cup", "1", "a") == 0
    assert run(db, "round", "result", "Cup", "2", "1-0") == 0
    assert "Round 1 is complete." in capsys.readouterr().out
    assert run(db, "round", "pair", "Cup") == 0
    assert run(db, "round", "repair", "Cup") == 0
    assert run(db, "round", "publish", "Cup", "--round", "2") == 0
    capsys.readouterr()
    assert run(db, "round", "result", "Cup", "1", "draw") == 0
    assert run(db, "round", "result", "Cup", "2", "b") == 0
    assert run(db, "round", "result", "Cup", "1", "b", "--round", "1", "--correct",
               "--reason", "slip misread") == 0
    assert "paired on the standings before this correction" in capsys.readouterr().out
    assert run(db, "standings", "Cup") == 0
    out = capsys.readouterr().out
    assert "Opponents' match-win %" in out and "Late entries" in out
    assert run(db, "standings", "Cup", "--explain", "Pony 1") == 0
    assert "Match points:" in capsys.readouterr().out
    assert run(db, "round", "cut", "Cup", "--size", "2") == 0
    out = capsys.readouterr().out
    assert "Top 2" in out and "floor rules suggest top 4" in out
    assert "Only" not in out  # both planned rounds were played
    assert run(db, "round", "elimination", "Cup") == 0
    assert run(db, "round", "publish", "Cup") == 0
    assert run(db, "round", "result", "Cup", "1", "b") == 0
    capsys.readouterr()
    assert run(db, "round", "elimination", "Cup") == 0
    assert "The event is finished. Winner:" in capsys.readouterr().out


def _as_a_user(db: Path, *args: str) -> str:
    """A command typed in a terminal: its own process, its printed output."""
    done = subprocess.run(
        [sys.executable, "-m", "tourney", "--db", str(db), *args],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_round_list_and_show_count_results_the_bye_apart(tmp_path: Path) -> None:
    """13 players, two results typed: "2 of 6 results, 4 missing, and a bye", as the window says.

    The list once counted the bye as a match with a result ("7 matches, 2 results").
    """
    db = tmp_path / "event.sqlite3"
    assert run(db, "event", "create", "Cup", "--start", "2026-05-02") == 0
    for i in range(1, 14):
        assert run(db, "player", "add", "Cup", f"Pony {i}") == 0
    assert run(db, "round", "pair", "Cup") == 0
    assert "6 tables and a bye" in _as_a_user(db, "round", "list", "Cup")
    assert run(db, "round", "publish", "Cup") == 0
    assert run(db, "round", "result", "Cup", "1", "a") == 0
    assert run(db, "round", "result", "Cup", "2", "b") == 0
    listed = _as_a_user(db, "round", "list", "Cup")
    assert "2 of 6 results, 4 missing, and a bye" in listed
    shown = _as_a_user(db, "round", "show", "Cup")
    assert shown.startswith("Round 1 (swiss, published): 2 of 6 results, 4 missing, and a bye")


def test_round_show_and_pair_print_json_for_scripts(tmp_path: Path) -> None:
    """`round show --json` once ended in a traceback: the round's names carry a set of ids."""
    db = tmp_path / "event.sqlite3"
    assert run(db, "event", "create", "Cup", "--start", "2026-05-02") == 0
    for i in range(1, 5):
        assert run(db, "player", "add", "Cup", f"Pony {i}") == 0
    paired = json.loads(_as_a_user(db, "round", "pair", "Cup", "--json"))
    assert paired["round"]["number"] == 1 and len(paired["matches"]) == 2
    shown = json.loads(_as_a_user(db, "round", "show", "Cup", "--json"))
    assert [m["table_number"] for m in shown["matches"]] == [1, 2]
