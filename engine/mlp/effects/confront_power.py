"""Texts that keep characters' power out of confronting a Problem (611.3a: "characters
contribute their power to confronting their Problem unless otherwise unable to").

Each is a continuous ability of the category "no_confront_power": its rule
(`registry.VALUE_RULES`) answers, for a character at the Problem being confronted
(`context["area"]`), whether that character's power is kept out (1) or not (0).
`engine.mlp.values.power` leaves such characters out of the power a player confronts with.
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.registry import VALUE_RULES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"this card can't contribute its power to confronting problems\.")
def _t_self(m, t):
    return _a("static", "self_no_confront_power", t, "no_confront_power")


@template(r"opposing characters here with the highest power among opposing characters can't contribute their "
          r"power to confronting this problem\.")
def _t_highest_opposing(m, t):
    return _a("static", "highest_opposing_no_confront_power", t, "no_confront_power")


@template(r"opposing characters here can't contribute their power to confronting this card's problem unless their "
          r"power is greater than or equal to this card's power\.")
def _t_weaker_opposing(m, t):
    return _a("static", "weaker_opposing_no_confront_power", t, "no_confront_power")


# ----- whom each keeps out --------------------------------------------------------------------


@answers(VALUE_RULES, "self_no_confront_power")
def _self(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return int(subject == src)


@answers(VALUE_RULES, "highest_opposing_no_confront_power")
def _highest_opposing(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """On a Problem: the characters of its owner's opponent confronting it whose power is the
    highest among that opponent's characters here (all of them, when several tie)."""
    cards = g.s["cards"]
    sc, tc = cards[src], cards[subject]
    area = sc["area"]
    if context.get("area") != area or tc["area"] != area or tc["ctrl"] == sc["ctrl"]:
        return 0
    powers = [power.power(g, iid) or 0 for iid in g.characters_at(area, tc["ctrl"])]
    return int(bool(powers) and (power.power(g, subject) or 0) >= max(powers))


@answers(VALUE_RULES, "weaker_opposing_no_confront_power")
def _weaker_opposing(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The opponents' characters at this card's Problem with less power than this card."""
    cards = g.s["cards"]
    sc, tc = cards[src], cards[subject]
    area = sc["area"]
    if context.get("area") != area or tc["area"] != area or tc["ctrl"] == sc["ctrl"]:
        return 0
    return int((power.power(g, subject) or 0) < (power.power(g, src) or 0))
