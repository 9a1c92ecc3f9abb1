"""Texts printed only on cards named Sea Poppy: their patterns (what they do is the guess
`engine.mlp.effects.at_random` asks before every pick at random)."""

from __future__ import annotations

from engine.mlp.effects.at_random import GUESSES
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"as a random card is selected or a choice is made at random, guess which option or card will be "
          r"randomly selected\. if you guessed correctly, you may exhaust this card to score a point\.")
def _t_guessing_game(m, t):
    """SB38: a continuous ability (no "when" or "at", 704.1) read wherever a card or option
    is picked at random (`at_random.pick_at_random`)."""
    return _a("static", "guess_random_picks", t, GUESSES)
