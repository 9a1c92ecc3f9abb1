"""Texts printed only on cards named Dip in the Pool: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import PLAY_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


# Copying (520.2): a token copy has the copied card's printed information
@template(r"(main phase|immediate): put a token copy of one of your non-unique friends into play\.")
def _t_copy_own_friend(m, t):
    return _a("play", "token_copy_own_friend", t, timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("token_copy_own_friend")
def _r_token_copy(g, f, ability):
    """520.2: the copy is a token with the copied card's printed information only
    (its id); counters and modifiers on the original are not copied."""
    player = f["ctrl"]
    data = f["data"]
    if "original" not in data:
        friends = _copyable_friends(g, player)
        ans = choose(g, f, player, "target", "Choose one of your non-Unique Friends to copy",
                     [(f"card:{i}", g.name(i)) for i in friends])
        if ans is None:
            return False
        if not ans:
            return True
        data["original"] = g.card(card_of_option(ans[0]))["card"]
    areas = [f"home:{player}", *g.problems()]
    ans = choose(g, f, player, "area", "Where does the token copy enter play?", [(a, f"at {a}") for a in areas])
    if ans is None:
        return False
    g.put_token(data["original"], player, ans[0], "520.2")
    return True


def _copyable_friends(g, player: int) -> list[int]:
    """A player's non-Unique Friends in play, which a token copy may copy: frightened ones too,
    which have no traits (505.1a, `power.is_unique`) and whose printed information the copy has
    (520.2)."""
    return [i for i in g.characters(player) if g.is_type(i, "friend") and not power.is_unique(g, i)]


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "token_copy_own_friend")
def _can_copy_own_friend(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_copyable_friends(g, player)), "put", lacks=has_none(player, "non-Unique Friend"))
