"""The theme decks the program ships as text lists are the community's theme decks."""

from __future__ import annotations

from collections import Counter

from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.parse import read_deck
from engine.mlp.decks.theme import SAMPLE_PAIR, theme_deck_lists
from engine.mlp.decks.validate import resolve_deck_list


def _ids(text: str, source: str) -> Counter[str]:
    deck, messages = resolve_deck_list(read_deck(text, source), load_card_database())
    assert not [m for m in messages if m.severity == "error"], (source, messages)
    return Counter({entry.card.id: entry.qty for entry in deck.entries})


def test_six_lists_of_fifty_six_cards_each_resolve_without_guessing():
    lists = theme_deck_lists()
    assert len(lists) == 6 and set(SAMPLE_PAIR) <= set(lists)
    for name, text in lists.items():
        ids = _ids(text, f"{name}.txt")
        assert sum(ids.values()) == 56, name  # 1 Mane, 45 draw cards, 10 Problems
