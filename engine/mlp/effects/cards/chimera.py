"""Texts printed only on cards named Chimera: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_color, color_words
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import acts_on, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect
from engine.mlp.values import power


# "At the start of a faceoff involving this card, you may pay [1] to choose a color, then
# exhaust all characters involved in that faceoff that have only that color.": the trigger
# and the optional cost are read by the part grammar; this is what is paid for.
@effect(r"choose a color, then exhaust all characters involved in that faceoff that have only that color")
def _e_exhaust_single_colored(m):
    return {"do": "exhaust_involved_of_only_a_color"}


@step("exhaust_involved_of_only_a_color")
def _d_exhaust_single_colored(g, f, step_: dict, e: dict, rule: str) -> bool:
    """Every character involved, either player's, whose colors are exactly the chosen one
    (a character with two colors, or none, is left alone)."""
    if g.s["faceoff"] is None:
        return True
    color = choose_color(g, f, acting_player(f))
    if color is None:
        return False
    g.note(rule, f"P{acting_player(f)} chooses {color_words(color)}{g.by_text()}")
    for iid in list(faceoff.involved(g)):
        if g.is_character(iid) and power.colors(g, iid) == (color,):
            g.exhaust(iid, rule)
    return True


@acts_on("exhaust_involved_of_only_a_color")
def _single_colored(g, f: dict, step_: dict) -> list[int]:
    """The characters involved in the faceoff, either player's, not exhausted yet, that have
    one color only: those a color chosen could exhaust."""
    if g.s["faceoff"] is None:
        return []
    return [i for i in faceoff.involved(g) if g.is_character(i) and len(power.colors(g, i)) == 1
            and not g.card(i)["exhausted"]]
