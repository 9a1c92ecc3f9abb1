"""How long `tourney engine play` takes before the first decision: the start-up a judge waits for.

Run: .venv/bin/python benchmarks/startup.py [--runs N] [--profile]

Each run is a fresh process of `tourney engine play DECK_A DECK_B --max-turns 0 --quiet`
between two theme decks: the interpreter starts, the command line is read, the rules
engine and the card database load, the decks are read and checked and the game is dealt
to its first decision, then the result line is printed and the process ends: an upper
bound of the time before the first decision. The median and the best of N runs are
printed, in CPU time (user + system, which a busy machine changes least) and wall time,
beside a bare `python -c pass` for the interpreter's own start.

The runs use compiled bytecode as an installed program does: the environment's
PYTHONDONTWRITEBYTECODE is lifted and the bytecode kept in a temporary folder (one
warm-up run writes it). Whether the engine ran compiled or as Python is printed
(TOURNEY_ENGINE_PURE=1 measures it as Python). With --profile, one more run prints the
slowest imports (`python -X importtime`) and the functions that took longest (cProfile).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _environment(cache: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = cache
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _decks(folder: Path) -> list[str]:
    sys.path.insert(0, str(ROOT))
    from engine.mlp.decks.theme import SAMPLE_PAIR, theme_deck_lists

    lists = theme_deck_lists()
    paths = []
    for name in SAMPLE_PAIR:
        path = folder / f"{name}.txt"
        path.write_text(lists[name], encoding="utf-8")
        paths.append(str(path))
    return paths


# `tourney engine play ...` as `python -m tourney` runs it, telling (on stderr) the CPU time the
# process had spent when the game stood at its first decision (`MlpTable.new_game` returns then).
# The rules engine is left for the command to load as it does (under its own conditions: the
# garbage collector paused, `tourney.cli._startup`): `new_game` is wrapped as its module loads.
PROBE = """
import importlib.util, sys, time
class Noting:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if sys.meta_path[0] is not Noting:  # (asked before the compiled-module finder put first)
            sys.meta_path.remove(Noting)
            sys.meta_path.insert(0, Noting)
        if name != "engine.mlp.table":
            return None
        sys.meta_path.remove(Noting)
        spec = importlib.util.find_spec(name)
        run = spec.loader.exec_module
        def exec_module(module):
            run(module)
            dealt = module.MlpTable.new_game
            def new_game(self, setup):
                game = dealt(self, setup)
                sys.stderr.write(f"first-decision-cpu {time.process_time():.6f}\\n")
                return game
            module.MlpTable.new_game = new_game
        spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, Noting)
from tourney.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _first_decision(command: list[str], env: dict[str, str]) -> float:
    """CPU seconds the process had spent at the game's first decision (`PROBE`)."""
    done = subprocess.run([sys.executable, "-c", PROBE, *command], env=env, capture_output=True, text=True,
                          cwd=ROOT)
    for line in done.stderr.splitlines():
        if line.startswith("first-decision-cpu "):
            return float(line.split()[1])
    raise SystemExit(f"the probe run failed:\n{done.stderr[-2000:]}")


def _timed(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run of `command` in a fresh process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=ROOT)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr[-2000:]}")
    return elapsed, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--profile", action="store_true", help="also show the slowest imports and functions")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    with tempfile.TemporaryDirectory(prefix="tourney-startup-") as folder:
        env = _environment(str(Path(folder) / "bytecode"))
        play = [sys.executable, "-m", "tourney", "engine", "play", *_decks(Path(folder)), "--max-turns", "0",
                "--quiet"]
        _timed(play, env)  # (the warm-up writes the bytecode)
        bare = [_timed([sys.executable, "-c", "pass"], env) for _ in range(args.runs)]
        runs = [_timed(play, env) for _ in range(args.runs)]
        # (`describe` counts the modules loaded compiled: the engine is loaded first, as the command does)
        engine = subprocess.run([sys.executable, "-c",
                                 "import engine.mlp.api; from engine import compiled; print(compiled.describe())"],
                                env=env, capture_output=True, text=True, cwd=ROOT).stdout.strip()
        first = [_first_decision(play[3:], env) for _ in range(args.runs)]
        print(f"CPU time spent when the first decision is reached: median {statistics.median(first):.3f} s, "
              f"best {min(first):.3f} s over {args.runs} runs")
        for what, index in (("CPU time", 1), ("wall time", 0)):
            times = [run[index] for run in runs]
            alone = statistics.median(run[index] for run in bare)
            print(f"the whole command (start-up, first decision, result, exit), {what}: median {statistics.median(times):.3f} s, "
                  f"best {min(times):.3f} s over {args.runs} runs (the interpreter alone: {alone:.3f} s)")
        print(engine)
        if args.profile:
            done = subprocess.run([sys.executable, "-X", "importtime", *play[1:]], env=env, capture_output=True,
                                  text=True, cwd=ROOT)
            rows = [line.split("|") for line in done.stderr.splitlines() if line.startswith("import time:")
                    and "cumulative" not in line]
            rows.sort(key=lambda r: -int(r[1]))
            print("slowest imports (cumulative µs):")
            for row in rows[:15]:
                print(f"  {int(row[1]):>9,}  {row[2].rstrip()}")
            profiled = subprocess.run(
                [sys.executable, "-c", "import cProfile, pstats, sys; sys.argv = ['tourney', *sys.argv[1:]]; "
                 "from tourney.cli import main; cProfile.run('main()', sort='cumulative')", *play[3:]],
                env=env, capture_output=True, text=True, cwd=ROOT)
            print("\n".join(profiled.stdout.splitlines()[:45]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
