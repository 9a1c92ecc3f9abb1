"""Texts printed only on cards named Timberwolf: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import choose, effect_rule, in_play
from engine.mlp.effects.registry import (
    AT_OWN_AREA_ONLY,
    BY_CARD_TYPE,
    VALUE_RULES,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# costs
@template(r"your opponent must pay \+\{(\d+)\} to play a friend to this card's problem\.")
def _t_play_tax(m, t):
    return _a("static", "opp_play_friend_tax", t, "play_cost", amount=int(m.group(1)))


@template(r"when this card is uncovered, its owner must pay \{(\d+)\} or dismiss it\.")
def _t_timberwolf(m, t):
    return _a("trigger", "pay_or_dismiss", t, "uncovered", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("pay_or_dismiss")
def _r_pay_or_dismiss(g, f, ability):
    src = f["src"]
    if not in_play(g, src):
        return True
    owner = g.card(src)["owner"]
    amount = ability.params["amount"]
    pairs = [("dismiss", "Dismiss it")]
    if g.s["players"][owner]["tokens"] >= amount:
        pairs.insert(0, ("pay", f"Pay {amount}"))
    ans = choose(g, f, owner, "cost", f"Pay {amount} or dismiss {g.name(src)}", pairs)
    if ans is None:
        return False
    if ans[0] == "pay":
        g.pay_tokens(owner, amount, effect_rule(f))
    else:
        g.dismiss(src, effect_rule(f))
    return True


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


scope(BY_CARD_TYPE, "opp_play_friend_tax")
scope(AT_OWN_AREA_ONLY, "opp_play_friend_tax")


@answers(VALUE_RULES, "opp_play_friend_tax")
def _opp_play_friend_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    sc = g.s["cards"][src]
    return ability.params["amount"] if (subject != sc["ctrl"] and context.get("dest") == sc["area"]
                                        and g.is_type(context["card"], "friend")) else 0


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("uncovered", "pay_or_dismiss")
def _this_card_uncovered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None
