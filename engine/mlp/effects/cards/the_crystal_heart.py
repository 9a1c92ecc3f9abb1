"""Texts printed only on cards named The Crystal Heart: their patterns and what they do.

Both paragraphs are read by the part grammar; this module adds the words it lacks: the
trigger head "When you play your first <trait> Friend each turn" and the instructions
"choose a color and a Friend. That Friend has that color until the end of the phase."
"""

from __future__ import annotations

import re

from engine.mlp.effects.abilities import card_of_option, choose, choose_color, color_words, in_play
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import TRAITS
from engine.mlp.text.registry import effect, head_reader


@head_reader
def _first_trait_friend_each_turn(text: str) -> tuple[str, str, dict] | None:
    """"When you play your first Crystal Friend each turn": a Friend of the trait played by
    this card's controller, the first time each turn this card sees one (`steps.first_this_turn`)."""
    m = re.fullmatch(r"when you play your first ([a-z ]+) friend each turn", text)
    if m and m.group(1) in TRAITS:
        return "played", "own_friend", {"trait": m.group(1), "first_each_turn": True}
    return None


@effect(r"choose a color and a friend")
def _e_choose_color_and_friend(m):
    return {"do": "choose_color_and_friend"}


@effect(r"that friend has that color until the end of the phase")
def _e_chosen_friend_has_chosen_color(m):
    return {"do": "chosen_friend_has_chosen_color"}


@step("choose_color_and_friend")
def _d_choose_color_and_friend(g, f, step_: dict, e: dict, rule: str) -> bool:
    """A color, then any face-up Friend in play (either player's); the next instruction's
    "that Friend" and "that color"."""
    player = acting_player(f)
    data = f["data"]
    if "color" not in data:
        color = choose_color(g, f, player)
        if color is None:
            return False
        data["color"] = color
    friends = [i for i in g.s["play"] if g.is_type(i, "friend") and g.face_up(i)]
    ans = choose(g, f, player, "target", "Choose a Friend", [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    if ans:
        data["it"] = card_of_option(ans[0])
    return True


@step("chosen_friend_has_chosen_color")
def _d_chosen_friend_has_chosen_color(g, f, step_: dict, e: dict, rule: str) -> bool:
    """The color is added to the Friend's (the "is also" kind of color modifier, 711.3)."""
    data = f["data"]
    target, color = data.get("it"), data.get("color")
    if color is None or target is None or not in_play(g, target):
        return True
    g.add_mod("power", target, 0, color, until="phase", ctrl=f["ctrl"], src=f["src"])
    g.note(rule, f"{g.name(target)} has {color_words(color)} until the end of the phase{g.by_text()}")
    return True
