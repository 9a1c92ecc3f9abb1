"""Texts printed only on cards named Grampa Gruff: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.game import HAND_FRIENDS_HASTY
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_NAME = "hand_friends_hasty_until_a_friend_is_played"


@template(r"when this card enters play, this turn, friends in your hand have hasty until you play a friend\.")
def _t_too_long_didnt_read(m, t):
    return _a("trigger", _NAME, t, "enter_play", grants_hasty_in_hand=True)


@triggered_by("enter_play", _NAME)
def _this_card_enters(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None


@runner(_NAME)
def _r_too_long_didnt_read(g, f, ability):
    """Kept as the turn it holds for (`HAND_FRIENDS_HASTY`), read as the actions are listed
    (a Friend with Hasty may be played outside the Main Phase, 609.2a) and dropped as the
    player plays a Friend (`actions.play_card`)."""
    player = f["ctrl"]
    g.s["flags"][HAND_FRIENDS_HASTY[player]] = g.s["turn"]
    g.note("704", f"Friends in P{player}'s hand have Hasty this turn until P{player} plays a Friend")
    return True
