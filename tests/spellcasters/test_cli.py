"""`tourney engine --game spellcasters play | advance | replay | coverage`."""

from __future__ import annotations

import json
import re

from engine.core.resources import resource_path
from engine.spellcasters.table import spellcasters_table
from tests.spellcasters.games import sample_halves
from tourney.cli import main

HARMONY = resource_path("spellcasters", "decks", "harmony.txt")
CHAOS = resource_path("spellcasters", "decks", "chaos.txt")


def test_play_replay_advance_and_coverage(tmp_path, capsys) -> None:
    replay = tmp_path / "game.json"
    board = tmp_path / "board.json"
    assert main(["engine", "--game", "spellcasters", "play", str(HARMONY), str(CHAOS), "--seed", "4",
                 "--replay", str(replay)]) == 0
    out = capsys.readouterr().out
    assert "(SC 5.1) A Location picked at random is placed face-down" in out
    assert "Result: P" in out and "(SC 8." in out
    assert json.loads(replay.read_text())["system"] == "spellcasters"
    assert main(["engine", "replay", str(replay), "--step", "12", "--board", str(board)]) == 0
    out = capsys.readouterr().out
    assert "Step 12 of" in out and "Pending decision" in out
    document = json.loads(board.read_text())
    assert document["format"] == "tourney-spellcasters-board/1"
    assert main(["engine", "--game", "spellcasters", "advance", str(board), "--answer", "end",
                 "--out", str(tmp_path / "next.json")]) == 0
    out = capsys.readouterr().out
    assert "valid board state" in out and "answered: Cast no more Spells and end the turn\n" in out, out
    assert "(SC 6.6)" in out
    assert main(["engine", "--game", "spellcasters", "coverage", "--summary"]) == 0
    assert "missing 0" in capsys.readouterr().out


def test_a_bad_board_is_refused_with_its_field(tmp_path, capsys) -> None:
    board = tmp_path / "board.json"
    board.write_text(json.dumps({"format": "tourney-spellcasters-board/1", "turn": "two"}))
    assert main(["engine", "--game", "spellcasters", "advance", str(board)]) != 0
    err = capsys.readouterr().err
    assert "field" in err and "Traceback" not in err


def _board_at_the_first_cards(tmp_path):
    """A board of seed 3's first turn at its first card-playing decision (SC 6.2)."""
    table = spellcasters_table()
    game = table.new_game(table.make_setup(sample_halves(), 3))
    while game.s["step"] != "main":  # (the set-up answered by default, to the first turn's cards)
        game.submit(table.default_answer(game.pending()))
    path = tmp_path / "board.json"
    path.write_text(json.dumps(table.export_board(game)), encoding="utf-8")
    return path


def test_a_typed_answer_the_stop_takes_back_is_refused_not_dropped(tmp_path, capsys) -> None:
    """--answer mana|11 --answer end --until end-of-step: "end" would end the card-playing step,
    so the game (which stops only at decisions) stops before it; the judge is told it was not given."""
    path = _board_at_the_first_cards(tmp_path)
    assert main(["engine", "--game", "spellcasters", "advance", str(path), "--answer", "mana|11", "--answer", "end",
                 "--until", "end-of-step"]) != 0
    captured = capsys.readouterr()
    assert "-- 1 answer given; the next answer (End the turn) ends the card-playing step of turn 1" in captured.out
    assert "answer 'end': not given: the engine stopped at the end of the step before it" in captured.err


def test_advance_until_again_at_the_stop_gives_the_answer_that_ends_the_step(tmp_path, capsys) -> None:
    """A board saved where --until stopped, advanced with --until again, steps on to the end of
    the next card-playing step (as the match table's button pressed again does), not 0 answers."""
    path, stop = _board_at_the_first_cards(tmp_path), tmp_path / "stop.json"
    until = ["--until", "end-of-step"]
    assert main(["engine", "--game", "spellcasters", "advance", str(path), "--answer", "mana|11", *until,
                 "--out", str(stop)]) == 0
    assert "ends the card-playing step of turn 1" in capsys.readouterr().out
    assert main(["engine", "--game", "spellcasters", "advance", str(stop), *until]) == 0
    printed = capsys.readouterr().out
    assert "answer 1 (default): Player 1: End the turn" in printed and "0 answers" not in printed
    assert "ends the card-playing step of turn 2" in printed


def test_the_printed_log_says_the_players_as_people_call_them(tmp_path, capsys) -> None:
    """A terminal's log says "Player 1" or the name --player gave, never the engine's own "P0"."""
    replay = tmp_path / "game.json"
    assert main(["engine", "--game", "spellcasters", "play", str(HARMONY), str(CHAOS), "--seed", "4",
                 "--player", "Rarity Belle", "--replay", str(replay)]) == 0
    played = capsys.readouterr().out
    assert "Rarity Belle draws a card" in played and "Player 2 draws a card" in played
    assert main(["engine", "replay", str(replay), "--step", "12"]) == 0
    replayed = capsys.readouterr().out
    for out in (played, replayed):
        assert not re.search(r"\bP[01]\b", out), out
