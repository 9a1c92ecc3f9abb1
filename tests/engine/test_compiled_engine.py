"""The compiled engine is used only while it matches its source, and plays as the Python does.

`tests/engine/test_playout_digests.py` pins twelve seeded games recorded with the
engine running as Python; when the build is present the whole suite, those games
included, runs on it. These tests check the loading rule itself and that the
build really is what runs.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from importlib.machinery import ExtensionFileLoader
from pathlib import Path

import pytest

from engine import compiled
from engine.compiled import (
    MANIFEST,
    MANIFEST_VERSION,
    CompiledModuleFinder,
    read_manifest,
    source_sha256,
)

ROOT = Path(__file__).resolve().parents[2]


def _tree(tmp_path: Path, source: str = "X = 1\n") -> tuple[Path, Path]:
    """A package `pkg` with module `pkg.mod`, and a build folder holding a file for it."""
    (tmp_path / "src" / "pkg").mkdir(parents=True)
    (tmp_path / "src" / "pkg" / "__init__.py").write_text("")
    (tmp_path / "src" / "pkg" / "mod.py").write_text(source)
    (tmp_path / "build" / "pkg").mkdir(parents=True)
    (tmp_path / "build" / "pkg" / "mod.so").write_bytes(b"")
    return tmp_path / "src", tmp_path / "build"


def test_a_module_whose_source_matches_its_build_loads_from_the_build(tmp_path: Path) -> None:
    src, build = _tree(tmp_path)
    entry = {"sha256": source_sha256(src / "pkg" / "mod.py"), "file": "pkg/mod.so"}
    finder = CompiledModuleFinder(build, {"pkg.mod": entry}, source_root=src)
    spec = finder.find_spec("pkg.mod")
    assert spec is not None
    assert isinstance(spec.loader, ExtensionFileLoader)
    assert spec.origin == str(build / "pkg" / "mod.so")
    assert finder.loaded == ["pkg.mod"]
    assert finder.find_spec("pkg") is None  # (not in the build: the ordinary finders load it)


def test_an_edited_module_loads_from_its_source_not_its_stale_build(tmp_path: Path) -> None:
    src, build = _tree(tmp_path)
    entry = {"sha256": source_sha256(src / "pkg" / "mod.py"), "file": "pkg/mod.so"}
    (src / "pkg" / "mod.py").write_text("X = 2\n")
    finder = CompiledModuleFinder(build, {"pkg.mod": entry}, source_root=src)
    assert finder.find_spec("pkg.mod") is None
    assert finder.stale == ["pkg.mod"]
    assert finder.loaded == []


def test_a_module_whose_pxd_was_added_or_edited_loads_from_its_source(tmp_path: Path) -> None:
    src, build = _tree(tmp_path)
    plain = source_sha256(src / "pkg" / "mod.py")
    (src / "pkg" / "mod.pxd").write_text("cdef long X\n")
    typed = source_sha256(src / "pkg" / "mod.py")
    assert typed != plain
    for entry, found in ((plain, None), (typed, "pkg/mod.so")):
        finder = CompiledModuleFinder(build, {"pkg.mod": {"sha256": entry, "file": "pkg/mod.so"}}, source_root=src)
        spec = finder.find_spec("pkg.mod")
        assert (spec and spec.origin) == (found and str(build / found))
    (src / "pkg" / "mod.pxd").write_text("cdef long long X\n")
    finder = CompiledModuleFinder(build, {"pkg.mod": {"sha256": typed, "file": "pkg/mod.so"}}, source_root=src)
    assert finder.find_spec("pkg.mod") is None and finder.stale == ["pkg.mod"]


def test_a_missing_build_file_or_source_falls_back_to_python(tmp_path: Path) -> None:
    src, build = _tree(tmp_path)
    entry = {"sha256": source_sha256(src / "pkg" / "mod.py"), "file": "pkg/gone.so"}
    assert CompiledModuleFinder(build, {"pkg.mod": entry}, source_root=src).find_spec("pkg.mod") is None
    entry = {"sha256": entry["sha256"], "file": "pkg/mod.so"}
    (src / "pkg" / "mod.py").unlink()
    assert CompiledModuleFinder(build, {"pkg.mod": entry}, source_root=src).find_spec("pkg.mod") is None


@pytest.mark.parametrize("text", ["", "{not json", '{"version": 99, "modules": {"a": {}}}', '{"version": 1}',
                                  "[1, 2]", '{"version": 1, "modules": {"a": 5, "b": {"sha256": 1, "file": "x"}}}'])
def test_a_damaged_or_foreign_manifest_means_no_build(tmp_path: Path, text: str) -> None:
    if text:
        (tmp_path / MANIFEST).write_text(text)
    assert read_manifest(tmp_path) == {}


def test_a_manifest_lists_its_modules(tmp_path: Path) -> None:
    modules = {"pkg.mod": {"sha256": "ab", "file": "pkg/mod.so"}}
    (tmp_path / MANIFEST).write_text(json.dumps({"version": MANIFEST_VERSION, "modules": modules}))
    assert read_manifest(tmp_path) == modules


def _built_modules() -> dict[str, dict[str, str]]:
    return read_manifest(compiled.build_dir())


@pytest.mark.skipif(not _built_modules(), reason="the engine is not compiled here (scripts/compile_engine.py)")
@pytest.mark.skipif(os.environ.get(compiled.PURE_ENV, "") not in ("", "0"),
                    reason="TOURNEY_ENGINE_PURE is set: the engine runs as Python on purpose")
def test_the_built_engine_modules_are_the_ones_running() -> None:
    import engine.mlp.state.game  # noqa: F401  (the game and everything it imports)

    built = _built_modules()
    fresh = {m for m, e in built.items()
             if compiled.source_path(m).is_file()  # (a build older than a module's move names its old path)
             and source_sha256(compiled.source_path(m)) == e["sha256"] and m in sys.modules}
    assert fresh, "no compiled module was imported"
    for module in fresh:
        assert sys.modules[module].__file__ == str(compiled.build_dir() / built[module]["file"])
    assert set(compiled.compiled_modules()) >= fresh
    assert compiled.describe().startswith(f"engine: {len(compiled.compiled_modules())} modules compiled")


@pytest.mark.skipif(not _built_modules(), reason="the engine is not compiled here (scripts/compile_engine.py)")
def test_running_as_python_is_one_setting_away() -> None:
    code = "import engine.mlp.state.game, engine.compiled as c; print(engine.mlp.state.game.__file__); print(c.describe())"
    env = {**os.environ, "TOURNEY_ENGINE_PURE": "1"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert out == [str(ROOT / "engine" / "mlp" / "state" / "game.py"), "engine: pure Python"]


def _compiler_script():
    spec = importlib.util.spec_from_file_location("compile_engine", ROOT / "scripts" / "compile_engine.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(importlib.util.find_spec("Cython") is None or shutil.which("cc") is None,
                    reason="Cython or a C compiler is missing")
def test_a_module_compiled_by_the_build_script_runs_compiled(tmp_path: Path) -> None:
    src = tmp_path / "src"
    (src / "pkgcompiled").mkdir(parents=True)
    (src / "pkgcompiled" / "__init__.py").write_text("")
    (src / "pkgcompiled" / "sums.py").write_text("def total(values):\n    return sum(_twice(v) for v in values)\n\n\n"
                                                 "def _twice(v):\n    return v * 2\n")
    # the .pxd beside a module gives its build C types: `_twice` becomes a C function
    (src / "pkgcompiled" / "sums.pxd").write_text("cdef long _twice(long v)\n")
    script = _compiler_script()
    built = script.compile_modules(["pkgcompiled.sums"], tmp_path / "build", 1, root=src)
    assert built == {"pkgcompiled.sums": str(Path("pkgcompiled") / f"sums{sysconfig.get_config_var('EXT_SUFFIX')}")}
    entry = {"sha256": source_sha256(src / "pkgcompiled" / "sums.py"), "file": built["pkgcompiled.sums"]}
    finder = CompiledModuleFinder(tmp_path / "build", {"pkgcompiled.sums": entry}, source_root=src)
    sys.path.insert(0, str(src))
    sys.meta_path.insert(0, finder)
    try:
        sums = importlib.import_module("pkgcompiled.sums")
        assert sums.__file__ == str(tmp_path / "build" / built["pkgcompiled.sums"])
        assert sums.total([1, 2, 3]) == 12
        assert not hasattr(sums, "_twice")  # (a C function: compiled with the .pxd)
    finally:
        sys.meta_path.remove(finder)
        sys.path.remove(str(src))
        for name in ("pkgcompiled.sums", "pkgcompiled"):
            sys.modules.pop(name, None)


@pytest.mark.skipif(importlib.util.find_spec("Cython") is None or shutil.which("cc") is None,
                    reason="Cython or a C compiler is missing")
def test_a_build_in_a_used_work_folder_is_compiled_anew(tmp_path: Path) -> None:
    """The profile-guided build compiles twice in one folder: the second compile must not
    take the first's objects (an instrumented engine would be the one installed)."""
    src = tmp_path / "src"
    (src / "pkgtwice").mkdir(parents=True)
    (src / "pkgtwice" / "__init__.py").write_text("")
    (src / "pkgtwice" / "twice.py").write_text("def twice(n):\n    return 2 * n\n")
    script = _compiler_script()
    work = tmp_path / "work"
    counts = tmp_path / "counts"
    generate = [script.PROFILE_GENERATE.format(counts)]
    first = script.compile_modules(["pkgtwice.twice"], tmp_path / "instrumented", 1, root=src, work=work,
                                   flags=generate, link_flags=generate)
    second = script.compile_modules(["pkgtwice.twice"], tmp_path / "final", 1, root=src, work=work)
    instrumented = (tmp_path / "instrumented" / first["pkgtwice.twice"]).read_bytes()
    final = (tmp_path / "final" / second["pkgtwice.twice"]).read_bytes()
    assert b"gcov" in instrumented
    assert b"gcov" not in final


@pytest.mark.skipif(importlib.util.find_spec("Cython") is None, reason="Cython is missing")
def test_a_module_left_as_python_loses_its_build(tmp_path: Path) -> None:
    """A module moved to `LEFT_AS_PYTHON` (a build that misbehaved) must stop loading its
    old build at the next set-up, even when nothing else needs compiling."""
    script = _compiler_script()
    options = script.options_key()
    wanted = {m: script.source_sha256(script.source_path(m, ROOT)) for m in script.engine_modules()}
    left = sorted(script.LEFT_AS_PYTHON)[0]
    listed = {m: {"sha256": sha, "file": f"{m}.so", "options": options}
              for m, sha in {**wanted, left: "an old build"}.items()}
    for entry in listed.values():
        (tmp_path / entry["file"]).write_bytes(b"")
    script.write_manifest(tmp_path, listed)
    assert script.bring_up_to_date(tmp_path, options, force=False, quiet=True, jobs=1) == 0
    after = read_manifest(tmp_path)
    assert left not in after and set(after) == set(wanted)


def test_the_build_folder_is_named_by_the_abi_tag_sysconfig_gives() -> None:
    """`build_dir` reads the tag from the import system's extension suffixes, not from
    `sysconfig` (not loaded for it): the two name the same folder, the one
    `scripts/compile_engine.py` builds into."""
    tag = sysconfig.get_config_var("EXT_SUFFIX").removeprefix(".").removesuffix(".so").removesuffix(".pyd")
    assert compiled.build_dir(Path("root")) == Path("root") / "build" / "engine-compiled" / tag
