"""Texts printed only on cards named Changeling Swarm: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you play this card to a problem, you may retire a troublemaker you control there to uncover this "
          r"card\.")
def _t_retire_troublemaker_to_uncover(m, t):
    """(The runner is Changeling Infiltrator's, `changeling_infiltrator`.)"""
    return _a("trigger", "retire_there_to_uncover_self", t, "played", what="troublemaker", face_down=True)
