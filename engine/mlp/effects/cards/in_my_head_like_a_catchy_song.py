"""Texts printed only on cards named In My Head Like A Catchy Song: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import plural
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import number
from engine.mlp.text.registry import effect


@effect(r"opponents flip (one|two|\d+) fewer cards? for faceoffs until the start of your next turn")
def _e_fewer_flips(m):
    return {"do": "opponents_flip_fewer_until_next_turn", "n": number(m.group(1))}


@step("opponents_flip_fewer_until_next_turn")
def _d_fewer_flips(g, f, step, e, rule):
    """A timed modifier on the opponent's faceoff flips (514.3a; read by
    `engine.mlp.effects.faceoffs.extra_flips`), ending as the player's next turn starts."""
    me = acting_player(f)
    g.add_mod("flips", 1 - me, -step["n"], until=f"next_turn:{me}", ctrl=me, src=f["src"])
    g.note(rule, f"P{1 - me} flips {step['n']} fewer {plural(step['n'], 'card')} for faceoffs until the start of P{me}'s next turn{g.by_text()}")
    return True
