"""Texts printed only on cards named Bright Smile: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"your (\w+) friends here also have the colors of each opposing character here\.")
def _t_opposing_colors_here(m, t):
    """Also the colors (203) the opposing characters here have now (`values.power`, params
    `opposing_colors_here`)."""
    return _a("static", "trait_friends_here_have_opposing_colors", t, "color", trait=m.group(1),
              opposing_colors_here=True)


@answers(APPLIES, "trait_friends_here_have_opposing_colors")
def _own_trait_friends_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return (tc["zone"] == "play" and tc["area"] == sc["area"] and tc["ctrl"] == sc["ctrl"]
            and g.is_type(target, "friend") and has_trait(g, target, ability.params["trait"]))


scope(SAME_AREA_STATICS, "trait_friends_here_have_opposing_colors")
