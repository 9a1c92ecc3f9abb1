"""Texts printed only on cards named Pinkie Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when your opponent confronts this card's problem, draw a card\.")
def _t_opp_confront_draw(m, t):
    return _a("trigger", "draw", t, "opp_confront", n=1)


@template(r"when you confront this card's problem, if none of your opponent's friends are at that problem, turn this card over\.")
def _t_pinkie(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="no_opp_friends")


@effect(r"if an opponent has more cards in their hand than you, draw cards until you have the same number of "
        r"cards in your hand as your opponent")
def _e_draw_to_match(m):
    return {"do": "draw_to_match_opponent_hand"}


# ----- what it does ---------------------------------------------------------------------------


@step("draw_to_match_opponent_hand")
def _d_draw_to_match(g, f, step, e, rule):
    """Draws the difference when the opponent holds more cards (read as it resolves); none
    otherwise."""
    player = acting_player(f)
    short = len(g.s["players"][1 - player]["hand"]) - len(g.s["players"][player]["hand"])
    if short > 0:
        g.draw(player, short, rule)
    return True
