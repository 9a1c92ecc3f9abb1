"""Texts printed only on cards named Backup Racer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play at a problem, you may send it home to put an opponent's friend there with "
          r"cost less than or equal to this card's cost into its owner's hand\.")
def _t_backup_racer(m, t):
    return _a("trigger", "send_home_bounce_cheaper", t, "enter_play", at_problem=True)
