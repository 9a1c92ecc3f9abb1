"""Phrases several wordings share: printed numbers and token descriptions."""

from __future__ import annotations

import re
from typing import Any

from engine.mlp.state.library import token_id
from engine.mlp.text.normalize import COUNTS, ELEMENTS

# "a", "two", "3": a count of cards or counters
NUMBER = r"(a|an|one|two|three|\d+)"

# Tokens (521): "put three 1 [Loyalty] Pegasus Friend tokens with Swift into play"; a token of
# no color is printed "a 2 power colorless Crystal Friend token" (KS2): "power colorless" is
# its power and color, not a part of its trait
TOKENS = (r"(a|an|one|two|three|four|five|six|seven|\d+) (\d+) "
          r"(?:power colorless |\{(\w+)\} |(blue|orange|pink|purple|white|yellow) )?"
          r"([a-z][a-z ]*?) friend tokens?(?: with (\w+))?")


def token_params(m: re.Match, first: int) -> dict[str, Any]:
    """Count and token id from the groups of `TOKENS`, starting at group `first`."""
    count, power, icon, word, trait, keyword = m.group(*range(first, first + 6))
    n = COUNTS[count] if count in COUNTS else int(count)
    color = ELEMENTS.get(icon or word or "", "")
    trait_name = " ".join(w.capitalize() for w in trait.split())
    return {"n": n, "token": token_id(int(power), color, trait_name, (keyword or "").capitalize())}
