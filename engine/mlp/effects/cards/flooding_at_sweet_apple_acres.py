"""Texts printed only on cards named Flooding at Sweet Apple Acres: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Moving a character asks the "cant_move_to" texts in play (the Move action, `procedures.actions`;
# moves by text, `steps.destinations`); playing a Friend the "cant_play_friend" ones
# (`effects.problems.friend_barred`); both answered by `moving.crowded_players_barred`.
@template(r"players with (\d+) or more characters here can't move or play characters to this problem\.")
def _t_flooding(m, t):
    return [_a("static", "crowded_players_cant_move_here", t, "cant_move_to", at_least=int(m.group(1))),
            _a("static", "crowded_players_cant_play_here", t, "cant_play_friend", at_least=int(m.group(1)))]
