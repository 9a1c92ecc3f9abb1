"""Texts printed only on cards named Combat Hat: their patterns and what they do.

Its reattaching ability is a wording of the attaching family (`engine.mlp.effects.attaching`).
"""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your opponent must pay \+\{(\d+)\} to move a character to that friend's problem\.")
def _t_host_move_tax(m, t):
    """An attachment is where its host is (509.4), so "that Friend's Problem" is the Hat's own
    area: the move tax of `rarity` (opponents of the Hat's controller, moving there)."""
    return _a("static", "opp_move_tax", t, "move_cost", amount=int(m.group(1)))
