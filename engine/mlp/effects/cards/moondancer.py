"""Texts printed only on cards named Moondancer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.faceoffs import effect_flip
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"chaos: when this card is flipped, you may put a card from your hand on top of your deck, then flip an "
          r"additional card\.")
def _t_page_turner(m, t):
    return _a("trigger", "chaos_hand_to_deck_top_then_flip", t, "self_flipped")


@runner("chaos_hand_to_deck_top_then_flip")
def _r_page_turner(g, f, ability):
    """Glossary, Chaos: the player who flipped it may put a card from their hand on top of
    their deck; only if they do is an additional card flipped (the whole is what "may"
    offers), most often the card just put there."""
    player = f["ctrl"]
    hand = g.s["players"][player]["hand"]
    ans = choose(g, f, player, "target", "You may put a card from your hand on top of your deck, then flip an "
                 "additional card", [(f"card:{i}", g.name(i)) for i in hand], 0, 1) if hand else []
    if ans is None:
        return False
    if not ans:
        return True
    new = g.relocate(card_of_option(ans[0]), "deck")
    g.note("Glossary: Chaos", f"P{player} puts a card from their hand on top of their deck")
    g.put_on_deck_top(player, [new])
    if g.s["faceoff"] is not None:
        effect_flip(g, player, "Glossary: Chaos")
    return True
