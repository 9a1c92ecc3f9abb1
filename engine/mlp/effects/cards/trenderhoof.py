"""Texts printed only on cards named Trenderhoof: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Uniqueness (516.3) asks whether the "all_unique" texts are in play (`values.power.is_unique`,
# the state checks of `procedures.flow`); a continuous ability on every card in play, it needs no
# answer of its own.
@template(r"cards in play have unique\.")
def _t_all_unique(m, t):
    return _a("static", "cards_in_play_have_unique", t, "all_unique")


@template(r"when this card leaves play, you may pay \{(\d+)\} to put another card from your discard pile into "
          r"your hand\.")
def _t_trenderhoof(m, t):
    return _a("trigger", "pay_then", t, "self_left_play", exhaust_self=False, pay=int(m.group(1)),
              effect="other_discard_to_hand")
