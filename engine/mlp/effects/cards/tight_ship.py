"""Texts printed only on cards named Tight Ship: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import referred_area
from engine.mlp.text.registry import effect


# "When this card enters play at a Problem, players can't confront that Problem that turn.":
# the trigger is read by the part grammar; this is its instruction.
@effect(r"players can't confront that problem that turn")
def _e_no_confront_there(m):
    return {"do": "no_confront_there_this_turn"}


@step("no_confront_there_this_turn")
def _d_no_confront_there(g, f, step_: dict, e: dict, rule: str) -> bool:
    """A modifier lasting until the end of the turn (`power.requirements` reads it): no
    player can confront the Problem at that area, whichever Problem is there."""
    area = referred_area(g, f, {"place": "there"})
    if area is None:
        return True
    for player in (0, 1):
        g.add_mod("no_confront", player, 0, until="turn", ctrl=f["ctrl"], src=f["src"])
        g.s["mods"][-1]["area"] = area
    g.note(rule, f"Players can't confront the Problem at {area} this turn{g.by_text()}")
    return True
