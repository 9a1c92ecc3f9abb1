"""Texts printed only on cards named Yickslurbertfest: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"at the end of your turn, if you have a character with the highest power, draw a card\.")
def _t_strongest_draws(m, t):
    return _a("trigger", "strongest_draws_at_turn_end", t, "turn_end")


def _has_strongest(g, player: int) -> bool:
    """Does `player` have a character whose power no character in play exceeds (a tie for
    the highest is still the highest)?"""
    powers = {p: [power.power(g, i) or 0 for i in g.characters(p)] for p in (0, 1)}
    everyone = powers[0] + powers[1]
    return bool(powers[player]) and max(powers[player]) >= max(everyone)


@runner("strongest_draws_at_turn_end")
def _r_strongest_draws(g, f, ability):
    """The "if" is read again as the ability resolves."""
    player = f["ctrl"]
    if _has_strongest(g, player):
        g.draw(player, 1, effect_rule(f))
    return True


@triggered_by("turn_end", "strongest_draws_at_turn_end")
def _your_turn_ends_strongest(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """On a Problem, "your turn" is its owner's (its controller's)."""
    if not in_play(g, iid) or data["player"] != g.s["cards"][iid]["ctrl"] or not _has_strongest(g, data["player"]):
        return None
    return {}
