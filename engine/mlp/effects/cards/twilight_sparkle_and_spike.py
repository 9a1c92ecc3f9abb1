"""Texts printed only on cards named Twilight Sparkle & Spike: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import read_paragraph, template


@template(r"(immediate|main phase): (.+?) to move one of your characters and one of an opponent's characters\.")
def _t_move_one_each(m, t):
    """Two moves in order (705.2e): one of your characters, then one of an opponent's, each
    to any other area it may go to (506.2)."""
    return read_paragraph(f"{m.group(1)}: {m.group(2)} to move one of your characters. move an opposing character.",
                          t, _t_move_one_each)
