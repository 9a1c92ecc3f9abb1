"""Where `advance --until` stops in a Battledome game, and how the stops and questions name it.

The Battle Phase has the steps its rules name (5.5.4-5.5.7) after its beginning (5.5.2):
`--until end-of-step` stops after each, through the same service the command line and the
match table use (`TableRules.advance_until`).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.battledome.table import battledome_table
from tests.battledome.engine_helpers import position
from tourney.cli import main

RULES = battledome_table()
HANDS = [(p, "inventory", "Bloom Codestone") for p in (0, 1) for _ in range(2)]
"""Cards to discard for Crunchy Crumble, so each player may act in every window."""
BATTLE = [(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump"),
          (0, "inventory", "Crunchy Crumble"), (1, "inventory", "Crunchy Crumble"), *HANDS]


def _stops(game, until: str, count: int) -> list[str]:
    """Where `count` stops in a row say the game stood, each answered past by the default."""
    said = []
    for _ in range(count):
        said.append(RULES.advance_until(game, until).stopped.split(" ends ", 1)[1])
        game.submit(RULES.default_answer(game.pending()))
    return said


def test_the_battle_phase_stops_after_each_step_its_rules_name() -> None:
    game = position(BATTLE, start="battle")
    assert _stops(game, "end-of-step", 5) == [
        "the beginning of the Battle Phase of turn 5", "the Attack Step (Battle Phase) of turn 5",
        "the Defence Step (Battle Phase) of turn 5", "the Agility Step (Battle Phase) of turn 5",
        "the Damage Step (Battle Phase) of turn 5",
    ]
    # the end of the phase is still the whole Battle Phase
    game = position(BATTLE, start="battle")
    assert _stops(game, "end-of-phase", 1) == ["the Battle Phase of turn 5"]
    assert game.s["phase"] == "end"


def test_the_priority_question_and_the_heading_name_the_step() -> None:
    game = position(BATTLE, start="battle")
    game.submit(["pass"])  # (P0 passes at the beginning of the Battle Phase; P1 passes too)
    game.submit(["pass"])
    assert game.pending().prompt == "P0 has priority in the Attack Step (Battle Phase)"
    assert RULES.position(game, 0, 0).summary == "Round 1 · turn 5 · Player 1's Attack Step (Battle Phase)"


def test_the_beginning_of_a_turn_is_not_named_the_end_of_the_turn_before() -> None:
    """5.1: a window at the beginning of the turn (The Gloom Baron's trigger) stands in the
    Beginning of Turn, after the End of Turn of the turn before."""
    game = position([*BATTLE, (0, "faerie", "The Gloom Baron")], start="end", active=1)
    stops = _stops(game, "end-of-phase", 2)
    assert stops[0] == "the End of Turn 5"
    assert stops[1] == "the Beginning of Turn 6"


def test_a_knock_out_stands_in_the_end_of_round_until_the_next_round_begins() -> None:
    """5.5.7e: the round ends at once; the new Neopets are chosen in its End of Round (5.5.12)."""
    game = position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump", {"damage": 11}),
                     (0, "neopets", "Red Stonebeak"), (1, "neopets", "Green Puddlewump")],
                    frames=[{"op": "game"}, {"op": "turn", "i": 5}, {"op": "battle", "i": 5}], phase="battle",
                    step="damage", dice={"attack": [6, 6], "defence": []})
    assert RULES.stage(game) == (5, "battle", "end_of_round")
    advanced = RULES.advance_until(game, "end-of-step")
    assert advanced.stopped == "the next answer (Green Puddlewump #4) ends the End of Round of turn 5"
    game.submit(RULES.default_answer(game.pending()))
    assert RULES.stage(game)[0] == 6 and RULES.stage(game)[2] == ""  # (round 2 goes on from its first turn)


def test_advance_until_end_of_step_on_a_battle_board_names_the_step(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    game = position(BATTLE, start="battle")
    game.submit(["pass"])
    game.submit(["pass"])  # (both pass: the Attack Step begins)
    path = tmp_path / "attack.json"
    path.write_text(json.dumps(RULES.export_board(game)), encoding="utf-8")
    assert main(["engine", "--game", "battledome", "advance", str(path), "--until", "end-of-step"]) == 0
    printed = capsys.readouterr().out
    assert "-- 1 answer given; the next answer (Pass) ends the Attack Step (Battle Phase) of turn 5" in printed
    assert "Player 2 has priority in the Attack Step (Battle Phase)" in printed
    assert json.loads(path.read_text(encoding="utf-8"))["step"] == "attack"


def test_advance_until_again_on_the_board_saved_at_the_stop_steps_on_to_the_next_stop(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A board saved where `--until end-of-step` stopped stands at the answer that ends the step:
    advanced with `--until end-of-step` again, it gives that answer and stops at the end of the
    next step, as the match table's button pressed again does, instead of giving 0 answers."""
    game = position(BATTLE, start="battle")
    game.submit(["pass"])
    game.submit(["pass"])  # (both pass: the Attack Step begins)
    board, stop, next_stop = (tmp_path / name for name in ("attack.json", "stop.json", "next.json"))
    board.write_text(json.dumps(RULES.export_board(game)), encoding="utf-8")
    until = ["--until", "end-of-step"]
    assert main(["engine", "--game", "battledome", "advance", str(board), *until, "--out", str(stop)]) == 0
    assert "ends the Attack Step (Battle Phase) of turn 5" in capsys.readouterr().out
    assert main(["engine", "--game", "battledome", "advance", str(stop), *until, "--out", str(next_stop)]) == 0
    printed = capsys.readouterr().out
    assert "-- 2 answers given; the next answer (Pass) ends the Defence Step (Battle Phase) of turn 5" in printed
    assert "answer 1 (default): Player 2 (Battle Phase): Pass" in printed and "5.5.5c" in printed  # (the Attack Step ended)
    assert json.loads(next_stop.read_text(encoding="utf-8"))["step"] == "defence"
