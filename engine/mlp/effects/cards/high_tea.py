"""Texts printed only on cards named High Tea: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to have each player with an even number of action tokens gain \{(\d+)\}\.")
def _t_high_tea(m, t):
    return _a("activated", "even_token_players_gain", t, timing="main", exhaust_self=True, amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("even_token_players_gain")
def _r_high_tea(g, f, ability):
    """Each player whose action tokens are an even number as it resolves (none is an even
    number) gains; who qualifies is read for both before either gains."""
    even = [p for p in (0, 1) if g.s["players"][p]["tokens"] % 2 == 0]
    for p in even:
        g.gain_tokens(p, ability.params["amount"], effect_rule(f))
    return True


answers(ACTIVATION_CHECKS, "even_token_players_gain")(can_always)
