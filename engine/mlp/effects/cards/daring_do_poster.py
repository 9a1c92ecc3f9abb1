"""Texts printed only on cards named Daring Do Poster: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, text_lacked
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your troublemakers have \"at the start of your turn, gain \{(\d+)\}\.\"\.")
def _t_daring_do_poster(m, t):
    """The granted ability of each of its controller's Troublemakers, carried out by this
    card as one trigger for all of them: each face-up one (a face-down card has no
    abilities, 505.2) gains its controller the amount as that player's turn starts."""
    return _a("trigger", "troublemakers_gain_at_turn_start", t, "turn_start", amount=int(m.group(1)))


@runner("troublemakers_gain_at_turn_start")
def _r_daring_do_poster(g, f, ability):
    """Each gain is one line naming the Troublemaker whose ability it is and this card, whose
    text gives it: "P1 gains 1 action token for Ahuizotl #12 (by the text of Daring Do Poster #3)"."""
    player = f["ctrl"]
    theirs = [i for i in g.s["play"] if g.is_type(i, "troublemaker") and g.face_up(i)
              and g.s["cards"][i]["ctrl"] == player]
    if not theirs:
        text_lacked(f, has_none(player, "face-up Troublemaker"))
    for iid in theirs:
        g.gain_tokens(player, ability.params["amount"], effect_rule(f), f" for {g.name(iid)}")
    return True


@triggered_by("turn_start", "troublemakers_gain_at_turn_start")
def _your_turn(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None
