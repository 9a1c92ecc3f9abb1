"""Texts printed only on cards named Makeover!: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, choose_color, color_words, in_play
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: choose a character and a color\. that character is also that color until the end of the "
          r"turn\.")
def _t_makeover(m, t):
    return _a("play", "character_also_chosen_color", t, timing="main")


@runner("character_also_chosen_color")
def _r_makeover(g, f, ability):
    """708.2: a color modifier (203) on any player's character, the color chosen after it."""
    player = f["ctrl"]
    data = f["data"]
    if "target" not in data:
        cands = [*g.characters(player), *g.characters(1 - player)]
        ans = choose(g, f, player, "target", "Choose a character", [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if not ans:
            return True
        data["target"] = card_of_option(ans[0])
    target = data["target"]
    color = choose_color(g, f, player, f"Choose a color for {g.name(target)}")
    if color is None:
        return False
    if in_play(g, target):
        g.add_mod("power", target, 0, color, until="turn", ctrl=player, src=f["src"])
        g.note("708.2", f"{g.name(target)} is also {color_words(color)} until the end of the turn" + g.by_text())
    return True


answers(PLAY_CHECKS, "character_also_chosen_color")(can_always)  # (a Mane Character is always in play)
