"""Texts printed only on cards named Desert Road: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.state.game import OPP_FRIENDS_ENTER_WITHOUT_ABILITIES
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"as an opposing friend enters play, it loses and can't have abilities until the end of the turn\.")
def _t_opposing_friends_enter_without_abilities(m, t):
    """Read by the state as a Friend enters play (`MlpGame.relocate`): an opponent's Friend
    has no abilities from the moment it is in play, so its own "when this card enters
    play" texts never trigger; it gets them back as the turn ends."""
    return _a("static", "opposing_friends_enter_without_abilities", t, OPP_FRIENDS_ENTER_WITHOUT_ABILITIES)
