"""Texts printed only on cards named It's a Twister!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"(?:score phase: )?at the beginning of a player's score phase, if that player has at least (\d+) \{(\w+)\} characters, that player may ready a card at home\.")
def _t_twister(m, t):
    return _a("trigger", "score_start_ready_home", t, "score_start", count=int(m.group(1)), color=m.group(2))


# ----- what it does ---------------------------------------------------------------------------


@runner("score_start_ready_home")
def _r_twister(g, f, ability):
    player = f["data"]["player"]
    cands = [i for i in g.at(f"home:{player}") if g.card(i)["exhausted"]]
    ans = choose(g, f, player, "target", "Ready a card at home?",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in cands]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.ready(card_of_option(ans[0]), effect_rule(f))
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("score_start", "score_start_ready_home")
def _score_phase_with_colors(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the start of each player's Score Phase, if they have N or more {color} characters"."""
    player = data["player"]
    p = ability.params
    count = sum(1 for i in g.characters(player) if p["color"] in power.colors(g, i))
    return {"player": player} if count >= p["count"] else None
