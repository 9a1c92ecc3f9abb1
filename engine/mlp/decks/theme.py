"""The six original theme decks, shipped as plain-text deck lists.

They let a judge or a test start a game without deck files at hand. The lists
name every card with its set code, so they read the same way as a list a
player hands in and resolve without guessing.
"""

from __future__ import annotations

from functools import cache

from engine.core.resources import resource_path

SAMPLE_PAIR: tuple[str, str] = ("Twilight Sparkle", "Pinkie Pie")
"""The two decks a new game starts with when nobody picks deck files."""


@cache
def theme_deck_lists() -> dict[str, str]:
    """Each theme deck's list by its Mane's name, read once from `resources/mlp/theme-decks`."""
    folder = resource_path("mlp", "theme-decks")
    return {path.stem: path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.txt"))}
