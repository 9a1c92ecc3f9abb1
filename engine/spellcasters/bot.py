"""A seeded random player that uses only the decision protocol: read, pick, answer.

Style "uniform": every option equally likely. Style "eager": still random, but it plays
cards and casts Spells far more often than it ends its turn, so games run closer to
games between people (and end by defeat more often than by the deck running out).
"""

from __future__ import annotations

from engine.core.decision import Decision
from engine.core.rng import SeededRandom

EAGER_WEIGHTS = {"cast": 12, "caster": 6, "mana": 8, "equip": 4, "object": 3, "combo": 6, "location": 2,
                 "end": 1, "none": 1}


class RandomBot:
    """Answers any decision at random from its own seeded generator."""

    def __init__(self, seed: int, style: str = "eager") -> None:
        if style not in ("uniform", "eager"):
            raise ValueError(f"unknown bot style {style!r}")
        self.rng = SeededRandom(seed)
        self.eager = style == "eager"

    def choose(self, decision: Decision) -> list[str]:
        keys = decision.keys
        if len(keys) == 1:
            return [keys[0]]
        if not self.eager:
            return [keys[self.rng.randrange(len(keys))]]
        weights = [EAGER_WEIGHTS.get(key.split("|", 1)[0], 2) for key in keys]
        pick = self.rng.randrange(sum(weights))
        for key, weight in zip(keys, weights, strict=True):
            if pick < weight:
                return [key]
            pick -= weight
        return [keys[-1]]
