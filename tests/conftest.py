"""Shared test set-up: Qt runs offscreen; paths to the shared reference data."""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Property tests draw the same examples on every run, so a red test suite always means a
# change broke something; `HYPOTHESIS_PROFILE=explore` draws fresh ones to look for new bugs
# (add each one found as an @example).
settings.register_profile("default", derandomize=True)
settings.register_profile("explore", derandomize=False, max_examples=200)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

PROJECT_ROOT = Path(__file__).resolve().parents[1]
SHARED_DIR = PROJECT_ROOT.parent / "shared"
OCTGN_DIR = SHARED_DIR / "data" / "octgn-mlpccg"
RULES_DIR = SHARED_DIR / "rules"


@pytest.fixture(scope="session")
def _backup_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One folder per test under this, made only when a test backs something up."""
    root = tmp_path_factory.mktemp("backups")
    return (root / str(number) for number in itertools.count(1))


@pytest.fixture(autouse=True)
def private_backup_folder(
    _backup_folders: Iterator[Path], monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Event backups made by any test (publishing a round makes one) go to a fresh folder.

    Never the user's own data folder; child processes (the CLI) inherit the variable.
    """
    folder = next(_backup_folders)
    monkeypatch.setenv("TOURNEY_BACKUP_DIR", str(folder))
    return folder


@pytest.fixture(scope="session")
def octgn_dir() -> Path:
    if not OCTGN_DIR.is_dir():
        pytest.skip(f"shared OCTGN data not found at {OCTGN_DIR}")
    return OCTGN_DIR


@pytest.fixture(autouse=True)
def writes_hold_the_event_lock() -> Iterator[None]:
    """Every test checks that each write to an event's data holds that event's lock."""
    from tests import lock_guard

    lock_guard.install()
    lock_guard.violations.clear()
    yield
    found = list(lock_guard.violations)
    lock_guard.violations.clear()
    assert not found, "writes without lock_event: " + "; ".join(found)
