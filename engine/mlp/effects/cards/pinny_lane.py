"""Texts printed only on cards named Pinny Lane: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import runner
from engine.mlp.effects.steps import retirable_friends
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, you may retire one of your friends to gain a number of action tokens "
          r"equal to that friend's cost\.")
def _t_retire_for_tokens(m, t):
    return _a("trigger", "retire_friend_for_tokens", t, "enter_play")


@runner("retire_friend_for_tokens")
def _r_retire_for_tokens(g, f, ability):
    """707.2a: retiring is the cost of the rest; "that Friend's cost" is its printed cost
    (any of your Friends, this one too)."""
    player = f["ctrl"]
    ans = choose(g, f, player, "may", "Retire one of your Friends to gain action tokens equal to its cost? (712.3)",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in retirable_friends(g, player)]])
    if ans is None:
        return False
    if not ans or ans[0] == "none":
        return True
    friend = card_of_option(ans[0])
    cost = g.spec(friend).cost or 0
    g.retire(friend, "707.2a")
    g.gain_tokens(player, cost, effect_rule(f))
    return True
