"""Texts printed only on cards named Tempest Shadow: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import read_paragraph, template


@template(r"main phase: exhaust this card to put a troublemaker from your hand into play face-up, "
          r"then put a token copy of it into play face-up\.")
def _t_troublemaker_and_copy(m, t):
    return _a("activated", "troublemaker_and_token_copy", t, timing="main", exhaust_self=True)


@template(r"main phase: (pay \{\d+\}) to search your deck for a troublemaker, put it into play face-up, then shuffle "
          r"your deck and turn this card over\.")
def _t_storm_commander(m, t):
    """The search puts the Troublemaker into play face-up and shuffles the deck after it
    (518.2); then this Mane Character is turned over."""
    return read_paragraph(f"main phase: {m.group(1)} to search your deck for a troublemaker and put it into play "
                          f"face-up. turn this card over.", t, _t_storm_commander)


