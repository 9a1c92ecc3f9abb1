"""Texts printed only on cards named Prim Hemline: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Moving a card asks the "cant_be_moved_to" texts of the cards at the area it would go to
# (`abilities.barred_from_area`: the Move action, moves by card text, the state as it moves)
@template(r"while an opponent's mane character is at home, that opponent can't move friends to this card's problem\.")
def _t_precise_pony(m, t):
    return _a("static", "opponent_with_mane_home_cant_move_friends_here", t, "cant_be_moved_to")


@answers(APPLIES, "opponent_with_mane_home_cant_move_friends_here")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """A Friend moved to this card's Problem by an opponent of its controller whose Mane
    Character is at their home. The player moving it is the one whose effect is resolving
    (513.3), else, for the Move action, the Friend's controller (609.2b: a player moves
    their own characters)."""
    if not g.is_type(target, "friend") or not is_problem_area(g, sc["area"]):
        return False
    mover = g.acting_player()
    if mover is None:
        mover = tc["ctrl"]
    if mover == sc["ctrl"]:
        return False
    mane = s["players"][mover]["mane"]
    return mane in s["cards"] and s["cards"][mane]["area"] == f"home:{mover}"
