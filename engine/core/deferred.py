"""A module imported the first time one of its names is read, declared at the top of the
module that uses it.

Some parts of a game serve one command or one screen: the "why not?" reader, the coverage
report, Sealed Deck and Booster Draft, the OCTGN set-file importer. Imported with the rules
engine, every command would wait for them (`tourney engine play`'s start-up,
`benchmarks/startup.py`). Declared as `why = DeferredModule("engine.mlp.why")` beside the
other imports, the dependency stays where a reader (and the layer check,
`tests/engine/test_layers.py`) sees it, and the module loads when the first of its names is
used.

Loading a module is start-up work wherever it happens: its functions, classes and tables live
as long as the process, so the cyclic garbage collector, which would walk them for no garbage,
is paused while it loads, as a command's own start-up pauses it (`tourney.cli._startup`).
"""

from __future__ import annotations

import gc
from importlib import import_module
from types import ModuleType
from typing import Any


class DeferredModule:
    """Stands for the module `name`, imported when one of its attributes is first read."""

    __slots__ = ("_module", "name")

    def __init__(self, name: str) -> None:
        self.name = name
        self._module: ModuleType | None = None

    @property
    def is_loaded(self) -> bool:
        """Whether the module has been asked for (and so imported) yet."""
        return self._module is not None

    def __getattr__(self, attribute: str) -> Any:
        # (called only for names the object itself lacks: the module's)
        if self._module is None:
            self._module = _load(self.name)
        return getattr(self._module, attribute)


def _load(name: str) -> ModuleType:
    """Import the module `name` with the garbage collector paused (and running again after, if
    it ran before)."""
    was_running = gc.isenabled()
    gc.disable()
    try:
        return import_module(name)
    finally:
        if was_running:
            gc.enable()
