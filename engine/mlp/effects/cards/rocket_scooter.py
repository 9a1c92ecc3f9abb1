"""Texts printed only on cards named Rocket Scooter: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import count_or_none, how_many
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    kept_from_cost,
)
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"immediate: retire (three|\d+) pegasus friends to dismiss a resource\.")
def _t_rocket_scooter(m, t):
    return _a("activated", "retire_pegasi_dismiss_resource", t, timing="immediate", n=number(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


def _pegasi(g, player: int) -> list[int]:
    """The player's face-up Pegasus Friends (tokens too) the cost may retire (705.2e, 508.1a:
    not one kept in play, nor one whose leaving a replacement would change)."""
    return [i for i in g.characters(player) if g.is_type(i, "friend") and g.face_up(i)
            and has_trait(g, i, "pegasus") and kept_from_cost(g, i, "retire", player) is None]


def _resources(g) -> list[int]:
    return [i for i in g.s["play"] if g.is_type(i, "resource")]


@runner("retire_pegasi_dismiss_resource")
def _r_rocket_scooter(g, f, ability):
    """703.1d: the cost (retiring the Pegasus Friends, chosen as it is paid) first, then the
    Resource to dismiss is chosen (any Resource in play, this one too)."""
    player = f["ctrl"]
    data = f["data"]
    if not data.get("paid"):
        n = ability.params["n"]
        ans = choose(g, f, player, "cost", f"Retire {how_many(n, 'Pegasus Friend')}", [(f"card:{i}", g.name(i))
                                                                           for i in _pegasi(g, player)], n, n)
        if ans is None:
            return False
        for key in ans:
            g.retire(card_of_option(key), "703.1d")
        data["paid"] = True
    ans = choose(g, f, player, "target", "Dismiss which Resource?", [(f"card:{i}", g.name(i)) for i in _resources(g)])
    if ans is None:
        return False
    if ans and in_play(g, card_of_option(ans[0])):
        g.dismiss(card_of_option(ans[0]), effect_rule(f))
    return True


@answers(ACTIVATION_CHECKS, "retire_pegasi_dismiss_resource")
def _can_launch(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    n, pegasi = ability.params["n"], len(_pegasi(g, player))
    return (unless(pegasi >= n, lacks=f"P{player} has {count_or_none(pegasi, 'Pegasus Friend')} to retire for its cost, not {n}")
            and unless(bool(_resources(g)), "dismiss"))

# (it can't fail after the cost is chosen: this Resource, at its home, is still there to dismiss)
