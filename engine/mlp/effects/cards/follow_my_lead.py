"""Texts printed only on cards named Follow My Lead: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule
from engine.mlp.effects.moving import owner_moved_a_character
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, runner, scope, triggered_by
from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_BACK_TO_HAND = "to_hand_from_discard_on_move"


@template(r"main phase: give a character \+(\d+) power until the end of your turn\.")
def _t_follow_my_lead(m, t):
    """Played only in its player's own Main Phase (512.3), so "your turn" is this turn."""
    return _a("play", "effect", t, timing="main",
              steps=[{"do": "pump", "target": target("a character"), "n": int(m.group(1)), "until": "turn",
                      "may": False, "costs": []}])


@template(r"when you move a character, you may put this card into your hand from your discard pile\.")
def _t_back_to_hand(m, t):
    """A trigger that works from the discard pile (`MlpGame._outside_play_triggers`)."""
    return _a("trigger", _BACK_TO_HAND, t, "moved", from_zone="discard")


triggered_by("moved", _BACK_TO_HAND)(owner_moved_a_character)


@runner(_BACK_TO_HAND)
def _r_back_to_hand(g, f, ability):
    """If it is still in the discard pile (400.7), its owner may put it into their hand."""
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "discard":
        return True
    ans = choose_yes_no(g, f, f["ctrl"], "Put this card into your hand from your discard pile?")
    if ans is None:
        return False
    if ans == ["yes"]:
        g.to_hand(src, effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "to_hand_from_discard_on_move")
