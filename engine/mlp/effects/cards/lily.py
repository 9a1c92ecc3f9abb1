"""Texts printed only on cards named Lily: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, in_play
from engine.mlp.effects.registry import runner
from engine.mlp.effects.steps import retirable_friends
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"when this card enters play, you may retire one of your friends to add that friend's power to this "
          r"card's power until the end of the turn\.")
def _t_retire_for_power(m, t):
    return _a("trigger", "retire_friend_for_power", t, "enter_play")


@runner("retire_friend_for_power")
def _r_retire_for_power(g, f, ability):
    """707.2a: retiring is the cost of the rest ("you may ... to ..."); the power added is the
    retired Friend's power as it last was in play (any of your Friends, this one too)."""
    player = f["ctrl"]
    ans = choose(g, f, player, "may", "Retire one of your Friends to add its power to this card's power until the "
                 "end of the turn? (712.3)",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in retirable_friends(g, player)]])
    if ans is None:
        return False
    if not ans or ans[0] == "none":
        return True
    friend = card_of_option(ans[0])
    amount = power.power(g, friend) or 0
    g.retire(friend, "707.2a")
    if in_play(g, f["src"]):
        g.add_mod("power", f["src"], amount, until="turn", ctrl=player, src=f["src"])
        g.note(effect_rule(f), f"{g.name(f['src'])} gets +{amount} power until the end of the turn{g.by_text()}")
    return True
