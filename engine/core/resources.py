"""Locate the data files the program ships in `resources/`.

One helper for every caller, so a checkout (where `resources/` sits beside the
packages) and an installed wheel (where the build copies it to
`engine/_resources`) behave the same.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parents[1]


def resources_dir() -> Path:
    """The folder holding the shipped data, wherever the program was installed from."""
    checkout = _PACKAGE_DIR.parent / "resources"
    if checkout.is_dir():
        return checkout
    installed = _PACKAGE_DIR / "_resources"
    if installed.is_dir():
        return installed
    raise FileNotFoundError(
        f"shipped resources not found (looked in {checkout} and {installed}); "
        "reinstall the program"
    )


def resource_path(*parts: str) -> Path:
    """Path of one shipped resource, e.g. `resource_path("mlp", "cards.json")`."""
    return resources_dir().joinpath(*parts)
