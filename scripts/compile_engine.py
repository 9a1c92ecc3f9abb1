"""Compile the rules engine's hot modules with Cython (see `engine/compiled.py`).

Run: .venv/bin/python scripts/compile_engine.py [--force] [--jobs N]
`scripts/setup` runs it after installing the packages. Only modules whose source
changed since their last build are compiled again. Exit status 0 even when a
module cannot be compiled (it then runs as Python, and this says so); 1 only
when Cython or a C compiler is missing altogether, which `scripts/setup`
reports and goes on.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["TOURNEY_ENGINE_PURE"] = "1"  # (this script reads the engine's source, not its build)

from engine.compiled import MANIFEST, MANIFEST_VERSION, build_dir, read_manifest, source_sha256  # noqa: E402

# the packages whose modules run in a game's inner loop
PACKAGES = ("engine/core", "engine/mlp")
# modules left as Python, with the reason
LEFT_AS_PYTHON = {
    "engine.core.resources": "finds the shipped files from its own __file__",
    "engine.mlp.boardstate": "read once per file loaded; Cython refuses its starred list displays",
}
# Cython's reading of the source: exactly Python's semantics. Annotations are not
# enforced as C types (a few say `list` where a tuple also comes; enforcing them
# saved under 1% of the instructions). Functions stay introspectable Python-like
# objects (`binding`), which also counted 3% fewer instructions than without.
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False}
# -O2 without debug info builds in half the time of Python's own -O3 -g and counts 1%
# more instructions than -O3 (the work is in CPython's calls); no warnings about the
# generated C.
C_FLAGS = ["-O2", "-g0", "-w"]


def engine_modules() -> list[str]:
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).glob("*.py")):
            if path.name != "__init__.py":
                module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                if module not in LEFT_AS_PYTHON:
                    found.append(module)
    return found


def options_key() -> str:
    """Builds made with another Cython or other directives are redone."""
    import Cython

    return hashlib.sha256(json.dumps([Cython.__version__, DIRECTIVES, C_FLAGS], sort_keys=True).encode()).hexdigest()


def compile_modules(modules: list[str], out: Path, jobs: int) -> dict[str, str]:
    """Compile each module into `out`; returns module -> built file (relative to `out`) for
    those that compiled, printing why the others did not."""
    from Cython.Build import cythonize
    from Cython.Compiler.Errors import CompileError
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    with tempfile.TemporaryDirectory(prefix="engine-compile-") as tmp:
        extensions = []
        for module in modules:
            source = str(ROOT.joinpath(*module.split(".")).with_suffix(".py"))
            try:
                extensions += cythonize([Extension(module, [source], extra_compile_args=C_FLAGS)], build_dir=tmp, quiet=True,
                                        compiler_directives=DIRECTIVES, force=True)
            except CompileError as exc:
                print(f"compile_engine: {module} stays Python (Cython: {exc})", file=sys.stderr)
        if not extensions:
            return {}
        command = build_ext(Distribution({"name": "tourney-engine-compiled", "ext_modules": extensions}))
        command.build_lib = str(out)
        command.build_temp = str(Path(tmp) / "objects")
        command.parallel = jobs
        command.ensure_finalized()
        command.run()
        return {ext.name: str(Path(command.get_ext_filename(ext.name))) for ext in extensions}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--force", action="store_true", help="compile every module again")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="C compilers run at once")
    parser.add_argument("--clean", action="store_true", help="remove the build: the engine runs as Python")
    parser.add_argument("--quiet", action="store_true", help="say nothing when every module is up to date")
    args = parser.parse_args(argv)
    out = build_dir(ROOT)
    if args.clean:
        shutil.rmtree(out, ignore_errors=True)
        print(f"compile_engine: removed {out}")
        return 0
    try:
        key = options_key()
    except ImportError:
        print("compile_engine: Cython is not installed; the engine runs as Python", file=sys.stderr)
        return 1
    manifest_path = out / MANIFEST
    try:
        previous = json.loads(manifest_path.read_text(encoding="utf-8")) if manifest_path.is_file() else {}
    except ValueError:
        previous = {}
    kept = read_manifest(out) if previous.get("options") == key and not args.force else {}
    wanted = {module: source_sha256(ROOT.joinpath(*module.split(".")).with_suffix(".py"))
              for module in engine_modules()}
    current = {m: e for m, e in kept.items()
               if wanted.get(m) == e.get("sha256") and (out / e.get("file", "")).is_file()}
    todo = [m for m in wanted if m not in current]
    if not todo:
        if not args.quiet:
            print(f"compile_engine: {len(current)} modules up to date in {out}")
        return 0
    print(f"compile_engine: compiling {len(todo)} of {len(wanted)} engine modules into {out} "
          f"(a few minutes the first time)", file=sys.stderr)
    out.mkdir(parents=True, exist_ok=True)
    try:
        built = compile_modules(todo, out, max(1, args.jobs))
    except Exception as exc:  # no C compiler, no Python headers: the engine still runs as Python
        print(f"compile_engine: the build failed ({type(exc).__name__}: {exc}); "
              f"the engine runs as Python", file=sys.stderr)
        built = {}
    for module, file in built.items():
        current[module] = {"sha256": wanted[module], "file": file}
    manifest = {"version": MANIFEST_VERSION, "options": key, "modules": dict(sorted(current.items()))}
    partial = manifest_path.with_suffix(".tmp")
    partial.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    partial.replace(manifest_path)
    print(f"compile_engine: {len(current)} of {len(wanted)} modules compiled in {out}")
    return 0 if built or not todo else 1


if __name__ == "__main__":
    raise SystemExit(main())
