"""Seeded random Battledome games: the same seed and answers give the same game, every position
survives a save and load of its board state, and no game breaks an invariant or crashes.

The full counts (1,000 games; 200 games saved and loaded at every decision) are marked
`slow` and run with TOURNEY_RUN_SLOW=1; the default run plays bounded versions.
"""

from __future__ import annotations

import json
import os
import re

import pytest

from engine.battledome.api import make_setup, new_game
from engine.battledome.boardstate import export_board, load_board
from engine.battledome.bot import RandomBot
from engine.battledome.procedures.invariants import broken_invariants
from engine.core.replay import Replay, ReplayCursor, ReplayRecorder
from tests.battledome.engine_helpers import library, sample_decks

MAX_TURNS = 400
slow = pytest.mark.skipif(os.environ.get("TOURNEY_RUN_SLOW", "0") in ("", "0"),
                          reason="soak test: run with TOURNEY_RUN_SLOW=1")


def _play(seed: int, check: bool = False) -> object:
    decks = sample_decks()
    g = new_game(make_setup([decks[seed % 2], decks[(seed + 1) % 2]], seed), library())
    style = "eager" if seed % 2 else "uniform"
    bots = [RandomBot(seed * 7 + p, style) for p in (0, 1)]
    while g.pending() is not None and g.s["turn"] <= MAX_TURNS:
        decision = g.pending()
        g.submit(bots[decision.player].choose(decision))
        if check:
            problems = broken_invariants(g)
            assert not problems, (seed, problems)
    return g


def _soak(games: int, first_seed: int) -> int:
    finished = 0
    for seed in range(first_seed, first_seed + games):
        finished += _play(seed, check=True).s["result"] is not None
    return finished


def test_random_games_keep_every_invariant() -> None:
    assert _soak(30, 0) == 30


@slow
def test_thousand_random_games_keep_every_invariant() -> None:
    assert _soak(1000, 1000) == 1000


def test_the_invariants_check_finds_a_planted_fault() -> None:
    g = _play(3)
    assert broken_invariants(g) == []
    card = next(iid for iid, c in g.s["cards"].items() if c["zone"] == "discard")
    g.s["cards"][card]["zone"] = "void"
    assert any("record says otherwise" in p for p in broken_invariants(g))


def test_the_same_seed_and_answers_give_the_same_digests() -> None:
    first, second = _play(11), _play(11)
    assert first.digest() == second.digest() and [tuple(e) for e in first.log] == [tuple(e) for e in second.log]
    assert _play(12).digest() != first.digest()


def test_a_replay_reproduces_the_game_and_seeks_back() -> None:
    decks = sample_decks()
    setup = make_setup(decks, 21)
    recorder = ReplayRecorder(new_game(setup, library()), Replay("battledome", setup))
    bots = [RandomBot(1), RandomBot(2)]
    game = recorder.game
    while game.pending() is not None:
        recorder.submit(bots[game.pending().player].choose(game.pending()))
    replay = Replay.from_dict(json.loads(json.dumps(recorder.replay.to_dict())))
    cursor = ReplayCursor(lambda s: new_game(s, library()), replay)
    cursor.seek(cursor.length)
    assert cursor.game.digest() == game.digest()
    cursor.seek(17)
    middle = cursor.game.digest()
    cursor.seek(cursor.length)
    cursor.seek(17)
    assert cursor.game.digest() == middle


def _round_trips(games: int, first_seed: int) -> int:
    decks = sample_decks()
    checked = 0
    for seed in range(first_seed, first_seed + games):
        g = new_game(make_setup([decks[seed % 2], decks[(seed + 1) % 2]], seed), library())
        bots = [RandomBot(seed), RandomBot(seed + 1, "uniform")]
        while g.pending() is not None:
            document = export_board(g)
            copy = load_board(json.loads(json.dumps(document)), library())
            assert export_board(copy) == document, seed
            assert copy.digest() == g.digest(), seed
            answer = bots[g.pending().player].choose(g.pending())
            g.submit(answer)
            copy.submit(answer)
            assert copy.digest() == g.digest(), seed
            checked += 1
    return checked


def test_every_decision_survives_a_save_and_load_of_the_board_state() -> None:
    assert _round_trips(3, 500) > 150


@slow
def test_two_hundred_games_survive_save_and_load_at_every_decision() -> None:
    assert _round_trips(200, 2000) > 10_000


def test_every_log_entry_cites_a_rule_of_the_battledome_rules() -> None:
    cited = {entry.rule for seed in (31, 32) for entry in _play(seed).log}
    assert cited and all(re.fullmatch(r"\d{1,2}(\.\d{1,2}){0,2}[a-f]?", rule) for rule in cited), sorted(cited)
