"""Texts printed only on cards named Jet Set & Upper Crust: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"players can't challenge this troublemaker unless they have at least (\d+) friends at its problem\.")
def _t_challenge_needs_friends(m, t):
    """Read as the challenges are offered (`flow._challenges`, 608.1)."""
    return _a("static", "challenge_needs_friends", t, "challenge_needs_friends", n=int(m.group(1)))


answers(APPLIES, "challenge_needs_friends")(own_card)
scope(SELF_ONLY_STATICS, "challenge_needs_friends")
