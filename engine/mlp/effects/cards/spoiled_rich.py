"""Texts printed only on cards named Spoiled Rich: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this card enters play at a problem, move each opposing character and each troublemaker to this "
          r"card's problem\.")
def _t_center_of_attention(m, t):
    """Every opposing character, then every face-up Troublemaker (505.2: face-down ones can't
    be named), not there already, is moved to this card's Problem by its controller (506.4);
    a card that can't be moved (or not by this player) stays."""
    return _a("trigger", "effect", t, "enter_play", when="self_at_problem", steps=[
        {"do": "move", "target": {"owner": "opp", "kind": "character"}, "all": True, "dest": "here",
         "may": False, "costs": []},
        {"do": "move", "target": {"owner": "any", "kind": "troublemaker"}, "all": True, "dest": "here",
         "may": False, "costs": []},
    ])
