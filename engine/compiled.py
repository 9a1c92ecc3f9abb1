"""Use the rules engine's compiled modules when they were built from the source in this tree.

`scripts/compile_engine.py` compiles the hot engine modules with Cython into
`build/engine-compiled/<python ABI>/` beside a manifest holding each module's
source SHA-256 (with its `.pxd`, where one gives its build C types). The same Python source runs either way; compiled it counts about
a fifth fewer instructions and plays about a fifth faster. A compiled module is
used only while its source is byte for byte the one it was built from, so an
edited module runs as the edited Python at once, never as a stale build.
Setting `TOURNEY_ENGINE_PURE=1` runs everything as Python (for profilers and
debuggers, which see into Python code only). An installed wheel has no build
folder and runs as Python.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec
from pathlib import Path
from types import ModuleType

PURE_ENV = "TOURNEY_ENGINE_PURE"
MANIFEST = "manifest.json"
MANIFEST_VERSION = 1

# the folder holding the `engine` package: module `a.b.c` has its source at a/b/c.py under it
SOURCE_ROOT = Path(__file__).resolve().parent.parent


def build_dir(source_root: Path = SOURCE_ROOT) -> Path:
    """Where the compiled modules for this Python (its ABI tag) live."""
    # (the ABI-tagged suffix comes first, as `sysconfig`'s EXT_SUFFIX gives it: that module is
    # not loaded for it, an engine run as Python has no build to look for)
    suffix = EXTENSION_SUFFIXES[0] if EXTENSION_SUFFIXES else ".so"
    tag = suffix.removeprefix(".").removesuffix(".so").removesuffix(".pyd") or "default"
    return source_root / "build" / "engine-compiled" / tag


def source_sha256(path: Path) -> str:
    """The hash a module's build is kept under: of its source, and of the `.pxd` beside it
    when it has one (the C types its build is compiled with; rng.pxd), so that editing
    either runs the module as Python until it is compiled again."""
    digest = hashlib.sha256(path.read_bytes())
    types = path.with_suffix(".pxd")
    if types.is_file():
        digest.update(b"\0pxd\0" + types.read_bytes())
    return digest.hexdigest()


def source_path(module: str, source_root: Path = SOURCE_ROOT) -> Path:
    return source_root.joinpath(*module.split(".")).with_suffix(".py")


def read_manifest(folder: Path) -> dict[str, dict[str, str]]:
    """The compiled modules listed in `folder`'s manifest ({} when there is none or it is
    unreadable: a damaged build only means running as Python)."""
    try:
        data = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != MANIFEST_VERSION:
        return {}
    modules = data.get("modules")
    if not isinstance(modules, dict):
        return {}
    return {name: entry for name, entry in modules.items()
            if isinstance(entry, dict) and isinstance(entry.get("sha256"), str)
            and isinstance(entry.get("file"), str)}


class CompiledModuleFinder:
    """Finds the compiled build of an engine module whose source still matches it.

    Modules it does not serve (not compiled, edited since, build file missing) fall
    through to the ordinary finders and load from their Python source. (A meta path
    finder needs only `find_spec`: not deriving from `importlib.abc.MetaPathFinder`
    spares every start a slow import.)
    """

    def __init__(self, folder: Path, modules: dict[str, dict[str, str]],
                 source_root: Path = SOURCE_ROOT) -> None:
        self.folder = folder
        self.modules = modules
        self.source_root = source_root
        self.loaded: list[str] = []
        self.stale: list[str] = []

    def find_spec(self, fullname: str, path: object = None, target: ModuleType | None = None) -> ModuleSpec | None:
        entry = self.modules.get(fullname)
        if entry is None:
            return None
        try:
            current = source_sha256(source_path(fullname, self.source_root))
        except OSError:
            return None
        if current != entry.get("sha256"):
            self.stale.append(fullname)
            return None
        binary = self.folder / entry.get("file", "")
        if not binary.is_file():
            return None
        self.loaded.append(fullname)
        spec = ModuleSpec(fullname, ExtensionFileLoader(fullname, str(binary)), origin=str(binary))
        spec.has_location = True  # (`__file__` names the build)
        return spec


_finder: CompiledModuleFinder | None = None


def install() -> None:
    """Put the finder first on `sys.meta_path` (once; nothing when running as Python)."""
    global _finder
    if _finder is not None or os.environ.get(PURE_ENV, "") not in ("", "0"):
        return
    folder = build_dir()
    modules = read_manifest(folder)
    if not modules:
        return
    _finder = CompiledModuleFinder(folder, modules)
    sys.meta_path.insert(0, _finder)


def compiled_modules() -> list[str]:
    """The engine modules loaded from their compiled build so far."""
    return sorted(_finder.loaded) if _finder is not None else []


def stale_modules() -> list[str]:
    """Engine modules loaded as Python because their source changed after the build."""
    return sorted(_finder.stale) if _finder is not None else []


def describe() -> str:
    """One line for benchmarks and bug reports: how the engine is running."""
    loaded = compiled_modules()
    if not loaded:
        return "engine: pure Python"
    stale = stale_modules()
    extra = f"; {len(stale)} edited since the build run as Python ({', '.join(stale)})" if stale else ""
    return f"engine: {len(loaded)} modules compiled{extra}"
