"""Replays: a game's setup plus every answer given, with keyframes for seeking.

A replay file is small and exact: the engine is deterministic, so the setup
and the answers recreate every position. Stepping back restores the nearest
keyframe (a snapshot taken every few decisions) and replays forward, so no
position is copied per action. Digests recorded every few steps catch a
replay that no longer produces the same game (new engine, changed data).

Since version 2 a replay also keeps the judge's actions (time called, a concession:
`engine.core.judge_action`) at their place in the line; the cursor makes each again when it
reaches that step, so a replay with them needs the game's `Judge` to be read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.documents import REPLAY_FORMAT, document_object, refuse_a_board
from engine.core.errors import EngineError, ReplayFormatError
from engine.core.json_reader import parse_json, unreadable_version
from engine.core.judge_action import Judge, JudgeAction, read_judge_actions
from engine.core.replayable import ReplayableGame

REPLAY_VERSION = 2
"""The version written for a line with a judge's action. Version 2 added the judge's actions
(`judge`); version 1, the answers alone, is still read, and written for a line without one."""
READ_VERSIONS = (1, 2)
REPLAY_FIELDS = frozenset(("format", "version", "system", "setup", "answers", "digests", "judge"))
_STEP = re.compile(r"[0-9]{1,9}")


def decision_number(step: int) -> int:
    """The number a person gives the decision pending after `step` answers, the one the next
    recorded answer answers: counted from 1, as answers and options are ("decision 6" is
    answered by the 6th answer). A step counts answers given (0 is the start)."""
    return step + 1


class ReplayDivergence(EngineError):
    """Replaying the answers did not reproduce the recorded digests; `step` is the number of
    answers given where the position first differed (a person is told that, not the digests)."""

    def __init__(self, message: str, step: int) -> None:
        super().__init__(message)
        self.step = step


@dataclass(slots=True)
class Replay:
    """Setup, answers, digests keyed by step (number of answers given), and the judge's
    actions in the order made, each at its step (a digest at that step is of the position
    after them)."""

    system: str
    setup: dict[str, Any]
    answers: list[list[str]] = field(default_factory=list)
    digests: dict[int, str] = field(default_factory=dict)
    judge: list[JudgeAction] = field(default_factory=list)

    def judge_at(self, step: int) -> list[JudgeAction]:
        """The judge's actions made at `step`, in the order made."""
        return [action for action in self.judge if action.step == step]

    def to_dict(self) -> dict[str, Any]:
        """The replay file's document: version 1 while the line holds answers alone, so that
        a program that reads only version 1 still opens every replay without a judge's action."""
        document = {
            "format": REPLAY_FORMAT,
            "version": REPLAY_VERSION if self.judge else 1,
            "system": self.system,
            "setup": self.setup,
            "answers": self.answers,
            "digests": {str(step): value for step, value in sorted(self.digests.items())},
        }
        if self.judge:
            document["judge"] = [action.to_dict() for action in self.judge]
        return document

    @classmethod
    def from_dict(cls, data: Any) -> Replay:
        """A replay from its document; the first bad field is named in a `ReplayFormatError`.

        The setup is the game system's to check (its `new_game`); a game's board state given
        for a replay is named as that."""
        refuse_a_board(data, ReplayFormatError)
        data = document_object(data, REPLAY_FIELDS, "replay", ReplayFormatError)
        if data.get("format") != REPLAY_FORMAT:
            raise ReplayFormatError("format", f"expected {REPLAY_FORMAT!r}")
        version = data.get("version")
        if version not in READ_VERSIONS or isinstance(version, bool):
            raise ReplayFormatError("version", unreadable_version(version, READ_VERSIONS))
        if version == 1 and "judge" in data:
            raise ReplayFormatError("judge", "a version 1 replay holds the answers only")
        system = data.get("system")
        if not isinstance(system, str):
            raise ReplayFormatError("system", "expected a game system id")
        setup = data.get("setup")
        if not isinstance(setup, dict):
            raise ReplayFormatError("setup", "expected an object")
        answers = data.get("answers")
        if not isinstance(answers, list):
            raise ReplayFormatError("answers", "expected a list")
        for index, answer in enumerate(answers):
            if not isinstance(answer, list) or not all(isinstance(k, str) for k in answer):
                raise ReplayFormatError(f"answers[{index}]", "expected a list of option keys")
        digests_raw = data.get("digests", {})
        if not isinstance(digests_raw, dict):
            raise ReplayFormatError("digests", "expected an object")
        digests: dict[int, str] = {}
        for key, value in digests_raw.items():
            if not _STEP.fullmatch(key) or not isinstance(value, str):
                raise ReplayFormatError(f"digests.{key}", "expected step number -> digest text")
            digests[int(key)] = value
        judge = read_judge_actions(data.get("judge", []), len(answers))
        return cls(system, setup, [list(a) for a in answers], digests, judge)

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_dict(), indent=1), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> Replay:
        """The replay a file holds (an unreadable file raises `OSError`)."""
        return cls.from_dict(parse_json(Path(path).read_bytes(), ReplayFormatError))


class ReplayRecorder:
    """Wraps a live game: every answer submitted through it lands in the replay."""

    def __init__(self, game: ReplayableGame, replay: Replay, digest_every: int = 10) -> None:
        self.game = game
        self.replay = replay
        self.digest_every = digest_every
        replay.digests.setdefault(0, game.digest())

    def submit(self, answer: str | Sequence[str]) -> None:
        decision = self.game.pending()
        keys = decision.check_answer(answer) if decision is not None else list(answer)
        self.game.submit(keys)
        self.replay.answers.append(keys)
        step = len(self.replay.answers)
        if step % self.digest_every == 0 or self.game.pending() is None:
            self.replay.digests[step] = self.game.digest()

    def act(self, judge: Judge, action: JudgeAction) -> None:
        """Make a judge's action in the live game (`action.step` is where the line is) and keep
        it; the digest of this step, if one was taken, becomes the position's after it."""
        step = len(self.replay.answers)
        if action.step != step:
            raise ValueError(f"a judge's action at step {action.step} recorded at step {step}")
        action.make(judge, self.game)
        self.replay.judge.append(action)
        if step in self.replay.digests:
            self.replay.digests[step] = self.game.digest()


class ReplayCursor:
    """Moves to any step of a replay: forward, back, or straight to a step.

    Keyframes (snapshots) are taken every `keyframe_every` steps the first time
    the cursor passes them, so seeking costs at most that many answers. Arriving at a step,
    the cursor makes the judge's actions recorded there (through `judge`) before the
    keyframe and the digest check, so a position at a step is always the one after them.
    """

    def __init__(
        self,
        new_game: Callable[[dict[str, Any]], ReplayableGame],
        replay: Replay,
        keyframe_every: int = 16,
        verify: bool = True,
        judge: Judge | None = None,
    ) -> None:
        self.replay = replay
        self.keyframe_every = keyframe_every
        self.verify = verify
        self.judge = judge
        self.game = new_game(replay.setup)
        self.step = 0
        self._judge_here()
        self.keyframes: dict[int, Any] = {0: self.game.snapshot()}
        self._check_digest()

    @property
    def length(self) -> int:
        return len(self.replay.answers)

    def build_keyframes(self) -> None:
        """Walk the whole replay once so that every later seek is cheap."""
        self.seek(self.length)

    def forward(self) -> None:
        if self.step >= self.length:
            raise EngineError("already at the end of the replay")
        self.game.submit(self.replay.answers[self.step])
        self.step += 1
        self._judge_here()
        if self.step % self.keyframe_every == 0 and self.step not in self.keyframes:
            self.keyframes[self.step] = self.game.snapshot()
        self._check_digest()

    def back(self) -> None:
        if self.step == 0:
            raise EngineError("already at the start of the replay")
        self.seek(self.step - 1)

    def seek(self, step: int) -> None:
        if not 0 <= step <= self.length:
            raise EngineError(f"step {step} is outside the replay (0..{self.length})")
        if step < self.step or step - self.step > self.keyframe_every:
            base = max(k for k in self.keyframes if k <= step)
            if not (base <= self.step <= step):
                self.game.restore(self.keyframes[base])
                self.step = base
        while self.step < step:
            self.forward()

    def _judge_here(self) -> None:
        """Make the judge's actions recorded at the current step, in the order made."""
        for action in self.replay.judge_at(self.step):
            if self.judge is None:
                raise EngineError(f"step {self.step}: {action.words()}, which this game cannot replay")
            try:
                action.make(self.judge, self.game)
            except (EngineError, NotImplementedError) as exc:
                raise EngineError(f"step {self.step}: {action.words()} cannot be made again: {exc}") from None

    def _check_digest(self) -> None:
        expected = self.replay.digests.get(self.step)
        if self.verify and expected is not None:
            actual = self.game.digest()
            if actual != expected:
                raise ReplayDivergence(
                    f"step {self.step}: digest {actual} differs from recorded {expected}", self.step
                )
