"""Texts printed only on cards named Applejack's Hat: their patterns and what they do.

Its placement rule ("Play on a Friend.") is a wording of the attaching family; "that Friend"
is its host (509.4)."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    no_power_to_add,
)
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"immediate: exhaust that friend to put a \+1 power counter on it, then add its power to another friend "
          r"until the end of the turn\.")
def _t_hat(m, t):
    return _a("activated", "exhaust_host_counter_and_lend", t, timing="immediate")


def _others(g, host: int) -> list[int]:
    return [i for p in (0, 1) for i in g.characters(p) if i != host and g.is_type(i, "friend") and g.face_up(i)]


@answers(ACTIVATION_CHECKS, "exhaust_host_counter_and_lend")
def _host_ready(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Its cost exhausts the host (508.1d: a ready, face-up Friend), and another Friend takes the power."""
    host = g.s["cards"][iid]["host"]
    if host is None or host not in g.s["cards"]:
        return Unmet((), f"{g.name(iid)} is on no Friend")
    h = g.s["cards"][host]
    return (unless(not h["exhausted"] and not h["frightened"], lacks=f"{g.name(host)} is not ready to be exhausted")
            and unless(bool(_others(g, host)), "add", lacks="there is no other Friend to add its power to"))


@runner("exhaust_host_counter_and_lend")
def _r_hat(g, f, ability):
    """The host is exhausted as the ability is activated (its cost, 703.1d); the counter goes
    on it, then another Friend gets the host's power (with that counter) until the end of
    the turn."""
    data = f["data"]
    host = g.s["cards"][f["src"]]["host"] if in_play(g, f["src"]) else None
    if "host" not in data:
        if host is None or not g.exhaust(host, "703.1d"):
            return True
        data["host"] = host
        add_counters(g, host, "power", 1, effect_rule(f), f["ctrl"])
    host = data["host"]
    if "ans" not in f and no_power_to_add(g, f, host, (power.power(g, host) or 0) if in_play(g, host) else 0):
        return True
    ans = choose(g, f, f["ctrl"], "target", "Add that Friend's power to which other Friend?",
                 [(f"card:{i}", g.name(i)) for i in _others(g, host)])
    if ans is None:
        return False
    if ans and host in g.s["cards"]:
        target, amount = card_of_option(ans[0]), power.power(g, host) or 0
        g.add_mod("power", target, amount, until="turn", ctrl=f["ctrl"], src=f["src"])
        g.note(effect_rule(f), f"{g.name(target)} gets +{amount} power until the end of the turn{g.by_text()}")
    return True
