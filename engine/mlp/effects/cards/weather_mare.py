"""Texts printed only on cards named Weather Mare: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.at_random import pick_at_random
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card is moved, choose one at random: put a \+1 power counter on it, or frighten it\.")
def _t_shocking(m, t):
    return _a("trigger", "moved_counter_or_frighten_at_random", t, "moved")


# ----- what it does ---------------------------------------------------------------------------


@runner("moved_counter_or_frighten_at_random")
def _r_shocking(g, f, ability):
    """One of the two, picked by the game's seeded random numbers (no player chooses). What it
    does is logged once, by the counter's or the frightening's own line naming this card's
    text (a guess at the pick logs the pick itself: `at_random`)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    picked = pick_at_random(g, f, ["counter", "frighten"], effect_rule(f),
                            labels=["Put a +1 power counter on it", "Frighten it"],
                            what=f"what happens to {g.name(src)}")
    if picked is None:
        return False
    if picked == "counter":
        add_counters(g, src, "power", 1, effect_rule(f), f["ctrl"])
    else:
        g.frighten(src, effect_rule(f))
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("moved", "moved_counter_or_frighten_at_random")
def _this_card_moved(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """By any player and any text (506: moved, not sent, 506.5)."""
    return {} if data["card"] == iid else None
