"""Loads every wording family, and each per-card module when a text that needs it is read.

Whoever compiles card text (`engine.mlp.state.library.compile_card`) reads it through
`compile_text` here (the state layer's `reader` hook): a pattern that is not registered
would leave its card partial. A new family is added to the imports below.

The per-card modules (`engine.mlp.effects.cards`, "Texts printed only on cards named
X") are over four hundred, about a quarter of the engine's import time, and a game
between two decks needs a few dozen of them. `engine.mlp.effects.card_index` says which
modules each text of the shipped database needs (the modules whose patterns read it and
whose runners and hooks its abilities name), written by `scripts/card_module_index.py`
from the modules themselves and checked by `tests/engine/test_card_index.py`. A text
the index does not list (an edited board's card, a text a database import changed)
loads every module first, so it reads as it would with all of them loaded. The patterns
of the modules keep the same order however many have loaded
(`engine.mlp.text.registry`), and so every text reads the same.
"""

from __future__ import annotations

from importlib import import_module
from threading import RLock

from engine.mlp.effects import (  # noqa: F401
    abilities,
    at_random,
    attaching,
    becoming_friends,
    beneath,
    colors_and_keywords,
    confront_power,
    control,
    copying,
    costs,
    counters,
    delayed,
    drawing_discarding,
    entering_and_leaving_play,
    extracost,
    faceoffs,
    home_limits,
    mane_characters,
    most_characters_here,
    moving,
    naming,
    phases,
    points_and_scoring,
    power_changes,
    problems,
    protection,
    rallying,
    replacement,
    revealing,
    steps,
    tokens,
    troublemakers,
    turn_records,
    verbs,
)
from engine.mlp.effects.card_index import ALWAYS, MODULES, NEEDED
from engine.mlp.state.library import Spec
from engine.mlp.text import reader

CARD_MODULES = "engine.mlp.effects.cards."
_loaded = [False] * len(MODULES)
# held while a module loads and while a text is read: a module loading puts its patterns
# into the lists a reading goes through, which another thread (the window's and its
# worker's) must not be reading at that moment
_READING = RLock()


def load_modules(indices: tuple[int, ...] | range) -> None:
    """Import the per-card modules at `indices` of `MODULES` not imported yet."""
    with _READING:
        for index in indices:
            if not _loaded[index]:
                import_module(CARD_MODULES + MODULES[index])
                _loaded[index] = True


def load_all() -> None:
    """Import every per-card module (what a text the index doesn't know needs)."""
    load_modules(range(len(MODULES)))


def load_for(text: str) -> None:
    """Import the per-card modules a card's printed `text` needs to read and run as it
    would with all of them loaded: those the index lists for it, or all of them."""
    needed = NEEDED.get(text)
    if needed is None:
        load_all()
    else:
        load_modules(needed)


def compile_text(spec: Spec) -> None:
    """Fill a Spec's abilities from its text (`engine.mlp.text.reader.compile_text`), its
    per-card modules loaded first."""
    with _READING:
        load_for(spec.card.text)
        reader.compile_text(spec)


load_modules(ALWAYS)
