"""Texts printed only on cards named Maud Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import own_card
from engine.mlp.effects.registry import APPLIES, SELF_ONLY_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import power


@template(r"while this card has at least (\d+) power, your friends can't be frightened\.")
def _t_strong_guard(m, t):
    return _a("static", "own_friends_unfrightenable_while_strong", t, "cant_frighten", at_least=int(m.group(1)))


@answers(APPLIES, "own_friends_unfrightenable_while_strong")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This card's controller's Friends (this card too), while its power reaches the number."""
    return (tc["ctrl"] == sc["ctrl"] and g.is_type(target, "friend")
            and (power(g, src) or 0) >= ability.params["at_least"])


# the state asks the "shielded_from_opponents" texts as a card is dismissed or put into a hand
# (`MlpGame.shielded_from`, with the player whose effect does it); moving it by an opponent
# is barred as Pearly Stitch's "Your opponent's cards can't move this card" is ("cant_move")
@template(r"this card can't be dismissed, moved, or put into its owner's hand from play by opponents\.")
def _t_like_a_rock(m, t):
    return [_a("static", "self_shielded_from_opponents", t, "shielded_from_opponents", verbs=["dismiss", "bounce"]),
            _a("static", "cant_be_moved_by_opponent", t, "cant_move")]


answers(APPLIES, "self_shielded_from_opponents")(own_card)
scope(SELF_ONLY_STATICS, "self_shielded_from_opponents")
