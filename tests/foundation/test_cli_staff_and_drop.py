"""`tourney staff` and `tourney player drop` from the terminal, on a real file database."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tourney.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    db = ["--db", str(tmp_path / "cli.sqlite3")]
    assert run(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01")[0] == 0
    players = tmp_path / "players.csv"
    players.write_text("".join(f"Player {n},{100 + n}\n" for n in range(1, 9)), encoding="utf-8")
    assert run(capsys, *db, "player", "import", "1", str(players))[0] == 0
    return db


def test_staff_add_list_remove(db: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, *db, "staff", "add", "1", "Hannah Judge", "head_judge")
    assert code == 0 and "Hannah Judge is head judge at Cup" in out
    code, _, err = run(capsys, *db, "staff", "add", "1", "Hannah Judge", "head_judge")
    assert code == 1 and "already head judge" in err
    run(capsys, *db, "staff", "add", "1", "Fred Floor", "floor_judge")
    listed = json.loads(run(capsys, *db, "staff", "list", "1", "--json")[1])
    assert sorted((row["name"], row["role"]) for row in listed) == [
        ("Fred Floor", "floor_judge"),
        ("Hannah Judge", "head_judge"),
    ]
    code, out, _ = run(capsys, *db, "staff", "list", "1")
    assert out.splitlines()[0].split() == ["name", "number", "role"]
    assert run(capsys, *db, "staff", "remove", "1", "Fred Floor") == (
        0, "Fred Floor is no longer floor judge at Cup\n", "")
    listed = json.loads(run(capsys, *db, "staff", "list", "1", "--json")[1])
    assert [row["name"] for row in listed] == ["Hannah Judge"]


def test_staff_remove_names_the_person_and_the_role(db: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """A role is taken away from a person named as the staff list names them; the role is asked
    for only when they hold two, and a name that holds none is refused in words."""
    run(capsys, *db, "staff", "add", "1", "Fred Floor", "floor_judge")
    run(capsys, *db, "staff", "add", "1", "Fred Floor", "scorekeeper")
    assert run(capsys, *db, "staff", "remove", "1", "fred floor") == (
        1, "", "tourney: error: Fred Floor is floor judge and scorekeeper at Cup: "
               "add the role to take away ('floor judge' or 'scorekeeper')\n")
    assert run(capsys, *db, "staff", "remove", "1", "Nobody") == (
        1, "", "tourney: error: 'Nobody' holds no role at Cup (see `tourney staff list`)\n")
    assert run(capsys, *db, "staff", "remove", "1", "Fred Floor", "head_judge") == (
        1, "", "tourney: error: 'Fred Floor' is not head judge at Cup\n")
    assert run(capsys, *db, "staff", "remove", "1", "Fred Floor", "scorekeeper")[1] == (
        "Fred Floor is no longer scorekeeper at Cup\n")
    listed = json.loads(run(capsys, *db, "staff", "list", "1", "--json")[1])
    assert [(row["name"], row["role"]) for row in listed] == [("Fred Floor", "floor_judge")]


def test_drop_from_a_paired_round_concedes_the_match(
    db: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, *db, "round", "pair", "1")[0] == 0
    assert run(capsys, *db, "round", "publish", "1")[0] == 0
    code, out, _ = run(capsys, *db, "player", "drop", "1", "103")
    assert code == 0 and "Player 3 (#103): dropped after round 1" in out and "conceded" in out
    shown = run(capsys, *db, "round", "show", "1")[1]
    line = next(text for text in shown.splitlines() if "Player 3 " in text)
    opponent = next(
        name for name in (f"Player {n}" for n in range(1, 9)) if f"{name} (" in line and name != "Player 3"
    )
    assert f"{opponent} wins" in line


def test_drop_with_an_explicit_round_only_records_it(
    db: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, *db, "round", "pair", "1")[0] == 0
    assert run(capsys, *db, "round", "publish", "1")[0] == 0
    code, out, _ = run(capsys, *db, "player", "drop", "1", "103", "--after-round", "0")
    assert code == 0 and out == "Player 3 (#103): dropped before round 1\n"
    assert "wins" not in run(capsys, *db, "round", "show", "1")[1]
