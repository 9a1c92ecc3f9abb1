"""A seeded random player: answers any Battledome decision by itself.

Styles: "uniform" picks among all options alike; "eager" prefers doing something over
passing, keeping and declining, so more cards get played in a soak.
"""

from __future__ import annotations

from engine.core.decision import Decision
from engine.core.rng import SeededRandom

STYLES = ("eager", "uniform")
_QUIET = ("pass", "decline", "keep", "no")


class RandomBot:
    def __init__(self, seed: int, style: str = "eager") -> None:
        if style not in STYLES:
            raise ValueError(f"unknown bot style {style!r} (known: {', '.join(STYLES)})")
        self.rng = SeededRandom(seed)
        self.style = style

    def choose(self, decision: Decision) -> list[str]:
        keys = list(decision.keys)
        if decision.max == 1 and decision.min == 1:
            if self.style == "eager" and len(keys) > 1:
                busy = [k for k in keys if k not in _QUIET]
                if busy and self.rng.randrange(4):
                    return [busy[self.rng.randrange(len(busy))]]
            return [keys[self.rng.randrange(len(keys))]]
        count = decision.min + self.rng.randrange(min(decision.max, len(keys)) - decision.min + 1)
        self.rng.shuffle(keys)
        return sorted(keys[:count])
