"""The engine and the Qt-free packages must work without Qt (headless use, CLI, servers)."""

from __future__ import annotations

import subprocess
import sys

# Imports every module of the packages that must not need Qt, then lists what
# of PySide6 got loaded.
CHECK = """
import importlib, pkgutil, sys
roots = ["engine", "tourney.services", "tourney.db", "tourney.pairing", "tourney.policy",
         "tourney.reports", "tourney.cli"]
for root in roots:
    package = importlib.import_module(root)
    for info in pkgutil.walk_packages(package.__path__, root + "."):
        if ".migrations.versions" in info.name or info.name.endswith(".migrations.env"):
            continue  # Alembic loads these itself, inside a migration
        importlib.import_module(info.name)
loaded = sorted(name for name in sys.modules if name.split('.')[0] == 'PySide6')
print(','.join(loaded))
"""


def test_engine_and_services_load_no_pyside6() -> None:
    result = subprocess.run(
        [sys.executable, "-c", CHECK], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == ""


def test_the_check_would_notice_pyside6() -> None:
    """Guard against a check that can never fail: importing the GUI does load PySide6."""
    probe = "import sys, tourney.gui.app\n" + CHECK[CHECK.index("loaded = ") :]
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    assert "PySide6.QtWidgets" in result.stdout
