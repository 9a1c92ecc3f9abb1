"""A module imported the first time one of its names is read, declared at the top of the
module that uses it.

Some parts of a game serve one command or one screen: the "why not?" reader, the coverage
report, Sealed Deck and Booster Draft, the OCTGN set-file importer. Imported with the rules
engine, every command would wait for them (`tourney engine play`'s start-up,
`benchmarks/startup.py`). Declared as `why = DeferredModule("engine.mlp.why")` beside the
other imports, the dependency stays where a reader (and the layer check,
`tests/engine/test_layers.py`) sees it, and the module loads when the first of its names is
used.
"""

from __future__ import annotations

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
            self._module = import_module(self.name)
        return getattr(self._module, attribute)
