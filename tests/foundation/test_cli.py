"""The CLI end to end: every call goes through `tourney.cli.main` on a real file database."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.foundation.conftest import REV0001_FIXTURE
from tourney.cli import main
from tourney.db import migrations

PROJECT_ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "cli.sqlite3")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_player_import_refuses_a_line_whose_name_is_a_number_and_imports_nobody(
    db_path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A line holding only "1042" registered a player named 1042, and a line "1044,Applejack"
    one named 1044 with the number Applejack. Each is refused with its line number, the file
    is imported whole or not at all, and the same file with the names written imports."""
    db = ["--db", db_path]
    assert run(capsys, *db, "event", "create", "Canterlot Cup", "--start", "2026-06-01")[0] == 0
    csv_file = tmp_path / "players.csv"
    csv_file.write_text("Twilight Sparkle,1001\n1042\nRarity,1003\n1044,Applejack\n# 1045\n",
                        encoding="utf-8")
    code, out, err = run(capsys, *db, "player", "import", "Canterlot Cup", str(csv_file))
    assert code == 1 and out == ""
    assert err.splitlines() == [
        "tourney: error: players.csv: 3 bad rows, nothing was imported:",
        "line 2: '1042' is a number, not a name: the player's name is missing (write name,player number)",
        "line 4: '1044' is a number, not a name: write the player's name first, then their number",
        "line 5: '# 1045' is a number, not a name: the player's name is missing (write name,player number)",
    ], err
    assert run(capsys, *db, "player", "list", "1")[1].startswith("no players")
    csv_file.write_text("Twilight Sparkle,1001\nSpike,1042\nRarity,1003\nApplejack,1044\n", encoding="utf-8")
    assert run(capsys, *db, "player", "import", "Canterlot Cup", str(csv_file))[1].startswith("imported 4 players")


def test_player_add_and_edit_refuse_a_name_that_is_a_number_as_import_does(
    db_path: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`player add 1 1042` registered a player named 1042, which `player import` refuses: add
    and edit refuse it in the import's words, and nobody is registered or renamed."""
    db = ["--db", db_path]
    assert run(capsys, *db, "event", "create", "Canterlot Cup", "--start", "2026-06-01")[0] == 0
    for name in ("1042", "# 1042"):
        code, out, err = run(capsys, *db, "player", "add", "1", name)
        assert code == 1 and out == ""
        assert err == (f"tourney: error: {name!r} is a number, not a name: type the player's "
                       "name (a player number goes in its own place)\n"), err
    assert run(capsys, *db, "player", "list", "1")[1].startswith("no players")
    assert run(capsys, *db, "player", "add", "1", "Spike", "--number", "1042")[0] == 0
    code, _, err = run(capsys, *db, "player", "edit", "1", "Spike", "--name", "1042")
    assert code == 1 and "'1042' is a number, not a name" in err
    assert "Spike" in run(capsys, *db, "player", "list", "1")[1]


def test_event_and_player_round_trip(
    db_path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", db_path]
    code, out, _ = run(capsys, *db, "event", "create", "Canterlot Cup", "--start", "2026-06-01",
                       "--venue", "Castle", "--tier", "2")  # fmt: skip
    assert code == 0 and "created event 1: Canterlot Cup" in out

    csv_file = tmp_path / "players.csv"
    csv_file.write_text("name,player_number\nRarity,102\nApplejack\n", encoding="utf-8")
    assert run(capsys, *db, "player", "import", "Canterlot Cup", str(csv_file))[1].startswith(
        "imported 2 players"
    )
    code, out, _ = run(capsys, *db, "player", "add", "1", "Twilight Sparkle", "--number", "101")
    assert (code, out) == (0, "registered Twilight Sparkle (#101) in Canterlot Cup\n")  # no id to read
    assert run(capsys, *db, "player", "drop", "1", "Rarity")[1] == (
        "Rarity (#102): dropped before round 1\n"
    )
    assert run(capsys, *db, "player", "late", "1", "101", "3")[1] == (
        "Twilight Sparkle (#101): late entry (round 3)\n"
    )
    code, out, _ = run(capsys, *db, "player", "edit", "1", "Applejack", "--number", "103")
    assert code == 0

    code, out, _ = run(capsys, *db, "player", "list", "1", "--json")
    listed = json.loads(out)
    assert [(p["name"], p["player_number"]) for p in listed] == [
        ("Applejack", "103"),
        ("Rarity", "102"),
        ("Twilight Sparkle", "101"),
    ]
    assert listed[1]["dropped_after_round"] == 0 and listed[2]["late_entry_round"] == 3

    run(capsys, *db, "player", "add", "1", "Rairty")
    assert run(capsys, *db, "player", "remove", "1", "Rairty")[1] == (
        "removed Rairty from Canterlot Cup\n"
    )
    assert run(capsys, *db, "player", "undrop", "1", "Rarity")[1] == (
        "Rarity (#102): back in the event, waiting for round 1\n")
    code, out, _ = run(capsys, *db, "player", "list", "1")
    assert "3 players, 3 active" in out
    assert out.splitlines()[0].split() == ["name", "number", "status", "seed", "pinned", "table"]  # no ids

    code, out, _ = run(capsys, *db, "event", "edit", "1", "--name", "Summer Cup", "--rounds", "5")
    assert code == 0 and "Summer Cup" in out and "swiss rounds  5" in out
    code, out, _ = run(capsys, *db, "event", "list", "--json")
    assert json.loads(out)[0]["player_count"] == 3
    code, out, _ = run(capsys, *db, "event", "show", "summer cup")
    assert "tier          2" in out
    assert "game system   My Little Pony CCG" in out and "format        Harmony" in out  # names, not option keys
    code, out, _ = run(capsys, *db, "event", "list")
    assert "My Little Pony CCG" in out and "Harmony" in out and " mlp " not in out and "harmony" not in out


def test_user_errors_say_what_and_where(db_path: str, capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--db", db_path]
    run(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01")
    code, _, err = run(capsys, *db, "player", "add", "1", "  ")
    assert code == 1 and err == "tourney: error: player name: must not be empty\n"
    run(capsys, *db, "player", "add", "1", "Rarity")
    code, _, err = run(capsys, *db, "player", "add", "1", "rarity")
    assert code == 1 and "a player named 'Rarity' is already registered" in err
    code, _, err = run(capsys, *db, "player", "import", "1", "/nonexistent/players.csv")
    assert code == 1 and "file not found" in err
    code, _, err = run(capsys, *db, "event", "show", "Nope")
    assert code == 1 and "no event named 'Nope'" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["event", "create", "Cup", "--start", "2026-13-01"], "invalid date '2026-13-01'"),
        (["event", "create", "Cup"], "the following arguments are required: --start"),
        (["player", "list", "1", "--colour"], "unrecognized arguments: --colour"),
        (["event", "create", "Cup", "--start", "2026-06-01", "--tier", "7"], "invalid choice"),
    ],
)
def test_bad_options_exit_2_with_a_message(
    db_path: str, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["--db", db_path, *argv])
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


def test_csv_with_a_bad_row_imports_nothing(
    db_path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--db", db_path]
    run(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01")
    csv_file = tmp_path / "bad.csv"
    csv_file.write_text("Rarity\n\n,12\nSpike\n", encoding="utf-8")
    code, _, err = run(capsys, *db, "player", "import", "1", str(csv_file))
    assert code == 1
    assert "bad.csv: 1 bad row, nothing was imported" in err and "line 3: name" in err
    assert run(capsys, *db, "player", "list", "1", "--json")[1].strip() == "[]"


def _stdin(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    """What `-` reads: the text piped in, as a shell would give it."""
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode("utf-8"))))


def test_counts_and_standard_input_are_said_in_plain_words(
    db_path: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = ["--db", db_path]
    run(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01")
    _stdin(monkeypatch, "Rarity,7\n")
    assert run(capsys, *db, "player", "import", "1", "-")[1] == "imported 1 player into Cup\n"
    assert run(capsys, *db, "player", "list", "1")[1].endswith("\n1 player, 1 active\n")
    _stdin(monkeypatch, "Problems (10)\n")
    code, _, err = run(capsys, *db, "deck", "register", "-", "--event", "1", "--player", "7")
    assert (code, err) == (1, "tourney: error: the list given on standard input: no card lines found\n")
    _stdin(monkeypatch, "Problems (10)\n")
    code, _, err = run(capsys, "deck", "validate", "-")
    assert (code, err) == (1, "tourney: error: the list given on standard input: no card lines found\n")
    _stdin(monkeypatch, "name\n")
    code, _, err = run(capsys, *db, "player", "import", "1", "-")
    assert (code, err) == (1, "tourney: error: the list given on standard input: no players found\n")


def test_db_commands(db_path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "--db", db_path, "db", "path")[1].strip() == db_path
    code, out, _ = run(capsys, "--db", db_path, "db", "info", "--json")
    assert json.loads(out)["status"].startswith("new")
    old = tmp_path / "old.sqlite3"
    old.write_bytes(REV0001_FIXTURE.read_bytes())
    code, out, _ = run(capsys, "--db", str(old), "db", "info")
    assert "revision  0001" in out and "older schema" in out
    code, out, _ = run(capsys, "--db", str(old), "db", "upgrade")
    assert f"upgraded schema 0001 -> {migrations.head_revision()}" in out
    assert "backup of the old database" in out
    code, out, _ = run(capsys, "--db", str(old), "db", "info", "--json")
    info = json.loads(out)
    assert info["status"] == "up to date" and info["events"] == 1 and info["people"] == 2
    not_db = tmp_path / "notes.txt"
    not_db.write_text("hello", encoding="utf-8")
    code, _, err = run(capsys, "--db", str(not_db), "event", "list")
    assert code == 1 and "is not a tourney database" in err


def test_tourney_db_env_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "env.sqlite3"
    monkeypatch.setenv("TOURNEY_DB", str(path))
    run(capsys, "event", "create", "Env Cup", "--start", "2026-06-01")
    assert path.exists()
    assert "Env Cup" in run(capsys, "event", "list")[1]


def test_installed_console_script(tmp_path: Path) -> None:
    """The `tourney` entry point installed in the virtual environment works end to end."""
    script = Path(sys.executable).with_name("tourney")
    if not script.exists():
        script = PROJECT_ROOT / ".venv" / "bin" / "tourney"
    if not script.exists():
        pytest.skip("the tourney console script is not installed")
    env = {**os.environ, "TOURNEY_DB": str(tmp_path / "installed.sqlite3")}
    created = subprocess.run(
        [str(script), "event", "create", "Installed Cup", "--start", "2026-06-01", "--json"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )  # fmt: skip
    assert created.returncode == 0, created.stderr
    assert json.loads(created.stdout)["name"] == "Installed Cup"


def test_help_lists_the_command_groups(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["--help"])
    assert caught.value.code == 0
    out = capsys.readouterr().out
    for group in ("db", "event", "player"):
        assert f"    {group} " in out


PLAYER_FILE_COMMANDS = {
    "player import": ("player", "import", "Cup"),
    "eligibility list --file": ("eligibility", "list", "Cup", "suspended", "--file"),
}
"""The commands that read a file about players, each with the file's name coming last."""


@pytest.mark.parametrize("command", PLAYER_FILE_COMMANDS)
@pytest.mark.parametrize(
    ("name", "data", "said"),
    [
        ("gone.csv", None, "{folder}/gone.csv: file not found"),  # the path as typed
        ("latin.csv", "name\nRarity,7\nZoë,8\n".encode("cp1252"),
         'latin.csv: line 3: not UTF-8 text; save the file as "CSV UTF-8" and import it again'),
        ("empty.csv", b"", "empty.csv: the file is empty, no players found"),
        ("blank.csv", b"\n  \n", "blank.csv: the file is empty, no players found"),
        ("header.csv", b"name,player number\n", "header.csv: no players found"),
        ("columns.csv", b"Rarity,7\nZoe,8,extra\n",
         "columns.csv: 1 bad row, nothing was imported:\n"
         "line 2: expected name[,player number]; this line has 3 fields, separated by ','"),
    ],
    ids=("missing", "not-utf8", "empty", "blank", "header-only", "columns"),
)
def test_files_about_players_are_refused_in_the_same_words(
    db_path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
    command: str, name: str, data: bytes | None, said: str,
) -> None:
    """Player import and the eligibility lists read their files with one reader: a missing
    file, one that is not UTF-8 text, an empty one and a line with too many columns are each
    refused naming the file (and the line), and nothing is changed."""
    db = ["--db", db_path]
    assert run(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01", "--tier", "2")[0] == 0
    assert run(capsys, *db, "eligibility", "list", "Cup", "suspended", "Trixie")[0] == 0
    file = tmp_path / name
    if data is not None:
        file.write_bytes(data)
    code, out, err = run(capsys, *db, *PLAYER_FILE_COMMANDS[command], str(file))
    assert (code, out) == (1, "")
    assert err == f"tourney: error: {said.format(folder=tmp_path)}\n"
    assert run(capsys, *db, "player", "list", "Cup")[1] == "no players in Cup yet\n"
    assert run(capsys, *db, "player", "add", "Cup", "Trixie")[0] == 0
    assert "Trixie is on the suspended list" in run(capsys, *db, "eligibility", "check", "Cup")[1]


def test_an_eligibility_list_file_reads_as_a_players_file(
    db_path: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A list as the organizer is handed it: a players file (header, name and number), or a
    number or a name a line; a line's number is what is listed, so a namesake is not refused."""
    db = ["--db", db_path]
    assert run(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01", "--tier", "2")[0] == 0
    for player, number in (("Daniel Kim", "1036"), ("Daniel Kim", "1041"), ("Amy Lee", "1050"),
                           ("Zoë Park", "1060")):
        assert run(capsys, *db, "player", "add", "Cup", player, "--number", number)[0] == 0
    listed = tmp_path / "suspended.csv"
    listed.write_bytes("\ufeffname;player number\nDaniel Kim;1036\n1050\n".encode())
    assert run(capsys, *db, "eligibility", "list", "Cup", "suspended", "--file", str(listed))[1] == (
        "suspended list of Cup: 2 entries\n"
    )
    _stdin(monkeypatch, "Zoë Park\n")
    assert run(capsys, *db, "eligibility", "list", "Cup", "qualified", "--file", "-")[1] == (
        "qualified list of Cup: 1 entry\n"
    )
    findings = json.loads(run(capsys, *db, "eligibility", "check", "Cup", "--json")[1])["findings"]
    assert {f["player_name"] for f in findings if "suspended" in f["message"]} == {
        "Daniel Kim (1036)", "Amy Lee"}
    assert not any("qualif" in f["message"] for f in findings)
