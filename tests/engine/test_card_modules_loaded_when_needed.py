"""Every card reads the same whether all per-card modules were loaded first or only those
its text needs, whichever order they load in.

The per-card modules (`engine.mlp.effects.cards`) register wording patterns, runners and
hooks. A game loads only the modules of the cards it compiles, so a card must never read
differently (or lose its text) because a module was not loaded, or was loaded after
another. Each reading runs in a fresh process: one loads every per-card module before
compiling any card, the others let the cards load what they need, in the database's order
and in reverse, and through the coverage report; one more reads each text with only the
patterns of the modules the index (`engine.mlp.effects.card_index`) lists for it, as a
process that had read no other card would.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_READ = r"""
import json, pkgutil, sys, importlib
mode = sys.argv[1]
import engine.mlp.api as api
if mode == "all":
    import engine.mlp.effects.cards as package
    for found in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        importlib.import_module("engine.mlp.effects.cards." + found.name)
from engine.mlp.cards.database import load_card_database
from engine.mlp.state.library import compile_card


def face(spec):
    if spec is None:
        return None
    return repr((spec.abilities, spec.attach, spec.timing, spec.status, spec.unsupported,
                 spec.extra_costs, spec.statics, spec.flipped_statics, spec.triggers,
                 spec.activated, face(spec.boosted)))


if mode == "alone":
    # every module loaded, but each text read with only the patterns and readers of the
    # families and of the modules the index lists for it, as a process that loaded no others
    from engine.mlp.effects import card_index, wordings
    from engine.mlp.state import hooks
    from engine.mlp.text import registry
    wordings.load_all()
    lists = (registry.TEMPLATES, registry.EFFECTS, registry.HEAD_READERS, registry.CONDITION_READERS)
    whole = [list(rows) for rows in lists]
    read = hooks.reader.compile_text

    def _module(row):
        builder = row[1] if isinstance(row, tuple) else row
        return builder.__module__.removeprefix(wordings.CARD_MODULES)

    def alone(spec):
        listed = card_index.NEEDED.get(spec.card.text)
        assert listed is not None, spec.card.text
        kept = {card_index.MODULES[i] for i in (*listed, *card_index.ALWAYS)}
        for rows, every in zip(lists, whole):
            rows[:] = [row for row in every if "." in _module(row) or _module(row) in kept]
        try:
            read(spec)
        finally:
            for rows, every in zip(lists, whole):
                rows[:] = every

    hooks.reader.compile_text = alone

out = {}
if mode == "coverage":
    from engine.mlp.coverage import coverage
    out = {row.code + " " + row.name: [row.status, list(row.unsupported), list(row.missing_rules)]
           for row in coverage(api.default_library())}
else:
    cards = list(load_card_database().cards)
    if mode == "reverse":
        cards.reverse()
    out = {card.id: face(compile_card(card)) for card in cards}
    if mode == "all":
        from engine.mlp.coverage import coverage
        out["coverage"] = {row.code + " " + row.name: [row.status, list(row.unsupported),
                                                        list(row.missing_rules)]
                           for row in coverage(api.default_library())}
print(json.dumps(out))
"""


def _read(mode: str) -> dict:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED="0")
    done = subprocess.run([sys.executable, "-c", _READ, mode], cwd=ROOT, env=env,
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_every_card_reads_the_same_with_only_the_modules_it_needs_loaded():
    everything = _read("all")
    expected_coverage = everything.pop("coverage")
    assert len(everything) >= 2031
    for mode in ("database", "reverse", "alone"):
        read = _read(mode)
        differing = sorted(card for card in everything if read.get(card) != everything[card])
        assert differing == [], f"{mode}: {len(differing)} cards read differently: {differing[:10]}"
    assert _read("coverage") == expected_coverage
