"""Texts printed only on cards named The Hard Way: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: challenge an opponent's face-up troublemaker with all your characters at its problem\.")
def _t_the_hard_way(m, t):
    """A challenge by text (`troublemakers`' "challenge" step, 707.4) with all the player's
    characters at its Problem (514.2a). "Face-up" says what every challenge needs: a face-down
    Troublemaker can't be named (505.2)."""
    return _a("play", "effect", t, timing="main",
              steps=[{"do": "challenge", "tm": target("an opponent's troublemaker"), "with": "all",
                      "may": False, "costs": []}])
