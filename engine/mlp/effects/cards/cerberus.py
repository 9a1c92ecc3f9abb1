"""Texts printed only on cards named Cerberus: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.costs import pay_or
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect


# "When this card is uncovered, pay [2] or dismiss it.": the trigger is read by the part
# grammar; this is its instruction.
@effect(r"pay \{(\d+)\} or dismiss (?:it|this card)")
def _e_pay_or_dismiss_self(m):
    return {"do": "pay_or_dismiss_self", "n": int(m.group(1))}


@step("pay_or_dismiss_self")
def _d_pay_or_dismiss_self(g, f, step_: dict, e: dict, rule: str) -> bool:
    """Its controller chooses (`costs.pay_or`), even with the card gone from play by then."""
    return pay_or(g, f, acting_player(f), f["src"], step_["n"], "dismiss", rule)
