"""A random player that uses only the decision protocol: read, pick, answer."""

from __future__ import annotations

from bisect import bisect_right

from engine.core.decision import Decision
from engine.core.rng import SeededRandom

# Weights by option-key prefix for the "eager" style: still random, but it plays cards
# and sends characters to Problems more often than it walks them home, so games end
# in a number of turns closer to games between people.
EAGER_WEIGHTS: dict[str, int] = {
    "play|": 8, "tm|": 1, "move|": 2, "draw": 1, "rally|": 2, "act|": 3, "react|": 4,
    "challenge:": 12, "done": 1, "pass": 1,
}


class RandomBot:
    """Answers any decision at random from its own seeded generator.

    style "uniform": every option equally likely, except that passing priority
    has a fixed chance `pass_weight` when there is something else to do.
    style "eager": options weighted by `EAGER_WEIGHTS`, moves home discouraged.
    """

    def __init__(self, seed: int, pass_weight: float = 0.15, style: str = "uniform") -> None:
        if style not in ("uniform", "eager"):
            raise ValueError(f"unknown bot style {style!r}")
        self.rng = SeededRandom(seed)
        self.pass_permille = int(pass_weight * 1000)
        self.style = style
        self._eager = style == "eager"  # (read at every decision: a flag, not a text compare)

    def choose(self, decision: Decision) -> list[str]:
        keys = decision.keys
        if decision.max == 1 and decision.min == 1:
            if self._eager and len(keys) > 1:
                return [self._weighted(keys)]
            if decision.kind == "priority" and len(keys) > 1:
                if self.rng.randrange(1000) < self.pass_permille:
                    return ["pass"]
                return [keys[1 + self.rng.randrange(len(keys) - 1)]]
            return [keys[self.rng.randrange(len(keys))]]
        count = decision.min + self.rng.randrange(decision.max - decision.min + 1)
        pool = list(keys)
        self.rng.shuffle(pool)
        return pool[:count]

    def _weighted(self, keys: tuple[str, ...]) -> str:
        weight_of = _KNOWN_WEIGHTS.get  # (one bound look-up for all the keys)
        home = 0 if len(keys) > 2 else 1  # (the weight of a move home)
        totals = []  # the running total of the weights, key by key
        total = 0
        for key in keys:
            weight = weight_of(key)
            if weight is None:
                weight = _learn(key)
            total += home if weight < 0 else weight  # (below 0: `_HOME_MOVE`)
            totals.append(total)
        # the first key whose running total passes the pick
        return keys[bisect_right(totals, self.rng.randrange(total))]


def _learn(key: str) -> int:
    """Work out a key's weight (`_key_weight`) and keep it, for every bot: a weight reads
    nothing but the key, and keys come back decision after decision and game after game."""
    if len(_KNOWN_WEIGHTS) >= _MAX_KNOWN_WEIGHTS:
        _KNOWN_WEIGHTS.clear()  # (keys name instance ids: a long run sees ever new ones)
    weight = _KNOWN_WEIGHTS[key] = _key_weight(key)
    return weight


def _key_weight(key: str) -> int:
    """An option key's weight for the eager style (`_HOME_MOVE`: a move home, whose
    weight depends on how many options there are)."""
    # (no prefix of EAGER_WEIGHTS starts another, so at most one matches)
    for prefix, value in _PREFIXES_BY_FIRST.get(key[:1], ()):
        if key.startswith(prefix):
            if prefix == "move|":
                if "|problem:" in key:
                    return 3
                if "|home:" in key:
                    return _HOME_MOVE
            return value
    return 1


_HOME_MOVE = -1
_MAX_KNOWN_WEIGHTS = 4096
_KNOWN_WEIGHTS: dict[str, int] = {}  # each option key's weight for the eager style: `_learn`


def _prefixes_by_first(weights: dict[str, int]) -> dict[str, tuple[tuple[str, int], ...]]:
    """`EAGER_WEIGHTS` filed by the prefix's first character, so that a key is compared
    with one or two prefixes instead of all ten (the eager bot weighs ~20 keys a decision)."""
    starts = [prefix for prefix in weights]
    if any(a != b and b.startswith(a) for a in starts for b in starts):
        raise ValueError("a prefix of EAGER_WEIGHTS starts another: the first match must win")
    if any(weight < 0 for weight in weights.values()):
        raise ValueError("a weight of EAGER_WEIGHTS is below 0, which stands for a move home (`_weighted`)")
    filed: dict[str, tuple[tuple[str, int], ...]] = {}
    for prefix, weight in weights.items():
        filed[prefix[:1]] = (*filed.get(prefix[:1], ()), (prefix, weight))
    return filed


_PREFIXES_BY_FIRST = _prefixes_by_first(EAGER_WEIGHTS)


def play_out(game, bots: list[RandomBot], max_decisions: int = 100_000, on_answer=None) -> int:
    """Answer decisions with the bots until the game ends; returns decisions answered."""
    count = 0
    while count < max_decisions:
        decision = game.pending()
        if decision is None:
            break
        answer = bots[decision.player].choose(decision)
        if on_answer is not None:
            on_answer(answer)
        else:
            game.submit(answer)
        count += 1
    return count
