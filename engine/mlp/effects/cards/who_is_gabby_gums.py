"""Texts printed only on cards named Who is Gabby Gums?: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


# `abilities.barred_from_moving` asks the "cant_move_away" texts for the Move action (609.2b)
# and for moves by card text, whoever moves the character; sending (506.5) is not moving
@template(r"if there are at least (\d+) \{(\w+)\} characters at this problem, characters without \{\2\} can't move "
          r"away from this problem\.")
def _t_color_guard(m, t):
    color = ELEMENTS.get(m.group(2))
    if color is None:
        return None
    return _a("static", "colorless_stay_while_crowded", t, "cant_move_away", n=int(m.group(1)), color=color)


@answers(APPLIES, "colorless_stay_while_crowded")
def _kept_here(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Any player's character at this Problem without the color, while at least N characters
    there have it (their colors now, 205)."""
    area, color = sc["area"], ability.params["color"]
    if tc["area"] != area or not g.is_character(target) or color in power.colors(g, target):
        return False
    return sum(1 for i in g.characters_at(area) if color in power.colors(g, i)) >= ability.params["n"]


scope(SAME_AREA_STATICS, "colorless_stay_while_crowded")
