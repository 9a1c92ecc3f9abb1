"""Texts printed only on cards named Join the Herd: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, choose_color, color_words, in_play
from engine.mlp.effects.registry import PLAY_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"immediate: choose a color\. one of your characters has \+(\d+) power and has that color until the end "
          r"of the turn\.")
def _t_join_the_herd(m, t):
    return _a("play", "own_character_power_and_chosen_color", t, timing="immediate", n=int(m.group(1)))


@runner("own_character_power_and_chosen_color")
def _r_join_the_herd(g, f, ability):
    """The color is chosen first, then one of the player's characters gets the power and the
    color until the end of the turn (708.2; a color modifier, 203)."""
    player = f["ctrl"]
    data = f["data"]
    if "color" not in data:
        color = choose_color(g, f, player)
        if color is None:
            return False
        data["color"] = color
    cands = g.characters(player)
    ans = choose(g, f, player, "target", "Choose one of your characters", [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    target = card_of_option(ans[0]) if ans else None
    if target is not None and in_play(g, target):
        n, color = ability.params["n"], data["color"]
        g.add_mod("power", target, n, until="turn", ctrl=player, src=f["src"])
        g.add_mod("power", target, 0, color, until="turn", ctrl=player, src=f["src"])
        g.note("708.2", f"{g.name(target)} has +{n} power and is {color_words(color)} until the end of the turn"
                        + g.by_text())
    return True


answers(PLAY_CHECKS, "own_character_power_and_chosen_color")(can_always)  # (your Mane Character is in play)
