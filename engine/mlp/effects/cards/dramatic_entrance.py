"""Texts printed only on cards named Dramatic Entrance: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): you have \+(\d+) power during faceoffs this turn\. draw a card\.")
def _t_dramatic_entrance(m, t):
    return _a("play", "total_power_this_turn_then_draw", t,
              timing="main" if m.group(1) == "main phase" else "immediate", amount=int(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("total_power_this_turn_then_draw")
def _r_dramatic_entrance(g, f, ability):
    """A modifier of the player's faceoff total (514.4a: "total" modifiers are added to it)
    for every faceoff until the end of the turn; then a card is drawn."""
    player = f["ctrl"]
    amount = ability.params["amount"]
    g.add_mod("total", player, amount, until="turn", ctrl=player, src=f["src"])
    g.note("514.4a", f"P{player} has +{amount} power during faceoffs this turn{g.by_text()}")
    g.draw(player, 1, effect_rule(f))
    return True
