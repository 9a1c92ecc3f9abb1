"""Texts printed only on cards named Thorax: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, OTHERS_OF_OWN_SIDE_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import LOSES_UNIQUE


@template(r"your token friends have \+(\d+) power and don't count against your home limit\.")
def _t_token_friends_power_and_exempt(m, t):
    return [_a("static", "own_token_friends", t, "power", amount=int(m.group(1))),
            _a("static", "own_token_friends", t, "home_limit_exempt")]


@template(r"other friends lose and can't have unique\.")
def _t_other_friends_lose_unique(m, t):
    """Every other Friend in play, either player's (`values.power.is_unique`)."""
    return _a("static", "other_friends_lose_unique", t, LOSES_UNIQUE)


@template(r"if one of your non-token friends would leave play, you may retire a number of token friends equal to "
          r"that friend's cost instead\. if you do, that friend doesn't leave play\.")
def _t_tokens_retired_instead(m, t):
    """710.1: the tokens retired are the player's own (410.2), as many as the Friend's cost
    (`replacement`, fate "retire_tokens_for_cost"); offered only when the player has that many."""
    return _a("replace", "instead", t, "would_leave_play", target=target("one of your non-token friends"),
              may=True, costs=[], fate="retire_tokens_for_cost")


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "own_token_friends")
def _own_token_friends(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return tc["ctrl"] == sc["ctrl"] and tc["zone"] == "play" and bool(tc.get("token")) and g.is_type(target, "friend")


@answers(APPLIES, "other_friends_lose_unique")
def _other_friends(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return target != src and tc["zone"] == "play" and g.is_type(target, "friend")


scope(OTHERS_OF_OWN_SIDE_STATICS, "own_token_friends")
