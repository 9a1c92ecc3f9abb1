"""A random player that uses only the decision protocol: read, pick, answer."""

from __future__ import annotations

from engine.core.decision import Decision
from engine.core.rng import SeededRandom


class RandomBot:
    """Answers any decision uniformly at random from its own seeded generator.

    `pass_weight` makes passing priority less likely than acting, so random
    games look more like games: a bot that passes at once rarely scores.
    """

    def __init__(self, seed: int, pass_weight: float = 0.15) -> None:
        self.rng = SeededRandom(seed)
        self.pass_permille = int(pass_weight * 1000)

    def choose(self, decision: Decision) -> list[str]:
        keys = decision.option_keys()
        if decision.kind == "priority" and len(keys) > 1:
            if self.rng.randrange(1000) < self.pass_permille:
                return ["pass"]
            return [keys[1 + self.rng.randrange(len(keys) - 1)]]
        if decision.max == 1 and decision.min == 1:
            return [keys[self.rng.randrange(len(keys))]]
        count = decision.min + self.rng.randrange(decision.max - decision.min + 1)
        pool = list(keys)
        self.rng.shuffle(pool)
        return pool[:count]


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
