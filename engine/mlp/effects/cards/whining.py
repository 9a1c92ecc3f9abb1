"""Texts printed only on cards named Whining: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.discounts import give_discount
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when an opponent defeats a troublemaker, they must pay \+\{(\d+)\} to play the next card they play "
          r"this turn\.")
def _t_whining(m, t):
    return _a("trigger", "next_card_surcharge_on_defeat", t, "tm_defeated", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("next_card_surcharge_on_defeat")
def _r_whining(g, f, ability):
    """A one-shot change to the next card's cost this turn, kept with the player's one-shot
    discounts ("discount:<player>", read by `values.power.PlayCosts`, spent by the next card
    played, ended with the turn): a surcharge is a negative discount, given as they are
    (`discounts.give_discount`: the price paid names this card)."""
    player, amount = f["data"]["player"], ability.params["amount"]
    give_discount(g, f, player, f"discount:{player}", -amount)
    g.note(effect_rule(f), f"P{player}'s next card this turn costs {amount} more{g.by_text()}")
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("tm_defeated", "next_card_surcharge_on_defeat")
def _opponent_defeats(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {"player": data["player"]} if data["player"] != g.s["cards"][iid]["ctrl"] else None
