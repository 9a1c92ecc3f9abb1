"""Texts printed only on the Problem Trade Dispute: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Where a character can't be moved is asked of the "cant_be_moved_to" texts of the cards at
# the destination (`abilities.barred_from_area`: the Move action and moves by card text)
@template(r"the player with the most friends here can't move friends to this problem\.")
def _t_trade_dispute(m, t):
    return _a("static", "most_friends_cant_move_friends_here", t, "cant_be_moved_to")


@answers(APPLIES, "most_friends_cant_move_friends_here")
def _most_friends_barred(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """A Friend whose controller (who moves it) has more Friends here than the other player
    (with as many, neither has the most)."""
    if not g.is_type(target, "friend"):
        return False
    mover = tc["ctrl"]
    friends = [sum(1 for i in g.characters_at(sc["area"], p) if g.is_type(i, "friend")) for p in (0, 1)]
    return friends[mover] > friends[1 - mover]
