"""Where the shared reference data is: the OCTGN card data (`data/octgn-mlpccg`: set files
and theme decks) and the comprehensive rules (`rules`), which the tests and the card
benchmark read but the checkout does not hold.

One setting says where for both: `TOURNEY_SHARED_DIR`, the folder holding `data/` and
`rules/`; unset, the folder `shared` beside the checkout.
"""

from __future__ import annotations

import os
from pathlib import Path

SETTING = "TOURNEY_SHARED_DIR"
PROJECT_ROOT = Path(__file__).resolve().parents[1]
OCTGN = Path("data") / "octgn-mlpccg"
RULES = Path("rules")


def shared_dir() -> Path:
    """The shared data folder: the one `TOURNEY_SHARED_DIR` names, else `shared` beside
    the checkout."""
    named = os.environ.get(SETTING, "").strip()
    return Path(named).expanduser() if named else PROJECT_ROOT.parent / "shared"


def is_set() -> bool:
    """Does `TOURNEY_SHARED_DIR` name the folder (rather than the folder beside the checkout
    being looked in)?"""
    return bool(os.environ.get(SETTING, "").strip())


def missing(folder: Path, what: str) -> str:
    """What to tell someone when `folder` (`what` it should hold) is not there: where it was
    looked for, why there, and how to say where it is."""
    if is_set():
        why = f"{SETTING} is set to {os.environ[SETTING].strip()}"
    else:
        why = f"{SETTING} is not set, so the folder 'shared' beside the checkout was looked in"
    return (f"{what} was not found: there is no folder {folder} ({why}); set {SETTING} to the shared data "
            f"folder, the one holding {OCTGN} and {RULES}")
