"""Texts printed only on cards named Winterzilla: what their trigger answers."""

from __future__ import annotations

from engine.mlp.effects.registry import PART_TRIGGER_MATCHERS, answers
from engine.mlp.state.library import Ability


# "When this card is turned face-up, ..." (the head is read by `engine.mlp.text.parts`): the
# event comes both as a Troublemaker is uncovered (607.3) and as one is turned face-up
# without being uncovered
@answers(PART_TRIGGER_MATCHERS, "turned_face_up")
def _self_turned_face_up(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None
