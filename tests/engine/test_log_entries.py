"""The game log read while a game runs is the log of a game read only at its end.

`MlpGame.note` appends plain (turn, rule, text) tuples and `MlpGame.log` makes the
entries written since the last read `LogEntry`s in place (see `MlpGame.log`); `restore`
cuts the log back. Seeded bot games, between theme decks and dealt from the whole card
pool, read the log at every decision and now and then go back to a snapshot taken ten
decisions before and play the same answers again; the same answers are then played in a
fresh game that reads its log only at the end. Both logs must be equal, entry by entry
of type `LogEntry`, and the log read during the game must be one list that only grows
between restores.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core.log import LogEntry
from engine.mlp.api import default_library
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import seeded_bots

SEEDS = (2, 7, 12)
MAX_DECISIONS = 400
SNAPSHOT_EVERY = 30  # a snapshot at decision 10 of every 30, restored at decision 20


def _decks(lib, seed: int) -> list[list]:
    """Two theme decks."""
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    return [decks[seed % 6], decks[(seed * 5 + 1) % 6]]


def _pool_decks(seed: int) -> list[list]:
    rng = random.Random(seed)
    return [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)]


def _check_read(g: MlpGame, before: list[LogEntry] | None, kept: list[LogEntry]) -> list[LogEntry]:
    """Read the log: every entry a `LogEntry`, the same list as before, the entries read
    before unchanged (`kept`: a copy of the last read). Returns the list read."""
    log = g.log
    if before is not None:
        assert log is before
    assert all(type(entry) is LogEntry for entry in log)
    assert log[:len(kept)] == kept
    return log


def _play_reading(g: MlpGame, seed: int) -> list[str]:
    """Play with random bots, reading the log at every decision and going back to
    snapshots; returns the answers the game was played with."""
    bots = seeded_bots(seed)
    answers: list = []
    snapshot: tuple[Any, int, list[LogEntry]] | None = None
    read: list[LogEntry] | None = None
    kept: list[LogEntry] = []
    restores = 0
    while g.pending() is not None and len(answers) < MAX_DECISIONS:
        read = _check_read(g, read, kept)
        step = len(answers) % SNAPSHOT_EVERY
        if step == 10:
            snapshot = (g.snapshot(), len(answers), list(read))
        elif step == 20 and snapshot is not None:
            # (the log is read again only after the game wrote to it: a restore must
            # leave it ready for that)
            data, at, kept = snapshot
            g.restore(data)
            restores += 1
            for answer in answers[at:]:
                g.submit(answer)
                read = _check_read(g, read, kept)
                kept = list(read)
            snapshot = None
        kept = list(read)
        decision = g.pending()
        answer = bots[decision.player].choose(decision)
        answers.append(answer)
        g.submit(answer)
    assert restores >= 3
    _check_read(g, read, kept)
    return answers


def _replayed_log(lib, decks: list[list], seed: int, answers: list) -> list[LogEntry]:
    g = new_game(lib, decks, seed)
    for answer in answers:
        g.submit(answer)
    return g.log


def test_the_log_read_during_a_game_is_the_log_read_at_its_end():
    lib = default_library()
    for seed in SEEDS:
        for make_decks in (lambda s: _decks(lib, s), _pool_decks):
            g = new_game(lib, make_decks(seed), seed)
            answers = _play_reading(g, seed)
            expected = _replayed_log(lib, make_decks(seed), seed, answers)
            assert all(type(entry) is LogEntry for entry in expected)
            assert g.log == expected
            assert len(expected) > 100
