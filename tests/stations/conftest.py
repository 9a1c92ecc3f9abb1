"""Station race tests: the soak variant (marked `slow`) runs only when asked for.

Run it with `pytest tests/stations -m slow` or TOURNEY_RUN_SLOW=1.
"""

from __future__ import annotations

import os

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("-m") or "") or os.environ.get("TOURNEY_RUN_SLOW", "0") not in (
        "",
        "0",
    ):
        return
    skip = pytest.mark.skip(reason="soak test: run with -m slow")
    for item in items:
        if "tests/stations" in str(item.fspath).replace("\\", "/") and "slow" in item.keywords:
            item.add_marker(skip)
