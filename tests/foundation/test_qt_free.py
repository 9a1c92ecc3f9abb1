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
def pyside6_modules():
    return ",".join(sorted(name for name in sys.modules if name.split(".")[0] == "PySide6"))
print(pyside6_modules())
import tourney.gui.app  # the guard: a check that cannot fail would be worthless
print(pyside6_modules())
"""


def test_engine_and_services_load_no_pyside6() -> None:
    result = subprocess.run(
        [sys.executable, "-c", CHECK], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr
    without_gui, with_gui = result.stdout.splitlines()
    assert without_gui == ""
    assert "PySide6.QtWidgets" in with_gui.split(",")
