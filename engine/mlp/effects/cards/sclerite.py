"""Texts printed only on cards named Sclerite: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import choose_colors, color_words, in_play
from engine.mlp.effects.entering_choices import entering_choice
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import as_it_enters, template


# read as it enters play, as The Smooze's "name a color" is (`colors_and_keywords`)
@template(r"as this card enters play, choose up to two colors\. this card has those colors\.")
def _t_two_tone(m, t):
    return as_it_enters("gain_chosen_colors", t, most=2)


def _colors_chosen(g, f: dict, ability: Ability) -> list[str] | None:
    most = ability.params["most"]
    return choose_colors(g, f, f["ctrl"], f"Choose up to {how_many(most, 'color')}", fewest=0, most=most)


@entering_choice("gain_chosen_colors", _colors_chosen)
def _two_tone(g, f: dict, ability: Ability, chosen: list[str]) -> None:
    """Its controller chooses none, one or two colors; the card has them for as long as it
    is in play (it has no printed color to keep or lose: they are added, 711.3)."""
    src = f["src"]
    if not in_play(g, src):
        return
    for color in chosen:
        # (a color given is a power modifier of 0 with that color, as "give it [color]" makes)
        g.add_mod("power", src, 0, color, until="play", ctrl=f["ctrl"], src=src)
        g.note("711.3", f"{g.name(src)} is {color_words(color)}{g.by_text()}")
