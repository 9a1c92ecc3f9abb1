"""Texts printed only on cards named Fending Off Fiends: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"players may look at face-down troublemakers here\.")
def _t_look_at_face_down_here(m, t):
    """Information only: the board shows the face-down Troublemakers at this Problem to every
    player (`view.card_view`, category "face_down_visible"); they stay face-down."""
    return _a("static", "face_down_troublemakers_here_visible", t, "face_down_visible")
