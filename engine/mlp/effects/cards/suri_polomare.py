"""Texts printed only on cards named Suri Polomare: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.at_random import discard_at_random
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a challenger defeats this card, they draw a card\.")
def _t_defeated_draw(m, t):
    return _a("trigger", "challenger_draws_on_defeat", t, "tm_defeated")


@template(r"when a challenger loses a faceoff involving this card, they discard a random card\.")
def _t_lost_discard(m, t):
    return _a("trigger", "losing_challenger_discards", t, "faceoff_won")


# ----- what it does ---------------------------------------------------------------------------


@runner("challenger_draws_on_defeat")
def _r_draw(g, f, ability):
    g.draw(f["data"]["player"], 1, effect_rule(f))
    return True


@runner("losing_challenger_discards")
def _r_discard(g, f, ability):
    return discard_at_random(g, f, f["data"]["player"], effect_rule(f))


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("tm_defeated", "challenger_draws_on_defeat")
def _this_card_defeated(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """514.5a: the challenger who defeated this Troublemaker (it triggers as it is defeated,
    before it is dismissed)."""
    return {"player": data["player"]} if data["card"] == iid else None


@triggered_by("faceoff_won", "losing_challenger_discards")
def _challenger_lost(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Troublemaker faceoff this card was involved in, won by the side it was on: the
    challenger, the other player, lost it (a tie has no loser, 514.4c)."""
    if data["kind"] != "troublemaker" or iid not in data["cards"]:
        return None
    return {"player": 1 - data["player"]}
