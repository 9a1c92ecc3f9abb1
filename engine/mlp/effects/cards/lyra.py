"""Texts printed only on cards named Lyra: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.parts import TRAITS
from engine.mlp.text.registry import effect


@effect(r"search your deck for an? ([a-z][a-z .'-]*?) card and put it into your hand")
def _e_tutor_by_name(m):
    """"Search your deck for a Bon Bon card": any card with that name (518.1; the search
    may fail to find, and the deck is shuffled after, 518.2)."""
    if m.group(1) in TRAITS:
        return None
    return {"do": "search_deck", "target": {"owner": "any", "kind": "card", "name": m.group(1)}}
