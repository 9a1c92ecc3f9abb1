"""The turn's steps and priority windows read kept answers without calling the functions
that keep them; those reads give what a fresh look gives.

- `flow.open_window` (does a window opening now do anything?) reads the board index's
  clean-board answer and `g.offmain_kinds` itself: it must open a window exactly when a
  triggered effect waits, the state checks find something, or either player could act
  outside a Main Phase, each worked out afresh (the state checks' sweep without applying
  anything, and `may_act_outside_main` on a copy of the position in a new game, nothing
  kept). It is run on the game itself, with what it kept, and undone.
- `flow._none_usable_now` (no card of the game could be used now): when it says so,
  neither player may act outside a Main Phase, asked afresh.
- `_give_priority` and `ppp` read the clean-board answer the same way: the index's
  answer, whenever it has one, equals the state checks' sweep.
- The Challenge and Uncover steps skip their look when the index files no Troublemaker:
  then neither step has anything to offer.

Checked before every step (the frames' handlers are wrapped, as in
tests/engine/test_derived_caches.py) of seeded theme-deck games and games dealt from the
whole implemented card pool.
"""

from __future__ import annotations

import marshal
import random
from collections import Counter

import pytest

from engine.mlp import bot
from engine.mlp.api import default_library
from engine.mlp.procedures import actions, flow
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state import ops
from engine.mlp.state.game import MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import play_checking

MAX_TURNS = 40


def fresh(g: MlpGame) -> MlpGame:
    """The same position in a new game: no value kept from earlier looks."""
    return MlpGame(marshal.loads(marshal.dumps(g.s)), g.lib)


def opens_window(g: MlpGame) -> bool:
    """Does `flow.open_window` open a window now? Run on the game, then undone (a frame
    pushed, or the reactions and who last had priority, which a window closed at once
    writes)."""
    s = g.s
    stack, reactions, flags = s["stack"], s["reactions"], s["flags"]
    depth, last = len(stack), flags.get("last_priority", MISSING)
    flow.open_window(g)
    opened = len(stack) > depth
    del stack[depth:]
    s["reactions"] = reactions
    if last is MISSING:
        flags.pop("last_priority", None)
    else:
        flags["last_priority"] = last
    return opened


MISSING = object()


def check(g: MlpGame, seen: Counter) -> None:
    s = g.s
    new = fresh(g)
    dirty = flow._state_checks(new, apply=False)
    either = actions.may_act_outside_main(new, 0) or actions.may_act_outside_main(new, 1)
    assert opens_window(g) == bool(s["waiting"] or dirty or either)
    seen["wanted" if s["waiting"] or dirty or either else "quiet"] += 1
    if flow._none_usable_now(g, s):
        seen["none usable"] += 1
        assert not either
    board = g.settled_board
    if board is not None and board.clean is not None:
        seen["clean kept"] += 1
        assert board.clean == (not dirty)
    if not g.board().all_troublemakers:
        seen["no troublemakers"] += 1
        tp = s["turn_player"]
        assert not flow._challenges(new, tp, ()) and not flow._face_down_troublemakers(new, tp, ())


def checking(seen: Counter):
    def wrap(handler):
        def run(g: MlpGame, frame: dict) -> bool:
            if g.s["pending"] is None:  # (the checks only read the game)
                check(g, seen)
            return handler(g, frame)
        return run
    return wrap


def theme_games(count: int):
    lib = default_library()
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    for seed in range(count):
        g = new_game(lib, [decks[seed % 6], decks[(seed * 5 + 1) % 6]], 300 + seed)
        style = "eager" if seed % 2 else "uniform"
        yield g, [bot.RandomBot(seed * 3 + p, style=style) for p in (0, 1)]


def pool_games(seeds: tuple[int, ...]):
    lib = default_library()
    for seed in seeds:
        rng = random.Random(seed)
        decks = [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)]
        yield new_game(lib, decks, seed), [bot.RandomBot(seed * 5 + p) for p in (0, 1)]


def _play(games, seen: Counter, monkeypatch: pytest.MonkeyPatch) -> None:
    wrap = checking(seen)
    for name, handler in list(ops.HANDLERS.items()):
        monkeypatch.setitem(ops.HANDLERS, name, wrap(handler))
    for g, bots in games:
        play_checking(g, bots, MAX_TURNS, lambda g: check(g, seen))


def test_window_shortcuts_match_a_fresh_look_in_theme_deck_games(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: Counter = Counter()
    _play(theme_games(6), seen, monkeypatch)
    # both answers, the kept readings and boards with and without Troublemakers are met
    assert seen["wanted"] > 50 and seen["quiet"] > 500, seen
    assert seen["none usable"] > 500 and seen["clean kept"] > 500 and seen["no troublemakers"] > 100, seen


def test_window_shortcuts_match_a_fresh_look_in_pool_games(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards no theme deck has: reactions, Hasty cards, cards usable in faceoffs."""
    seen: Counter = Counter()
    _play(pool_games((5, 21)), seen, monkeypatch)
    assert seen["wanted"] > 500 and seen["quiet"] > 50, seen
