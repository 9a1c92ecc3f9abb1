"""Texts printed only on cards named Parasprite Swarm: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule, in_play
from engine.mlp.effects.power_changes import POWER_REACHED
from engine.mlp.effects.registry import runner
from engine.mlp.text.parts import steps
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your opponent's troublemaker phase, this card permanently gets \+(\d+) power\. when this "
          r"card has (\d+) power, frighten all your opponent's friends at its problem and dismiss this card\.")
def _t_swarm(m, t):
    """Two triggered abilities in one paragraph: the growth (its answer, `effects.phases`,
    names the opponent whose phase starts) and the state trigger (`power_changes.power_reached`)."""
    found = steps("frighten each opposing friend here and dismiss this card.")
    if found is None:
        return None
    return [_a("trigger", "permanent_power", t, "tm_phase_start", amount=int(m.group(1))),
            _a("trigger", "effect", t, POWER_REACHED, when="self", n=int(m.group(2)), steps=found)]


@runner("permanent_power")
def _r_permanent_power(g, f, ability) -> bool:
    """+N power for as long as this card stays in play (a modifier with no end but its leaving
    play, 400.7)."""
    src = f["src"]
    if in_play(g, src):
        g.add_mod("power", src, ability.params["amount"], until="play", ctrl=f["ctrl"], src=src)
        g.note(effect_rule(f), f"{g.name(src)} permanently gets +{ability.params['amount']} power{g.by_text()}")
    return True
