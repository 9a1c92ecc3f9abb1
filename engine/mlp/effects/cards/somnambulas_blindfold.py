"""Texts printed only on cards named Somnambula's Blindfold: their patterns.

Both are continuous "can't"s (104.2) read where what they forbid would be done: the state
(`MlpGame.closed_by`, `MlpGame.relocate`), the effect runtime (`abilities.closed_zone`, by the
names the families declare in `registry.LOOKS_IN_DECKS` and `TAKES_FROM_DISCARD_PILES`) and the
listing of actions (a card is not played from a discard pile).
"""

from __future__ import annotations

from engine.mlp.state.game import DECKS_CLOSED, DISCARD_PILES_CLOSED
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"players can't search decks or look at cards in decks\.")
def _t_decks_closed(m, t):
    """Every player, every deck (a Problem deck is a deck too, 401.1); revealing a card that
    stays in a deck is looking at it. Drawing, flipping, milling and shuffling look at nothing."""
    return _a("static", "decks_closed", t, DECKS_CLOSED)


@template(r"cards can't leave discard piles\.")
def _t_discard_piles_closed(m, t):
    """Every card in any discard pile, whatever would move it: to a hand, into play, into a
    deck, banished, or played from there."""
    return _a("static", "discard_piles_closed", t, DISCARD_PILES_CLOSED)
