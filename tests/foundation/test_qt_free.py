"""The engine and the services must work without Qt (headless use, CLI, servers)."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import sys
import engine, engine.core.registry
import tourney.services, tourney.services.events, tourney.services.players
import tourney.services.staff, tourney.services.audit, tourney.db.database
import tourney.cli.db, tourney.cli.event, tourney.cli.player
loaded = sorted(name for name in sys.modules if name.split('.')[0] == 'PySide6')
print(','.join(loaded))
"""


def test_services_and_engine_load_no_pyside6() -> None:
    result = subprocess.run(
        [sys.executable, "-c", CHECK], capture_output=True, text=True, timeout=60, check=True
    )
    assert result.stdout.strip() == ""


def test_the_check_would_notice_pyside6() -> None:
    """Guard against a check that can never fail: importing the GUI does load PySide6."""
    result = subprocess.run(
        [sys.executable, "-c", CHECK.replace("import sys", "import sys, tourney.gui.app", 1)],
        capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    assert "PySide6.QtWidgets" in result.stdout
