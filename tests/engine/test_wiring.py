"""The engine's layers are joined before first use, whichever module a program imports first.

Imports point one way (`test_layers.py`); a lower layer calls up through hooks that
`engine.mlp.wiring` fills, and the package's `__init__` imports the wiring. Python runs
a package's `__init__` before any module in it, so importing the lowest module alone, in
a clean interpreter, must give a joined engine: every hook filled, the frame-handler
table and the runners complete.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.core.hooks import HookNotFilled, Hooks

ROOT = Path(__file__).resolve().parents[2]

_IMPORT_THE_KERNEL_ALONE = """
import sys
import engine.mlp.state.game  # the lowest module of the runtime, and nothing else
# (the hook modules import nothing but engine.core: reading them joins nothing)
from engine.mlp.effects import hooks as effects_hooks
from engine.mlp.state import hooks as state_hooks
from engine.mlp.values import hooks as values_hooks
from engine.mlp.state.ops import HANDLERS
hooks = state_hooks.ALL + values_hooks.ALL + effects_hooks.ALL
print([f"{h.supplier}.{name}" for h in hooks for name in h.missing()])
print(all(name in HANDLERS for name in ("turn", "setup", "faceoff")))
abilities = sys.modules.get("engine.mlp.effects.abilities")
# the wording families' runners (a per-card module's load with the first text that needs it)
print(abilities is not None and len(abilities.RUNNERS) > 80)
"""


def test_importing_the_kernel_alone_joins_the_whole_engine() -> None:
    done = subprocess.run([sys.executable, "-c", _IMPORT_THE_KERNEL_ALONE], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["[]", "True", "True"]


def test_a_hook_not_filled_says_so() -> None:
    hooks = Hooks("engine.toy.rules", ("resolve",))
    assert hooks.missing() == ["resolve"]
    with pytest.raises(HookNotFilled, match=r"engine\.toy\.rules\.resolve .* not filled"):
        hooks.resolve(None)
    with pytest.raises(AttributeError, match="no hook 'other'"):
        hooks.other  # noqa: B018

    class Rules:
        @staticmethod
        def resolve(game: object) -> str:
            return "resolved"

    hooks.fill(Rules)  # (any object with the names: the wiring passes modules)
    assert hooks.missing() == [] and hooks.resolve(None) == "resolved"
