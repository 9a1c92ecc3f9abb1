"""Texts printed only on cards named Singing Barrel: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_color, color_words
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"play to your home and choose a color\. your mane character is also that color until the end of the "
          r"turn\.")
def _t_singing_barrel(m, t):
    """The placement rule, and the color chosen as the card is played (read as it enters
    play, as other Resources' "play on ... ; if ..., ..." texts are)."""
    return [_a("rule", "attach", t, attach="home"),
            _a("trigger", "mane_also_chosen_color", t, "enter_play", when="self")]


@runner("mane_also_chosen_color")
def _r_singing_barrel(g, f, ability):
    """The color is added to the Mane Character's colors (the "is also" kind of color
    modifier, 711.3) until the end of the turn (708.2)."""
    player = f["ctrl"]
    color = choose_color(g, f, player)
    if color is None:
        return False
    for mane in [i for i in g.characters(player) if g.is_type(i, "mane")]:
        g.add_mod("power", mane, 0, color, until="turn", ctrl=player, src=f["src"])
        g.note("708.2", f"{g.name(mane)} is also {color_words(color)} until the end of the turn" + g.by_text())
    return True
