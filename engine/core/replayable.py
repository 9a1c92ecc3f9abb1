"""What a game must offer to be replayed, stepped back and shown on the match table.

The replay cursor (`engine.core.replay`) and the match table's rules (`engine.core.table`)
both drive a game through these five calls and nothing more; the protocol lives apart from
either so that each can name it without importing the other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from engine.core.decision import Decision


class ReplayableGame(Protocol):
    """What a game must offer for replays and keyframes."""

    def pending(self) -> Decision | None: ...

    def submit(self, answer: str | Sequence[str]) -> None: ...

    def snapshot(self) -> Any: ...

    def restore(self, snapshot: Any) -> None: ...

    def digest(self) -> str: ...
