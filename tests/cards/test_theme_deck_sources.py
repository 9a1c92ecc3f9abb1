"""The theme decks the program ships as text lists are the community's theme decks (OCTGN files)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

from engine.mlp.cards.database import CardDatabase
from engine.mlp.decks.parse import read_deck
from engine.mlp.decks.theme import theme_deck_lists
from engine.mlp.decks.validate import resolve_deck_list


def _octgn_deck(path: Path) -> Counter[str]:
    """Card ids and copies of an OCTGN deck file, read as the source gives them."""
    found: Counter[str] = Counter()
    for card in ET.parse(path).getroot().iter("card"):
        found[card.get("id") or ""] += int(card.get("qty", "1"))
    return found


def test_each_shipped_list_is_the_community_deck_of_its_mane(db: CardDatabase, theme_decks: list[Path]) -> None:
    shipped = {}
    for name, text in theme_deck_lists().items():
        deck, _ = resolve_deck_list(read_deck(text, f"{name}.txt"), db)
        shipped[name] = Counter({entry.card.id: entry.qty for entry in deck.entries})
    assert len(theme_decks) == 6
    for path in theme_decks:
        assert shipped[path.stem.removesuffix(" Theme Deck")] == _octgn_deck(path), path.name
