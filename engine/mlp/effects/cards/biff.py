"""Texts printed only on cards named Biff: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"mane characters can't be involved in troublemaker faceoffs involving this card\.")
def _t_no_manes_against_this_card(m, t):
    """Read by `procedures.faceoff.involved` (category "no_manes_in_faceoff"): in a
    Troublemaker faceoff against this card, the challenger's Mane Characters at its Problem
    are not involved (their power adds nothing; they are not "involved" for any text)."""
    return _a("static", "no_manes_in_troublemaker_faceoff", t, "no_manes_in_faceoff")
