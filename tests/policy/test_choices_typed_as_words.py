"""Roles, infractions and penalties are typed as the lists print them ("Head judge", "slow play",
"Game Loss"), in any case and with spaces or underscores; the stored codes keep working; an
unknown word is refused by naming the choices in words, and the help lists words."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli_run import run_cli


@pytest.fixture
def cup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    db = ("--db", str(tmp_path / "cup.sqlite3"))
    assert run_cli(capsys, *db, "event", "create", "Cup", "--start", "2026-05-02")[0] == 0
    assert run_cli(capsys, *db, "player", "add", "Cup", "Rarity")[0] == 0
    return db


def test_staff_roles_are_typed_as_the_staff_list_prints_them(
        cup: tuple[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, *cup, "staff", "add", "Cup", "Hana Head", "Head Judge")[1] == (
        "Hana Head is head judge at Cup\n")
    assert run_cli(capsys, *cup, "staff", "add", "Cup", "Finn Floor", "floor  judge")[1] == (
        "Finn Floor is floor judge at Cup\n")
    assert run_cli(capsys, *cup, "staff", "add", "Cup", "Sam Score", "scorekeeper")[0] == 0
    assert run_cli(capsys, *cup, "staff", "add", "Cup", "Olga Organizer", "organizer")[0] == 0
    assert run_cli(capsys, *cup, "staff", "add", "Cup", "Finn Floor", "SCOREKEEPER")[0] == 0
    assert run_cli(capsys, *cup, "staff", "remove", "Cup", "Finn Floor", "Floor_Judge")[1] == (
        "Finn Floor is no longer floor judge at Cup\n")
    assert run_cli(capsys, *cup, "staff", "add", "Cup", "Tom", "judge") == (
        1, "", 'tourney: error: unknown staff role \'judge\'; choose one of: "Organizer", '
               '"Head judge", "Floor judge" or "Scorekeeper"\n')
    out = run_cli(capsys, *cup, "staff", "add", "--help")[1]
    assert "Organizer, Head judge, Floor judge or Scorekeeper" in " ".join(out.split())
    assert "head_judge" not in out


def test_infractions_and_penalties_are_typed_as_the_lists_print_them(
        cup: tuple[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run_cli(capsys, *cup, "staff", "add", "Cup", "Hana Head", "head judge")[0] == 0
    code, out, err = run_cli(capsys, *cup, "penalty", "add", "Cup", "Rarity", "slow play", "--judge", "Hana Head")
    assert code == 0, err
    assert out.startswith("Game Warning for Rarity (Slow play)")
    code, out, err = run_cli(capsys, *cup, "penalty", "add", "Cup", "Rarity", "Tardiness", "--judge", "Hana Head",
                             "--penalty", "game warning", "--reason", "the bus was late")
    assert code == 0 and out.startswith("Game Warning for Rarity (Tardiness)"), err
    code, out, err = run_cli(capsys, *cup, "penalty", "add", "Cup", "Rarity", "Drawing_Extra_Cards",
                             "--judge", "Hana Head", "--penalty", "Procedural Error", "--reason", "one card")
    assert code == 0 and out.startswith("Procedural Error for Rarity (Drawing extra cards)"), err
    # The codes still work.
    code, out, _ = run_cli(capsys, *cup, "penalty", "add", "Cup", "Rarity", "outside_assistance",
                           "--judge", "Hana Head", "--penalty", "gw", "--reason", "a word only")
    assert code == 0 and out.startswith("Game Warning for Rarity (Outside assistance)")
    code, _, err = run_cli(capsys, *cup, "penalty", "add", "Cup", "Rarity", "slow", "--judge", "Hana Head")
    assert code == 1 and err.startswith("tourney: error: unknown infraction 'slow'; choose one of: ")
    assert '"Slow play"' in err and '"Collusion or deciding a game by a random method"' in err
    code, _, err = run_cli(capsys, *cup, "penalty", "add", "Cup", "Rarity", "slow play", "--judge", "Hana Head",
                           "--penalty", "warning", "--reason", "x")
    assert err == ('tourney: error: unknown penalty \'warning\'; choose one of: "Procedural Error", '
                   '"Game Warning", "Game Loss" or "Disqualification"\n')
    help_text = " ".join(run_cli(capsys, *cup, "penalty", "add", "--help")[1].split())
    assert "Procedural Error, Game Warning, Game Loss or Disqualification" in help_text
    assert "pe/gw" not in help_text and "infraction code" not in help_text
    listed = run_cli(capsys, *cup, "penalty", "infractions")[1]
    assert "Slow play" in listed and "slow_play" not in listed
