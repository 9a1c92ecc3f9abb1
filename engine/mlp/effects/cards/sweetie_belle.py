"""Texts printed only on cards named Sweetie Belle: their patterns and what they do."""

from __future__ import annotations

import re

from engine.mlp.effects.registry import PART_TRIGGER_MATCHERS, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import head_reader


@head_reader
def _won_with_named(text: str):
    """"When you win a faceoff involving this card and Rarity" (CN199): both on the winning
    side (Rarity: any face-up card of that name, 201)."""
    m = re.fullmatch(r"when you win a faceoff involving this card and ([a-z][a-z .'-]+)", text)
    if m is None:
        return None
    return "faceoff_won", "self", {"match": "won_with_named", "title": m.group(1)}


@answers(PART_TRIGGER_MATCHERS, "won_with_named")
def _won_with_named_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    if data["player"] != g.s["cards"][iid]["ctrl"] or iid not in data["cards"]:
        return None
    name = ability.params["title"]
    named = any(i != iid and g.face_up(i) and g.spec(i).title.casefold() == name for i in data["cards"])
    return {} if named else None
