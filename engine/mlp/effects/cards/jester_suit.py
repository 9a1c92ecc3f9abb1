"""Texts printed only on cards named Jester Suit: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_host
from engine.mlp.effects.registry import AMOUNTS, APPLIES, HOST_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"that friend has \{(\w+)\} and \+(\d+) power for each of your other \{(\w+)\} friends here\.")
def _t_jester_suit(m, t):
    """Two modifiers on the host (509.4): a color, as "is also [color]" gives one, and power."""
    return [_a("static", "host_color", t, "color", color=m.group(1)),
            _a("static", "host_power_per_own_color_friend_here", t, "power", amount=int(m.group(2)),
               color=m.group(3))]


scope(HOST_ONLY_STATICS, "host_power_per_own_color_friend_here")


answers(APPLIES, "host_power_per_own_color_friend_here")(own_host)


@answers(AMOUNTS, "host_power_per_own_color_friend_here")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    """+N for each other face-up Friend of that color this card's controller has at the host's
    area ("your": the controller of this card; "other": not the host)."""
    cards = g.s["cards"]
    me = cards[src]["ctrl"]
    color = ability.params["color"]
    return ability.params["amount"] * sum(
        1 for i in g.characters_at(cards[target]["area"], me)
        if i != target and g.is_type(i, "friend") and color in power.colors(g, i))
