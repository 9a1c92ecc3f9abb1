"""Weakness and resistance on the element wheel (SC 3.1 - 3.3; the wheel is card data)."""

from __future__ import annotations

from engine.spellcasters.cards.model import RESISTANT_TO, WEAK_TO, Element


def matchup(defender: Element, attacker: Element) -> str:
    """"weak", "resistant" or "" for a Spell of `attacker`'s Element hitting `defender`'s."""
    if WEAK_TO.get(defender) == attacker:
        return "weak"
    if RESISTANT_TO.get(defender) == attacker:
        return "resistant"
    return ""


def apply_matchup(amount: int, defender: Element, attacker: Element) -> int:
    """Damage after weakness (double) or resistance (half, rounded down to a multiple of 5)."""
    found = matchup(defender, attacker)
    if found == "weak":
        return amount * 2
    if found == "resistant":
        return (amount // 2) // 5 * 5
    return amount
