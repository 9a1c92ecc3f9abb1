"""Shortcuts of cost checks and keyword holders give what the plain computation gives.

`abilities.dismissal_replaceable` says whether anything would replace dismissing a card
without building the options (`dismiss_replacements`): Persistent is read from the
keyword's holders, the listeners' replacements only when a card listens for "would
dismiss". `_friend_to_dismiss` is the loop I Need Answers' cost check uses instead of
`any(...)`. Both are checked for every card in play and every player and area at every
decision of seeded bot games (the whole card pool, where Persistent and replacement text
occur, and theme decks). `abilities._holders`, which
reads a keyword nothing in play can grant without its memo, is checked for every keyword
at every decision of games whose decks hold cards taking abilities away (printed
keywords lost with them; tests/engine/test_event_shortcuts.py checks it elsewhere).
"""

from __future__ import annotations

import random
from collections import Counter

from engine.mlp import abilities
from engine.mlp.api import default_library
from engine.mlp.bot import RandomBot
from engine.mlp.effects.cards import i_need_answers
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.game import MlpGame
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine import test_event_shortcuts as shortcuts
from tests.engine.helpers import play_checking

MAX_TURNS = 40


def plain_friend_to_dismiss(g: MlpGame, player: int, area: str) -> bool:
    """The cost check as first written: a Friend there that can be dismissed and whose
    dismissal nothing would replace."""
    return any(g.is_type(i, "friend") and g.can_be_dismissed(i) and not abilities.dismiss_replacements(g, i)
               for i in g.characters_at(area, player))


def check(g: MlpGame, seen: Counter) -> None:
    listened = bool(g._listeners("would_dismiss"))
    for iid in g.s["play"]:
        expected = bool(abilities.dismiss_replacements(g, iid))
        seen["replaceable" if expected else "not replaceable"] += 1
        seen["listened"] += listened
        seen["listened and replaceable"] += listened and expected
        assert abilities.dismissal_replaceable(g, iid) == expected, (iid, listened)
    areas = {g.s["cards"][iid]["area"] for iid in g.s["play"]} - {None}
    for player in (0, 1):
        for area in areas:
            expected = plain_friend_to_dismiss(g, player, area)
            seen["a Friend to dismiss" if expected else "none to dismiss"] += 1
            assert i_need_answers._friend_to_dismiss(g, player, area) == expected, (player, area)


def _replacing_cards(lib) -> list[str]:
    """The pool's draw cards with Persistent printed or listening for "would dismiss"."""
    return [card_id for card_id in pool_soak._pool()["draw"]
            if "Persistent" in lib.spec(card_id).keywords or "would_dismiss" in lib.spec(card_id).triggers]


def _games_replacing_dismissals(lib, seed: int) -> list[tuple[MlpGame, list[RandomBot]]]:
    """A game dealt from the whole pool, each deck's first 18 cards being three copies
    each of six cards that may replace a dismissal (few decks dealt at random hold any)."""
    return _games_with(lib, seed, _replacing_cards(lib), 6)


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


def test_dismissal_checks_are_the_plain_ones_at_every_decision_of_seeded_games():
    lib = default_library()
    seen: Counter = Counter()
    for seed in shortcuts.SEEDS:
        for g, bots in [*shortcuts._games(lib, seed), *_games_replacing_dismissals(lib, seed)]:
            play_checking(g, bots, MAX_TURNS, lambda g: check(g, seen))
    # both answers, with and without a card listening for "would dismiss", are reached
    assert seen["replaceable"] > 100 and seen["not replaceable"] > 1000, seen
    assert seen["listened and replaceable"] > 10 and seen["listened"] > seen["listened and replaceable"], seen
    assert seen["a Friend to dismiss"] > 100 and seen["none to dismiss"] > 100, seen


def _ability_takers(lib) -> list[str]:
    """The pool's draw cards with a continuous ability taking abilities away (Dressed Up,
    Clipped Wings, Iron Will, Trixie): printed keywords are lost with them."""
    return [card_id for card_id in pool_soak._pool()["draw"] if "lose_abilities" in repr(lib.spec(card_id).statics)]


def test_keyword_holders_without_the_memo_are_the_plain_ones_where_abilities_are_taken_away():
    """`abilities._holders` reads a keyword nothing in play can grant from the printed
    holders, less the cards that lost their abilities, without its memo."""
    lib = default_library()
    seen: Counter = Counter()
    for seed in shortcuts.SEEDS:
        for g, bots in _games_with(lib, seed, _ability_takers(lib), 4):
            while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
                lost = g.lost_abilities()
                for keyword in SUPPORTED_KEYWORDS:
                    expected = shortcuts.reference_holders(g, keyword)
                    printed = [iid for iid in g.s["play"] if keyword in g.spec(iid).keywords
                               and not g.s["cards"][iid]["face_down"] and not g.s["cards"][iid]["frightened"]]
                    seen["lost a printed keyword"] += any(iid in lost for iid in printed)
                    seen["held"] += bool(expected)
                    assert abilities._holders(g, keyword) == expected, keyword
                decision = g.pending()
                g.submit(bots[decision.player].choose(decision))
    assert seen["lost a printed keyword"] > 20 and seen["held"] > 100, seen
