"""`tourney --version` prints the one version string, read from the package metadata."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_version_command_prints_the_package_version() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "tourney", "--version"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=60, check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"tourney {metadata.version('tourney')}"
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert f'version = "{metadata.version("tourney")}"' in pyproject
