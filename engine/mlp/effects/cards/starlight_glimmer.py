"""Texts printed only on cards named Starlight Glimmer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when you play an event, you may exhaust this card and a number of your other (\w+) friends "
          r"equal to that event's cost to copy its effects\.")
def _t_copy_event_exhaust(m, t):
    return _a("trigger", "copy_event", t, "played", cost="exhaust_trait", trait=m.group(1))


@effect(r"look at the top card of your deck,? and put it on the top or bottom of your deck")
def _e_top_or_bottom(m):
    """ "Look at the top card of your deck, and put it on the top or bottom of your deck": the
    one-card case of "... put them back on the top or bottom of your deck in any order"."""
    return {"do": "arrange_deck", "n": 1}
