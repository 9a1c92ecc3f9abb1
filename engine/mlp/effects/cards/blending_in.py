"""Texts printed only on cards named Blending In: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import choose_color, color_words, each_decides, effect_rule
from engine.mlp.effects.registry import VALUE_RULES, answers, runner, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"at the start of the score phase, each player chooses a color\. their characters without that color "
          r"can't contribute their power to confronting this problem until the end of the turn\.")
def _t_blending_in(m, t):
    """The choices are made as the trigger resolves; what they keep out is a continuous rule
    of the Problem ("no_confront_power", `effects.confront_power`) reading them for that turn."""
    return [_a("trigger", "each_player_chooses_a_color_here", t, "score_start"),
            _a("static", "without_chosen_color_no_confront_power", t, "no_confront_power")]


def _chosen_key(src: int) -> str:
    """The flag keeping the colors chosen for this Problem: {"turn": n, "colors": {player: color}}."""
    return f"chosen_colors:{src}"


@runner("each_player_chooses_a_color_here")
def _r_blending_in(g, f, ability):
    """Each player chooses a color for the rest of the turn: simultaneous decisions (801.1,
    `abilities.each_decides`: the turn player first, as the Score Phase's window is being
    opened), carried out together once both are made."""
    purpose = "your characters without that color can't contribute their power to confronting this Problem this turn"
    colors = each_decides(g, f, lambda player: choose_color(g, f, player, purpose=purpose))
    if colors is None:
        return False
    g.s["flags"][_chosen_key(f["src"])] = {"turn": g.s["turn"], "colors": dict(colors)}
    for player, color in colors.items():
        g.note(effect_rule(f), f"P{player} chooses {color_words(color)}{g.by_text()}")
    return True


@triggered_by("score_start", "each_player_chooses_a_color_here")
def _each_score_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {}


@answers(VALUE_RULES, "without_chosen_color_no_confront_power")
def _without_chosen_color(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (kept out) for a character confronting this Problem without the color its
    controller chose this turn."""
    s = g.s
    if context.get("area") != s["cards"][src]["area"]:
        return 0
    chosen = s["flags"].get(_chosen_key(src))
    if chosen is None or chosen["turn"] != s["turn"]:
        return 0
    color = chosen["colors"].get(str(s["cards"][subject]["ctrl"]))
    return int(color is not None and color not in power.colors(g, subject))
