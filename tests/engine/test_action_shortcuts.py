"""Shortcuts in carrying out actions and faceoffs give what the plain computation gives.

`faceoffs.flipped_replacements_possible` lets `faceoffs.flipped_card_replacements` skip
searching the involved cards when no card could replace where flipped cards go, and
`faceoffs.flip_replacers_possible` lets `faceoffs.flip_replacers` skip searching for
cards that could replace a flip. These tests run the plain searches, kept here, at every
decision of seeded bot games dealt from the whole implemented card pool and between theme
decks while a faceoff runs, and check that a search the shortcut skips finds nothing.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine.mlp.api import default_library
from engine.mlp.bot import RandomBot
from engine.mlp.effects import faceoffs
from engine.mlp.procedures.faceoff import involved as involved_in_faceoff
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from engine.mlp.values import power
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import play_checking, seeded_bots

POOL_SEEDS = range(40)  # (faceoffs are a small part of the decisions: many games)
REPLACER_SEEDS = range(8)  # (decks made of the cards that may replace flips or where flipped cards go)
REPLACEMENTS = frozenset({"spend_instead_of_flip", "flipped_beneath_self", "flipped_events_to_hand",
                          "flipped_one_to_hand"})
THEME_SEEDS = range(6)
MAX_TURNS = 60


def plain_flipped_replacements(g: MlpGame, fo: dict) -> bool:
    """Does any involved card of either player offer a replacement for flipped cards going
    to the bottom of the deck (what `flipped_card_replacements` searches for)?"""
    for p in (0, 1):
        involved = involved_in_faceoff(g, p)
        if any("Pumped" in power.keywords(g, i) for i in involved):
            return True
        if any(faceoffs._has_replacement(g, i, name) for i in involved
               for name in ("flipped_beneath_self", "flipped_events_to_hand")):
            return True
        if faceoffs._one_to_hand_holders(g, p, {**fo, "used": []}):
            return True
    return False


def plain_flip_replacers(g: MlpGame, player: int) -> list[int]:
    """`faceoffs.flip_replacers` without the shortcut."""
    return [i for i in involved_in_faceoff(g, player) if g.face_up(i) and g.beneath(i)
            and faceoffs._has_replacement(g, i, "spend_instead_of_flip", "would_flip")]


def plain_flip_holders(g: MlpGame) -> bool:
    """Has any involved card of either player a replacement for a flip (Orthros), whether or
    not a card is beneath it now?"""
    return any(faceoffs._has_replacement(g, i, "spend_instead_of_flip", "would_flip")
               for p in (0, 1) for i in involved_in_faceoff(g, p))


def check(g: MlpGame, seen: Counter) -> None:
    fo = g.s["faceoff"]
    if fo is None:
        return
    seen["faceoff"] += 1
    if faceoffs.flipped_replacements_possible(g, fo):
        seen["flipped possible"] += 1
        seen["flipped found"] += plain_flipped_replacements(g, fo)
    else:
        assert not plain_flipped_replacements(g, fo)
    if plain_flip_holders(g):
        seen["flip holder"] += 1
        assert faceoffs.flip_replacers_possible(g, fo)
    for p in (0, 1):
        if faceoffs.flip_replacers_possible(g, fo):
            seen["flip possible"] += 1
            assert faceoffs.flip_replacers(g, p) == plain_flip_replacers(g, p)
        else:
            assert plain_flip_replacers(g, p) == [] == faceoffs.flip_replacers(g, p)


def _games() -> list[tuple[MlpGame, list[RandomBot]]]:
    """Seeded games with decks dealt from the implemented pool, and between theme decks."""
    lib = default_library()
    games = []
    for seed in POOL_SEEDS:
        rng = random.Random(seed)
        decks = [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)]
        games.append((new_game(lib, decks, seed), seeded_bots(seed)))
    pool = pool_soak._pool()
    replacers = [card_id for card_id in pool["draw"] if _replaces_flips(lib.spec(card_id))]
    for seed in REPLACER_SEEDS:
        rng = random.Random(seed)
        decks = []
        for _ in range(2):
            deck = pool_soak._deck(pool, rng)
            # (every card that may replace a flip, then others)
            flips = [card_id for card_id in replacers if _replaces_flips(lib.spec(card_id), ("would_flip",))]
            others = [card_id for card_id in replacers if card_id not in flips]
            picked = [*flips, *rng.sample(others, pool_soak.DRAW_CARDS // 3 - len(flips))]
            deck["draw"] = [card_id for card_id in picked for _ in range(3)]
            decks.append(deck)
        games.append((new_game(lib, decks, seed), seeded_bots(seed)))
    themes = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    for seed in THEME_SEEDS if themes else ():
        games.append((new_game(lib, [themes[seed % 6], themes[(seed * 5 + 1) % 6]], seed), seeded_bots(seed)))
    return games


def _replaces_flips(spec: Any, events: tuple[str, ...] = ("would_flip", "flipped_to_bottom")) -> bool:
    """Has this card a replacement for a flip or for flipped cards going to the bottom (or,
    asked about both, Pumped)?"""
    return (len(events) > 1 and "Pumped" in spec.keywords) or any(
        ability.name in REPLACEMENTS for event in events
        for _, ability in spec.triggers.get(event, ()))


def test_action_shortcuts_give_the_plain_answers_at_every_decision_of_seeded_games():
    seen: Counter = Counter()
    steps = 0
    for g, bots in _games():
        steps += play_checking(g, bots, MAX_TURNS, lambda g: check(g, seen))
    assert steps > 1000
    missing = [kind for kind in ("faceoff", "flipped possible", "flipped found", "flip possible") if not seen[kind]]
    assert not missing, seen


def test_action_shortcuts_give_the_plain_answers_with_orthros_and_mercury_in_a_faceoff():
    """Orthros (a flip replaced) and Mercury (flipped cards banished beneath it), which
    random games seldom bring into a faceoff, with an exhausted Stubborn character and an
    exhausted one without it: checked at every decision of one faceoff."""
    from tests.engine.card_play import BIG, under, win_faceoff
    from tests.engine.helpers import Board, answer, keys

    seen: Counter = Counter()
    for holder in ("CG87", "CG40"):  # (Orthros, Go Fetch; Mercury, Crystal Messenger)
        b = Board()
        card = b.add(holder, 0, "play", "problem:0")
        under(b, card, card=BIG)
        b.add("PR22", 0, "play", "problem:0", exhausted=True)  # Apple Cobbler: Stubborn (it still adds its power)
        b.add(BIG, 0, "play", "problem:0", exhausted=True)  # (it does not)
        g = win_faceoff(b)
        for _ in range(40):
            if g.pending() is None:
                break
            check(g, seen)
            answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert seen["flip holder"] and seen["flipped found"], seen
