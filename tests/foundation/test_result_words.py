"""A result is typed in the words the program prints, the same at the window's result line and
on the command line: one reader (`tourney.services.results.read_result`)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_run import run_cli
from tourney.errors import ValidationError
from tourney.services.results import read_result


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("a", ("a", None)),
        ("B", ("b", None)),
        ("Draw", ("draw", None)),
        ("d", ("draw", None)),
        ("double loss", ("double_loss", None)),
        ("Double  Loss", ("double_loss", None)),
        ("double_loss", ("double_loss", None)),
        ("x", ("double_loss", None)),
        ("2-1", (None, (2, 1, 0))),
        (" 1-1-1 ", (None, (1, 1, 1))),
    ],
)
def test_a_result_is_read_in_words_letters_or_games(typed: str, expected: tuple) -> None:
    assert read_result(typed) == expected


@pytest.mark.parametrize("typed", ["q", "double", "a b"])
def test_an_unknown_result_names_what_to_type(typed: str) -> None:
    with pytest.raises(ValidationError, match="double loss"):
        read_result(typed)


def test_a_mistyped_game_score_says_how_a_score_looks() -> None:
    with pytest.raises(ValidationError, match="looks like 2-1"):
        read_result("2-x")


def _two_players_paired(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The `--db` option of an event "Cup" whose round 1 pairs Applejack and Rarity at table 1."""
    db = ["--db", str(tmp_path / "cup.db")]
    assert run_cli(capsys, *db, "event", "create", "Cup", "--start", "2026-06-01")[0] == 0
    for name in ("Applejack", "Rarity"):
        assert run_cli(capsys, *db, "player", "add", "Cup", name)[0] == 0
    assert run_cli(capsys, *db, "round", "pair", "Cup")[0] == 0
    assert run_cli(capsys, *db, "round", "publish", "Cup")[0] == 0
    return db


def test_the_command_line_takes_double_loss_in_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _two_players_paired(tmp_path, capsys)
    code, out, err = run_cli(capsys, *db, "round", "result", "Cup", "1", "double loss")
    assert (code, err) == (0, "")
    assert "double loss" in out.casefold()
    code, _out, err = run_cli(capsys, *db, "round", "result", "Cup", "1", "banana", "--correct")
    assert code != 0 and "'banana' is not a result" in err and "Traceback" not in err


def test_one_point_is_counted_in_the_singular(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A loser's single match point (MLP scores a loss 1) reads "1 point", not "1 points"."""
    db = _two_players_paired(tmp_path, capsys)
    code, out, _ = run_cli(capsys, *db, "round", "show", "Cup", "--json")
    loser = json.loads(out)["matches"][0]["player_b_name"]
    assert run_cli(capsys, *db, "round", "result", "Cup", "1", "a")[0] == 0
    code, out, _ = run_cli(capsys, *db, "standings", "Cup", "--explain", loser)
    assert code == 0
    assert f"{loser}: rank 2, 1 point, record 0-1-0" in out
