"""The shipped card set by id, and where each card of a deck list starts the game.

Kept apart from `api` so that the board-state reader and the game's start share it
without importing each other.
"""

from __future__ import annotations

from typing import Any

from engine.battledome.cards.database import load_card_database


def default_library() -> dict[str, Any]:
    """The shipped card set by id."""
    return {card.id: card for card in load_card_database().cards}


def deck_zone(card: Any) -> str:
    """Where a card of a deck list starts: the Neopet Deck, the Rainbow Pool or the Main Deck."""
    kind = str(card.kind)
    if kind == "neopet":
        return "neopets"
    if kind == "rainbow_pool_neopet" or getattr(card, "starts_in_rainbow_pool", False):
        return "rainbow"
    return "deck"
