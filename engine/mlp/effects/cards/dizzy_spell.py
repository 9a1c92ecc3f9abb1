"""Texts printed only on cards named Dizzy Spell: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): put an opposing friend into its owner's hand, then that player discards a card\.")
def _t_bounce_then_discard(m, t):
    return _a("play", "bounce_opposing_friend_then_discard", t,
              timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("bounce_opposing_friend_then_discard")
def _r_bounce_then_discard(g, f, ability):
    """The Friend goes to its owner's hand first; then that player chooses a card of their
    hand (the returned Friend among them) and discards it."""
    player = f["ctrl"]
    data = f["data"]
    if "owner" not in data:
        ans = choose(g, f, player, "target", "Put which opposing Friend into its owner's hand?",
                     [(f"card:{i}", g.name(i)) for i in _opposing_friends(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        friend = card_of_option(ans[0])
        data["owner"] = g.card(friend)["owner"]
        g.to_hand(friend, effect_rule(f))
    owner = data["owner"]
    hand = g.s["players"][owner]["hand"]
    ans = choose(g, f, owner, "discard", "Discard a card", [(f"card:{i}", g.name(i)) for i in hand])
    if ans is None:
        return False
    if ans:
        g.discard(card_of_option(ans[0]), effect_rule(f))
    return True


def _opposing_friends(g, player: int) -> list[int]:
    """The opponent's Friends `player` can put into their owner's hand: not one a text keeps
    from it (Maud Pie, Like a Rock's "by opponents"; 705.2e: it can't be chosen)."""
    return [i for i in g.characters(1 - player)
            if g.is_type(i, "friend") and g.kept_in_play(i, "bounce", player) is None]


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "bounce_opposing_friend_then_discard")
def _can_bounce(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_opposing_friends(g, player)), "put")
