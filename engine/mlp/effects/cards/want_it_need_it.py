"""Texts printed only on cards named Want it, Need it!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.problems import this_problem_confronted
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"the first player to confront this problem with an? \{(\w+)\} character with at least (\d+) power "
          r"scores an additional point\.")
def _t_first_confront_with(m, t):
    return _a("trigger", "first_confront_with_scores", t, "confront", color=m.group(1), power=int(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("first_confront_with_scores")
def _r_score(g, f, ability):
    g.score(f["data"]["player"], 1, effect_rule(f), g.lib.spec(f["card"]).name)
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("confront", "first_confront_with_scores")
def _first_with(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """The first confrontation of this Problem in which the confronting player has a
    character of the color with at least that power contributing to it (611.3a: the
    characters they confront with), remembered in the flags so it scores once only."""
    found = this_problem_confronted(g, iid, ability, data)
    key = f"first_confront:{iid}"
    if found is None or g.s["flags"].get(key) or not in_play(g, iid):
        return None
    player, area = data["player"], data["area"]
    color, least = ability.params["color"], ability.params["power"]
    with_one = any(color in power.colors(g, char) and (power.power(g, char) or 0) >= least
                   for char in g.characters_at(area, player) if power.contributes(g, char))
    if not with_one:
        return None
    g.s["flags"][key] = True
    return found
