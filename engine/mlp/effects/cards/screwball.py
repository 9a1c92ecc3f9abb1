"""Texts printed only on cards named Screwball: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play, choose an opponent\. that opponent gains control of this card\.")
def _t_give_self(m, t):
    return _a("trigger", "give_self", t, "enter_play")


@template(r"at the end of your main phase, retire another friend here\. if you can't, retire this card\.")
def _t_retire_another_or_self(m, t):
    return _a("trigger", "retire_another_here_or_self", t, "main_end")


@triggered_by("main_end", "retire_another_here_or_self")
def _your_main_phase_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the end of your Main Phase": the Main Phase of this card's controller (who may
    be the opponent it was given to)."""
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


@runner("retire_another_here_or_self")
def _r_retire_another_or_self(g, f, ability: Ability) -> bool:
    """Its controller retires another Friend they control at its area (410.2: a player
    retires only cards they control), chosen among those that can leave play (705.2e); with
    none, this card is retired instead."""
    src = f["src"]
    if not in_play(g, src):
        return True
    player = g.s["cards"][src]["ctrl"]
    area = g.s["cards"][src]["area"]
    others = [i for i in g.characters_at(area, player)
              if i != src and g.is_type(i, "friend") and g.kept_in_play(i, "retire", player) is None]
    if not others:
        g.note("705.2e", f"P{player} has no other Friend here to retire: {g.name(src)} is retired")
        g.retire(src, "410.2")
        return True
    ans = choose(g, f, player, "retire", f"Retire another of your Friends where {g.name(src)} is",
                 [(f"card:{i}", g.name(i)) for i in others])
    if ans is None:
        return False
    g.retire(card_of_option(ans[0]), "410.2")
    return True
