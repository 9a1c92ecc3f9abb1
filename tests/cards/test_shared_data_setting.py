"""The shared reference data (OCTGN card data, rules) is found where `TOURNEY_SHARED_DIR`
says, by the tests and the card benchmark alike, and a folder that is not there is said
plainly: a checkout that is not beside the shared folder still runs the tests that need it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests import shared_data

ROOT = Path(__file__).resolve().parents[2]
A_TEST_READING_IT = "tests/cards/test_search.py::test_cli_import_writes_a_database"


def _run(args: list[str], shared: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, shared_data.SETTING: str(shared), "TOURNEY_RUN_SLOW": "0"}
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


def test_the_tests_read_the_octgn_data_where_the_setting_says(tmp_path: Path, octgn_dir: Path) -> None:
    """A shared folder elsewhere (here a link to the data in a folder of its own) is where the
    tests read it; a setting naming a folder without it fails the test that needs it, saying
    where it looked and what to set, rather than skipping it unseen."""
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "data").mkdir(parents=True)
    (elsewhere / "data" / "octgn-mlpccg").symlink_to(octgn_dir, target_is_directory=True)
    ran = _run(["-m", "pytest", A_TEST_READING_IT, "-q", "-p", "no:cacheprovider", "-rs"], elsewhere)
    assert ran.returncode == 0 and "1 passed" in ran.stdout, ran.stdout + ran.stderr
    nowhere = tmp_path / "nowhere"
    ran = _run(["-m", "pytest", A_TEST_READING_IT, "-q", "-p", "no:cacheprovider", "-rs"], nowhere)
    assert ran.returncode == 1 and "1 error" in ran.stdout, ran.stdout + ran.stderr
    assert f"there is no folder {nowhere / 'data' / 'octgn-mlpccg'} (TOURNEY_SHARED_DIR is set to {nowhere}); " \
        "set TOURNEY_SHARED_DIR to the shared data folder" in ran.stdout, ran.stdout


def test_the_card_benchmark_reads_the_octgn_data_where_the_setting_says(tmp_path: Path) -> None:
    """`benchmarks/cards.py` looks for the OCTGN data where the tests do: a setting naming a
    folder without it stops it with the same words (and status 2) before anything is measured."""
    nowhere = tmp_path / "nowhere"
    ran = _run(["benchmarks/cards.py", "--runs", "1"], nowhere)
    assert ran.returncode == 2, ran.stdout + ran.stderr
    assert ran.stderr.strip() == f"cards.py: the shared OCTGN card data was not found: there is no folder " \
        f"{nowhere / 'data' / 'octgn-mlpccg'} (TOURNEY_SHARED_DIR is set to {nowhere}); set TOURNEY_SHARED_DIR " \
        "to the shared data folder, the one holding data/octgn-mlpccg and rules", ran.stderr
