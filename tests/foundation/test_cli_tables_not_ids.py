"""The command line names matches by event, round and table and says where players are, as the
window does: nobody types or reads an id the program keeps for itself."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_run import run_cli

NAMES = ("Applejack", "Fluttershy", "Pinkie Pie", "Rarity")


@pytest.fixture
def cup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """An event of four players with round 1 published (tables 1 and 2) and a head judge."""
    db = ["--db", str(tmp_path / "cup.db")]
    assert run_cli(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01")[0] == 0
    for number, name in enumerate(NAMES, start=1):
        assert run_cli(capsys, *db, "player", "add", "Cup", name, "--number", str(number))[0] == 0
    assert run_cli(capsys, *db, "staff", "add", "Cup", "Hana Head", "head_judge")[0] == 0
    assert run_cli(capsys, *db, "round", "pair", "Cup")[0] == 0
    assert run_cli(capsys, *db, "round", "publish", "Cup")[0] == 0
    return db


def _tables(capsys: pytest.CaptureFixture[str], db: list[str]) -> dict[int, tuple[str, str]]:
    """Table number -> the two players' names, read from `round show --json`."""
    code, out, _ = run_cli(capsys, *db, "round", "show", "Cup", "--json")
    assert code == 0
    return {m["table_number"]: (m["player_a_name"], m["player_b_name"]) for m in json.loads(out)["matches"]}


def _status_column(out: str) -> dict[str, str]:
    """Player name -> the status column of `player list`."""
    header, _rule, *rows = out.split("\n\n")[0].splitlines()
    start, end = header.index("status"), header.index("seed")
    return {next(n for n in NAMES if row.startswith(n)): row[start:end].strip() for row in rows}


def test_player_list_says_where_each_player_is(cup: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    tables = _tables(capsys, cup)
    assert run_cli(capsys, *cup, "round", "result", "Cup", "1", "a")[0] == 0
    code, out, _ = run_cli(capsys, *cup, "player", "list", "Cup")
    assert _status_column(out) == {
        tables[1][0]: "finished at table 1", tables[1][1]: "finished at table 1",
        tables[2][0]: "playing at table 2", tables[2][1]: "playing at table 2",
    }
    # Dropping concedes table 2, which finishes the round.
    assert run_cli(capsys, *cup, "player", "drop", "Cup", tables[2][1])[0] == 0
    code, out, _ = run_cli(capsys, *cup, "player", "list", "Cup")
    assert code == 0
    finished = "waiting (round 1 finished)"
    assert _status_column(out) == {
        tables[1][0]: finished, tables[1][1]: finished, tables[2][0]: finished,
        tables[2][1]: "dropped after round 1",
    }
    assert "id" not in out.splitlines()[0].split()
    code, out, _ = run_cli(capsys, *cup, "player", "list", "Cup", "--json")
    statuses = {row["name"]: row["status"] for row in json.loads(out)}
    assert statuses[tables[1][0]] == finished


def test_player_list_says_when_a_late_entrant_joins(cup: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    # The list has no column for the round a late entrant joins in: the status says it.
    assert run_cli(capsys, *cup, "player", "add", "Cup", "Spike", "--number", "9")[0] == 0
    assert run_cli(capsys, *cup, "player", "late", "Cup", "Spike", "3")[0] == 0
    code, out, _ = run_cli(capsys, *cup, "player", "list", "Cup")
    assert code == 0
    [spike] = [line for line in out.splitlines() if line.startswith("Spike")]
    assert "joins in round 3" in spike


def test_player_list_before_round_one_and_while_playing(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", str(tmp_path / "early.db")]
    assert run_cli(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01")[0] == 0
    for name in NAMES:
        assert run_cli(capsys, *db, "player", "add", "Cup", name)[0] == 0
    assert set(_status_column(run_cli(capsys, *db, "player", "list", "Cup")[1]).values()) == {
        "waiting for round 1"}
    assert run_cli(capsys, *db, "round", "pair", "Cup")[0] == 0
    assert run_cli(capsys, *db, "round", "publish", "Cup")[0] == 0
    assert sorted(_status_column(run_cli(capsys, *db, "player", "list", "Cup")[1]).values()) == [
        "playing at table 1", "playing at table 1", "playing at table 2", "playing at table 2"]


def test_end_of_match_step_takes_the_table(cup: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    tables = _tables(capsys, cup)
    assert run_cli(capsys, *cup, "clock", "start", "Cup")[0] == 0
    assert run_cli(capsys, *cup, "clock", "call", "Cup", "--early")[0] == 0
    capsys.readouterr()
    step = ("--first", "a", "--turn", "b", "--points", "5-2", "--stage", "decide")
    code, out, err = run_cli(capsys, *cup, "eom", "step", "Cup", "2", "--round", "1", *step, "--record")
    assert code == 0, err
    assert f"{tables[2][0]} wins the match" in out
    assert f"match result: {tables[2][0]} won" in out
    # The other table still plays: its players read so in the list.
    assert _status_column(run_cli(capsys, *cup, "player", "list", "Cup")[1])[tables[1][0]] == "playing at table 1"


def test_end_of_match_step_names_the_players(cup: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    # Who went first and whose turn it is are said by name or player number, as the judge hears them.
    tables = _tables(capsys, cup)
    first, second = tables[2]
    assert run_cli(capsys, *cup, "clock", "start", "Cup")[0] == 0
    assert run_cli(capsys, *cup, "clock", "call", "Cup", "--early")[0] == 0
    capsys.readouterr()
    number = str(NAMES.index(second) + 1)
    step = ("--first", first, "--turn", number, "--points", "2-5", "--stage", "decide")
    code, out, err = run_cli(capsys, *cup, "eom", "step", "Cup", "2", *step)
    assert code == 0, err
    assert f"{second} wins the match" in out
    outsider = tables[1][0]
    code, out, err = run_cli(capsys, *cup, "eom", "step", "Cup", "2", "--first", outsider, "--turn", first,
                             "--points", "2-5")
    assert (code, out) == (1, "")
    assert err.strip() == f"tourney: error: {outsider} does not play at table 2 of round 1 ({first} against {second})"
    code, out, err = run_cli(capsys, *cup, "eom", "step", "Cup", "2", "--first", "Nobody", "--turn", first,
                             "--points", "2-5")
    assert err.strip() == (f"tourney: error: --first 'Nobody': nobody by that name or number plays at "
                           f"table 2 of round 1 ({first} against {second})")


@pytest.mark.parametrize(("table", "round_", "words"), [
    ("9", None, "round 1 of Cup has no table 9 (it has tables 1 to 2)"),
    ("two", None, "table must be a table number such as 4, not 'two'"),
    ("1", "4", "the event has no round 4"),
])
def test_a_table_that_is_not_there_is_refused_by_name(cup: list[str], capsys: pytest.CaptureFixture[str],
                                                      table: str, round_: str | None, words: str) -> None:
    extra = ["--round", round_] if round_ else []
    for command in (["eom", "step", "Cup", table, *extra, "--first", "a", "--turn", "a", "--points", "1-0"],
                    ["eom", "concede", "Cup", table, "1", *extra],
                    ["clock", "extend", "Cup", table, "60", "--reason", "judge call", *extra],
                    ["deckcheck", "match", "Cup", table, *extra]):
        code, out, err = run_cli(capsys, *cup, *command)
        assert (code, out) == (1, ""), command
        assert err.strip() == f"tourney: error: {words}", command


def test_concede_extend_and_penalty_name_the_table(cup: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    tables = _tables(capsys, cup)
    assert run_cli(capsys, *cup, "clock", "start", "Cup")[0] == 0
    code, out, _ = run_cli(capsys, *cup, "clock", "extend", "Cup", "2", "90", "--reason", "judge call")
    assert (code, out) == (0, "table 2 of round 1: 1:30 extra time in total\n")
    code, out, _ = run_cli(capsys, *cup, "clock", "show", "Cup")
    assert out.splitlines()[1].split() == ["table", "players", "extra", "left", "status"]
    code, out, err = run_cli(capsys, *cup, "penalty", "add", "Cup", tables[1][0], "slow_play",
                             "--judge", "Hana Head", "--table", "2")
    at_table_2 = f"table 2 of round 1 ({tables[2][0]} against {tables[2][1]})"
    assert (code, err) == (1, f"tourney: error: {tables[1][0]} does not play at {at_table_2}\n")
    code, out, err = run_cli(capsys, *cup, "penalty", "add", "Cup", tables[1][0], "slow_play",
                             "--judge", "Hana Head", "--table", "1", "--round", "1")
    assert code == 0 and f"Game Warning for {tables[1][0]}" in out, err
    code, out, err = run_cli(capsys, *cup, "penalty", "add", "Cup", tables[1][0], "slow_play",
                             "--judge", "Hana Head", "--round", "1")
    assert code == 1 and "give the table number too" in err
    assert run_cli(capsys, *cup, "eom", "concede", "Cup", "2", tables[1][0]) == (
        1, "", f"tourney: error: {tables[1][0]} does not play at {at_table_2}\n")
    code, out, _ = run_cli(capsys, *cup, "eom", "concede", "Cup", "1", tables[1][0])
    assert out == (f"table 1 of round 1: {tables[1][0]} conceded; {tables[1][1]} wins "
                   "(recorded as a concession)\n")
