"""Texts printed only on cards named Call to Action: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.moving import OWN_FRIEND_MOVED, move_one_at_a_time
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): move a number of your friends up to the number of action tokens your opponent "
          r"has\.")
def _t_call_to_action(m, t):
    return _a("play", "move_own_friends_per_opponent_token", t,
              timing="main" if m.group(1) == "main phase" else "immediate")


# ----- what it does ---------------------------------------------------------------------------


@runner("move_own_friends_per_opponent_token")
def _r_call_to_action(g, f, ability):
    """The number is the opponent's action tokens as the Event resolves; "up to": the player
    moves as many different Friends as they like up to it, one at a time, each where they
    choose (506.4: moving by an effect costs nothing), and may stop at any time."""
    def opponent_tokens() -> int:
        return g.s["players"][1 - f["ctrl"]]["tokens"]

    return move_one_at_a_time(g, f, f["data"], OWN_FRIEND_MOVED, opponent_tokens, "Move one of your Friends",
                              "506.4", stop="Stop moving")
