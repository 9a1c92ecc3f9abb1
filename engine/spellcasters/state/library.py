"""The printed cards a game can use, by id, as the card data layer models them.

The engine reads the card model (`engine.spellcasters.cards.model`) directly: Spells,
Items, Locations and Combos are data there, and the rules carry them out field by
field. A replay records the library's `version` (the card data it was played with).
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.errors import UnknownCardError
from engine.spellcasters.cards.model import AnyCard


class CardLibrary:
    """Cards by id, with the card data's version."""

    def __init__(self, cards: Iterable[AnyCard], version: str = "") -> None:
        self.by_id: dict[str, AnyCard] = {card.id: card for card in cards}
        self.version = version

    def spec(self, card_id: str) -> AnyCard:
        try:
            return self.by_id[card_id]
        except KeyError:
            raise UnknownCardError(f"no Spellcasters card has the id {card_id!r}") from None

    def __contains__(self, card_id: object) -> bool:
        return card_id in self.by_id

    def __len__(self) -> int:
        return len(self.by_id)
