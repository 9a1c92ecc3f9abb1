"""Station race tests: the soak variant (marked `slow`) runs only when asked for by name.

`pytest tests/stations -m slow` runs it (5,000 races, about five minutes on two
cores). Unlike the engine's soak tests it is left out even when
TOURNEY_RUN_SLOW is set, so `./scripts/test` and CI stay within minutes; the
regular race test (1,000 races over both stores) always runs.
"""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="race soak test: run with -m slow")
    for item in items:
        if "tests/stations" in str(item.fspath).replace("\\", "/") and "slow" in item.keywords:
            item.add_marker(skip)
