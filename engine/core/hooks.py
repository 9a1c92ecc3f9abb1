"""Hooks: what a lower layer of a game calls that a higher layer defines.

A game package is built in layers whose imports point one way (the state kernel never
imports the effects that run on it). Yet the kernel must, say, ask whether a
replacement effect takes the place of a card leaving play, and the values layer must
ask how a static ability applies. The lower layer declares here, by name, each
function (or table) it calls upward; the game's wiring module fills the names from the
higher module once, when the game package is imported, as the frame-handler table is
filled by the modules that define handlers.

A call through a hook reads like a call into the module that defines it
(`replacement.replace(game, ...)`), costs one attribute lookup like a module's, and a
name left unfilled fails with a message saying so instead of doing nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import ModuleType
from typing import Any


class HookNotFilled(LookupError):
    """A declared hook was called before the game's wiring filled it."""


class Hooks:
    """Named slots for one higher module's functions and tables, filled by the wiring."""

    def __init__(self, supplier: str, names: Iterable[str]) -> None:
        self._supplier = supplier
        self._names = tuple(names)

    @property
    def supplier(self) -> str:
        """The module whose names fill these hooks (for messages)."""
        return self._supplier

    @property
    def names(self) -> tuple[str, ...]:
        return self._names

    def fill(self, module: ModuleType | type) -> None:
        """Take each declared name from `module` (the one that defines them)."""
        for name in self._names:
            setattr(self, name, getattr(module, name))

    def missing(self) -> list[str]:
        """The declared names not filled yet."""
        return [name for name in self._names if name not in vars(self)]

    def __getattr__(self, name: str) -> Any:
        # (only reached when `name` is not filled: a filled name is a plain attribute)
        if name in self.__dict__.get("_names", ()):
            raise HookNotFilled(f"{self._supplier}.{name} is called through a hook that is not filled:"
                                f" the game package's wiring has not run")
        raise AttributeError(f"no hook {name!r} is declared for {self.__dict__.get('_supplier', '?')}")
