"""Texts printed only on cards named Rarity: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card and one of your non-token friends or resources to have an opponent gain "
          r"control of that friend or resource\. then, if that opponent controls (\d+) or more non-token friends "
          r"or resources that you own, score a point\.")
def _t_throw_me_a_bone(m, t):
    return _a("activated", "give_away_and_score", t, timing="main", exhaust_self=True, count=int(m.group(1)))


@template(r"when you score at least (\d+) points with this card during one score phase, turn this card over\.")
def _t_rarity(m, t):
    return _a("trigger", "turn_over", t, "scored_with", cond="scored", n=int(m.group(1)))


# ----- Radiance: an Accessory fetched for a banished card -----------------------------------------


@template(r"immediate: banish a non-resource card from your hand to search your deck or discard pile for an? (\w+), "
          r"reveal it, and put it into your hand\.")
def _t_radiance(m, t):
    return _a("activated", "banish_for_trait_card", t, timing="immediate", trait=m.group(1))


def _fodder(g, player: int) -> list[int]:
    return [i for i in g.s["players"][player]["hand"] if not g.is_type(i, "resource")]


@answers(ACTIVATION_CHECKS, "banish_for_trait_card")
def _can_banish(g, player: int, iid: int, ability: Ability) -> bool:
    """Its cost banishes a non-Resource card from the hand (508.1d: one must be there)."""
    return bool(_fodder(g, player))


@runner("banish_for_trait_card")
def _r_radiance(g, f, ability):
    """The cost first (a non-Resource card from the hand, banished, 703.1d); then the search
    of the deck and the discard pile (518.1: it may fail to find), the card found revealed,
    and the searched deck shuffled (518.2)."""
    player, data, trait = f["ctrl"], f["data"], ability.params["trait"]
    me = g.s["players"][player]
    if "paid" not in data:
        ans = choose(g, f, player, "target", "Banish a non-Resource card from your hand",
                     [(f"card:{i}", g.name(i)) for i in _fodder(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        g.banish(card_of_option(ans[0]), "703.1d")
        data["paid"] = True
    found = [i for zone in ("deck", "discard") for i in me[zone] if g.spec(i).has_trait(trait)]
    ans = choose(g, f, player, "search", f"Search your deck or discard pile for an {trait.capitalize()} (518.1)",
                 [("none", "Fail to find"), *[(f"card:{i}", g.name(i)) for i in found]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        card = card_of_option(ans[0])
        g.note("518.1", f"P{player} reveals {g.name(card)}")
        g.to_hand(card, "704")
    g.shuffle(me["deck"])  # the deck was searched, whatever was found (518.2)
    g.note("518.2", f"P{player} shuffles their deck")
    return True
