"""Compile the rules engine's hot modules with Cython (see `engine/compiled.py`).

Run: .venv/bin/python scripts/compile_engine.py [--force] [--jobs N]
`scripts/setup` runs it after installing the packages. Only modules whose source
changed since their last build are compiled again. They are compiled twice,
profile-guided: first instrumented, then trained on seeded random games
(`scripts/engine_training.py`), then again with what the counts say about hot
paths (about a fifth more games per second than one plain compile). Exit status 0 even when a
module cannot be compiled (it then runs as Python, and this says so); 1 only
when Cython or a C compiler is missing altogether, which `scripts/setup`
reports and goes on.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

try:
    import fcntl
except ImportError:  # (not on Windows: there two builds at once are not kept apart)
    fcntl = None

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["TOURNEY_ENGINE_PURE"] = "1"  # (this script reads the engine's source, not its build)

from engine.compiled import (  # noqa: E402
    MANIFEST,
    MANIFEST_VERSION,
    build_dir,
    read_manifest,
    source_path,
    source_sha256,
)

# the packages whose modules run in a game's inner loop: the engine's core, and each game's
# entry modules with its layers (not its card data and deck lists, read once)
PACKAGES = ("engine/core", "engine/mlp")
LAYER_PACKAGES = ("state", "text", "values", "effects", "procedures")
# modules left as Python, with the reason
LEFT_AS_PYTHON = {
    "engine.core.resources": "finds the shipped files from its own __file__",
    "engine.mlp.boardstate": "read once per file loaded; Cython refuses its starred list displays",
    "engine.mlp.editor": "the board editor, run once per board set up; its Cython build crashed the "
                         "interpreter in `setup_from` (a set comprehension over starred generators)",
    "engine.mlp.view": "the position a judge's window shows, read once per position shown",
    "engine.mlp.table": "what the match table asks of the game, once per action in the window",
    "engine.mlp.catalog": "card search and deck lists for the window and the command line",
    "engine.mlp.effects.card_index": "a generated table of the texts and the per-card modules they need, "
                                     "read once as the engine loads (its bytecode loads it at once)",
}
# folders left as Python, with the reason
FOLDERS_LEFT_AS_PYTHON = {
    "engine/mlp/effects/cards": "one card's own text each, run only while that card is in play: compiling "
                                "a hundred small modules would add minutes to every set-up for little",
}
# Cython's reading of the source: exactly Python's semantics. Annotations are not
# enforced as C types (a few say `list` where a tuple also comes; enforcing them
# saved under 1% of the instructions); the one module given C types has them in a
# .pxd beside it (engine/core/rng.pxd), which Cython reads with the source. Functions stay introspectable Python-like
# objects (`binding`), which also counted 3% fewer instructions than without.
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False}
# -O2 without debug info builds in half the time of Python's own -O3 -g and counts 1%
# more instructions than -O3 (the work is in CPython's calls); no warnings about the
# generated C. `-fno-plt` calls the interpreter's functions through the global offset
# table instead of a stub each: compiled code calls them every few instructions, and it
# measured about 1.5% more games per second (alternating runs; 0.2% fewer instructions).
C_FLAGS = ["-O2", "-g0", "-w", "-fno-plt"]
# gcc's profile-guided optimisation: the instrumented build writes its counts to a
# folder, the final build reads them (a module without counts, or edited since, is
# compiled as without them). Measured on 60 + 60 playouts: 15-25% more games per
# second of CPU time, from 2% fewer instructions laid out for the hot paths.
PROFILE_GENERATE = "-fprofile-generate={}"
PROFILE_USE = ["-fprofile-use={}", "-fprofile-correction", "-Wno-missing-profile"]
TRAINING = ROOT / "scripts" / "engine_training.py"
TRAINING_TIMEOUT = 900  # seconds; a training run takes about ten on two cores


def engine_modules() -> list[str]:
    found = []
    folders = [ROOT / package for package in PACKAGES]
    folders += [ROOT / package / layer for package in PACKAGES for layer in LAYER_PACKAGES]
    for folder in folders:
        for path in sorted(folder.rglob("*.py") if folder.name in LAYER_PACKAGES else folder.glob("*.py")):
            left = any(path.is_relative_to(ROOT / folder) for folder in FOLDERS_LEFT_AS_PYTHON)
            if path.name != "__init__.py" and not left:
                module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                if module not in LEFT_AS_PYTHON:
                    found.append(module)
    return found


def options_key() -> str:
    """Builds made with another Cython, other directives or for another interpreter are
    redone (two builds of one Python version share an ABI tag, hence a build folder)."""
    import Cython

    described = json.dumps([Cython.__version__, DIRECTIVES, C_FLAGS, PROFILE_USE, sys.version], sort_keys=True)
    return hashlib.sha256(described.encode()).hexdigest()[:16]


def compile_profiled(modules: list[str], out: Path, jobs: int) -> dict[str, str]:
    """Compile the modules instrumented, train them, and compile them again with the
    counts (`compile_modules` for what it returns). When the training fails, the modules
    are compiled without counts: slower code, the same play.

    Both compiles run in one fixed folder under `out` (the caller holds the build's
    lock): gcc finds a module's counts by the path of its object file.
    """
    work = out / ".profiled"
    counts = work / "counts"
    instrumented = work / "instrumented"
    shutil.rmtree(work, ignore_errors=True)
    use: list[str] = []
    try:
        generate = [PROFILE_GENERATE.format(counts)]
        built = compile_modules(modules, instrumented, jobs, work=work / "objects", flags=generate,
                                link_flags=generate)
        write_manifest(instrumented, {m: {"sha256": source_sha256(source_path(m)), "file": file}
                                      for m, file in built.items()})
        done = subprocess.run([sys.executable, str(TRAINING), str(instrumented)], capture_output=True,
                              text=True, timeout=TRAINING_TIMEOUT)
        if done.returncode == 0:
            use = [flag.format(counts) for flag in PROFILE_USE]
        else:
            print(f"compile_engine: the training run failed; compiling without a profile\n"
                  f"{done.stderr[-2000:]}", file=sys.stderr)
    except (subprocess.SubprocessError, OSError) as exc:
        print(f"compile_engine: no training run ({type(exc).__name__}: {exc}); compiling without a profile",
              file=sys.stderr)
    try:
        return compile_modules(modules, out, jobs, work=work / "objects", flags=use)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def compile_modules(modules: list[str], out: Path, jobs: int, root: Path = ROOT, work: Path | None = None,
                    flags: Sequence[str] = (), link_flags: Sequence[str] = ()) -> dict[str, str]:
    """Compile each module into `out`; returns module -> built file (relative to `out`) for
    those that compiled, printing why the others did not. `work` holds the generated C and
    the objects (a temporary folder when None); `flags` and `link_flags` are added to the
    compiler's and the linker's.

    Each build file is put in place by a rename, never written over: a program running
    the engine keeps the file it loaded.
    """
    from Cython.Build import cythonize
    from Cython.Compiler.Errors import CompileError
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    with contextlib.ExitStack() as stack:
        if work is None:
            tmp = stack.enter_context(tempfile.TemporaryDirectory(prefix="engine-compile-"))
        else:
            work.mkdir(parents=True, exist_ok=True)
            tmp = str(work)
        extensions = []
        for module in modules:
            source = str(source_path(module, root))
            try:
                generated = cythonize([Extension(module, [source])], build_dir=tmp, quiet=True,
                                      compiler_directives=DIRECTIVES, force=True)
            except CompileError as exc:
                print(f"compile_engine: {module} stays Python (Cython: {exc})", file=sys.stderr)
                continue
            for extension in generated:
                # (set on what `cythonize` returns: it keeps a module's first arguments for
                # later calls in the same process, which would compile the final build of a
                # profile-guided one instrumented)
                extension.extra_compile_args = C_FLAGS + list(flags)
                extension.extra_link_args = list(link_flags)
            extensions += generated
        if not extensions:
            return {}
        command = build_ext(Distribution({"name": "tourney-engine-compiled", "ext_modules": extensions}))
        command.build_lib = str(Path(tmp) / "lib")
        command.build_temp = str(Path(tmp) / "objects")
        command.parallel = jobs
        command.force = True  # (objects left in `work` by another build are never taken as this one's)
        command.ensure_finalized()
        command.run()
        built = {}
        for ext in extensions:
            file = command.get_ext_filename(ext.name)
            target = out / file
            target.parent.mkdir(parents=True, exist_ok=True)
            partial = target.with_name(target.name + ".partial")
            shutil.copyfile(Path(command.build_lib) / file, partial)
            partial.replace(target)
            built[ext.name] = file
        return built


def write_manifest(out: Path, modules: dict[str, dict[str, str]]) -> None:
    manifest = {"version": MANIFEST_VERSION, "modules": dict(sorted(modules.items()))}
    partial = out / (MANIFEST + ".partial")
    partial.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    partial.replace(out / MANIFEST)


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
        options = options_key()
    except ImportError:
        print("compile_engine: Cython is not installed; the engine runs as Python", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    with open(out / ".lock", "w") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)  # (two set-ups at once: the second finds the first's build)
        return bring_up_to_date(out, options, force=args.force, quiet=args.quiet, jobs=max(1, args.jobs))


def bring_up_to_date(out: Path, options: str, force: bool, quiet: bool, jobs: int) -> int:
    """Compile the modules whose build is missing or older than their source; 0 when every
    module is up to date or some were compiled."""
    wanted = {module: source_sha256(source_path(module, ROOT)) for module in engine_modules()}
    listed = read_manifest(out)
    current = {} if force else {
        m: e for m, e in listed.items()
        if wanted.get(m) == e.get("sha256") and e.get("options") == options and (out / e.get("file", "")).is_file()}
    todo = [m for m in wanted if m not in current]
    if not todo:
        if set(listed) != set(current):
            # a module now left as Python (or gone) loses its build: it must not keep loading it
            write_manifest(out, current)
        if not quiet:
            print(f"compile_engine: {len(current)} modules up to date in {out}")
        return 0
    print(f"compile_engine: compiling {len(todo)} of {len(wanted)} engine modules into {out}"
          + (" (about ten minutes on two cores)" if len(todo) == len(wanted) else ""), file=sys.stderr)
    try:
        built = compile_profiled(todo, out, jobs)
    except Exception as exc:  # no C compiler, no Python headers: the engine still runs as Python
        print(f"compile_engine: the build failed ({type(exc).__name__}: {exc}); "
              f"the engine runs as Python", file=sys.stderr)
        built = {}
    for module, file in built.items():
        # (the hash taken before compiling: a source edited meanwhile no longer matches, and runs as Python)
        current[module] = {"sha256": wanted[module], "file": file, "options": options}
    write_manifest(out, current)
    print(f"compile_engine: {len(current)} of {len(wanted)} modules compiled in {out}")
    return 0 if built else 1


if __name__ == "__main__":
    raise SystemExit(main())
