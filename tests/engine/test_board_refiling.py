"""The board index a game keeps, patched as cards move, is the index a fresh look builds.

`MlpGame.move` refiles the moved cards (a card and its attachments) in the index's lists
by area at once (`BoardIndex.refile_areas`) instead of leaving every card's area to be
re-read at the next look-up; the index is then settled without a look-up. These tests
compare every list the index keeps with those of a `BoardIndex` built afresh from the
same position, at every decision and before every step of seeded games between theme
decks and of games dealt from the whole implemented card pool (attachments, Teamwork,
control changes), and check a card moved next to cards played before and after it.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.mlp import bot
from engine.mlp.api import default_library
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import BoardIndex, MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import Board, check_before_every_step, library, play_checking


def filed(board: BoardIndex) -> dict[str, Any]:
    """What the index files, as plain values (abilities by name)."""
    return {
        "by_area": board.by_area,
        "by_host": board.by_host,
        "characters": board.characters,
        "listeners": board.listeners,
        "activators": board.activators,
        "troublemakers": board.troublemakers,
        "all_troublemakers": board.all_troublemakers,
        "teamwork": board.teamwork,
        "statics": {category: [(src, ability.name) for src, ability in pairs]
                    for category, pairs in board.statics.items()},
    }


def assert_index_fresh(g: MlpGame) -> None:
    """The index the game keeps (settled as a look-up settles it) files what a fresh one
    files; a game calling its index settled has nothing waiting in it."""
    if g.settled_board is not None:
        assert g.settled_board is g._board and not g.settled_board.unsettled
    kept = g._board
    if kept is None:
        return
    if kept.unsettled:
        kept.settle(g)
    fresh = BoardIndex(g)
    assert filed(kept) == filed(fresh)
    assert all(cards for cards in kept.by_area.values())  # (no area left listed empty)


def moves(g: MlpGame) -> int:
    """Cards moved or sent so far (506.1, 506.5), from the log."""
    return sum(1 for entry in g.log if " from " in entry.text and (" is moved " in entry.text
                                                                      or " is sent " in entry.text))


def theme_games(count: int, max_turns: int):
    lib = library()
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    for seed in range(count):
        g = new_game(lib, [decks[seed % 6], decks[(seed * 5 + 1) % 6]], 300 + seed)
        style = "eager" if seed % 2 else "uniform"
        yield g, [bot.RandomBot(seed * 11 + p, style=style) for p in (0, 1)], max_turns


def test_the_index_is_the_fresh_one_at_every_decision_of_theme_games() -> None:
    checked = moved = 0
    for g, bots, max_turns in theme_games(6, 60):
        checked += play_checking(g, bots, max_turns, assert_index_fresh)
        moved += moves(g)
    assert checked > 800 and moved > 150


def test_the_index_is_the_fresh_one_before_every_step_of_theme_games(monkeypatch: pytest.MonkeyPatch) -> None:
    steps = check_before_every_step(monkeypatch, assert_index_fresh)
    for g, bots, max_turns in theme_games(2, 40):
        while g.pending() is not None and g.s["turn"] <= max_turns:
            decision = g.pending()
            g.submit(bots[decision.player].choose(decision))
    assert steps[0] > 1000


@pytest.mark.parametrize("seed", (5, 77, 795))
def test_the_index_is_the_fresh_one_before_every_step_of_pool_games(seed: int,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    steps = check_before_every_step(monkeypatch, assert_index_fresh)
    assert pool_soak._play(seed, round_trip=False) > 0
    assert steps[0] > 200


def test_a_moved_card_and_its_attachment_join_their_new_area_in_play_order() -> None:
    """Moved to an area holding cards played before and after it, a Friend and its
    Resource are listed there in play order; the area it left loses them, and an area
    left empty has no entry, as in a fresh index."""
    b = Board()
    first = b.add("PR20", 0, "play", "problem:0")
    pony = b.add("PR20", 0, "play", "home:0")
    last = b.add("PR20", 0, "play", "problem:0")
    in_hand = b.add("PR139", 0, "hand")  # Hard Hat, a Resource played on a Friend
    g = b.game(default_library())
    hat = g.relocate(in_hand, "play", area="home:0")
    g.card(hat)["host"] = pony
    assert_index_fresh(g)
    at_home = [i for i in g.at("home:0") if i not in (pony, hat)]
    assert g.move(pony, "problem:0", 0)
    assert g.card(hat)["area"] == "problem:0"
    assert g.at("problem:0") == [i for i in g.s["play"] if i in (b.problem[0], first, pony, last, hat)]
    assert list(g.at("home:0")) == at_home
    assert_index_fresh(g)
    assert g.move(first, "problem:1", 0) and g.move(last, "problem:1", 0)
    assert g.at("problem:1") == [i for i in g.s["play"] if i in (b.problem[1], first, last)]
    assert_index_fresh(g)

