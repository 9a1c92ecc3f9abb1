"""Texts printed only on cards named Orthros: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"if you would flip a card during a faceoff involving this card, you may spend a card from beneath this "
          r"card instead\. if you do, add that card's printed power to your power total for that faceoff\.")
def _t_orthros(m, t):
    return _a("replace", "spend_instead_of_flip", t, "would_flip")
