"""The index of the per-card modules each text needs (`engine.mlp.effects.card_index`)
agrees with the modules and the database, a game loads only the modules its cards need,
and a text the index does not know still reads whole.

`engine.mlp.effects.wordings` loads a per-card module only when a text that needs it is
read; `tests/engine/test_card_modules_loaded_when_needed.py` checks that every card of
the database reads the same so as with every module loaded.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from engine.mlp.decks.theme import SAMPLE_PAIR, theme_deck_lists

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True)


def test_the_index_is_the_one_the_modules_and_the_database_give():
    done = _run("scripts/card_module_index.py", "--check")
    assert done.returncode == 0, done.stdout + done.stderr


def test_dealing_two_theme_decks_loads_only_the_modules_their_cards_need(tmp_path: Path):
    lists = theme_deck_lists()
    decks = []
    for name in SAMPLE_PAIR:
        decks.append(tmp_path / f"{name}.txt")
        decks[-1].write_text(lists[name], encoding="utf-8")
    probe = ("import sys; from tourney.cli import main; code = main(sys.argv[1:]);"
             "print(sum(m.startswith('engine.mlp.effects.cards.') for m in sys.modules)); sys.exit(code)")
    done = _run("-c", probe, "engine", "play", *map(str, decks), "--max-turns", "0", "--quiet")
    assert done.returncode == 0, done.stderr
    loaded = int(done.stdout.strip().splitlines()[-1])
    from engine.mlp.effects.card_index import MODULES
    assert 0 < loaded < len(MODULES) // 4


# a paragraph only a per-card module reads (Applejack's), on a card the database doesn't have
_UNKNOWN_CARD = r"""
import sys
from dataclasses import replace
from engine.mlp.api import default_library
from engine.mlp.state.library import compile_card
library = default_library()
shipped = next(c for c in library.cards() if c.text.startswith(
    "When you win a faceoff involving this card, your opponent discards a random card."))
edited = replace(shipped, id="edited", title="Edited Pony",
                 text=shipped.text + "\nWhen you win a faceoff involving this card, your opponent discards a random card.")
before = sum(m.startswith("engine.mlp.effects.cards.") for m in sys.modules)
spec = compile_card(edited)
print(before, sum(m.startswith("engine.mlp.effects.cards.") for m in sys.modules), spec.status,
      [a.name for a in spec.abilities])
"""


def test_a_text_the_index_does_not_know_reads_with_every_module_loaded():
    done = _run("-c", _UNKNOWN_CARD)
    assert done.returncode == 0, done.stderr
    before, after, status, names = done.stdout.split(" ", 3)
    from engine.mlp.effects.card_index import MODULES
    assert int(before) < len(MODULES) == int(after)
    assert status == "implemented"
    assert names.count("opp_discard_random") == 2


# one thread reads a text while another loads a module: the module's patterns must not go
# into the lists while the reading goes through them (a row tried twice or skipped)
_TWO_THREADS = r"""
import threading, time
from engine.mlp.api import default_library
from engine.mlp.effects import card_index, wordings
from engine.mlp.text import reader, registry
library = default_library()
card = next(c for c in library.cards() if c.text in card_index.NEEDED and c.text)
unloaded = next(i for i, name in enumerate(card_index.MODULES)
                if not wordings._loaded[i] and i not in card_index.NEEDED[card.text])
reading, seen = threading.Event(), []
read = reader.compile_text


def slow_read(spec):
    reading.set()
    before = len(registry.TEMPLATES) + len(registry.EFFECTS)
    time.sleep(0.5)
    seen.append(len(registry.TEMPLATES) + len(registry.EFFECTS) - before)
    read(spec)


reader.compile_text = slow_read
other = threading.Thread(target=lambda: (reading.wait(), wordings.load_modules((unloaded,))))
other.start()
library.spec(card.id)
other.join()
print(seen[0], wordings._loaded[unloaded])
"""


def test_a_module_loading_in_another_thread_waits_for_a_reading_to_end():
    done = _run("-c", _TWO_THREADS)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", "True"]
