"""Texts printed only on cards named Canterlot Hedge Maze: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card and pay \{(\d+)\} to banish an opponent's friend to beneath this card\.")
def _t_hedge_maze(m, t):
    return _a("activated", "opp_friend_beneath_self", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


@template(r"main phase: pay \{(\d+)\} to dismiss this card and put any cards beneath it into play at their "
          r"owners' homes\. any player may activate this ability\.")
def _t_hedge_maze_release(m, t):
    return _a("activated", "dismiss_self_release_beneath", t, timing="main", pay=int(m.group(1)), any_player=True)
