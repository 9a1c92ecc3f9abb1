"""Texts printed only on cards named Golden Gavel: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"your opponent must pay \+\{(\d+)\} to play or move a character to this card's problem\.")
def _t_play_or_move_tax(m, t):
    """Both the move tax of `rarity` and the opponents' play tax on Friends played here
    (characters are Friends and Mane Characters, and only Friends are played); "While this
    card is exhausted, ..." wraps both (`parts._t_while_any`)."""
    amount = int(m.group(1))
    return [_a("static", "opp_move_tax", t, "move_cost", amount=amount),
            _a("static", "opp_play_tax", t, "play_cost", amount=amount, what="friends_here")]
