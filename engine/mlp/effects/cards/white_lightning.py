"""Texts printed only on cards named White Lightning: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"your (unicorn|pegasus|earth pony) characters here can't be moved by opponents\.")
def _t_trait_here_cant_be_moved(m, t):
    """"Opponents" are the opponents of this card's controller (`abilities.barred_from_moving`
    bars every player but the controller of the card with the text)."""
    return _a("static", "own_trait_here_cant_be_moved_by_opponents", t, "cant_be_moved_by", trait=m.group(1))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "own_trait_here_cant_be_moved_by_opponents")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This card's controller's face-up characters of the trait at this card's area (this
    card too, if it has the trait)."""
    return (tc["ctrl"] == sc["ctrl"] and tc["area"] == sc["area"] and not tc["face_down"]
            and g.spec(target).type in ("friend", "mane") and has_trait(g, target, ability.params["trait"]))


scope(SAME_AREA_STATICS, "own_trait_here_cant_be_moved_by_opponents")
