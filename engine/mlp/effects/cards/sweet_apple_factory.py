"""Texts printed only on cards named Sweet Apple Factory: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import remove_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: exhaust this card and remove a \+1 power counter from one of your cards to gain \{(\d+)\}\.")
def _t_sweet_apple_factory(m, t):
    return _a("activated", "counter_for_tokens", t, timing="immediate", exhaust_self=True, gain=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("counter_for_tokens")
def _r_sweet_apple_factory(g, f, ability):
    """The counter is part of the cost (703.1d): the player picks one of their cards with a
    +1 power counter, removes one, then gains the tokens."""
    me = f["ctrl"]
    cands = _with_counter(g, me)
    ans = choose(g, f, me, "cost", "Remove a +1 power counter from which of your cards?",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if not ans:
        return True
    remove_counters(g, card_of_option(ans[0]), "power", 1, "703.1d", me)
    g.gain_tokens(me, ability.params["gain"], effect_rule(f))
    return True


def _with_counter(g, player: int) -> list[int]:
    cards = g.s["cards"]
    return [i for i in g.s["play"] if cards[i]["ctrl"] == player and cards[i]["counters"].get("power")]


@answers(ACTIVATION_CHECKS, "counter_for_tokens")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only with a +1 power counter on one of your cards to remove (508.1d)."""
    return unless(bool(_with_counter(g, player)), "remove", lacks=f"no card of P{player}'s has a +1 power counter")
