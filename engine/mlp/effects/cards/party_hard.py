"""Texts printed only on cards named Party Hard: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, text_lacked
from engine.mlp.effects.extracost import retired_this_way_flag
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.effects.steps import discard_chosen
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# (its additional cost, "retire any number of Friends", is paid as it is played: `extracost`)
@template(r"main phase: draw cards equal to the number of friends retired this way, and an opponent discards that "
          r"many cards\.")
def _t_party_hard(m, t):
    return _a("play", "draw_and_opponent_discards_per_retired", t, timing="main")


@runner("draw_and_opponent_discards_per_retired")
def _r_party_hard(g, f, ability):
    """The count its additional cost left: the player draws that many, then the opponent
    discards that many of their choice (all of their hand when fewer)."""
    player = f["ctrl"]
    data = f["data"]
    if "n" not in data:
        data["n"] = g.s["flags"].pop(retired_this_way_flag(player), 0)
        if data["n"]:
            g.draw(player, data["n"], effect_rule(f))
    if not data["n"]:
        text_lacked(f, "no Friend was retired this way")
        return True
    return discard_chosen(g, f, 1 - player, data["n"], effect_rule(f))


answers(PLAY_CHECKS, "draw_and_opponent_discards_per_retired")(can_always)
