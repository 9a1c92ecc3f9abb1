"""Shared test set-up: Qt runs offscreen; paths to the shared reference data."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PROJECT_ROOT = Path(__file__).resolve().parents[1]
SHARED_DIR = PROJECT_ROOT.parent / "shared"
OCTGN_DIR = SHARED_DIR / "data" / "octgn-mlpccg"
RULES_DIR = SHARED_DIR / "rules"


@pytest.fixture(scope="session")
def octgn_dir() -> Path:
    if not OCTGN_DIR.is_dir():
        pytest.skip(f"shared OCTGN data not found at {OCTGN_DIR}")
    return OCTGN_DIR
