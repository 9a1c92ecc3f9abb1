"""What deck checks ask of the layers above the card data, filled by `engine.mlp.wiring`.

A deck check names the cards whose text the rules engine does not carry out; only the
text reader, above the card data, knows which those are.
"""

from __future__ import annotations

from engine.core.hooks import Hooks

# which cards' text the engine does not fully carry out; which cards a deck may hold any
# number of (their own text says so)
gaps = Hooks("engine.mlp.state.gaps", ("text_gaps", "unlimited_copies"))

ALL = (gaps,)
