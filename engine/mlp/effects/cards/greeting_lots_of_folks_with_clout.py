"""Texts printed only on cards named Greeting Lots of Folks With Clout: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.effects.steps import kept_from_moving
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: pay \{(\d+)\} to move your opponent's mane character here\. any player may activate this "
          r"ability\.")
def _t_move_opposing_mane_here(m, t):
    """"Your opponent": the opponent of the player activating it (`any_player`)."""
    return _a("activated", "move_opposing_mane_here", t, timing="main", pay=int(m.group(1)), any_player=True)


def _opposing_mane(g, player: int, src: int) -> int | None:
    """The activating player's opponent's Mane Character, if it can be moved here by them."""
    mane = g.s["players"][1 - player]["mane"]
    c = g.s["cards"].get(mane)
    if c is None or not in_play(g, src) or c["area"] == g.s["cards"][src]["area"]:
        return None
    return None if kept_from_moving(g, mane, player) else mane


@runner("move_opposing_mane_here")
def _r_move_opposing_mane_here(g, f, ability):
    player = f["ctrl"]
    mane = _opposing_mane(g, player, f["src"])
    if mane is not None:
        g.move(mane, g.s["cards"][f["src"]]["area"], player, "506.4")
    return True


@answers(ACTIVATION_CHECKS, "move_opposing_mane_here")
def _can_move_opposing_mane(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(_opposing_mane(g, player, iid) is not None, "move",
                  lacks=f"P{1 - player}'s Mane Character can't be moved there by P{player} (it is there already, "
                        "or a text keeps it from moving)")
