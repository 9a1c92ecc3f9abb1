"""Texts printed only on cards named Royal Spyglass: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.at_random import pick_at_random
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to have an opponent reveal a random card from their hand\.")
def _t_spyglass(m, t):
    return _a("activated", "opponent_reveals_random_hand_card", t, timing="main", exhaust_self=True)


# ----- what it does ---------------------------------------------------------------------------


@runner("opponent_reveals_random_hand_card")
def _r_spyglass(g, f, ability):
    """The opponent (the only one, 101.4) shows a card picked at random by the game's seeded
    draw from their hand; it stays in their hand. Revealing is written into the log, which
    both players read."""
    opponent = 1 - f["ctrl"]
    hand = g.s["players"][opponent]["hand"]
    if not hand:
        g.note("705.2e", f"P{opponent} has no card in hand to reveal")
        return True
    shown = pick_at_random(g, f, hand, "705.2e", hand_of=opponent, what=f"the card P{opponent} reveals")
    if shown is None:
        return False
    g.note("705.2e", f"P{opponent} reveals {g.name(shown)} at random from their hand")
    return True


answers(ACTIVATION_CHECKS, "opponent_reveals_random_hand_card")(can_always)
