"""Every engine module can be the first one a program imports.

The rules modules import each other in cycles (card-text runners register on
import); a cycle that only works from one entry point breaks a user's script or a
single test file run alone, so each module is imported first in a clean interpreter.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_IMPORT_EACH_FIRST = """
import importlib, sys
failed = []
for name in sys.argv[1:]:
    for loaded in [m for m in sys.modules if m == "engine" or m.startswith("engine.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception as exc:  # report every module that fails, not only the first
        failed.append(f"{name}: {type(exc).__name__}: {exc}")
print("\\n".join(failed))
sys.exit(1 if failed else 0)
"""


def _engine_modules() -> list[str]:
    names = []
    for path in sorted((ROOT / "engine").rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_every_engine_module_imports_first() -> None:
    modules = _engine_modules()
    assert "engine.mlp.state.game" in modules and "engine.mlp.effects.control" in modules
    done = subprocess.run([sys.executable, "-c", _IMPORT_EACH_FIRST, *modules], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
