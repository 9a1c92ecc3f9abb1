"""Texts printed only on cards named Mirror Pool Miscount: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


@effect(r"your maximum hand size increases to (\d+) for the rest of the game")
def _e_bigger_hand(m):
    return {"do": "hand_size_at_least", "n": int(m.group(1))}


@step("hand_size_at_least")
def _d_bigger_hand(g, f, step, e, rule):
    """The most cards the player keeps at the end of their turn (616.2) becomes the number
    printed, for the rest of the game (never lowered by it)."""
    player = acting_player(f)
    record = g.s["players"][player]
    if record["hand_size"] < step["n"]:
        record["hand_size"] = step["n"]
    g.note(rule, f"P{player}'s maximum hand size is {record['hand_size']} for the rest of the game{g.by_text()}")
    return True
