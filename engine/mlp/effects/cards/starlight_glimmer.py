"""Texts printed only on cards named Starlight Glimmer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import is_problem_area
from engine.mlp.effects.phases import add_extra_phase
from engine.mlp.effects.registry import (
    APPLIES,
    SAME_AREA_STATICS,
    answers,
    runner,
    scope,
    triggered_by,
)
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


# ----- "When this side of the card is turned face-up for the first time each game, there is an
# additional Ready Phase before your next End Phase." (MT135, Boosted) ----------------------------


@template(r"when this side of the card is turned face-up for the first time each game, there is an additional ready "
          r"phase before your next end phase\.(?: \(during the ready phase, you ready your cards, gain actions, and draw "
          r"a card\.\)\.?)?")
def _t_time_of_her_life(m, t):
    return _a("trigger", "extra_ready_phase", t, "turned_over")


def _first_time_key(iid: int) -> str:
    return f"boosted_side_turned_up:{iid}"


@triggered_by("turned_over", "extra_ready_phase")
def _first_time_this_side(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card turned to its Boosted side, the first time this game (a Mane Character stays
    the same card all game: its first time is kept in the flags)."""
    if data["card"] != iid or not data["boosted"]:
        return None
    flags = g.s["flags"]
    if _first_time_key(iid) in flags:
        return None
    flags[_first_time_key(iid)] = True
    return {}


@runner("extra_ready_phase")
def _r_extra_ready_phase(g, f, ability) -> bool:
    player = f["ctrl"]
    add_extra_phase(g, player, "ready", "end", "704",
                    f"P{player} will have an additional Ready Phase before their next End Phase")
    return True
