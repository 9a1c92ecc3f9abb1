"""Few tries per phone: wrong codes and forms are counted per network address.

Codes are short enough to type, so guessing one must be slow: after
`MAX_WRONG` wrong codes within `WINDOW_SECONDS` a phone is refused for the
rest of the window, right code or not. Every form sent counts too
(`MAX_FORMS`), so nobody floods the scorekeeper's Rounds tab.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

WINDOW_SECONDS = 60.0
MAX_WRONG = 5
MAX_FORMS = 30


class Tries:
    """Counts per address over a sliding window (memory only: a restart forgives)."""

    def __init__(
        self,
        *,
        max_wrong: int = MAX_WRONG,
        max_forms: int = MAX_FORMS,
        window: float = WINDOW_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_wrong = max_wrong
        self.max_forms = max_forms
        self.window = window
        self.clock = clock
        self._wrong: dict[str, deque[float]] = {}
        self._forms: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def _recent(self, table: dict[str, deque[float]], address: str) -> deque[float]:
        times = table.setdefault(address, deque())
        cutoff = self.clock() - self.window
        while times and times[0] < cutoff:
            times.popleft()
        return times

    def refused(self, address: str) -> bool:
        """Whether this address has used up its tries for now."""
        with self._lock:
            return (
                len(self._recent(self._wrong, address)) >= self.max_wrong
                or len(self._recent(self._forms, address)) >= self.max_forms
            )

    def form_sent(self, address: str) -> None:
        with self._lock:
            self._recent(self._forms, address).append(self.clock())

    def wrong_code(self, address: str) -> None:
        with self._lock:
            self._recent(self._wrong, address).append(self.clock())
