"""Texts printed only on cards named Pukwudgie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card, own_friends
from engine.mlp.effects.registry import AMOUNTS, APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"this card has \+(\d+) power for each of your other friends named (.+)\.")
def _t_power_per_namesake(m, t):
    return _a("static", "self_power_per_own_namesake", t, "power", amount=int(m.group(1)), named=m.group(2))


scope(SELF_ONLY_STATICS, "self_power_per_own_namesake")


answers(APPLIES, "self_power_per_own_namesake")(own_card)


@answers(AMOUNTS, "self_power_per_own_namesake")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    """The amount for each other Friend its controller controls with the full name named
    (title and subtitle; a frightened one keeps its name, 505.1)."""
    me = g.s["cards"][src]["ctrl"]
    name = ability.params["named"]
    same = sum(1 for i in own_friends(g, me) if i != src and g.spec(i).name.casefold() == name)
    return ability.params["amount"] * same


# A deck rule (deck checks read it through `engine.mlp.state.gaps.unlimited_copies`): the
# limit on copies of a card in a deck does not hold for the card it names
@template(r"your deck may contain any number of friends named (.+)\.")
def _t_any_number(m, t):
    return _a("rule", "any_number_in_deck", t, named=m.group(1))
