"""The engine benchmark deals the theme decks the program ships, wherever the checkout lies.

It looked for them in a folder beside the checkout's parent ("../shared/data/..."), which a
checkout elsewhere does not have: it then stopped with "no .o8d decks in ...". It now finds
them as the program finds all its shipped data, and a --decks folder that is not there is
named as such.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from engine.core.registry import game_system

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "engine.py"


def _run(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    # (run from elsewhere, as a person runs it, the engine as Python: what is measured is not asked)
    env = {**os.environ, "TOURNEY_ENGINE_PURE": "1"}
    return subprocess.run([sys.executable, str(SCRIPT), *argv], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_benchmark_deals_the_shipped_theme_decks(tmp_path: Path) -> None:
    from benchmarks import engine as bench

    table = game_system("mlp").table()
    shipped = [table.read_deck(text, name) for name, text in sorted(table.theme_decks().items())]
    assert len(shipped) == 6
    assert bench.theme_decks(None) == shipped
    done = _run(tmp_path, "--games", "1")
    assert done.returncode == 0, done.stderr
    assert "playouts (uniform bots, theme decks): 1 games" in done.stdout, done.stdout


def test_a_decks_folder_that_is_not_there_is_named(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-folder"
    done = _run(tmp_path, "--games", "1", "--decks", str(missing))
    assert done.returncode == 1
    assert done.stderr.strip() == (f"--decks {missing}: no such folder (it is to hold .o8d deck files; "
                                   "without --decks the theme decks the program ships are played)")
    assert "Traceback" not in done.stderr
