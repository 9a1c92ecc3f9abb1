"""A priority window's options are actions, never a card alone.

`MlpGame.ask` tells apart the options naming cards in play that share a name
(`MlpGame._told_apart`), but does not look through a priority window's options, which are
actions (play, activate, rally, pass, ...): checked at every priority decision of seeded
games of every kind, where looking through them would leave them as they are.
"""

from __future__ import annotations

from tests.engine.helpers import games_of_every_kind

MAX_TURNS = 40


def test_no_priority_option_is_a_card_to_tell_apart():
    windows = 0
    for g, bots in games_of_every_kind():
        while (decision := g.pending()) is not None and g.s["turn"] <= MAX_TURNS:
            if decision.kind == "priority":
                pairs = [(option.key, option.label) for option in decision.options]
                assert not any(key.startswith("card:") for key, _ in pairs), pairs
                assert g._told_apart(pairs) == pairs
                windows += 1
            g.submit(bots[decision.player].choose(decision))
    assert windows > 500, windows
