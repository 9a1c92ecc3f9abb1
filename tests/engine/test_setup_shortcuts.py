"""A shortcut of keyword holders gives what the plain computation gives.

`abilities._holders`, which
reads a keyword nothing in play can grant without its memo, is checked for every keyword
at every decision of games whose decks hold cards taking abilities away (printed
keywords lost with them; tests/engine/test_event_shortcuts.py checks it elsewhere).
"""

from __future__ import annotations

import random
from collections import Counter

from engine.mlp.api import default_library
from engine.mlp.bot import RandomBot
from engine.mlp.effects import abilities
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.game import MlpGame
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine import test_event_shortcuts as shortcuts

MAX_TURNS = 40
# seeds are tried from 1 up until the games have reached enough positions of each kind (the
# decks change as the carried-out pool grows); the test fails if this many don't
MOST_SEEDS = 40


def _games_with(lib, seed: int, special: list[str], kinds: int) -> list[tuple[MlpGame, list[RandomBot]]]:
    """A game dealt from the whole pool, each deck's first cards being three copies each
    of `kinds` of the `special` cards."""
    rng = random.Random(seed)
    decks = [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)]
    for deck in decks:
        chosen = rng.sample(special, min(kinds, len(special)))
        deck["draw"] = [card_id for card_id in chosen for _ in range(3)] + deck["draw"][3 * len(chosen):]
    bots = [RandomBot(seed * 7 + p, style="uniform" if seed % 2 else "eager") for p in (0, 1)]
    return [(new_game(lib, decks, seed), bots)]


def _ability_takers(lib) -> list[str]:
    """The pool's draw cards with a continuous ability taking abilities away (Dressed Up,
    Clipped Wings, Iron Will, Trixie): printed keywords are lost with them."""
    return [card_id for card_id in pool_soak._pool()["draw"] if "lose_abilities" in repr(lib.spec(card_id).statics)]


def test_keyword_holders_without_the_memo_are_the_plain_ones_where_abilities_are_taken_away():
    """`abilities._holders` reads a keyword nothing in play can grant from the printed
    holders, less the cards that lost their abilities, without its memo."""
    lib = default_library()
    seen: Counter = Counter()
    for seed in range(1, MOST_SEEDS + 1):
        if seen["lost a printed keyword"] > 20 and seen["held"] > 100:
            break
        for g, bots in _games_with(lib, seed, _ability_takers(lib), 4):
            while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
                lost = g.lost_abilities()
                for keyword in SUPPORTED_KEYWORDS:
                    expected = shortcuts.reference_holders(g, keyword)
                    printed = [iid for iid in g.s["play"] if keyword in g.spec(iid).keywords
                               and not g.s["cards"][iid]["face_down"] and not g.s["cards"][iid]["frightened"]]
                    seen["lost a printed keyword"] += any(iid in lost for iid in printed)
                    seen["held"] += bool(expected)
                    assert abilities.keyword_holders(g, keyword) == expected, keyword
                decision = g.pending()
                g.submit(bots[decision.player].choose(decision))
    assert seen["lost a printed keyword"] > 20 and seen["held"] > 100, seen
