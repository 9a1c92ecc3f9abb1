"""A replay keeps the judge's actions (time called, a concession) at their place in the line:
replaying, seeking and stepping back make them again there, so the replay is the game played."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.core.errors import EngineError, ReplayFormatError
from engine.core.judge_action import JudgeAction
from engine.core.replay import Replay
from engine.mlp.api import make_setup, open_replay, start_recording
from engine.mlp.bot import RandomBot
from engine.mlp.table import mlp_table
from tests.engine.cardsource import THEME_DECKS, theme_deck
from tests.engine.helpers import library


def _record(seed: int, call_time_in: int | None = None, concede_at: int | None = None,
            elimination: bool = False) -> tuple[Replay, list[str]]:
    """A bot game with time called in turn `call_time_in` and P1 conceding after
    `concede_at` answers; the digest of the position at every step (after the judge's actions)."""
    lib = library()
    rules = mlp_table()
    setup = make_setup([theme_deck(THEME_DECKS[0]), theme_deck(THEME_DECKS[3])], seed, lib)
    rec = start_recording(setup, lib)
    bots = [RandomBot(seed), RandomBot(seed + 100)]
    digests = [rec.game.digest()]
    while rec.game.pending() is not None and rec.game.s["turn"] <= 150:
        step = len(rec.replay.answers)
        if call_time_in is not None and rec.game.s["turn"] >= call_time_in and rec.game.s["time_called"] is None:
            rec.act(rules, JudgeAction.call_time(step, elimination))
        if concede_at == step:
            rec.act(rules, JudgeAction.concede(step, 1))
        digests[step] = rec.game.digest()
        decision = rec.game.pending()
        if decision is None:
            break
        rec.submit(bots[decision.player].choose(decision))
        digests.append(rec.game.digest())
    return rec.replay, digests


def test_time_called_is_kept_and_every_position_replays(tmp_path: Path) -> None:
    replay, digests = _record(6, call_time_in=3)
    assert [action.words() for action in replay.judge] == ["time called (Swiss procedure)"]
    called = replay.judge[0].step
    path = tmp_path / "called.json"
    replay.save(path)
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["version"] == 2
    assert saved["judge"] == [{"step": called, "action": "call time", "procedure": "swiss"}]
    cursor = open_replay(path, library(), keyframe_every=4, judge=mlp_table())
    cursor.build_keyframes()
    assert cursor.game.s["result"] is not None and cursor.game.s["time_called"] is not None
    for step in (cursor.length, 0, called, called - 1, called + 1, cursor.length // 2, cursor.length - 1):
        cursor.seek(step)
        assert cursor.game.digest() == digests[step], step
    cursor.seek(called + 1)
    cursor.back()
    cursor.back()  # (back before the call: the time is not called there)
    assert cursor.step == called - 1 and cursor.game.s["time_called"] is None
    cursor.forward()
    assert cursor.game.digest() == digests[called] and cursor.game.s["time_called"] is not None


def test_a_concession_is_kept_and_ends_the_replayed_game(tmp_path: Path) -> None:
    replay, digests = _record(7, concede_at=25)
    path = tmp_path / "conceded.json"
    replay.save(path)
    cursor = open_replay(Replay.load(path), library(), judge=mlp_table())
    assert cursor.length == 25
    cursor.seek(25)
    assert cursor.game.digest() == digests[25]
    assert cursor.game.s["result"]["winner"] == 0 and cursor.game.s["result"]["rule"] == "103.4"
    cursor.back()
    assert cursor.game.s["result"] is None


def test_an_elimination_time_call_keeps_its_procedure() -> None:
    replay, _ = _record(6, call_time_in=2, elimination=True)
    assert replay.judge[0].procedure == "elimination"
    again = Replay.from_dict(json.loads(json.dumps(replay.to_dict())))
    assert again.judge == replay.judge
    assert [action.words() for action in again.judge] == ["time called (elimination procedure)"]


def test_a_replay_with_a_judges_action_needs_the_game_to_make_it() -> None:
    replay, _ = _record(7, concede_at=3)
    with pytest.raises(EngineError, match="step 3: P1 conceded, which this game cannot replay"):
        open_replay(replay, library()).seek(3)


def _document(replay: Replay, **changes: Any) -> dict[str, Any]:
    return {**replay.to_dict(), **changes}


def test_a_version_1_replay_still_loads_and_plays() -> None:
    replay, digests = _record(6)
    document = _document(replay, version=1)
    assert "judge" not in document  # (a line without a judge's action is written as version 1)
    cursor = open_replay(Replay.from_dict(document), library())
    cursor.seek(cursor.length)
    assert cursor.game.digest() == digests[-1]
    with pytest.raises(ReplayFormatError, match="judge: a version 1 replay holds the answers only"):
        Replay.from_dict({**document, "judge": []})


def test_a_newer_version_is_refused_in_the_readers_words() -> None:
    replay, _ = _record(7, concede_at=2)
    with pytest.raises(ReplayFormatError) as caught:
        Replay.from_dict(_document(replay, version=3))
    assert caught.value.field == "version"
    assert caught.value.detail == ("version 3 was written by a newer version of the program; "
                                   "this one reads version 1 and 2")


@pytest.mark.parametrize(("judge", "field"), [
    ({"step": 2, "action": "pause"}, "judge[0].action"),
    ({"step": 99, "action": "concede", "player": 1}, "judge[0].step"),
    ({"step": 2, "action": "concede", "player": 2}, "judge[0].player"),
    ({"step": 2, "action": "call time", "procedure": "quick"}, "judge[0].procedure"),
    ({"step": 2, "action": "call time", "procedure": "swiss", "player": 0}, "judge[0].player"),
])
def test_a_bad_judges_action_is_named_by_its_field(judge: dict[str, Any], field: str) -> None:
    replay, _ = _record(7, concede_at=2)
    with pytest.raises(ReplayFormatError) as caught:
        Replay.from_dict(_document(replay, judge=[judge]))
    assert caught.value.field == field
