"""Engine tests: the long soak tests (marked `slow`) run only when asked for.

Run them with `pytest tests/engine -m slow` (or set TOURNEY_RUN_SLOW=1).
"""

from __future__ import annotations

import os

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("-m") or "") or os.environ.get("TOURNEY_RUN_SLOW"):
        return
    skip = pytest.mark.skip(reason="soak test: run with -m slow")
    for item in items:
        if "slow" in item.keywords and "tests/engine" in str(item.fspath).replace("\\", "/"):
            item.add_marker(skip)
