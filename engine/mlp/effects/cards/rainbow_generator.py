"""Texts printed only on cards named Rainbow Generator: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_color
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import NEXT_CARD_REQUIREMENTS_REDUCED

_NAME = "next_card_requirement_less_of_a_color"


@template(r"immediate: pay \{(\d+)\} and choose a color to reduce the play requirement of the next card you play this "
          r"turn by (\d+) of the chosen color\.")
def _t_rainbow_generator(m, t):
    return _a("activated", _NAME, t, timing="immediate", pay=int(m.group(1)), n=int(m.group(2)))


answers(ACTIVATION_CHECKS, _NAME)(can_always)


@runner(_NAME)
def _r_rainbow_generator(g, f, ability):
    """The tokens are paid as it is activated (703.1d); the color, also part of the cost, is
    chosen now. The reduction waits for the player's next card this turn
    (`NEXT_CARD_REQUIREMENTS_REDUCED`, read by `values.power.PowerByColor`)."""
    player = f["ctrl"]
    color = choose_color(g, f, player)
    if color is None:
        return False
    found = g.s["flags"].setdefault(NEXT_CARD_REQUIREMENTS_REDUCED[player], {})
    found[color] = found.get(color, 0) + ability.params["n"]
    g.note("205.1", f"The next card P{player} plays this turn requires {ability.params['n']} less "
                    f"{color.capitalize()} power" + g.by_text())
    return True
