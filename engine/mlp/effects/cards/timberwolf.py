"""Texts printed only on cards named Timberwolf: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.costs import pay_or
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
    """Its owner chooses (`costs.pay_or`), even with the card gone from play by then."""
    return pay_or(g, f, f["data"]["owner"], f["src"], ability.params["amount"], "dismiss", effect_rule(f))


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
    """Its owner is read as it triggers (712.2): the card may be gone as the effect resolves."""
    return {"owner": g.s["cards"][iid]["owner"]} if data["card"] == iid else None
