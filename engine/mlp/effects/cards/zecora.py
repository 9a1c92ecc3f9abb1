"""Texts printed only on cards named Zecora: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# The Friend banished comes back as the turn ends (`verbs`' "banish_turn", returned by `flow`).
@template(r"when this card enters play, banish another friend\. at the end of the turn, put that card into play "
          r"frightened\.")
def _t_banish_until_turn_end_frightened(m, t):
    return _a("trigger", "effect", t, "enter_play", when="self",
              steps=[{"do": "banish_turn", "target": target("another friend"), "frightened": True,
                      "may": False, "costs": []}])
