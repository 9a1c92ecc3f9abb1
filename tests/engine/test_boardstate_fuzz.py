"""Bad board-state files get an error naming a field, never a traceback: mutate real
positions field by field and load (and continue) each result."""

from __future__ import annotations

import json
import random

import pytest

from engine.core.errors import EngineError
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.bot import RandomBot
from engine.mlp.procedures.setup import deck_from_cards, new_game
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import Board, library

VALUES = [None, -1, 0, 1, 99999, "x", "", [], {}, True, 1.5, "home:0", "PR20", [1, 2], {"a": 1}]


def _paths(obj, prefix=()):
    if isinstance(obj, dict):
        for key, value in obj.items():
            yield (*prefix, key)
            yield from _paths(value, (*prefix, key))
    elif isinstance(obj, list):
        for index, value in enumerate(obj):
            yield (*prefix, index)
            yield from _paths(value, (*prefix, index))


def _positions() -> list[dict]:
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("PR13", 0, "hand")
    docs = [b.doc(), export_board(b.game())]
    taken = Board()  # a control change (513.2) in the file
    taken.add("PR12", 1, "play", "problem:1", ctrl=0)
    docs.append(export_board(taken.game()))
    if THEME_DECKS:
        lib = library()
        decks = [deck_from_cards(lib, theme_deck(p)) for p in THEME_DECKS[:2]]
        g = new_game(lib, decks, 77)
        bots = [RandomBot(1, style="eager"), RandomBot(2, style="eager")]
        while g.pending() is not None and len(docs) < 8:
            if g.s["faceoff"] is not None or g.s["answers"] % 40 == 39:
                docs.append(export_board(g))
            g.submit(bots[g.pending().player].choose(g.pending()))
    return docs


@pytest.mark.parametrize("trials", [400])
def test_mutated_board_states_fail_cleanly(trials):
    lib = library()
    rnd = random.Random(2024)
    for base in _positions():
        paths = list(_paths(base))
        for _ in range(trials):
            doc = json.loads(json.dumps(base))
            path = rnd.choice(paths)
            parent = doc
            for key in path[:-1]:
                parent = parent[key]
            if isinstance(parent, dict) and rnd.random() < 0.3:
                del parent[path[-1]]
            else:
                parent[path[-1]] = rnd.choice(VALUES)
            try:
                g = load_board(doc, lib)
                for _ in range(3):
                    if g.pending() is None:
                        break
                    g.submit([g.pending().option_keys()[-1]])
            except EngineError:
                pass
