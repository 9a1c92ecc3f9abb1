"""Texts printed only on cards named Trouble Shoes: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play, retire_any_number
from engine.mlp.effects.registry import runner
from engine.mlp.effects.steps import add_counters
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, you may retire any number of friends\. put a number of \+1 power counters "
          r"on this friend equal to the combined power of friends retired this way\.")
def _t_rodeo_clown(m, t):
    return _a("trigger", "retire_friends_for_counters", t, "enter_play", when="self")


@runner("retire_friends_for_counters")
def _r_rodeo_clown(g, f, ability):
    """EO102: the player's own Friends (410.2: only one's own cards are retired), none or
    more; each one's power as it leaves play counts (410.6a), none below 0, and only for
    those retired once every replacement is decided (710.1: not one kept in play or banished
    instead, `left_as_told_each`)."""
    player = f["ctrl"]
    src = f["src"]
    retired = retire_any_number(g, f, player, "target", "Retire any number of your Friends", effect_rule(f))
    if retired is None:
        return False
    total = sum(max(record["power"], 0) for record in retired)
    if total and in_play(g, src):
        add_counters(g, src, "power", total, effect_rule(f), player)
    return True
