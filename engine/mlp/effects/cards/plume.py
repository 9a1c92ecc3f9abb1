"""Texts printed only on cards named Plume: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import ACTIVATION_CHECKS, STEPS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_FACE_DOWN = {"do": "tm_from_hand", "face_down": True}


@template(r"immediate: exhaust this card to put a troublemaker from your hand into play\. \(troublemakers enter play "
          r"face-down unless otherwise stated\.\)\.?")
def _t_bump_set(m, t):
    return _a("activated", "troublemaker_from_hand_face_down", t, timing="immediate", exhaust_self=True)


@runner("troublemaker_from_hand_face_down")
def _r_bump_set(g, f, ability):
    """The Troublemaker enters play face-down (as the reminder says) at a Problem the player
    chooses: the step "put a Troublemaker from your hand into play" of text read in parts."""
    return STEPS["tm_from_hand"](g, f, _FACE_DOWN, f["data"].setdefault("e", {}), "706.1")


@answers(ACTIVATION_CHECKS, "troublemaker_from_hand_face_down")
def _can_bump(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(any(g.spec(i).type == "troublemaker" for i in g.s["players"][player]["hand"]),
                  "put", lacks=has_none(player, "Troublemaker", " in hand"))
