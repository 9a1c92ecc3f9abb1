"""Engine tests: the long soak tests (marked `slow`) run only when asked for.

Run them with `pytest tests/engine -m slow` or TOURNEY_RUN_SLOW=1 (scripts/test sets it
unless TOURNEY_RUN_SLOW=0 is given).
"""

from __future__ import annotations

import os

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    here = [item for item in items if "tests/engine" in str(item.fspath).replace("\\", "/")]
    if "slow" in (config.getoption("-m") or "") or os.environ.get("TOURNEY_RUN_SLOW", "0") not in (
        "",
        "0",
    ):
        return
    skip = pytest.mark.skip(reason="soak test: run with -m slow")
    for item in here:
        if "slow" in item.keywords:
            item.add_marker(skip)
