"""Texts printed only on cards named Auntie Applesauce: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card is dismissed, put it into its owner's hand\.")
def _t_dismissed_hand(m, t):
    return _a("trigger", "return_to_hand", t, "self_dismissed")


# ----- what it does ---------------------------------------------------------------------------


@runner("return_to_hand")
def _r_return_to_hand(g, f, ability):
    new = f["data"].get("new")
    if new and new in g.s["cards"] and g.card(new)["zone"] == "discard":
        g.to_hand(new, "410.6a")
    return True
