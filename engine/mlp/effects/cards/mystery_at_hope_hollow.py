"""Texts printed only on cards named Mystery at Hope Hollow: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import effect


@effect(r"search your deck for a card with no play requirement, reveal it, and put it into your hand")
def _e_search_no_requirement(m):
    """The deck search (518) for a card printed with no play requirement (205.2)."""
    return {"do": "search_deck", "target": {"owner": "any", "kind": "card", "no_requirement": True}}
