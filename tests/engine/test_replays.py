"""Replays: setup + answers, digests, keyframes, seeking and stepping back."""

from __future__ import annotations

import pytest

from engine.core.errors import EngineError
from engine.core.replay import Replay, ReplayDivergence
from engine.mlp.api import make_setup, open_replay, start_recording
from engine.mlp.bot import RandomBot
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import library


def _record(seed: int = 4) -> tuple[Replay, list[str]]:
    lib = library()
    setup = make_setup([theme_deck(THEME_DECKS[0]), theme_deck(THEME_DECKS[3])], seed, lib)
    rec = start_recording(setup, lib)
    bots = [RandomBot(seed), RandomBot(seed + 100)]
    digests = [rec.game.digest()]
    # (random players can reach a position neither can win from: both decks empty and no
    # Problem met; the game is cut off after as many turns as the pinned playouts allow)
    while rec.game.pending() is not None and rec.game.s["turn"] <= 150:
        decision = rec.game.pending()
        rec.submit(bots[decision.player].choose(decision))
        digests.append(rec.game.digest())
    return rec.replay, digests


def test_same_seed_and_answers_give_the_same_digests():
    replay_a, digests_a = _record(4)
    replay_b, digests_b = _record(4)
    assert digests_a == digests_b
    assert replay_a.answers == replay_b.answers
    _, digests_c = _record(5)
    assert digests_c != digests_a


def test_seek_step_back_and_forward_reproduce_every_position(tmp_path):
    replay, digests = _record(6)
    path = tmp_path / "game.json"
    replay.save(path)
    cursor = open_replay(path, library())
    assert cursor.length == len(digests) - 1
    for step in (cursor.length, 0, cursor.length // 2, 7, cursor.length - 1):
        cursor.seek(step)
        assert cursor.game.digest() == digests[step]
    cursor.seek(20)
    cursor.back()
    assert cursor.step == 19 and cursor.game.digest() == digests[19]
    cursor.forward()
    assert cursor.game.digest() == digests[20]
    with pytest.raises(EngineError):
        cursor.seek(cursor.length + 1)


def test_a_tampered_replay_is_caught_by_its_digests():
    replay, _ = _record(8)
    step = max(replay.digests)
    replay.digests[step] = "0" * 16
    cursor = open_replay(replay, library())
    with pytest.raises(ReplayDivergence):
        cursor.seek(step)


def test_replay_with_another_card_database_is_refused():
    replay, _ = _record(9)
    replay.setup["card_db"] = "something-else"
    with pytest.raises(EngineError, match="card database"):
        open_replay(replay, library())


def test_digests_do_not_depend_on_the_python_process(tmp_path):
    """Same seed and answers, two interpreters with different hash seeds: same digest."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    script = (
        "from tests.engine.test_replays import _record\n"
        "replay, digests = _record(12)\n"
        "print(digests[-1], len(digests))\n"
    )
    outputs = []
    for hash_seed in ("1", "977"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", script], cwd=root, env=env, capture_output=True,
                              text=True, check=True)
        outputs.append(done.stdout.strip())
    assert outputs[0] == outputs[1]
    _, digests = _record(12)
    assert outputs[0] == f"{digests[-1]} {len(digests)}"
