"""The files `tourney engine` writes (`advance --out`, `replay --board`, `play --replay`) are
written whole or not at all: a write that fails (a full disk, a file grown past what the
system allows) leaves the file that was there as it was, and is said in words, never as a
traceback; a folder that does not exist is said before a game is played, not after."""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.engine.cardsource import THEME_DECKS
from tests.engine.helpers import Board
from tourney.cli import main

ROOT = Path(__file__).resolve().parents[2]


def _board(tmp_path: Path) -> Path:
    b = Board()
    b.add("PR13", 0, "hand")
    path = tmp_path / "board.json"
    path.write_text(json.dumps(b.doc()), encoding="utf-8")
    return path


def _at_most(size: int) -> None:
    """In the child: files may grow to `size` bytes, and a write past it fails (EFBIG)
    rather than killing the process."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))


def test_a_board_written_over_a_file_that_cannot_hold_it_leaves_that_file_whole(tmp_path):
    board = _board(tmp_path)
    kept = tmp_path / "kept.json"
    before = '{"a board": "written earlier"}'
    kept.write_text(before, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "tourney", "engine", "advance", str(board), "--out", str(kept)],
                          capture_output=True, text=True, cwd=ROOT, env=env, preexec_fn=lambda: _at_most(2000))
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert f"cannot write {kept}: " in done.stderr and "nothing was written" in done.stderr, done.stderr
    assert kept.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.json", "kept.json"]  # (no part file left)


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full here")
def test_a_full_disk_is_said_in_words(tmp_path, capsys):
    board = _board(tmp_path)
    assert main(["engine", "advance", str(board), "--out", "/dev/full"]) == 1
    err = capsys.readouterr().err
    assert "cannot write /dev/full: the disk is full" in err and "Traceback" not in err
    assert Path("/dev/full").is_char_device()  # (written into, never renamed over)


def test_play_refuses_a_replay_in_a_missing_folder_before_the_game(tmp_path, capsys):
    missing = tmp_path / "no such folder" / "game.json"
    assert main(["engine", "play", str(THEME_DECKS[0]), str(THEME_DECKS[1]), "--replay", str(missing)]) == 1
    captured = capsys.readouterr()
    assert f"cannot write {missing}: the folder {missing.parent} does not exist" in captured.err
    assert "Result:" not in captured.out and "(102.1)" not in captured.out


def test_an_advanced_board_written_over_its_own_file_keeps_its_mode(tmp_path, capsys):
    board = _board(tmp_path)
    board.chmod(0o640)
    assert main(["engine", "advance", str(board), "--out", str(board)]) == 0
    assert "Board state written to" in capsys.readouterr().out
    assert json.loads(board.read_text(encoding="utf-8"))["pending"] is not None
    assert board.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.json"]  # (no part file left)
