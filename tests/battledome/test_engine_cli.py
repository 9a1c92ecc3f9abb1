"""`tourney engine --game battledome play|advance|replay|coverage`: the generic commands on the
Battledome engine, and a bad board-state file refused with the field named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.resources import resource_path
from tests.cli_run import run_cli

DECKS = [str(resource_path("battledome", "decks", name)) for name in ("ember-blaze.txt", "frost-wall.txt")]


def test_play_replay_and_advance_a_battledome_game(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    replay = tmp_path / "game.json"
    code, out, _ = run_cli(capsys, "engine", "--game", "battledome", "play", *DECKS, "--seed", "9", "--replay",
                           str(replay))
    assert code == 0 and "(5.5.9a) The game ends" in out
    result = next(line for line in out.splitlines() if line.startswith("Result:"))
    digest = result.rsplit("digest ", 1)[1]
    code, out, _ = run_cli(capsys, "engine", "replay", str(replay), "--step", "30", "--board", str(tmp_path / "b.json"))
    assert code == 0 and "Step 30 of" in out
    code, out, _ = run_cli(capsys, "engine", "replay", str(replay))
    assert code == 0 and f"digest {digest}" in out  # the replay reproduces the game
    board = json.loads((tmp_path / "b.json").read_text(encoding="utf-8"))
    assert board["format"] == "tourney-battledome-board/1"
    code, out, _ = run_cli(capsys, "engine", "--game", "battledome", "advance", str(tmp_path / "b.json"))
    assert code == 0 and "Pending decision for P" in out


def test_a_bad_board_state_is_refused_naming_the_field(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "tourney-battledome-board/1", "cards": [{"card": "Nope"}]}),
                   encoding="utf-8")
    code, _, err = run_cli(capsys, "engine", "--game", "battledome", "advance", str(bad))
    assert code != 0 and "field cards[0].card, the 1st card listed (Nope): no card has the id or name 'Nope'" in err and "Traceback" not in err


def test_coverage_lists_every_shipped_card(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "engine", "--game", "battledome", "coverage", "--summary")
    assert code == 0 and "(of 63 cards)" in out


@pytest.mark.parametrize("elimination", [(), ("--elimination",)])
def test_call_time_is_refused_plainly_citing_the_rules_that_name_no_end_of_match_procedure(
        capsys: pytest.CaptureFixture[str], elimination: tuple[str, ...]) -> None:
    code, _, err = run_cli(capsys, "engine", "--game", "battledome", "play", *DECKS, "--seed", "2", "--quiet",
                           "--call-time", "3", *elimination)
    assert code != 0 and "Traceback" not in err
    assert ("the Neopets Battledome TCG comprehensive rules name no end-of-match procedure: they set no time "
            "limit and say nothing of Swiss or elimination rounds") in err


def test_a_refused_card_is_placed_by_the_rules_name_of_its_zone(capsys: pytest.CaptureFixture[str],
                                                                 tmp_path: Path) -> None:
    """8.4: "in Player 2's Active Neopet", not the board file's key "active"."""
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "tourney-battledome-board/1",
                               "cards": [{"card": "Nope", "owner": 1, "zone": "active"}]}), encoding="utf-8")
    code, _, err = run_cli(capsys, "engine", "--game", "battledome", "advance", str(bad))
    assert code != 0 and "the 1st card listed (Nope, in Player 2's Active Neopet): no card" in err
    bad.write_text(json.dumps({"format": "tourney-battledome-board/1"}), encoding="utf-8")
    code, _, err = run_cli(capsys, "engine", "--game", "battledome", "advance", str(bad))
    assert code != 0 and "field players[0].active, Player 1's Active Neopet: Player 1 has no Neopet" in err
