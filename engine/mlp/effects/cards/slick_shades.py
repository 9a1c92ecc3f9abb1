"""Texts printed only on cards named Slick Shades: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_host
from engine.mlp.effects.registry import AMOUNTS, APPLIES, HOST_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"that friend has \+(\d+) power for each ([a-z' ]+) in play\.")
def _t_host_power_per_name(m, t):
    return _a("static", "host_power_per_name_in_play", t, "power", amount=int(m.group(1)), card_name=m.group(2))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(HOST_ONLY_STATICS, "host_power_per_name_in_play")


answers(APPLIES, "host_power_per_name_in_play")(own_host)


@answers(AMOUNTS, "host_power_per_name_in_play")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    """+N for each card in play with the name, whoever controls it (this card included)."""
    name = ability.params["card_name"]
    return ability.params["amount"] * sum(1 for i in g.s["play"] if g.spec(i).name.casefold() == name)
