"""Texts printed only on cards named Silverstream: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import in_play, is_problem_area
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: retire this card\. if you do, players need \+(\d+) power to confront this card's problem "
          r"until the end of the turn\.")
def _t_retire_for_harder_confront(m, t):
    return _a("activated", "retire_self_players_need_more_here", t, timing="immediate", amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("retire_self_players_need_more_here")
def _r_retire_for_harder_confront(g, f, ability):
    """Retiring is the effect, not a cost (no "to"): only a card still in play as it resolves
    is retired, and only then does every player need more power at the Problem it was at (a
    card at home has no Problem: nothing more happens)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    area = g.card(src)["area"]
    g.retire(src, "704")
    if not is_problem_area(g, area):
        return True
    amount = ability.params["amount"]
    for player in (0, 1):
        g.add_mod("confront", player, amount, until="turn", ctrl=f["ctrl"], src=src)
        g.s["mods"][-1]["area"] = area
    g.note("611.3", f"players need {amount:+d} power to confront the Problem at {area} until the end of the turn")
    return True


answers(ACTIVATION_CHECKS, "retire_self_players_need_more_here")(can_always)
