"""`game.copy_state` (the rewind point's copy, 705.2) gives what a `marshal` round trip gives.

This test compares the copy with a `marshal` round trip of the state (same
content, same key order at every level) and checks that it shares no dict or list with the
state, at every decision of seeded bot games dealt from the whole implemented card pool
and between theme decks, rewind points saved in frames included.
"""

from __future__ import annotations

import marshal
from typing import Any

from engine.mlp.state.game import MlpGame, copy_state
from tests.engine.helpers import pool_and_theme_games

MAX_TURNS = 40


def _same(copy: Any, plain: Any) -> bool:
    """Equal, of the same types, and with dict keys in the same order, all the way down."""
    if type(copy) is not type(plain):
        return False
    if type(copy) is dict:
        return list(copy) == list(plain) and all(_same(copy[key], plain[key]) for key in plain)
    if type(copy) in (list, tuple):
        return len(copy) == len(plain) and all(map(_same, copy, plain))
    return copy == plain


def _containers(value: Any, found: list) -> list:
    """Every dict and list inside `value`."""
    if type(value) is dict:
        found.append(value)
        for item in value.values():
            _containers(item, found)
    elif type(value) in (list, tuple):
        if type(value) is list:
            found.append(value)
        for item in value:
            _containers(item, found)
    return found


def check(g: MlpGame) -> bool:
    """The copy of the state now is its `marshal` round trip; True when it holds a saved
    rewind point."""
    state = g.s
    copy = copy_state(state)
    assert _same(copy, marshal.loads(marshal.dumps(state)))
    originals = {id(c) for c in _containers(state, [])}
    assert not [c for c in _containers(copy, []) if id(c) in originals]
    return any("rewind" in f for f in state["stack"])


def test_the_state_copy_is_a_marshal_round_trip_at_every_decision_of_seeded_games():
    steps = saved = 0
    for g, bots in pool_and_theme_games():
        while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
            saved += check(g)
            steps += 1
            decision = g.pending()
            g.submit(bots[decision.player].choose(decision))
    assert steps > 1000
    assert saved, "no position held a rewind point"
