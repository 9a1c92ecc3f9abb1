"""Texts printed only on cards named Sweetie Belle: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects import abilities
from engine.mlp.effects.abilities import choose
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when one of your friends becomes cutie marked, you may pay \{(\d+)\} to score a point\. if you have "
          r"([a-z ]+, [a-z ]+) and ([a-z ]+, [a-z ]+), you may pay \{(\d+)\} to score a point instead\.")
def _t_forever_a_crusader(m, t):
    return _a("trigger", "pay_to_score_for_a_cutie_mark", t, "cutie_marked", pay=int(m.group(1)),
              names=[m.group(2), m.group(3)], pay_with_names=int(m.group(4)))


# ----- what it does ---------------------------------------------------------------------------


@runner("pay_to_score_for_a_cutie_mark")
def _r_forever_a_crusader(g, f, ability):
    """With both named cards (full names) face-up in play under this player's control as the
    effect is processed, the cheaper cost is offered."""
    me = f["ctrl"]
    p = ability.params
    cost = p["pay_with_names"] if _has_all(g, me, p["names"]) else p["pay"]
    if g.s["players"][me]["tokens"] < cost:
        return True
    ans = choose(g, f, me, "may", f"Pay {cost} to score a point?", [("yes", "Yes"), ("no", "No")])
    if ans is None:
        return False
    if ans[0] == "yes":
        g.pay_tokens(me, cost, "707.2a")
        g.score(me, 1, "704", g.lib.spec(f["card"]).name)
        abilities.scored_with(g, f["src"], 1)
    return True


def _has_all(g, player: int, names: list[str]) -> bool:
    cards = g.s["cards"]
    return all(any(cards[i]["ctrl"] == player and g.face_up(i) and g.spec(i).name.casefold() == name
                   for i in g.s["play"]) for name in names)


@triggered_by("cutie_marked", "pay_to_score_for_a_cutie_mark")
def _own_friend_marked(g, iid: int, ability: Ability, data: dict) -> dict | None:
    s = g.s
    marked = data["card"]
    ok = marked in s["cards"] and s["cards"][marked]["ctrl"] == s["cards"][iid]["ctrl"] and g.is_type(marked, "friend")
    return {"it": marked} if ok else None
