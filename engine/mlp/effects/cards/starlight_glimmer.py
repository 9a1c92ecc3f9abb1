"""Texts printed only on cards named Starlight Glimmer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.registry import APPLIES, SAME_AREA_STATICS, answers, scope
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"(characters|friends) here have (\d+) power and can't (?:lose or gain|gain or lose) power\.")
def _t_enforced_equality(m, t):
    """Starlight Glimmer's "Characters here ..." and Blankest Flanks' (a Problem) "Friends here
    ..."."""
    return _a("static", "here_set_power", t, "power", amount=int(m.group(2)), friends_only=m.group(1) == "friends")


@template(r"when you play an event, you may exhaust this card and a number of your other (\w+) friends "
          r"equal to that event's cost to copy its effects\.")
def _t_copy_event_exhaust(m, t):
    return _a("trigger", "copy_event", t, "played", cost="exhaust_trait", trait=m.group(1))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "here_set_power")
def _here_set_power(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if ability.params.get("friends_only") and not g.is_type(target, "friend"):
        return False
    return tc["area"] == sc["area"] and is_problem_area(g, sc["area"]) and g.is_character(target)


scope(SAME_AREA_STATICS, "here_set_power")


@effect(r"look at the top card of your deck,? and put it on the top or bottom of your deck")
def _e_top_or_bottom(m):
    """ "Look at the top card of your deck, and put it on the top or bottom of your deck": the
    one-card case of "... put them back on the top or bottom of your deck in any order"."""
    return {"do": "arrange_deck", "n": 1}
