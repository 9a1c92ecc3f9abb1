"""What becoming frightened triggers (504.1): "when this card becomes frightened", "when
(this or) another Friend is frightened", "when you frighten a Friend".

The trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`); this
module answers whether a card becoming frightened triggers a paragraph with such a head.
"""

from __future__ import annotations

from engine.mlp.effects.registry import PART_TRIGGER_MATCHERS, answers
from engine.mlp.state.library import Ability


@answers(PART_TRIGGER_MATCHERS, "self_frightened")
def self_frightened(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When this card becomes frightened" (emitted by `game.frighten` for the card itself)."""
    return {}


@answers(PART_TRIGGER_MATCHERS, "frightened")
def frightened(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A card (`card`, printed `card_id`) became frightened at `area`."""
    s = g.s
    when = ability.params["when"]
    if when == "any_friend":  # (read with "the first time each turn")
        return {} if g.lib.spec(data["card_id"]).type == "friend" else None
    if when == "you_frighten":
        # "you frighten": an effect you control does it (513.3), the innermost one running
        by = next((f["ctrl"] for f in reversed(s["stack"]) if f["op"] == "ability"), None)
        ok = by == s["cards"][iid]["ctrl"] and g.lib.spec(data["card_id"]).type == "friend"
        return {"it": data["card"]} if ok else None
    # "when (this or) another Friend is frightened" (this card's own: `game.frighten`)
    ok = data["card"] != iid and g.lib.spec(data["card_id"]).type == "friend"
    return {"area": data["area"]} if ok else None
