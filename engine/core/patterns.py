"""Regular expressions compiled the first time they are used, not as their module loads.

A module that answers one command (the "why not?" questions of `tourney engine why`) is
imported by every command that loads its game's rules engine; compiling its patterns as
it loads would make `tourney engine play` wait for work it never needs
(`tests/engine/test_startup.py`). A `Pattern` stands where `re.compile(...)` would, and
answers the same calls.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any


class Pattern:
    """`re.compile(pattern, flags)`, made when one of its methods is first called."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def is_compiled(self) -> bool:
        """Whether the pattern has been used (and so compiled) yet."""
        return self._compiled is not None

    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def match(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.compiled().match(text, pos)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.compiled().fullmatch(text)

    def search(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.compiled().search(text, pos)

    def sub(self, replacement: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return self.compiled().sub(replacement, text, count)

    def split(self, text: str, maxsplit: int = 0) -> list[Any]:
        return self.compiled().split(text, maxsplit)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(text)

    def findall(self, text: str) -> list[Any]:
        return self.compiled().findall(text)
