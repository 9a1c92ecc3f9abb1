"""Stable digests of plain-data game states.

A digest is the SHA-256 of canonical JSON (sorted keys, no spaces), so two
states digest alike exactly when their data is equal, on any machine.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


def canonical_json(data: Any) -> str:
    """The one JSON spelling of `data` that digests are taken over."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest(data: Any) -> str:
    """A short hex digest (first 16 hex digits of SHA-256) of canonical JSON."""
    return hashlib.sha256(canonical_json(data).encode("ascii")).hexdigest()[:16]
