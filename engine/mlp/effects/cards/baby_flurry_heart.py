"""Texts printed only on cards named Baby Flurry Heart: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


@effect(r"put one of the cards you flipped for the faceoff into your hand")
def _e_flipped_to_hand(m):
    """After "If you win" (514.5d): done while the faceoff's flipped cards are still in the
    flip zone, before they go to the bottom of the deck (514.6)."""
    return {"do": "own_flipped_card_to_hand"}


@step("own_flipped_card_to_hand")
def _d_flipped_to_hand(g, f, step, e, rule):
    player = acting_player(f)
    fo = g.s["faceoff"]
    flipped = [i for i in fo["flipped"][player] if i in g.s["cards"] and g.card(i)["zone"] == "flip"] if fo else []
    ans = choose(g, f, player, "target", "Put which of your flipped cards into your hand?",
                 [(f"card:{i}", g.name(i)) for i in flipped])
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), rule)
    return True
