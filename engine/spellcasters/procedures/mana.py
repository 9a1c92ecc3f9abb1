"""Paying for Spells by tapping Mana (SC 2.4, SC 6.4).

A cost is `ManaCost`s: a count of one Element, or of any Element (`element` None).
Reading: the engine taps for the player, the named Elements first, then for Mana of
any Element the untapped Mana of the Element the player holds most of (ties: the
Element first in the wheel's order), which keeps the most other costs payable.
"""

from __future__ import annotations

from collections import Counter

from engine.spellcasters.cards.model import Element, ManaCost
from engine.spellcasters.state.game import SpellcastersGame

ORDER = {element: index for index, element in enumerate(Element)}


def untapped(game: SpellcastersGame, p: int) -> Counter[Element]:
    return Counter(game.spec(iid).element for iid, tapped in game.player(p)["mana"] if not tapped)


def payable(pool: Counter[Element], cost: tuple[ManaCost, ...]) -> bool:
    left = Counter(pool)
    generic = 0
    for part in cost:
        if part.element is None:
            generic += part.count
            continue
        if left[part.element] < part.count:
            return False
        left[part.element] -= part.count
    return sum(left.values()) >= generic


def tap(game: SpellcastersGame, p: int, cost: tuple[ManaCost, ...]) -> list[int]:
    """Tap Mana for the cost (it must be payable); the instances tapped."""
    pool = game.player(p)["mana"]
    tapped: list[int] = []

    def take(element: Element) -> None:
        for entry in pool:
            if not entry[1] and game.spec(entry[0]).element == element:
                entry[1] = 1
                tapped.append(entry[0])
                return

    generic = 0
    for part in cost:
        if part.element is None:
            generic += part.count
        else:
            for _ in range(part.count):
                take(part.element)
    for _ in range(generic):
        counts = untapped(game, p)
        take(max(sorted(counts, key=ORDER.__getitem__), key=lambda e: counts[e]))
    return tapped
