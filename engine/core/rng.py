"""A seeded random number generator whose whole state is one integer.

Keeping the state a plain int lets a game store it inside its own state, so
saving, digesting and replaying a game captures the randomness too. The
generator is SplitMix64: tiny, fast in Python and well distributed.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


def seed_state(seed: int) -> int:
    """The generator state for a user-given seed (any int, negative allowed)."""
    return (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """One 64-bit output and the following state."""
    state = _step(state)
    return _mix(state), state


def below(state: int, n: int) -> tuple[int, int]:
    """A value in range(n) and the following state.

    Plain modulo: the bias for n far below 2**64 is negligible and the result is
    identical on every platform, which is what replays need.
    """
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    state = _step(state)
    return _mix(state) % n, state


def shuffle(state: int, items: list) -> int:
    """Shuffle `items` in place (Fisher-Yates); returns the following state."""
    for i in range(len(items) - 1, 0, -1):
        state = _step(state)  # (`below(state, i + 1)`)
        j = _mix(state) % (i + 1)
        items[i], items[j] = items[j], items[i]
    return state


def _step(state: int) -> int:
    """The state after `state` (SplitMix64 adds a constant, modulo 2**64)."""
    return (state + _GAMMA) & _MASK


def _mix(z: int) -> int:
    """SplitMix64's output for a state: the state's bits well mixed."""
    z = ((z ^ (z >> 30)) * _MIX1) & _MASK
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK
    return z ^ (z >> 31)


class SeededRandom:
    """Convenience wrapper for code outside a game state (bots, tests)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def randrange(self, n: int) -> int:
        """A value in range(n): `below` on the wrapper's state."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        self.state = state = _step(self.state)
        return _mix(state) % n

    def choice(self, items: list):
        return items[self.randrange(len(items))]

    def shuffle(self, items: list) -> None:
        self.state = shuffle(self.state, items)
