"""Texts printed only on cards named Sapphire Shores: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play, kept_from_cost
from engine.mlp.effects.entering_and_leaving_play import free_play_places, play_for_free
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Costume Changer
@template(r"main phase: retire an accessory on this card to play an accessory on this card for free\.")
def _t_costume_changer(m, t):
    return _a("activated", "swap_accessory_on_self", t, timing="main")


def _own_accessories_on(g, src: int, player: int) -> list[int]:
    """The Accessories on this card its player may retire for the cost (410.2: only their own
    cards; 705.2e, 508.1a: `kept_from_cost`)."""
    cards = g.s["cards"]
    return [i for i in g.attachments(src) if cards[i]["ctrl"] == player and g.is_type(i, "resource")
            and g.spec(i).has_trait("accessory") and kept_from_cost(g, i, "retire", player) is None]


def _playable_here(g, src: int, player: int) -> list[int]:
    """The Accessories in the player's hand that may be played on this card now: its
    placement rule takes this card and its play requirement is met (`free_play_places`)."""
    dest = f"on:{src}"
    return [i for i in g.s["players"][player]["hand"] if g.is_type(i, "resource") and g.spec(i).has_trait("accessory")
            and any(place == dest for place, _ in free_play_places(g, player, i))]


@answers(ACTIVATION_CHECKS, "swap_accessory_on_self")
def _can_swap(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """705.2e: an Accessory of theirs on it to retire, and one in hand to play on it."""
    return (unless(bool(_own_accessories_on(g, iid, player)), "retire")
            and unless(bool(_playable_here(g, iid, player)), "play",
                       lacks=f"P{player} has no Accessory in hand that can be played on {g.name(iid)}"))


@runner("swap_accessory_on_self")
def _r_costume_changer(g, f, ability):
    """The cost first (707.2a: retire one of their Accessories on it), then one Accessory from
    the hand played on it for free (the play procedure, `play_for_free`)."""
    src, player, data = f["src"], f["ctrl"], f["data"]
    if data.get("playing"):
        return True  # (the Accessory was played)
    if "retired" not in data:
        ans = choose(g, f, player, "target", f"Retire an Accessory on {g.name(src)}",
                     [(f"card:{i}", g.name(i)) for i in _own_accessories_on(g, src, player)])
        if ans is None:
            return False
        if not ans:
            return True
        data["retired"] = True
        g.retire(card_of_option(ans[0]), "707.2a")
    if not in_play(g, src):
        return True
    found = _playable_here(g, src, player)
    ans = choose(g, f, player, "target", f"Play an Accessory on {g.name(src)} for free",
                 [(f"card:{i}", g.name(i)) for i in found])
    if ans is None:
        return False
    if not ans:
        return True
    data["playing"] = True
    play_for_free(g, player, card_of_option(ans[0]), f"on:{src}")
    return False
