"""Texts printed only on cards named Halfway Across Equestria: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.parts import steps
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Printed without the comma the part grammar reads a trigger head by; read as
# "At the start of a faceoff here, you may move an opposing character."
@template(r"at the start of a faceoff here you may move an opposing character\.")
def _t_move_at_faceoff_start(m, t):
    return _a("trigger", "effect", t, "faceoff_start", when="here", steps=steps("you may move an opposing character."))
