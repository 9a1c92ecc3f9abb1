"""Shared test set-up: Qt runs offscreen, the user's home and settings are kept apart;
paths to the shared reference data (`tests/shared_data.py`: `TOURNEY_SHARED_DIR`)."""

from __future__ import annotations

import itertools
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests import shared_data

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The user's own home, where the program keeps their settings: no test reads or writes
# it. From here on, before Qt or any of the program is loaded, the home and settings
# folders are a temporary one (each test then gets its own, `private_home` below), and
# the user's own database and station name from the environment are not seen.
REAL_HOME = Path(os.path.expanduser("~"))
SHARED_DIR = shared_data.shared_dir()  # (read before the home is replaced: "~/..." is the user's)
_SESSION_HOME = Path(tempfile.mkdtemp(prefix="tourney-tests-home-"))
_USERS_OWN_CHOICES = ("TOURNEY_DB", "TOURNEY_STATION")


def _home_variables(home: Path) -> dict[str, str]:
    """The environment that makes `home` the home and settings folders (Linux, macOS, BSD)."""
    return {
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_CACHE_HOME": str(home / ".cache"),
    }


os.environ.update(_home_variables(_SESSION_HOME))
for _name in _USERS_OWN_CHOICES:
    os.environ.pop(_name, None)


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


# Property tests draw the same examples on every run, so a red test suite always means a
# change broke something; `HYPOTHESIS_PROFILE=explore` draws fresh ones to look for new bugs
# (add each one found as an @example).
settings.register_profile("default", derandomize=True)
settings.register_profile("explore", derandomize=False, max_examples=200)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

PROJECT_ROOT = Path(__file__).resolve().parents[1]
# (the shared data folder: `TOURNEY_SHARED_DIR`, else the folder beside the checkout)
OCTGN_DIR = SHARED_DIR / shared_data.OCTGN
RULES_DIR = SHARED_DIR / shared_data.RULES


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
def _home_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """One home folder per test under this."""
    root = tmp_path_factory.mktemp("homes")
    return (root / str(number) for number in itertools.count(1))


@pytest.fixture(autouse=True)
def private_home(_home_folders: Iterator[Path], monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Every test starts with an empty home and settings folders of its own, never the user's.

    The station's name, the window's settings (Qt's settings files), the default
    database and anything saved to the home folder land there, so no test sees
    what another one (or the user) kept. Child processes inherit the folders.
    Qt reads where its settings files are only once, so they are pointed at the
    test's folder here too. The test fails if it wrote in the user's real home
    anyway (`tests/home_guard.py`).
    """
    from tests import home_guard

    home = next(_home_folders)
    home.mkdir()
    for name, value in _home_variables(home).items():
        monkeypatch.setenv(name, value)
    if "PySide6.QtCore" in sys.modules:  # (a test loading Qt later finds the folder itself)
        from PySide6.QtCore import QSettings

        for settings_format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(settings_format, QSettings.Scope.UserScope, str(home / ".config"))
    home_guard.install(REAL_HOME, PROJECT_ROOT)
    home_guard.violations.clear()
    yield home
    found = list(home_guard.violations)
    home_guard.violations.clear()
    assert not found, "written in the user's own home folder: " + "; ".join(found)


@pytest.fixture(scope="session")
def octgn_dir() -> Path:
    """The shared OCTGN card data: a test needing it is skipped when it is not beside the
    checkout, and fails when `TOURNEY_SHARED_DIR` names a folder without it (a wrong setting
    is said, not hidden in a skip)."""
    if not OCTGN_DIR.is_dir():
        said = shared_data.missing(OCTGN_DIR, "the shared OCTGN card data")
        if shared_data.is_set():
            pytest.fail(said, pytrace=False)
        pytest.skip(said)
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
