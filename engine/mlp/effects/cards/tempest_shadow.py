"""Texts printed only on cards named Tempest Shadow: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, read_paragraph, template


@template(r"main phase: exhaust this card to put a troublemaker from your hand into play face-up, "
          r"then put a token copy of it into play face-up\.")
def _t_troublemaker_and_copy(m, t):
    return _a("activated", "troublemaker_and_token_copy", t, timing="main", exhaust_self=True)


@template(r"main phase: (pay \{\d+\}) to search your deck for a troublemaker, put it into play face-up, then shuffle "
          r"your deck and turn this card over\.")
def _t_storm_commander(m, t):
    """The search puts the Troublemaker into play face-up and shuffles the deck after it
    (518.2); then this Mane Character is turned over."""
    return read_paragraph(f"main phase: {m.group(1)} to search your deck for a troublemaker and put it into play "
                          f"face-up. turn this card over.", t, _t_storm_commander)


@effect(r"turn a mane character to its start side")
def _e_unboost(m):
    return {"do": "turn_mane_to_start"}


@step("turn_mane_to_start")
def _d_unboost(g, f, step, e, rule):
    """Either player's Mane Character on its Boosted side goes back to its Start side (301.2);
    one already on its Start side can't be chosen (it would not change)."""
    boosted = [i for i in g.s["play"] if g.spec(i).type == "mane" and g.s["cards"][i]["boosted"]]
    ans = choose(g, f, acting_player(f), "target", "Turn which Mane Character to its Start side?",
                 [(f"card:{i}", g.name(i)) for i in boosted])
    if ans is None:
        return False
    if ans:
        g.turn_over(card_of_option(ans[0]), rule)
    return True
