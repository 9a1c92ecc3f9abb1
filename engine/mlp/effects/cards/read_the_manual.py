"""Texts printed only on cards named Read the Manual: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# An Event that banishes itself: the general reader can't move "this card" on an Event,
# so the wording is read here, where the Event's frame is known.
@template(r"main phase: gain \{(\d+)\}, then banish this card\.")
def _t_gain_then_banish(m, t):
    return _a("play", "gain_then_banish_self", t, timing="main", n=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("gain_then_banish_self")
def _r_gain_then_banish(g, f, ability):
    """Gain the tokens (as the Event's effect, 705.2e), then banish the Event itself (410.5): it
    finishes resolving from the banished zone, so it is not put into the discard pile (304.2)."""
    g.gain_tokens(f["ctrl"], ability.params["n"], effect_rule(f))
    if f["src"] in g.s["cards"] and g.card(f["src"])["zone"] == "queue":
        new = g.banish(f["src"], "410.5")
        for frame in g.s["stack"]:
            if frame["op"] == "play_card" and frame["iid"] == f["src"]:
                frame["iid"] = new
    return True
