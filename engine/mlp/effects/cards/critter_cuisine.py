"""Texts printed only on cards named Critter Cuisine: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import color_words
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner
from engine.mlp.effects.steps import duration_words
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"main phase: exhaust this card and pay \{(\d+)\} to give each of your (\w+) friends \+(\d+) \{(\w+)\} until the start of your next turn\.")
def _t_cuisine(m, t):
    return _a("activated", "pump_trait_friends", t, timing="main", exhaust_self=True, pay=int(m.group(1)),
              trait=m.group(2), amount=int(m.group(3)), color=m.group(4))


# ----- what it does ---------------------------------------------------------------------------


@runner("pump_trait_friends")
def _r_cuisine(g, f, ability):
    p = ability.params
    player = f["ctrl"]
    for iid in g.characters(player):
        if g.is_type(iid, "friend") and has_trait(g, iid, p["trait"]) and g.face_up(iid):
            g.add_mod("power", iid, p["amount"], p["color"], until=f"next_turn:{player}", ctrl=player, src=f["src"])
    g.note("708.2", f"P{player}'s {p['trait'].title()} Friends get +{p['amount']} {color_words(p['color'])} power "
                    + duration_words(f"next_turn:{player}") + g.by_text())
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


answers(ACTIVATION_CHECKS, "pump_trait_friends")(can_always)
