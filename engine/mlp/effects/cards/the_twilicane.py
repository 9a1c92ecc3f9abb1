"""Texts printed only on cards named The Twilicane: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import AMOUNTS, APPLIES, OPPOSING_SIDE_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"during the score phase, if that mane character is at home, that opponent's friends each have ([+-]\d+) "
          r"power\.")
def _t_twilicane(m, t):
    """"That Mane Character" is the host (509.4), "that opponent" its controller."""
    return _a("static", "host_mane_home_friends_power", t, "power", amount=int(m.group(1)))


@answers(APPLIES, "host_mane_home_friends_power")
def _friends_of_a_mane_at_home(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    host = s["cards"].get(sc["host"])
    if s["phase"] != "score" or host is None or host["zone"] != "play" or host["area"] != f"home:{host['ctrl']}":
        return False
    return tc["ctrl"] == host["ctrl"] and g.is_type(target, "friend")


@answers(AMOUNTS, "host_mane_home_friends_power")
def _amount(g, src: int, target: int, ability: Ability) -> int:
    return ability.params["amount"]


scope(OPPOSING_SIDE_STATICS, "host_mane_home_friends_power")
