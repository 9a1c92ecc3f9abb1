"""Texts printed only on cards named A Cuddle with a Pekingese: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, effect_rule
from engine.mlp.effects.costs import discount_card
from engine.mlp.effects.registry import (
    LOOKS_IN_DECKS,
    PLAY_CHECKS,
    answers,
    can_always,
    runner,
    scope,
)
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: reveal the top card of your deck and you may draw it\. if the card was a critter friend, you "
          r"may pay \{(\d+)\} less to play that friend this turn and you may draw another card\.")
def _t_cuddle(m, t):
    return _a("play", "reveal_draw_critter_bonus", t, timing="main", amount=int(m.group(1)))


# (an empty deck reveals nothing: the rest asks nothing)
answers(PLAY_CHECKS, "reveal_draw_critter_bonus")(can_always)


@runner("reveal_draw_critter_bonus")
def _r_cuddle(g, f, ability):
    """The top card is revealed; the player may draw it. A Critter Friend revealed costs its
    player [N] less this turn once drawn (paying less is always chosen: the lower cost is
    offered) and lets them draw another card whether or not they drew it."""
    me, data = f["ctrl"], f["data"]
    deck = g.s["players"][me]["deck"]
    if "revealed" not in data:
        if not deck:
            return True
        data["revealed"] = deck[-1]
        spec = g.spec(deck[-1])
        data["critter"] = spec.type == "friend" and spec.has_trait("critter")
        g.note_seen(effect_rule(f), f"P{me} reveals the top card of their deck: {g.name(deck[-1])}")
    if "drew" not in data:
        ans = choose_yes_no(g, f, me, f"Draw {g.name(data['revealed'])}?")
        if ans is None:
            return False
        data["drew"] = ans[0] == "yes"
        if data["drew"] and deck and deck[-1] == data["revealed"]:
            g.draw(me, 1, effect_rule(f))
            if data["critter"] and g.s["players"][me]["hand"]:
                discount_card(g, f, me, g.s["players"][me]["hand"][-1], ability.params["amount"], effect_rule(f))
    if not data["critter"] or not deck:
        return True
    ans = choose_yes_no(g, f, me, "Draw another card?")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.draw(me, 1, effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_draw_critter_bonus")
