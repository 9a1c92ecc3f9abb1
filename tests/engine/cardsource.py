"""Cards for engine tests: the six theme decks and their cards, from the shipped card database.

The program ships its card database and the theme decks as text lists
(`resources/mlp`), so the engine tests read exactly what the program plays with
and run wherever the project is checked out or installed. Only the importer's
tests (`tests/cards`) read the raw OCTGN data it was made from.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from engine.core.resources import resource_path
from engine.mlp.cards.database import load_card_database
from engine.mlp.cards.model import Card
from engine.mlp.decks.parse import read_deck
from engine.mlp.decks.validate import resolve_deck_list

THEME_DECK_FOLDER = resource_path("mlp", "theme-decks")
THEME_DECKS: list[Path] = sorted(THEME_DECK_FOLDER.glob("*.txt"))
"""The six theme deck lists (deck files `tourney engine play` reads too), by their Mane's name."""


@cache
def _deck(path: Path) -> tuple[str, ...]:
    deck, messages = resolve_deck_list(read_deck(path.read_text(encoding="utf-8"), path.name),
                                       load_card_database())
    errors = [m.text for m in messages if m.severity == "error"]
    assert not errors, f"{path.name}: {errors}"
    ids: list[str] = []
    for entry in deck.entries:
        ids += [entry.card.id] * entry.qty
    return tuple(ids)


def theme_deck(path: Path) -> list[str]:
    """Card ids of a theme deck, one entry per copy."""
    return list(_deck(path))


@cache
def theme_cards() -> dict[str, Card]:
    """Every card used by the six theme decks, by card id."""
    db = load_card_database()
    return {card_id: db.by_id(card_id) for path in THEME_DECKS for card_id in dict.fromkeys(_deck(path))}
