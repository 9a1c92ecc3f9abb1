"""Texts printed only on cards named Listen Up!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import bar_faceoff_plays
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import target_all
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: until the end of the turn, your characters get \+(\d+) power and opponents can't play cards "
          r"during faceoffs\.")
def _t_listen_up(m, t):
    """Two instructions in order (705.2e): the power to the player's characters as it resolves
    (709.2), then the opponents' ban on playing cards during faceoffs, both until the end of
    the turn."""
    pump = {"do": "pump", "target": target_all("your characters"), "all": True, "n": int(m.group(1)),
            "until": "turn", "may": False, "costs": []}
    return _a("play", "effect", t, timing="immediate",
              steps=[pump, {"do": "bar_faceoff_plays", "may": False, "costs": []}])


@step("bar_faceoff_plays")
def _d_bar_faceoff_plays(g, f, step_, e, rule):
    """Until the end of this turn the opponent is offered no card to play while a faceoff runs
    (`abilities.faceoff_play_ban`, read by the action listing), which names this card."""
    opp = 1 - acting_player(f)
    bar_faceoff_plays(g, opp, f["card"])
    g.note(rule, f"P{opp} can't play cards during faceoffs this turn{g.by_text()}")
    return True
